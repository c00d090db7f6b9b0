"""Unsubscribe requests, plain replies, robustness and the JSON shape."""

from datetime import date

import pytest

from sequencer.classify import Classification, classifier, classify_message, parse_message
from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    "body",
    [
        "Unsubscribe",
        "unsubscribe me please",
        "STOP",
        "Stop emailing me.",
        "Remove me from your list.",
        "\n\n  Take me off your list!\n",
        "Hi,\n\nUnsubscribe.",
        "Hi Alice, remove me",
        "Hello Alice\n\nstop",
        "Please remove me from your list.",
        "Bitte tragen Sie mich aus Ihrem Verteiler aus.",
        "Merci de me désabonner.",
        "Por favor, darme de baja.",
    ],
)
def test_a_first_line_asking_to_be_removed_is_an_unsubscribe_request(body):
    assert classify(mail(body)).kind == "unsubscribe_request"


@pytest.mark.parametrize("subject", ["Unsubscribe", "Re: unsubscribe", "REMOVE ME", "Take me off", "STOP"])
def test_a_subject_asking_to_be_removed_is_an_unsubscribe_request(subject):
    assert classify(mail("Thanks.", subject=subject)).kind == "unsubscribe_request"


@pytest.mark.parametrize(
    ("subject", "body"),
    [
        ("Re: Stop losing leads", "Sounds interesting, can we talk Tuesday?"),
        ("Re: Quick question", "Thanks! Could you take me off the cc and loop in my colleague?"),
        ("Re: Quick question", "Sure, let's talk.\n\n> Reply STOP to unsubscribe"),
        ("Re: Quick question", "Stopped by your booth last week, let's talk."),
        ("Re: Quick question", "Please don't stop sending these, they are useful."),
    ],
)
def test_removal_words_anywhere_but_the_start_leave_a_plain_reply(subject, body):
    assert classify(mail(body, subject=subject)).kind == "reply"


def test_an_auto_reply_that_mentions_unsubscribe_is_still_an_auto_reply():
    assert classify(mail("Unsubscribe requests go to my colleague.", Auto_Submitted="auto-replied")).kind == (
        "auto_reply"
    )


def test_a_person_answering_is_a_reply_with_an_intent_and_nothing_else_set():
    assert classify(mail("Sounds good, let's talk on 9 December.")) == Classification(
        kind="reply",
        recipient="bob@example.com",
        intent="interested",
        evidence="sounds good",
        text="Sounds good, let's talk on 9 December.",
    )


def test_a_multipart_reply_reads_its_text_part():
    raw = (
        "From: bob@example.com\nTo: alice@ourco.com\nSubject: Re: Hi\nMIME-Version: 1.0\n"
        'Content-Type: multipart/alternative; boundary="b"\n\n--b\nContent-Type: text/plain\n\n'
        "Remove me\n--b\nContent-Type: text/html\n\n<p>Remove me</p>\n--b--\n"
    )
    assert classify(raw).kind == "unsubscribe_request"


@pytest.mark.parametrize(
    "raw",
    [
        b"From: <<<@@@>>>\nSubject: =?bogus?x?zzz?=\nContent-Type: text/plain; charset=no-such-charset\n\n"
        b"\xff\xfe",
        b"From: x@example.com\nContent-Type: multipart/report; report-type=delivery-status\n\nno boundary",
        b"From: MAILER-DAEMON\nContent-Type: message/delivery-status\n\n\n\n",
        b"From: x@example.com\nContent-Type: multipart/mixed; boundary=q\n\n"
        b"--q\nContent-Type: message/rfc822\n\n",
    ],
    ids=["bad-charset", "report-without-boundary", "empty-dsn", "empty-embedded"],
)
def test_odd_input_never_trips_the_classifier_even_without_its_catch_all(raw):
    assert isinstance(classifier._classify(parse_message(raw), None), Classification)


def test_a_classifier_bug_falls_back_to_reply_instead_of_crashing(monkeypatch):
    def broken(msg):
        raise RuntimeError("bug")

    monkeypatch.setattr(classifier, "is_complaint", broken)
    assert classify_message(parse_message(b"From: a@example.com\n\nhi\n")) == Classification(
        kind="reply", intent="other"
    )


def test_a_bare_mailer_daemon_sender_without_a_domain_is_a_bounce():
    raw = "From: MAILER-DAEMON (Mail Delivery System)\nTo: alice@ourco.com\nSubject: x\n\n550 5.1.1 unknown\n"
    assert classify(raw).kind == "bounce"


def test_as_json_has_exactly_the_documented_keys_and_iso_dates():
    result = Classification(kind="auto_reply", return_date=date(2026, 12, 7), return_date_source="body")
    data = result.as_json(file="ooo.eml")
    assert list(data) == [
        "file",
        "class",
        "recipient",
        "status",
        "smtp_code",
        "reason",
        "permanent",
        "suppress_address",
        "return_date",
        "original_message_id",
        "evidence",
        "intent",
        "referral",
        "follow_up_date",
        "text",
    ]
    assert (data["file"], data["class"], data["return_date"]) == ("ooo.eml", "auto_reply", "2026-12-07")


def test_as_json_of_a_bounce_carries_its_fields_and_a_null_date():
    result = Classification(kind="bounce", recipient="a@b.co", status="5.1.1", smtp_code=550, permanent=True)
    data = result.as_json()
    assert (data["file"], data["return_date"], data["smtp_code"], data["status"]) == (
        None,
        None,
        550,
        "5.1.1",
    )


def test_a_classification_is_immutable():
    with pytest.raises(AttributeError):
        Classification(kind="reply").kind = "bounce"  # type: ignore[misc]
