"""The sender not the right one for it, the noun left out ("dafür bin ich nicht der Richtige", "no soy la
indicada"): a wrong person in every rule language, as "not the right person" is. Never in a question, never
said of a moment, an audience or a customer, and never by someone other than the sender."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm not your guy for this, sorry.",
        "Dafür bin ich nicht der Richtige.",
        "Da bin ich leider nicht die Richtige.",
        "Ich bin nicht der Richtige dafür.",
        "Pour ça, je ne suis pas le bon.",
        "Je ne suis pas la mieux placée pour ce sujet.",
        "Para esto no soy la indicada.",
        "No soy el indicado para esto.",
        "Per questo non sono quello giusto.",
        "Non sono io la più indicata per questo.",
        "Daarvoor ben ik niet de juiste.",
        "Ik ben hier niet de juiste voor.",
        "Para isso não sou a mais indicada.",
        "Não sou o indicado para este assunto.",
    ],
)
def test_not_the_right_one_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Bin ich da nicht der Richtige?",  # asked
        "Es ist gerade nicht der richtige Zeitpunkt.",  # a moment
        "Ich bin nicht die richtige Zielgruppe für Sie.",  # an audience
        "Wir sind nicht der richtige Kunde für Sie.",  # a customer, the company
        "Ce n'est pas le bon moment pour nous.",
        "No es el momento indicado, escríbeme en marzo.",
        "Non è il momento giusto.",
        "Het is niet de juiste tijd.",
        "Não é o momento certo.",
    ],
)
def test_a_moment_an_audience_or_a_question_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the phrase ended by a dash, the one to ask after it (heldout_dw)
        "Da bin ich der Falsche – für den Einkauf ist Frau Berg zuständig.",
        "Je suis la mauvaise personne — voyez plutôt avec Paul.",
        "I'm the wrong one – Priya runs purchasing.",
    ],
)
def test_the_wrong_one_before_a_dash_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
