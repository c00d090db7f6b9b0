"""Asking whether the mail is automated and how it is made ("is this an automated sequence ...? I'm
curious how these emails are put together", `side_question.BOT_TEST`): a question about us, `other`, in
every rule language. A request beside it ("Either way, send me the pricing") still is interest; curiosity
about the mails with a request and no question whether it is automated stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Quick question: is this an automated sequence, or did someone read our site? I'm curious how these "
        "emails are put together.",
        "Ist das eine Sequenz? Mich interessiert, wie diese Mails erstellt werden.",
        "Est-ce une séquence automatique ? Je me demande comment ces e-mails sont rédigés.",
        "¿Es un bot? Me pregunto cómo se arman estos correos.",
        "È un bot? Sono curioso di sapere come vengono costruite queste mail.",
        "Is dit een bot? Ik ben benieuwd hoe deze mails worden opgebouwd.",
        "É um bot? Fiquei curioso como esses e-mails são feitos.",
    ],
)
def test_how_our_mails_are_made_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Is this an automated sequence? Either way, send me the pricing.",
        "I'm curious how these emails are put together, could you send me a demo of the tool?",
    ],
)
def test_a_request_beside_it_stays_interest(text):
    assert rule_intent(text) == "interested"
