"""Sendmail keeps only the first line of a multi-line answer in its Diagnostic-Code ("421-4.7.28 Gmail
has detected an unusual rate of unsolicited mail originating"); the transcript above has the whole
answer, and the rest of it says why. Gmail's unusual-rate answer is `rate_limited` when it says the
mail was "temporarily rate limited" (421-4.7.28, a delay) and `blocked` when it says the mail "has been
blocked" (550-5.7.1, as in dsn/a): the words decide, never a suppression."""

import pytest

from sequencer.classify.smtp_command import whole_answer
from tests.unit.classify.helpers import classify

GMAIL_RATE = [
    "421-4.7.28 Gmail has detected an unusual rate of unsolicited mail originating",
    "421-4.7.28 from your IP address. To protect our users from spam, mail sent from",
    "421-4.7.28 your IP address has been temporarily rate limited. For more",
    "421-4.7.28 information, go to https://support.google.com/mail/?p=UnsolicitedRateLimitError",
    "421 4.7.28 to review our Bulk Email Senders Guidelines. x12si345 - gsmtp",
]
GMAIL_BLOCK = [
    "550-5.7.1 Our system has detected an unusual rate of unsolicited mail originating",
    "550-5.7.1 from your IP address. To protect our users from spam, mail sent from",
    "550 5.7.1 your IP address has been blocked. x12si345 - gsmtp",
]


def sendmail(answer: list[str], *, action: str, status: str, subject: str, prose: str) -> str:
    transcript = "\n".join(f"<<< {line}" for line in answer)
    return f"""\
Return-Path: <>
From: Mail Delivery Subsystem <MAILER-DAEMON@mail.acme.test>
To: <rep@acme.test>
Subject: {subject}
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b"

--b
Content-Type: text/plain

{prose}
   ----- Transcript of session follows -----
... while talking to aspmx.l.google.com.:
>>> DATA
{transcript}
<amrit@halcyon.test>... {"Deferred" if action == "delayed" else "Service unavailable"}: {answer[0]}

--b
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.acme.test

Final-Recipient: RFC822; amrit@halcyon.test
Action: {action}
Status: {status}
Remote-MTA: DNS; aspmx.l.google.com
Diagnostic-Code: SMTP; {answer[0]}

--b--
"""


def test_gmails_temporary_rate_limit_cut_to_its_first_line_is_rate_limited() -> None:
    result = classify(
        sendmail(
            GMAIL_RATE,
            action="delayed",
            status="4.7.28",
            subject="Warning: could not send message for past 4 hours",
            prose="** THIS IS A WARNING MESSAGE ONLY **\nWarning: message still undelivered after 4 hours\n",
        )
    )
    assert (result.kind, result.reason, result.permanent, result.suppress_address) == (
        "bounce",
        "rate_limited",
        False,
        False,
    )


def test_gmails_block_of_our_ip_in_the_same_words_stays_blocked() -> None:
    result = classify(
        sendmail(
            GMAIL_BLOCK,
            action="failed",
            status="5.7.1",
            subject="Returned mail: see transcript for details",
            prose="   ----- The following addresses had permanent fatal errors -----\n<amrit@halcyon.test>\n",
        )
    )
    assert (result.reason, result.permanent, result.suppress_address) == ("blocked", True, False)


def test_the_whole_answer_runs_to_its_last_line() -> None:
    transcript = "\n".join(f"<<< {line}" for line in GMAIL_RATE) + "\n<<< 250 2.0.0 Reset state\n"
    assert whole_answer(GMAIL_RATE[0], transcript) == "\n".join(GMAIL_RATE)


@pytest.mark.parametrize(
    ("diagnostic", "transcript"),
    [
        ("550 5.1.1 User unknown", "<<< 550 5.1.1 User unknown\n"),  # one line: nothing was cut
        (GMAIL_RATE[0], "<<< 451 4.3.0 Temporary failure\n"),  # the transcript has another answer
        (GMAIL_RATE[0], ""),  # no transcript at all
    ],
)
def test_a_diagnostic_that_is_whole_or_not_in_the_transcript_stays_as_it_is(
    diagnostic: str, transcript: str
) -> None:
    assert whole_answer(diagnostic, transcript) == diagnostic
