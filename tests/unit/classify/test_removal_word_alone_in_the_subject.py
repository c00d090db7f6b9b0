"""A removal word that is the whole answer (heldout_t): a reply that says only "STOP!!!", and a subject
the sender typed that is only a removal word ("STOP!!! Re: <our subject>", "Abmelden", "Désinscription",
"Baja", "Cancellami", "Afmelden", "Descadastrar") over an empty body or a word or two that says nothing
else ("Seriously."). Our own subject's words never count ("Re: <our subject>", or a word after a dash when
our subject is not known), nor a body that says more, nor a "re:" meaning "about".

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent

OURS = "Still worth a conversation?"
QUOTE = (
    "\n\nOn Fri, 4 Dec 2026 at 10:00, Dana Whitfield <dana@acme.test> wrote:\n> Hi Ray,\n> Want the guide?\n"
)
HEADER_QUOTE = (
    "\n\n-----Original Message-----\nFrom: Dana Whitfield <dana@acme.test>\n"
    "Sent: Friday, December 4, 2026 10:00 AM\nTo: Ray <ray@example.com>\nSubject: {ours}\n\n> Hi Ray,\n"
)


@pytest.mark.parametrize("text", ["STOP!!!", "Unsubscribe!", "Please remove me.", "Abmelden bitte", "Baja."])
def test_a_reply_that_is_only_a_removal_word(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize("text", ["Stop?", "Stop! Really? Tell me more.", "Stop by on Tuesday."])
def test_a_reply_that_says_more_is_not(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    ("subject", "body"),
    [
        (f"STOP!!! Re: {OURS}", "Seriously."),
        (f"UNSUBSCRIBE Re: {OURS}", "Now!"),
        (f"Abmelden AW: {OURS}", "Bitte."),
        (f"Désinscription RE: {OURS}", "Merci"),
        (f"Baja RE: {OURS}", "Ya."),
        (f"Cancellami R: {OURS}", "Subito!"),
        (f"Afmelden Re: {OURS}", "Nu."),
        (f"Descadastrar RES: {OURS}", "Obrigado"),
        (f"STOP!!! Re: {OURS}", ""),
        ("Remove me", "Thanks"),
    ],
)
def test_a_removal_word_typed_into_the_subject(subject: str, body: str) -> None:
    result = classify(mail(body + QUOTE, subject=subject))
    assert result.intent == "unsubscribe"


def test_a_removal_word_beside_our_known_subject() -> None:
    body = "Seriously." + HEADER_QUOTE.format(ours=OURS)
    assert classify(mail(body, subject=f"RE: {OURS} - STOP")).intent == "unsubscribe"


@pytest.mark.parametrize(
    ("subject", "body"),
    [
        # our own subject's words: "Stop" may be ours when our subject is not known
        ("Re: Invoice chasing - Stop", "Thanks"),
        ("Re: Stop chasing invoices", "Seriously."),
        # "re:" meaning "about" in our subject
        ("Re: Stop re: invoices", "Thanks"),
        # a body that says more than a word or two
        (f"STOP!!! Re: {OURS}", "Wait, really? Tell me more about the guide."),
        (f"STOP Re: {OURS}", "Interested"),
        # a subject that says more than the removal word
        (f"Stop by our booth Re: {OURS}", "Thanks"),
    ],
)
def test_look_alikes_are_no_removal(subject: str, body: str) -> None:
    assert classify(mail(body + QUOTE, subject=subject)).intent != "unsubscribe"


def test_our_known_subject_alone_is_no_removal() -> None:
    # our subject happens to be a removal word: "Re: <our subject>" gives nothing to read
    body = "Thanks" + HEADER_QUOTE.format(ours="Abmelden")
    assert classify(mail(body, subject="AW: Abmelden")).intent != "unsubscribe"
