"""The sender's own name shortened, alone on the last line after a blank one, signs a hurried reply
(heldout_as: "... try me end of the month\n\nt" from Tess Albright, "... la semana q viene\n\nVale" from
Valeria Soto), in every rule language (`signature_cards.is_own_short_name`): its initial or its first three
or more letters, even when the word means something else ("Vale", "okay" in Spanish). A word that begins
none of the sender's names, a line with no blank line above it and a reply of only that word keep it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("body", "names", "kept"),
    [
        (
            "cant look at anything till after launch. try me end of the month\n\nt",
            {"tess", "albright"},
            "cant look at anything till after launch. try me end of the month",
        ),
        (
            "si me interesa mandame precios porfa\n\nVale",
            {"valeria", "soto"},
            "si me interesa mandame precios porfa",
        ),
        ("not intrested thx\n\n-K", {"kelsey", "marsh"}, "not intrested thx"),
        ("kein Bedarf gerade\n\nJoh", {"johannes", "berg"}, "kein Bedarf gerade"),
        ("pas le moment merci\n\nG", {"gerard", "roux"}, "pas le moment merci"),
        ("non mi interessa grazie\n\nFra", {"francesca", "neri"}, "non mi interessa grazie"),
        ("geen intresse\n\nb", {"bram", "visser"}, "geen intresse"),
        ("sem interesse obrigado\n\nGabi", {"gabriela", "lima"}, "sem interesse obrigado"),
    ],
)
def test_the_short_name_is_cut(body, names, kept):
    assert own_text(body, frozenset(names)) == kept


@pytest.mark.parametrize(
    ("body", "names"),
    [
        ("si me interesa mandame precios porfa\n\nVale", {"pedro", "soto"}),
        ("send me the pricing\n\nok", {"tess", "albright"}),
        ("send me the pricing\n\nx", {"tess", "albright"}),
        ("Vale", {"valeria", "soto"}),
    ],
)
def test_a_word_that_is_no_short_name_stays(body, names):
    assert own_text(body, frozenset(names)) == body
