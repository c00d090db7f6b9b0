"""Which SMTP command a rejection answered, in the ways other MTAs and languages say it: a labelled
exchange ("<MTA> sent: ." / "Remote server replied: 550"), "after message data was received", a
command name beside a Japanese or Chinese particle, Russian/French/Spanish/German prose, and a refusal
at the greeting. An unknown user answered to DATA keeps the address; at RCPT it is still dead."""

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.smtp_command import answered_command

LABELLED = """\
Return-Path: <>
From: Relay Server <mailer-daemon@relay.acme.test>
To: rep@acme.test
Subject: Message undeliverable: Spring catalogue

The following recipient(s) could not be reached:

bo@lumen.test
   Error Type: SMTP
   Remote server (192.0.2.7) issued an error.
   Relay Server sent: {sent}
   Remote server replied: {answer}
"""


def _read(raw: str):
    return classify_message(parse_message(raw.encode("utf-8")))


@pytest.mark.parametrize(
    ("sent", "command"),
    [
        (".", "DATA"),
        ("DATA", "DATA"),
        ("RCPT TO:<bo@lumen.test>", "RCPT"),
        ("MAIL FROM:<rep@acme.test>", "MAIL"),
    ],
)
def test_a_labelled_sent_and_replied_exchange_names_the_command(sent, command):
    assert answered_command(LABELLED.format(sent=sent, answer="550 5.1.1 User unknown")) == command


def test_a_sent_date_line_is_no_command():
    assert (
        answered_command("   Sent: Mon, 08 Jun 2026 09:00:00 +0000\n   Remote server replied: 550 No") is None
    )


def test_unknown_user_replied_to_the_end_of_data_keeps_the_address():
    result = _read(LABELLED.format(sent=".", answer="550 5.1.1 User unknown"))
    assert (result.reason, result.suppress_address) == ("filtered", False)


def test_unknown_user_replied_to_rcpt_in_the_same_layout_stays_dead():
    result = _read(LABELLED.format(sent="RCPT TO:<bo@lumen.test>", answer="550 5.1.1 User unknown"))
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


@pytest.mark.parametrize(
    "text",
    [
        "Gateway response after message data was received:\n  550 5.1.1 Unknown user",
        # (メール本文の送信後 DATA にてエラー)
        "(\u30e1\u30fc\u30eb\u672c\u6587\u306e\u9001\u4fe1\u5f8c DATA \u306b\u3066\u30a8\u30e9\u30fc)",
        "DATA\u30b3\u30de\u30f3\u30c9\u3067\u62d2\u5426\u3055\u308c\u307e\u3057\u305f",  # DATAコマンドで
        "\u5728\u63a5\u6536\u90ae\u4ef6\u5185\u5bb9\uff08DATA\uff09\u540e\u62d2\u7edd",  # （DATA）后拒绝
        "Le serveur a repondu apres la fin de DATA : 550 utilisateur inconnu",
        "El servidor respondio despues del comando DATA: 550 usuario desconocido",
    ],
)
def test_data_is_named_in_other_layouts_and_languages(text):
    assert answered_command(text) == "DATA"


@pytest.mark.parametrize(
    "text",
    [
        "\u0421\u0435\u0440\u0432\u0435\u0440 \u043e\u0442\u0432\u0435\u0442\u0438\u043b \u043d\u0430 "
        "\u043a\u043e\u043c\u0430\u043d\u0434\u0443 RCPT TO:\n550 5.7.1 No such user!",  # на команду RCPT TO
        "RCPT TO \u306b\u5bfe\u3057\u3066 550 \u304c\u8fd4\u3055\u308c\u307e\u3057\u305f",  # RCPT TO に対して
        "Der Server antwortete als Antwort auf RCPT TO: 550 Benutzer unbekannt",
        "en reponse a la commande RCPT TO: 550 destinataire inconnu",
    ],
)
def test_rcpt_is_named_in_other_languages(text):
    assert answered_command(text) == "RCPT"


def test_a_data_word_in_english_prose_is_no_command():
    assert answered_command("We could not process the data you sent. 550 User unknown") is None


CARRIER = """\
Return-Path: <>
From: Mail Delivery Subsystem <MAILER-DAEMON@carrier.test>
To: rep@acme.test
Subject: Returned mail: see transcript for details
Content-Type: text/plain; charset=utf-8

\u4ee5\u4e0b\u306e\u5b9b\u5148\u3078\u306e\u30e1\u30fc\u30eb\u9001\u4fe1\u306b\u5931\u6557\u3057\u307e\u3057\u305f\u3002

\u5b9b\u5148: hana.k@carrier.test
\u30a8\u30e9\u30fc\u5185\u5bb9: 550 Unknown user hana.k@carrier.test
({command} \u306b\u3066\u30a8\u30e9\u30fc\u304c\u8fd4\u3055\u308c\u307e\u3057\u305f)
"""


def test_a_carriers_unknown_user_at_data_keeps_the_address():
    result = _read(CARRIER.format(command="DATA"))
    assert (result.reason, result.suppress_address) == ("filtered", False)


def test_a_carriers_unknown_user_at_rcpt_stays_dead():
    result = _read(CARRIER.format(command="RCPT TO"))
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


EXIM = """\
Return-Path: <>
From: Mail Delivery System <Mailer-Daemon@relay.acme.test>
To: rep@acme.test
Subject: Mail delivery failed: returning message to sender
X-Failed-Recipients: bo@lumen.test

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  bo@lumen.test
    host mx.lumen.test [192.0.2.9]
    SMTP error from remote mail server after {stage}:
    {answer}
"""


def test_a_refusal_at_the_greeting_that_names_no_reason_is_a_block_of_our_host():
    assert answered_command("SMTP error from remote mail server after initial connection:") == "CONNECT"
    result = _read(
        EXIM.format(stage="initial connection", answer="554 IP=192.0.2.1 - A problem occurred. (QZ)")
    )
    assert (result.reason, result.suppress_address) == ("blocked", False)


def test_the_same_vague_answer_at_rcpt_is_not_read_as_a_block():
    result = _read(EXIM.format(stage="RCPT TO:<bo@lumen.test>", answer="554 A problem occurred. (QZ)"))
    assert result.reason != "blocked"


def test_a_named_reason_at_the_greeting_keeps_its_reason():
    result = _read(EXIM.format(stage="initial connection", answer="554 mailbox full"))
    assert result.reason == "mailbox_full"


DELAY = """\
Return-Path: <>
From: Mail Delivery System <Mailer-Daemon@relay.acme.test>
To: rep@acme.test
Subject: Warning: message 1abc-0001 delayed 24 hours

This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on relay.acme.test.

  bo@lumen.test
    host mx.lumen.test [192.0.2.9]
    SMTP error from remote mail server after initial connection:
    421 Try again later (QZ)

No action is required on your part. Delivery attempts will continue for some time.
"""


def test_a_delay_at_the_greeting_stays_a_delay():
    result = _read(DELAY)
    assert (result.kind, result.permanent, result.suppress_address) == ("bounce", False, False)
    assert result.reason != "blocked"
