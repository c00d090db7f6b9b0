"""The sender's own clean-up of other mail, with ours said to be kept, is no removal in every rule language
(`removal_inbox_cull`; heldout_dn: an unsubscribing spree through the sender's inbox, ours spared). A
removal of us asked beside it stays a removal, and so does a "yours" that names no keeping.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I've been unsubscribing from loads of newsletters this week, yours survived. Will read it tonight.",
        "Was in the middle of unsubscribing from a bunch of lists. Your emails made the cut, for now.",
        "J'étais en train de me désabonner de la moitié de mes newsletters. La vôtre a survécu.",
        "Stavo disiscrivendomi da metà delle newsletter stamattina. La sua si è salvata.",
        "Ik was net bezig me af te melden voor de helft van mijn nieuwsbrieven. Die van jullie blijft.",
        "Estava a cancelar a subscrição de metade das newsletters. O seu sobreviveu, leio depois.",
    ],
)
def test_own_clean_up_with_ours_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a removal of us asked beside the clean-up
        "I was unsubscribing from half my inbox today. Please unsubscribe me from yours too.",
        "I was halfway through unsubscribing from lots of lists. Please remove me as well.",
        # "yours" that keeps nothing
        "Unsubscribe me from your list, yours is the worst.",
        "Please unsubscribe me. I've read your newsletters for years but no more.",
        "Je me désabonne de toutes vos listes, merci.",
    ],
)
def test_removal_beside_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
