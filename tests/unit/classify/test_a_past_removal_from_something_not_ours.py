"""The sender's own past removal from something that is not our mail, told as part of their story ("we
unsubscribed from all the vendor portals that came with the old tool", heldout_dv), in every rule language
(`removal_past.ELSEWHERE_AFTER`, read by `removal_guards.senders_past.past_elsewhere`): no removal request.
A past removal from our mail, from a list not named as another's, or with our mail said to still come,
stays one. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "When we dropped the old ERP we unsubscribed from all the supplier portals it came with. We'll pass"
        " on your offer too.",
        "Nous nous sommes désinscrits en mars de tous les portails fournisseurs de l'ancien éditeur. Ce n'est"
        " pas pour nous.",
        "Wir haben uns im Frühjahr bei allen Plattformen des alten Anbieters abgemeldet. Kein Bedarf.",
        "Ci siamo disiscritti da tutte le piattaforme del vecchio gestionale. Non ci interessa.",
        "We hebben ons vorig jaar afgemeld bij alle portalen van ons oude pakket. Geen interesse.",
    ],
)
def test_a_past_removal_from_something_else_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "I unsubscribed from the mailing list in June. Take me off.",
        "We unsubscribed from your newsletter last spring and you keep writing.",
        "Nous nous sommes désabonnés de vos envois et vous nous écrivez encore.",
        "We unsubscribed from all the platforms in June, yet you still write to us.",
        "Nous nous sommes désabonnés de toutes les plateformes de votre groupe.",
    ],
)
def test_a_past_removal_from_our_mail_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"
