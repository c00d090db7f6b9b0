"""A tender under way and the sender welcoming contact after it (heldout_af, a municipality: "mogen tot de
gunning geen gesprekken voeren ... Daarna bent u van harte welkom om opnieuw contact op te nemen"), in
the languages whose contact-after phrases missed the welcome (Dutch, English, German, Spanish, Portuguese;
`intent_rules/later_event.CONTACT_AFTER`): not now. A welcome with no "after" keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We zitten in een aanbesteding tot juni. Daarna bent u van harte welkom om opnieuw contact op te"
        " nemen.",
        "Na de gunning bent u welkom om weer contact met ons op te nemen.",
        "Nadien mag u gerust opnieuw contact opnemen.",
        "Wir sind mitten in einer Ausschreibung. Danach sind Sie herzlich willkommen, sich wieder zu melden.",
        "Nach der Vergabe sind Sie willkommen, uns zu kontaktieren.",
        "Estamos en plena licitación. Tras la adjudicación, será bienvenido a contactarnos de nuevo.",
        "Após a adjudicação, será bem-vindo a contactar-nos de novo.",
        "After the award you're welcome to get in touch again.",
        "After the award you are most welcome to contact us again.",
        "Dopo l'aggiudicazione sarà il benvenuto a ricontattarci.",
        "Après l'attribution du marché, vous êtes le bienvenu pour nous recontacter.",
    ],
)
def test_a_welcome_after_the_tender_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("U bent van harte welkom om contact op te nemen.", "other"),
        ("Sie sind herzlich willkommen, sich zu melden.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
