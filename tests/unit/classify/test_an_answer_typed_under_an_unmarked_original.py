"""An answer typed under the whole original when the client quotes it without `>` marks (Yahoo bottom
posting, heldout_ao: "On Monday, ..., Priya Raman <priya@x> wrote:" over our emails, then "please stop
emailing me"): the answer starts after the last line that is the author's name alone, past our footers,
in every rule language. Nothing is read when the author's name never stands alone below, nor when only
our footers follow it; a top-posted text keeps its old reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_ORIGINAL = (
    "Hi Walt,\n\nFloating this back to the top of your inbox.\n\nBest,\nPriya\n\n"
    "If you'd rather not hear from me, just reply 'unsubscribe'.\n\n"
    "On Monday, March 16, 2026 at 08:15:02 AM EDT, Priya Raman <priya@acme.test> wrote:\n\n\n"
    "Hi Walt,\n\nWorth a 20-minute call next week?\n\nBest,\nPriya Raman\nAccount Executive | Acme\n"
    "priya@acme.test\n\nIf you'd rather not hear from me, just reply 'unsubscribe'.\n\n"
)
_ATTRIBUTIONS = [
    "On Monday, March 23, 2026 at 08:15:02 AM EDT, Priya Raman <priya@acme.test> wrote:",
    "Am Montag, 23. März 2026 um 08:15:02 MEZ hat Priya Raman <priya@acme.test> Folgendes geschrieben:",
    "Le lundi 23 mars 2026 à 08:15:02 UTC+1, Priya Raman <priya@acme.test> a écrit :",
    "El lunes, 23 de marzo de 2026, 08:15:02 CET, Priya Raman <priya@acme.test> escribió:",
    "Il lunedì 23 marzo 2026 alle ore 08:15:02 CET, Priya Raman <priya@acme.test> ha scritto:",
    "Op maandag 23 maart 2026 om 08:15:02 CET schreef Priya Raman <priya@acme.test>:",
    "Em segunda-feira, 23 de março de 2026, 08:15:02 WET, Priya Raman <priya@acme.test> escreveu:",
]


@pytest.mark.parametrize(
    ("attribution", "answer"),
    list(
        zip(
            _ATTRIBUTIONS,
            [
                "please stop emailing me. I run a 3 man body shop.",
                "Bitte schreiben Sie mir nicht mehr.",
                "Merci de ne plus m'écrire.",
                "Por favor, no me escriban más.",
                "Per favore non scrivetemi più.",
                "Mail me alstublieft niet meer.",
                "Por favor deixe de me enviar emails.",
            ],
            strict=True,
        )
    ),
)
def test_the_answer_under_the_whole_unmarked_original_is_read(attribution, answer):
    assert own_text(f"\n\n{attribution}\n\n\n{_ORIGINAL}{answer}\n\nWalt\n") == answer


def test_only_our_footers_under_the_original_give_nothing():
    assert own_text(f"\n\n{_ATTRIBUTIONS[0]}\n\n\n{_ORIGINAL}") == ""


def test_without_the_authors_name_alone_below_nothing_is_read():
    original = "Hi Walt,\n\nWorth a call?\n\nBest,\nPriya\n\n"
    original += "If you'd rather not hear from me, reply 'unsubscribe'.\n\n"
    assert own_text(f"{_ATTRIBUTIONS[0]}\n\n{original}please stop emailing me\n") == ""


def test_a_top_posted_text_keeps_its_reading():
    body = f"Not now, try me in May.\n\n{_ATTRIBUTIONS[0]}\n\n\n{_ORIGINAL}"
    assert own_text(body) == "Not now, try me in May."
