"""A price question with an intention to look ("What's the cost? ... I'd take a look") is interested, and a
colleague looped in with the decision handed to them ("looping in Priya (cc'd) ... your call whether it's
worth 20 minutes") is the wrong person, in every rule language; a price question alone, a negated look, a
colleague looped in to a meeting the sender keeps and a choice of day said to us are neither.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "How much is it? Per user or flat? We're 25 people, so if it's reasonable I'd take a look.",
        "What's the pricing like? If it fits the budget we'd consider it.",
        "Was kostet das pro Nutzer? Wenn es passt, würde ich es mir ansehen.",
        "Combien ça coûte ? Si c'est raisonnable, j'y jetterais un coup d'oeil.",
        "¿Cuánto cuesta? Si el precio encaja, le echaría un vistazo.",
        "Quanto costa? Se il prezzo è giusto ci darei un'occhiata.",
        "Wat kost het? Als de prijs goed is, zou ik er zeker naar kijken.",
        "Quanto custa? Se o preço for bom eu daria uma olhada.",
    ],
)
def test_a_price_question_with_an_intention_to_look_is_interested(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "What does it cost?",
        "What does it cost? I wouldn't even take a look at anything over 10k.",
        "Was kostet das? Würden wir es nicht prüfen, wäre es zu teuer?",
        "Wat kost het? Zouden we er niet naar kijken?",
    ],
)
def test_a_price_question_alone_or_a_negated_look_is_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Looping in Omar (cc'd), he runs procurement. Omar, your call whether it's worth a call.",
        "I've cc'd Tom here. Tom, up to you whether we take the demo.",
        "Je mets en copie Claire, qui gère les achats. Claire, à toi de voir si ça vaut un rendez-vous.",
        "Te pongo en copia a Marta. Marta, tú decides si vale la pena una llamada.",
        "Metto in copia Luca. Luca, decidi tu se vale una call.",
        "Ik zet Sanne in cc. Sanne, jij beslist maar of een demo zinvol is.",
        "Coloco a Ana em cópia. Ana, você decide se vale a reunião.",
        "Ich setze Jonas in Kopie. Jonas, deine Entscheidung, ob wir einen Termin machen.",
    ],
)
def test_a_decision_handed_to_a_colleague_brought_in_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Looping in Priya, let's find 20 minutes this week.",
        "Dana, your call whether we meet Tuesday or Thursday.",
        "I've cc'd Tom here, happy to do a demo, up to you whether Tuesday or Thursday works.",
        "Your call whether you send the deck first, happy to talk.",
    ],
)
def test_a_colleague_brought_into_a_meeting_the_sender_keeps_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
