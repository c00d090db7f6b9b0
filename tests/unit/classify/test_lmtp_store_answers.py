"""Sendmail's LMTP mailers (cyrusv2, mail.local over LMTP) write their DSN diagnostic as `X-Unix;`
like a local program's output, but what they report is an LMTP store's answer (Cyrus lmtpd, Dovecot):
"Mailbox unknown ... 550 5.1.1 User unknown" at RCPT is a dead address. A local delivery program's
own failure (procmail, a pipe) under `X-Unix;` stays `system`."""

import pytest

from tests.unit.classify.helpers import classify


def sendmail_report(transcript: str, diagnostic: str) -> str:
    return f"""\
Return-Path: <>
From: Mail Delivery Subsystem <MAILER-DAEMON@mail.vellum.test>
To: <rep@acme.test>
Subject: Returned mail: see transcript for details
Auto-Submitted: auto-generated (failure)
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b"

--b
Content-Type: text/plain

   ----- The following addresses had permanent fatal errors -----
<ines@vellum.test>
    (reason: 550 5.1.1 User unknown)

   ----- Transcript of session follows -----
{transcript}
--b
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.vellum.test

Final-Recipient: RFC822; ines@vellum.test
Action: failed
Status: 5.1.1
Diagnostic-Code: X-Unix; {diagnostic}

--b--
"""


CYRUS_AT_RCPT = """\
... while talking to /var/imap/socket/lmtp:
>>> RCPT To:<ines@vellum.test>
<<< 550-Mailbox unknown.  Either there is no mailbox associated with this
<<< 550-name or you do not have authorization to see it.
<<< 550 5.1.1 User unknown
550 5.1.1 <ines@vellum.test>... User unknown
"""

# Dovecot's LMTP over a socket, the transcript without the RCPT line (only the answer and the mailer).
DOVECOT_LMTP = """\
... while talking to lmtp via /var/run/dovecot/lmtp:
<<< 550 5.1.1 <ines@vellum.test> User doesn't exist: ines@vellum.test
550 5.1.1 <ines@vellum.test>... User unknown
"""


@pytest.mark.parametrize(
    ("transcript", "diagnostic"),
    [
        (CYRUS_AT_RCPT, "550 5.1.1 User unknown"),
        (DOVECOT_LMTP, "550 5.1.1 <ines@vellum.test> User doesn't exist: ines@vellum.test"),
    ],
)
def test_an_lmtp_stores_unknown_mailbox_is_a_dead_address(transcript: str, diagnostic: str) -> None:
    result = classify(sendmail_report(transcript, diagnostic))
    assert (result.kind, result.reason, result.suppress_address) == ("bounce", "user_unknown", True)


def test_a_local_programs_output_under_x_unix_stays_a_system_error() -> None:
    result = classify(
        sendmail_report(
            'procmail: Couldn\'t create "/var/spool/mail/ines": No such user\n',
            'procmail: Couldn\'t create "/var/spool/mail/ines": No such user',
        )
    )
    assert (result.reason, result.suppress_address) == ("system", False)


def test_a_reply_code_from_a_program_without_lmtp_stays_a_system_error() -> None:
    # Sendmail's prog mailer translating an exit code: no LMTP store answered anything.
    result = classify(sendmail_report("... while delivering to mailer prog:\n", "550 5.1.1 User unknown"))
    assert (result.reason, result.suppress_address) == ("system", False)


def test_an_lmtp_stores_full_mailbox_is_kept() -> None:
    transcript = (
        "... while talking to /var/imap/socket/lmtp:\n>>> RCPT To:<ines@vellum.test>\n"
        "<<< 452 4.2.2 Over quota\n"
    )
    result = classify(sendmail_report(transcript, "452 4.2.2 Over quota"))
    assert result.suppress_address is False
