"""Wrong person by an assistant or by the sender's own side: the one they write for does not handle it
and the note is passed on or someone else named ("She doesn't handle warehouse operations ... so I've
passed your note to our COO's office", "Il dottore non si occupa di questi argomenti: ... la invito a
scrivere alla dott.ssa Rinaldi"), or "I'm on the engineering side, you want Tomasz". Either part alone is
no wrong person, and a request beside a side named stays interest.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi Dana - I'm on the engineering side, you want Tomasz Wierzbicki who runs finance ops. Cc'd him"
        " here.",
        "I'm Ms. Adeyemi's assistant. She doesn't handle vendor evaluations, so I've passed your note to our"
        " COO's office.",
        "Sono la segretaria del dott. Bianchi. Il dottore non si occupa di questi argomenti: la invito a"
        " scrivere alla dott.ssa Rinaldi.",
        "Herr Weber ist dafür nicht zuständig, wenden Sie sich bitte an Frau Kunz.",
        "Madame Roux ne s'occupe pas des achats, je vous invite à écrire à M. Garnier.",
        "El director no se encarga de compras, le sugiero que escriba a Marta Ruiz.",
        "Hij gaat daar niet over, ik heb uw bericht doorgestuurd naar Piet.",
        "O doutor não cuida disso, peço que escreva para a Ana.",
        "Ich bin in der IT-Abteilung, wenden Sie sich an Frau Kunz.",
        "Sou da área de TI, fale com a Ana do financeiro.",
    ],
)
def test_the_principal_or_own_side_then_someone_else_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I'm on the finance side, so send me the pricing.", "interested"),
        ("She doesn't handle the budget alone, so send the deck and I'll pass it to her.", "interested"),
        ("I'm in the IT team, you want to book a demo? Tuesday works.", "interested"),
        ("Il dottore non si occupa di questi argomenti.", "other"),
        ("I'm on the engineering side.", "other"),
    ],
)
def test_either_part_alone_or_a_request_is_no_wrong_person(text, intent):
    assert rule_intent(text) == intent
