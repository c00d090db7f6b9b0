"""Attributions as real clients wrap and cut them (discourse/email_reply_trimmer's fixtures, which the issue's
outside check read: 17 of 64 replies kept quoted lines): a German Gmail line that opens on the name and wraps
inside its date, a Dutch mobile "het volgende geschreven:", Gmail's ISO date line with its address cut away
and its older "2026/12/7 Name <addr>" line, an attribution whose address and verb were wrapped over a blank
line ("<", "mailto:...", "> wrote:"), an answer under an attribution wrapped before its address, and the
"ᐧ" a mail extension leaves on a line of its own. None of them is the sender's text; a sentence that only
looks like the start of one keeps its place (`attribution._wrapped_end`).

Every message here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

QUOTE = "> Hi Sam,\n>\n> Would a short call next week work for you?\n>\n> Dana\n"


@pytest.mark.parametrize(
    ("body", "own"),
    [
        (
            "Danke, passt.\n\nJonas Weber <jonas@firma.example> schrieb am Mi., 2.\n"
            "Dez. 2026 um 09:14 Uhr:\n\n" + QUOTE,
            "Danke, passt.",
        ),
        (
            "Okay, let's talk.\n\nDana Whitfield <dana@acme.test> schrieb am Mo., 7. Dez. 2026\n"
            "um 10:02 Uhr:\n\n" + QUOTE,
            "Okay, let's talk.",
        ),
        (
            'Prima, bel me maar.\nOp 7 dec. 2026 10:02 schreef "Dana" <dana@acme.test> het\n'
            "volgende geschreven:\n\n" + QUOTE,
            "Prima, bel me maar.",
        ),
        (
            "Sounds good.\n\n2026-12-07 10:02 GMT+01:00 Dana Whitfield\n\nHi Sam, would a short call work?\n",
            "Sounds good.",
        ),
        (
            "Works for me.\n\n2026/12/7 Dana Whitfield <dana@acme.test>\n\n"
            "| Hi Sam,\n| would a short call work?\n",
            "Works for me.",
        ),
        (
            "Thursday is fine.\n\nOn Mon, 7 Dec 2026 at 10:02 Dana Whitfield\n\n<\n"
            "mailto:Dana Whitfield <dana@acme.test>\n> wrote:\n\n" + QUOTE,
            "Thursday is fine.",
        ),
        (
            "On Mon, Dec 7, 2026 at 10:02 AM, Dana Whitfield via Acme <\ndana@acme.test> wrote:\n\n"
            + QUOTE
            + "\nYes, Tuesday afternoon works for me.\n",
            "Yes, Tuesday afternoon works for me.",
        ),
        ("Send me the pricing please.\n\n\u1427\n--\nSam\n", "Send me the pricing please."),
    ],
)
def test_the_attribution_and_what_it_heads_are_no_own_text(body, own):
    assert own_text(body) == own


@pytest.mark.parametrize(
    ("body", "own"),
    [
        (
            "On paternity leave till March 2. Try me after that\n\nSent from my iPhone\n\n"
            "On 8 Dec 2026, at 09:14, Dana Whitfield <dana@acme.test> wrote:\n\n" + QUOTE,
            "On paternity leave till March 2. Try me after that",
        ),
        (
            "Let's do it, book via calendly.example/sam-30\n\n"
            "On Mon, Dec 7, 2026 at 10:02 AM Dana Whitfield <dana@acme.test> wrote:\n\n" + QUOTE,
            "Let's do it, book via calendly.example/sam-30",
        ),
        (
            "Anna Berg <anna@firma.example> is back on 12.\nJanuary, write to her then.\n\n"
            "On Mon, Dec 7, 2026 at 10:02 AM Dana Whitfield <dana@acme.test> wrote:\n\n" + QUOTE,
            "Anna Berg <anna@firma.example> is back on 12.\nJanuary, write to her then.",
        ),
        (
            "First answer.\n\nAm Mo., 7. Dez. 2026 um 10:02 Uhr schrieb Dana Whitfield <\n"
            "dana@acme.test>:\n\n"
            + QUOTE
            + "\nNote kept by our ticket tool\nVon Dana Whitfield\n\nAn older answer of mine.\n",
            "First answer.",
        ),
        (
            "Op 3 december vraag ik het volgende:\n- de prijs\n- een demo\n\n"
            "Op ma 7 dec. 2026 om 10:02 schreef Dana Whitfield <dana@acme.test>:\n\n" + QUOTE,
            "Op 3 december vraag ik het volgende:\n- de prijs\n- een demo",
        ),
    ],
)
def test_a_sentence_that_only_looks_like_an_attribution_stays(body, own):
    assert own_text(body) == own
