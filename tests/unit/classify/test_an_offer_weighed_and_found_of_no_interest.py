"""The offer weighed and found of no interest, said with "it turns out" (heldout_by: a buyer's "abbiamo
valutato la Vostra proposta ma non risulta di nostro interesse. Non prevediamo di sostituire il sistema in
uso", read as interest from "interesse"): a no, in Italian and Spanish where "risulta" / "resulta" is the
verb, beside the plain forms of the other rule languages. The reader's interest under a condition ("se non
risulta di vostro interesse") or a negated no ("non è che non risulti di nostro interesse") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "sentence",
    [
        "Abbiamo valutato la Vostra proposta ma non risulta di nostro interesse.",
        "Abbiamo valutato l'offerta: non risulta di nostro interesse, non prevediamo cambi.",
        "I prodotti proposti non risultano di interesse per noi.",
        "Hemos valorado su propuesta pero no resulta de nuestro interés.",
        "We reviewed your proposal but it is not of interest to us.",
        "Wir haben Ihr Angebot geprüft, aber es ist für uns nicht von Interesse.",
        "Nous avons étudié votre offre mais elle ne présente aucun intérêt pour nous.",
        "We hebben uw voorstel bekeken maar het is voor ons niet van belang.",
        "Avaliámos a vossa proposta mas não é do nosso interesse.",
    ],
)
def test_an_offer_weighed_and_of_no_interest_is_a_no(sentence):
    assert (
        reading(f"Gentile Sig. Okafor,\n\n{sentence}\n\nCordiali saluti\nUfficio Acquisti\n")
        == "not_interested"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Se non risulta di vostro interesse, fatemelo sapere.",
        "Non è che non risulti di nostro interesse, ma ora no.",
    ],
)
def test_the_readers_interest_or_a_negated_no_is_no_no(sentence):
    assert reading(f"Buongiorno,\n\n{sentence}\n\nLuca\n") != "not_interested"
