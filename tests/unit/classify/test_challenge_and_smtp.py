"""Challenge-response requests are their own class; a rejection answered to DATA is no dead address."""

from sequencer.classify import classify_message, parse_message
from sequencer.classify.smtp_command import answered_command
from sequencer.routing import route_inbound


def classify(raw: str):
    return classify_message(parse_message(raw.encode()))


CHALLENGE = """\
From: Guest List Service <noreply@verify.example>
To: rep@acme.test
Subject: Please verify your message to dana@lumen.test
X-Corpus-Note: synthetic sample written for Sequencer tests, modeled on a challenge-response request

Dana uses a spam filter with a guest list. Your message is held pending your verification:
please click the link below to confirm that you are a person and your message will be delivered.
"""


def test_a_challenge_response_request_is_a_challenge_that_stops_and_suppresses_nothing():
    result = classify(CHALLENGE)
    assert result.kind == "challenge"
    route = route_inbound(result)
    assert (route.signal, route.suppress, route.flag) == (None, None, None)


def test_mail_that_only_mentions_a_whitelist_is_not_a_challenge():
    raw = (
        "From: dana@lumen.test\n"
        "To: rep@acme.test\n"
        "Subject: Re: Pilot\n"
        "\n"
        "I added you to our whitelist, talk Friday.\n"
    )
    assert classify(raw).kind == "reply"


BOUNCE = """\
From: Mail Delivery System <MAILER-DAEMON@mx.acme.test>
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
Return-Path: <>

<dana@lumen.test>: host mx.lumen.test[192.0.2.7] said: 550 5.1.1 User unknown (in reply to {command}
    command)
"""


def test_user_unknown_answered_to_rcpt_is_a_dead_address():
    result = classify(BOUNCE.format(command="RCPT TO"))
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


def test_user_unknown_answered_to_data_is_a_filter_and_keeps_the_address():
    result = classify(BOUNCE.format(command="end of DATA"))
    assert (result.reason, result.suppress_address) == ("filtered", False)
    assert "answered to DATA" in (result.evidence or "")


def test_the_command_is_read_from_a_transcript_too():
    transcript = (
        ">>> MAIL FROM:<rep@acme.test>\n"
        "<<< 250 ok\n"
        ">>> RCPT TO:<dana@lumen.test>\n"
        "<<< 250 ok\n"
        ">>> DATA\n"
        "<<< 550 unknown user\n"
    )
    assert answered_command(transcript) == "DATA"
    exim = "SMTP error from remote mail server after RCPT TO:<dana@lumen.test>: 550"
    assert answered_command(exim) == "RCPT"
    assert answered_command("This is the qmail-send program at mail.acme.test") is None


def test_qmail_remote_says_which_command_in_words():
    assert answered_command("192.0.2.7 does not like recipient.\nRemote host said: 550 no") == "RCPT"
    assert answered_command("192.0.2.7 failed after I sent the message.\nRemote host said: 550") == "DATA"
    assert answered_command("192.0.2.7 does not like sender.\nRemote host said: 553 no") == "MAIL"


def test_user_unknown_answered_to_mail_from_is_about_our_sender():
    result = classify(BOUNCE.format(command="MAIL FROM"))
    assert (result.reason, result.suppress_address) == ("policy", False)
    assert "answered to MAIL" in (result.evidence or "")


def test_a_reply_route_quotes_the_contacts_own_text_for_the_ledger():
    raw = (
        "From: dana@lumen.test\n"
        "To: rep@acme.test\n"
        "Subject: Re: Pilot\n"
        "\n"
        "Not interested, thanks.\n"
        "\n"
        "On Tue, 3 Mar 2026, Rep <rep@acme.test> wrote:\n"
        "> Quick question\n"
    )
    route = route_inbound(classify(raw))
    assert route.facts["text"] == "Not interested, thanks."


WRAPPED = """\
From: notices@screen.example
To: rep@acme.test
Subject: Re: Our proposal (Action Required)
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain

Your message is waiting for my approval. Please add yourself to my Guest List:
click the link below to be added.

--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; screen.example

Final-Recipient: rfc822; dana@lumen.test
Action: failed
Status: {status}
Diagnostic-Code: X-Screen-Notice; Sender not on the guest list

--b1--
"""


def test_a_challenge_wrapped_in_a_delivery_report_with_a_transient_status_is_a_challenge():
    result = classify(WRAPPED.format(status="4.7.0"))
    assert (result.kind, result.suppress_address) == ("challenge", False)


def test_a_delivery_report_with_a_permanent_status_stays_a_bounce_whatever_it_says_of_guest_lists():
    assert classify(WRAPPED.format(status="5.7.1")).kind == "bounce"
