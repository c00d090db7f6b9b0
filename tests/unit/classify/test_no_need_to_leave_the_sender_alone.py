"""No need to leave the sender alone or in peace (heldout_ea: a reader who wants to stay on our mail;
`leaning.NO_ABOUT_ANSWERING`, `interest._NO_NEED_SMALL_EN`/`_FR`, the Dutch bare "niet nodig"): staying on,
neither a no nor a removal, in every rule language. A bare "leave me alone" stays a removal, a bare "no
need" a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "There's no need to leave us alone, we like hearing from you.",
        "No need to leave me be, your notes are useful.",
        "Pas besoin de nous laisser tranquilles, on lit tout.",
        "No hace falta que nos dejéis en paz, leemos todo.",
        "Non serve lasciarci in pace, le vostre mail ci piacciono.",
        "Não precisa nos deixar em paz, gostamos das novidades.",
        "Niet nodig om ons met rust te laten, we lezen alles.",
    ],
)
def test_staying_on_is_no_no(text):
    assert reading(text) not in ("not_interested", "unsubscribe")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Leave me alone, please.", "unsubscribe"),
        ("No need, we're covered.", "not_interested"),
    ],
)
def test_the_bare_forms_keep_their_reading(text, want):
    assert reading(text) == want


# "Leave me alone" is a removal in every rule language as in English (the twelfth review of 2026-12-07), the
# "no need to reply" before it waived for it; its "no need to leave me alone" stays the opposite (above)
@pytest.mark.parametrize(
    "text",
    [
        "Laissez-moi tranquille avec vos mails.",
        "Pas besoin de répondre, laissez-moi tranquille.",
        "Lasciatemi in pace, niente più email.",
        "Dejadme en paz, por favor.",
        "Déjenme en paz con sus correos.",
        "Não precisa responder, só me deixa em paz.",
        "Deixem-me em paz.",
        "Niet nodig om te reageren, laat me gewoon met rust.",
        "Laat ons met rust.",
    ],
)
def test_leave_me_alone_in_every_rule_language_is_a_removal(text):
    assert reading(text) == "unsubscribe"
