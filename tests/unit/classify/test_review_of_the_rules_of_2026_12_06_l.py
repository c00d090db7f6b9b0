"""A review of the rules of 2026-12-06, sixth (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(sixth)"): replies the rules read right before the rounds of heldout_bs to heldout_bu and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "almost"/"fast"/"presque"/"casi"/"quasi"/"bijna"/"quase" before a clause break: the removal is asked
        ("You email me almost daily - unsubscribe me.", "unsubscribe"),
        ("You've emailed me almost every day, remove me.", "unsubscribe"),
        ("Almost forgot: please take me off your list.", "unsubscribe"),
        ("I've asked almost three times: remove me.", "unsubscribe"),
        ("Act fast and remove me from your list.", "unsubscribe"),
        ("Sie schreiben mir fast täglich, löschen Sie mich bitte.", "unsubscribe"),
        ("Fast vergessen: bitte melden Sie mich ab.", "unsubscribe"),
        ("Vous m'écrivez presque tous les jours, désinscrivez-moi.", "unsubscribe"),
        ("Me escriben casi a diario, denme de baja.", "unsubscribe"),
        ("Casi se me olvida: denme de baja, por favor.", "unsubscribe"),
        ("Mi scrivete quasi ogni giorno, cancellatemi.", "unsubscribe"),
        ("Quasi dimenticavo: cancellatemi dalla lista.", "unsubscribe"),
        ("Bijna vergeten: meld me af alstublieft.", "unsubscribe"),
        ("Recebo quase todo dia, me descadastrem.", "unsubscribe"),
        # a removal nearly made, the intention right before it: none
        ("I almost unsubscribed, but this one is actually relevant. Can we talk Tuesday?", "interested"),
        ("I was ready to unsubscribe until I saw the case study. Can we chat?", "interested"),
        ("J'ai failli me désinscrire.", "other"),
        ("Ik wilde me net afmelden, maar dit is eigenlijk interessant. Kunnen we bellen?", "interested"),
    ],
)
def test_a_nearly_made_removal_never_reaches_across_a_clause_break(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone removed from something that is no list, "and me too": no removal
        (
            "Sarah got removed from the approval chain, and me too honestly, so I'm your contact now. "
            "Let's set up a call.",
            "interested",
        ),
        ("He got removed from the board, and me too - long story. Anyway, what's this about?", "other"),
        ("Tom got removed from the project, so do I need to sign the contract now?", "other"),
        # "X and me" taken off an invite: no removal
        ("Can you remove Peter and me from the invite? We'll join the next one.", "interested"),
        # the sender's removal beside someone else's: a removal
        ("My colleague asked to be removed and so do I.", "unsubscribe"),
        ("My colleague asked to be removed from your list and so do I.", "unsubscribe"),
        ("Remove my colleague and me from your list.", "unsubscribe"),
        ("Take my colleague and me off your list.", "unsubscribe"),
    ],
)
def test_so_do_i_and_x_and_me_are_removals_only_from_a_list(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no longer contacted on one channel: no removal
        (
            "Gostaria de não ser mais contactado por telefone, só por email. Pode mandar a proposta?",
            "interested",
        ),
        # no longer contacted at all: a removal
        ("Gostaria de não ser mais contactado.", "unsubscribe"),
        ("Gostaria de não ser mais contactada, obrigada.", "unsubscribe"),
    ],
)
def test_no_longer_contacted_on_one_channel_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # not going ahead with another vendor or the sender's own plan: no no to us
        ("We're not going ahead with the other vendor, so let's talk.", "interested"),
        (
            "We're not going ahead with the merger after all - but that's unrelated to your email. "
            "What's this about?",
            "other",
        ),
        # a no as a condition: no no
        ("Is there a setup fee? If so, no.", "other"),
        # a no to us
        ("We're not going ahead.", "not_interested"),
        ("We're not going ahead with the project.", "not_interested"),
        ("We don't use Salesforce, so unfortunately no.", "not_interested"),
        ("We already have a vendor, so no.", "not_interested"),
    ],
)
def test_a_no_is_no_other_plan_dropped_nor_a_condition(text: str, expected: str) -> None:
    assert reading(text) == expected
