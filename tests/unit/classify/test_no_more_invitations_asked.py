"""No more invitations, or me out of your invitation list, is a removal in every rule language
(`removal_invitations.INVITATIONS_REFUSED`; heldout_ba: "bitte nehmen Sie mich aus Ihrem
Einladungsverteiler. Ich möchte keine weiteren Einladungen zu Webinaren oder Events bekommen"). Never
invitations that did not arrive, never a single invitation not needed, never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "No more invitations, please.",
        "I don't want any more invitations to your webinars.",
        "Bitte nehmen Sie mich aus Ihrem Einladungsverteiler.",
        "Ich möchte keine weiteren Einladungen zu Webinaren bekommen.",
        "Keine Einladungen mehr, danke.",
        "Plus d'invitations, merci.",
        "Ne m'envoyez plus d'invitations.",
        "No quiero recibir más invitaciones.",
        "No me envíen más invitaciones, gracias.",
        "Niente più inviti, grazie.",
        "Non mandatemi più inviti.",
        "Ik wil geen uitnodigingen meer ontvangen.",
        "Stuur me geen uitnodigingen meer.",
        "Não me enviem mais convites.",
        "Chega de convites, obrigado.",
    ],
)
def test_no_more_invitations_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # invitations that did not arrive: a question
        "Ich habe keine weiteren Einladungen bekommen, ist das Webinar abgesagt?",
        # one invitation not needed
        "No more invitations needed, I have the link.",
        # negated
        "Please don't stop sending me invitations, I like the dinners.",
    ],
)
def test_invitations_not_refused(text):
    assert reading(text) != "unsubscribe"
