"""A no said as the answer ("the board reviewed the questionnaire and the answer is no", "so this is a no from
our side", heldout_ad) in every rule language (`decline.DECLINE`), whatever reason or question follows;
never in a question ("Is the answer no?").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Our security board reviewed the questionnaire and the answer is no.",
        "The CFO has frozen new tools, so this is a no from our side.",
        "Wir haben das geprüft, die Antwort ist leider nein.",
        "Nous avons étudié votre dossier et la réponse est non.",
        "Lo hemos revisado y la respuesta es no.",
        "Abbiamo valutato la proposta e la risposta è no.",
        "We hebben het bekeken en het antwoord is nee.",
        "Analisamos a proposta e a resposta é não.",
        "This is a no from our side. Out of interest, does it work with SAP Business One?",
    ],
)
def test_the_answer_is_no_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    ["Is the answer no?", "The answer is not obvious to me, can you send the case study?"],
)
def test_a_look_alike_is_no_no(text):
    assert rule_intent(text) != "not_interested"
