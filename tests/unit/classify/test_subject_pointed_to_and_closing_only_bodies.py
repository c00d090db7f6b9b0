"""A body that only points at the subject for its answer ("See subject - mobile's below.", "Zie
onderwerp.") is read after the subject's answer, and a body that is only a closing ("Regards") reads the
subject like an empty one; any other body, or a pointer under our own subject alone, is read as it stands.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.subject_answer import points_at_subject
from tests.unit.classify.helpers import classify, mail

OURS = "Purchase approvals at Marsh Hardware"
QUOTE = (
    "\n\nOn Mon, 9 Mar 2026 at 08:41, Jordan Pike <jordan.pike@acme.test> wrote:\n"
    "> Hi Kelly,\n> Would a call help?\n"
)


@pytest.mark.parametrize(
    ("body", "answer", "intent"),
    [
        ("See subject - mobile's below.", "yes, call me Tuesday arvo", "interested"),
        ("Timing is in the subject line :)", "(after Jan 15 pls)", "not_now"),
        ("Hi Jordan,\n\nsiehe Betreff.\n\nGruß", "kein Interesse", "not_interested"),
        ("Voir objet, merci.", "pas intéressé", "not_interested"),
        ("Ver asunto.", "no nos interesa", "not_interested"),
        ("Vedi oggetto", "non ci interessa", "not_interested"),
        ("Zie onderwerp.", "geen interesse", "not_interested"),
        ("Ver assunto.", "não temos interesse", "not_interested"),
        ("Please see subject line.", "remove me", "unsubscribe"),
    ],
)
def test_a_body_pointing_at_the_subject_reads_the_subject(body, answer, intent):
    result = classify(mail(body + QUOTE, subject=f"Re: {OURS} - {answer}"))
    got = "unsubscribe" if result.kind == "unsubscribe_request" else result.intent
    assert got == intent


@pytest.mark.parametrize("closing", ["Regards", "Kind regards,", "Mit freundlichen Grüßen", "Cordialement"])
def test_a_body_that_is_only_a_closing_reads_the_subject(closing):
    assert classify(mail(closing + QUOTE, subject=f"RE: {OURS} - no thanks")).intent == "not_interested"


def test_a_pointer_under_our_subject_alone_stays_other():
    assert classify(mail("See subject." + QUOTE, subject=f"Re: {OURS}")).intent == "other"
    assert classify(mail("Regards" + QUOTE, subject=f"Re: {OURS}")).intent == "other"


def test_a_body_saying_more_than_the_pointer_never_reads_the_subject():
    result = classify(
        mail("See subject, and Thursday at 3pm works." + QUOTE, subject=f"Re: {OURS} - remove me")
    )
    assert result.kind != "unsubscribe_request"


@pytest.mark.parametrize(
    "body",
    [
        "Your name is misspelled in the subject line.",
        "The subject of your email made me laugh.",
        "I changed the subject: can you send pricing?",
        "Wir haben den Betreff gelesen und melden uns.",
    ],
)
def test_the_subject_named_in_prose_is_no_pointer(body):
    assert not points_at_subject(body)


def test_a_thanks_that_is_the_body_never_reads_our_subjects_words():
    # Our own subject's words after a dash are no answer of the sender's: no removal from them.
    result = classify(mail("Thanks" + QUOTE, subject="Re: Acme - cut your unsubscribe rate in half"))
    assert result.kind != "unsubscribe_request"
