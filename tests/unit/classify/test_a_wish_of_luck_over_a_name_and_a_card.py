"""A wish of luck, a name and a card under it ("Good luck with it, / Naomi / Kettle & Clay | handmade
ceramics / kettleandclay.example", heldout_ae) end the own text like a wish over a name alone does
(`signoffs._luck_over_name`, `_card_under_name`), in every rule language; never when a sentence follows
the name.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    "tail",
    [
        "Good luck with it,\nNaomi\nKettle & Clay | handmade ceramics\nkettleandclay.example",
        "Good luck,\nNaomi\nKettle & Clay\n+1 503 555 0199",
        "Viel Erfolg damit,\nAnna\nBäckerei Huber | Brot & Kuchen\nwww.baeckerei-huber.example",
        "Bonne chance,\nClaire\nAtelier Moreau\natelier-moreau.example",
        "Mucha suerte,\nLucía\nPanadería Sol | pan artesano\npanaderiasol.example",
        "Buona fortuna,\nGiulia\nCeramiche Rossi\nceramicherossi.example",
        "Veel succes,\nSanne\nBakkerij De Vries\nbakkerijdevries.example",
        "Boa sorte,\nAna\nPadaria Lisboa | pão caseiro\npadarialisboa.example",
    ],
)
def test_a_card_under_the_name_is_cut(tail: str) -> None:
    assert own_text("We built our own, so we're covered.\n\n" + tail) == "We built our own, so we're covered."


@pytest.mark.parametrize(
    "tail",
    [
        "Good luck with it,\nNaomi\nWe'll be in touch if anything changes.",
        "Good luck,\nNaomi\nand please send the case study anyway.",
    ],
)
def test_a_sentence_under_the_name_is_kept(tail: str) -> None:
    assert "Naomi" in own_text("We built our own, so we're covered.\n\n" + tail)
