"""A meeting slot proposed with its day or date and its clock time is interest, also inside a later ("Week
after New Year works best, how about Tuesday Jan 6 at 10am ET?", "Ok pour un échange mais après les fêtes.
Le jeudi 8 janvier à 14h, ça vous va ?"): the rep must answer the slot, in every rule language. A later with
no clock time, a slot ruled out or a time only told stays what it was (heldout_bm).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Yes let's talk, week after New Year works best. How about Tuesday Jan 6 at 10am ET?",
        "After Chinese New Year, let's talk on March 15 at 9.",
        "Gerne, aber erst nach den Feiertagen. Passt Ihnen Dienstag, der 6. Januar um 10 Uhr?",
        "Ok pour un échange mais après les fêtes. Le jeudi 8 janvier à 14h, ça vous va ?",
        "Mejor después de las fiestas. ¿Qué tal el martes 13 de enero a las 10?",
        "Meglio dopo le feste: martedì 13 gennaio alle 10 va bene?",
        "Liever na de feestdagen. Kan dinsdag 13 januari om 10 uur?",
        "Melhor depois do Carnaval. Terça, 10 de março às 10h, pode ser?",
    ],
)
def test_a_slot_proposed_beside_a_later_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "After Chinese New Year, let's talk. Try me in March.",
        "Not before Tuesday Jan 6 at 10am, we're closed until then. Write to me after the holidays.",
        "Nach den Feiertagen gerne wieder, melden Sie sich im Januar.",
        "Après les fêtes, recontactez-moi en janvier.",
        "Después de las fiestas, escríbame en enero.",
        "Dopo le feste, mi ricontatti a gennaio.",
        "Na de feestdagen, neem in januari contact op.",
        "Depois do Carnaval, me procura em março.",
    ],
)
def test_a_later_without_a_slot_stays_a_later(text):
    assert rule_intent(text) == "not_now"
