"""A Japanese family name alone in kanji under the text is the sender's signature when its reading is the
sender's name in Latin letters (heldout_bl: "...配信リストから削除をお願いします。\n\n森本" from Kenta
Morimoto); a name with another reading (a colleague named), a kanji word that is no listed name, and a name
inside a sentence stay the sender's text."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

TEXT = "Jordan様\n\n今後このようなメールの送信は停止してください。配信リストから削除をお願いします。"


@pytest.mark.parametrize(
    ("name", "names"),
    [
        ("森本", frozenset({"kenta", "morimoto"})),
        ("佐藤", frozenset({"yui", "sato"})),
        ("伊藤", frozenset({"itou", "hiroshi"})),
        ("長谷川", frozenset({"hasegawa", "mai"})),
        ("森本", frozenset({"森本", "健太"})),
    ],
)
def test_the_senders_family_name_in_kanji_is_cut(name, names):
    assert own_text(f"{TEXT}\n\n{name}\n", names) == TEXT


@pytest.mark.parametrize(
    ("last", "names"),
    [
        ("田中", frozenset({"kenta", "morimoto"})),
        ("不要", frozenset({"kenta", "morimoto"})),
        ("森本に聞いてください。", frozenset({"kenta", "tanaka"})),
    ],
)
def test_another_name_or_a_word_in_kanji_stays(last, names):
    assert own_text(f"{TEXT}\n\n{last}\n", names).endswith(last)
