"""'User unknown' given in answer to MAIL FROM is about our sender, never a dead recipient: the
receiver refused the envelope sender before it heard of any recipient (policy, the address is kept).
The command is read from qmail's wording ("Connected to ... but sender was rejected", "does not like
sender"), Postfix's "(in reply to MAIL FROM command)", Exim's "after MAIL FROM:" and a transcript's
">>> MAIL From:". The same words at RCPT are still a dead address; qmail's other steps keep their
readings (DATA, the greeting)."""

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.smtp_command import answered_command

QMAIL = """\
Return-Path: <>
From: MAILER-DAEMON@mail.acme.test
To: rep@acme.test
Subject: failure notice

Hi. This is the qmail-send program at mail.acme.test.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<ana@harbour.test>:
{step}
Remote host said: {answer}

--- Below this line is a copy of the message.
"""

POSTFIX = """\
Return-Path: <>
From: MAILER-DAEMON@smtp.acme.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender

This is the mail system at host smtp.acme.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<ana@harbour.test>: host mx.harbour.test[192.0.2.9] said: 550 5.1.1 User
    unknown (in reply to {command} command)
"""

EXIM = """\
Return-Path: <>
From: Mail Delivery System <Mailer-Daemon@relay.acme.test>
To: rep@acme.test
Subject: Mail delivery failed: returning message to sender

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ana@harbour.test
    host mx.harbour.test [192.0.2.9]
    SMTP error from remote mail server after {command}:
    550 User unknown
"""

TRANSCRIPT = """\
Return-Path: <>
From: Mail Delivery Subsystem <MAILER-DAEMON@mail.acme.test>
To: rep@acme.test
Subject: Returned mail: see transcript for details

The original message was received at Mon, 8 Jun 2026 09:00:00 GMT

   ----- The following addresses had permanent fatal errors -----
<ana@harbour.test>

   ----- Transcript of session follows -----
... while talking to mx.harbour.test.:
>>> {sent}
<<< 550 User unknown
"""


def _read(raw: str):
    return classify_message(parse_message(raw.encode("utf-8")))


@pytest.mark.parametrize(
    "step",
    [
        "Connected to 192.0.2.9 but sender was rejected.",
        "192.0.2.9 does not like sender.",
    ],
)
def test_qmail_sender_rejected_with_user_unknown_is_policy(step):
    result = _read(QMAIL.format(step=step, answer="550 User unknown"))
    assert (result.reason, result.suppress_address) == ("policy", False)


def test_qmail_recipient_refused_with_user_unknown_stays_dead():
    result = _read(QMAIL.format(step="192.0.2.9 does not like recipient.", answer="550 User unknown"))
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


@pytest.mark.parametrize(
    ("step", "command"),
    [
        ("Connected to 192.0.2.9 but sender was rejected.", "MAIL"),
        ("192.0.2.9 does not like sender.", "MAIL"),
        ("192.0.2.9 does not like recipient.", "RCPT"),
        ("192.0.2.9 failed on DATA command.", "DATA"),
        ("192.0.2.9 failed after I sent the message.", "DATA"),
        ("Connected to 192.0.2.9 but greeting failed.", "CONNECT"),
        ("The sender was rejected by the remote server.", "MAIL"),
    ],
)
def test_qmail_steps_name_the_command(step, command):
    assert answered_command(step) == command


def test_qmail_data_step_keeps_the_address():
    result = _read(QMAIL.format(step="192.0.2.9 failed on DATA command.", answer="550 User unknown"))
    assert (result.reason, result.suppress_address) == ("filtered", False)


@pytest.mark.parametrize(
    ("layout", "mail", "rcpt"),
    [
        (POSTFIX, "MAIL FROM", "RCPT TO"),
        (EXIM, "MAIL FROM:<rep@acme.test>", "RCPT TO:<ana@harbour.test>"),
        (TRANSCRIPT, "MAIL From:<rep@acme.test> SIZE=2048", "RCPT To:<ana@harbour.test>"),
    ],
)
def test_postfix_exim_and_transcripts_read_the_same_way(layout, mail, rcpt):
    key = "sent" if layout is TRANSCRIPT else "command"
    at_mail = _read(layout.format(**{key: mail}))
    at_rcpt = _read(layout.format(**{key: rcpt}))
    assert (at_mail.reason, at_mail.suppress_address) == ("policy", False)
    assert (at_rcpt.reason, at_rcpt.suppress_address) == ("user_unknown", True)
