"""A sending provider's failure event mailed to an inbox (labelled Event / Recipient fields) is a
bounce read like any other; a delivered event, a person's mail that mentions an event, and a reply
quoting a notice are not."""

from sequencer.classify import classify_message, parse_message

NOTICE = """\
Return-Path: <bounce@notify.sendco.test>
From: SendCo <notifications@notify.sendco.test>
To: alerts@acme.test
Subject: {subject}
Content-Type: text/plain; charset=us-ascii

SendCo delivery event

Domain:     mg.acme.test
Recipient:  bo@lumen.test
Event:      {event}
Severity:   {severity}
Delivery status:
  code:        {code}
  enhanced:    {status}
  message:     {message}
"""


def _read(raw: str):
    return classify_message(parse_message(raw.encode()))


def test_a_permanent_failure_event_with_an_unknown_mailbox_suppresses():
    raw = NOTICE.format(
        subject="Permanent failure for bo@lumen.test", event="failed", severity="permanent", code=550,
        status="5.1.1", message="5.1.1 <bo@lumen.test>: mailbox does not exist",
    )  # fmt: skip
    result = _read(raw)
    assert (result.kind, result.reason, result.suppress_address) == ("bounce", "user_unknown", True)
    assert result.recipient == "bo@lumen.test"


def test_a_temporary_failure_event_does_not_suppress():
    raw = NOTICE.format(
        subject="Temporary failure for bo@lumen.test", event="failed", severity="temporary", code=452,
        status="4.2.2", message="4.2.2 The email account that you tried to reach is over quota",
    )  # fmt: skip
    result = _read(raw)
    assert (result.kind, result.permanent, result.suppress_address) == ("bounce", False, False)


def test_a_blocked_event_is_a_bounce_that_keeps_the_address():
    raw = NOTICE.format(
        subject="Bounce for bo@lumen.test", event="bounced", severity="permanent", code=554,
        status="5.7.1", message="Service unavailable; client host [192.0.2.44] blocked using spamhaus",
    )  # fmt: skip
    result = _read(raw)
    assert (result.kind, result.reason, result.suppress_address) == ("bounce", "blocked", False)


def test_a_delivered_event_is_not_a_bounce():
    raw = NOTICE.format(
        subject="Delivered to bo@lumen.test", event="delivered", severity="none", code=250,
        status="2.0.0", message="OK",
    )  # fmt: skip
    assert _read(raw).kind != "bounce"


def test_a_person_who_mentions_an_event_and_a_failure_is_not_a_bounce():
    raw = """\
From: Bob Prospect <bob@lumen.test>
To: rep@acme.test
Subject: Our launch event
Content-Type: text/plain; charset=us-ascii

Hi, the event failed to draw a crowd last year, so we are trying a webinar.
Event: failed launch, 2025
Happy to talk next week.
"""
    assert _read(raw).kind != "bounce"


def test_a_reply_quoting_a_failure_event_stays_a_reply():
    raw = NOTICE.format(
        subject="Permanent failure for bo@lumen.test", event="failed", severity="permanent", code=550,
        status="5.1.1", message="mailbox does not exist",
    ).replace("Subject: Permanent", "Subject: Re: Permanent").replace(
        "From: SendCo <notifications@notify.sendco.test>", "From: Bob <bob@lumen.test>"
    )  # fmt: skip
    assert _read(raw).kind != "bounce"
