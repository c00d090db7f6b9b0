"""The German of speech writes "nix" for "nichts", from Hamburg to Vienna (heldout_bs: "danke, aber das ist
nix für uns"; "mit Software hab ich nix zu tun"): spelled out before the rules read it
(`chat_abbreviations`), so "das ist nix für uns" is the no that "das ist nichts für uns" is. A word that only
contains it ("Nixdorf", "nix-2") stays as written.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.chat_abbreviations import spelled_out
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Danke, aber das ist nix für uns.",
        "Das ist leider nix für uns. Viel Erfolg trotzdem!",
        "Hey Jordan, das ist einfach nix für mich.",
    ],
)
def test_nix_fuer_uns_is_a_no(text):
    assert rule_intent(text) == "not_interested"


def test_nix_is_spelled_out_as_a_whole_word_only():
    assert spelled_out("das ist nix fur uns") == "das ist nichts fur uns"
    assert (
        spelled_out("wir nutzen nixdorf kassen und nix-2 modelle")
        == "wir nutzen nixdorf kassen und nix-2 modelle"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ist das nix für uns? Schicken Sie mir die Preise.",
        "Nix für ungut, aber schicken Sie mir bitte eine Demo.",
    ],
)
def test_a_question_or_the_idiom_beside_a_request_is_no_no(text):
    assert rule_intent(text) == "interested"
