"""Not the owner, only an employee or a club's officer, the one who decides or looks after it named
(heldout_ce: "ich bin nicht der Inhaber sondern nur Mitarbeiter", "ich bin nur die Schriftführerin. Um
Verwaltung und Software kümmert sich bei uns der Kassenwart", "ich mache bei uns nur die Buchhaltung ...
Über so was entscheidet meine Schwester"): a wrong person, in every rule language ("I'm not the owner", "je
ne suis pas le gérant", "no soy el dueño", "non sono il titolare", "ik ben niet de eigenaar", "não sou o
dono"). Asked, the sender's own care, or interest beside it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Da liegt eine Verwechslung vor, ich bin nicht der Inhaber sondern nur Mitarbeiter.",
        "Ich bin nur die Schriftführerin. Um Verwaltung und Software kümmert sich bei uns der Kassenwart.",
        "Darum kümmert sich bei uns der Vorstand.",
        "Ich mache bei uns nur die Buchhaltung von zuhause.",
        "Über so was entscheidet meine Schwester, die liest aber kaum Mails.",
        "I'm not the owner, just an employee.",
        "Je ne suis pas le gérant.",
        "No soy el dueño.",
        "Non sono il titolare.",
        "Ik ben niet de eigenaar.",
        "Não sou o dono.",
    ],
)
def test_it_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Bin ich nicht der Inhaber?",
        "Darum kümmere ich mich selbst.",
        "Ich bin nicht der Inhaber, aber ich entscheide das mit. Schicken Sie mir ein Angebot.",
    ],
)
def test_asked_own_or_with_interest_is_none(text):
    assert rule_intent(text) != "wrong_person"
