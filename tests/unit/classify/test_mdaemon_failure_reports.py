"""MDaemon writes its delivery reports from MDaemon@ (no daemon name), marks them `X-MDDSN-Message`,
and opens a permanent failure with "The attached message had PERMANENT fatal delivery errors!", also
when the rest says "THE MESSAGE HAS BEEN DELIVERED TO ALL OTHER RECIPIENTS" and no "failed": a report,
read from its session transcript. A person forwarding one, and MDaemon's other notices, are not."""

from tests.unit.classify.helpers import classify

TRANSCRIPT = """\
The attached message had PERMANENT fatal delivery errors!

After one or more unsuccessful delivery attempts the attached message
has been removed from the mail queue on this server.

YOU DO NOT NEED TO RESEND YOUR MESSAGE TO THE FAILED RECIPIENTS
LISTED BELOW.  THE MESSAGE HAS BEEN DELIVERED TO ALL OTHER RECIPIENTS.

--- Session Transcript ---
 Thu 2026-12-03 10:14:08.278: --> MAIL From:<rep@acme.test> SIZE=4211
 Thu 2026-12-03 10:14:08.303: <-- 250 Sender OK
 Thu 2026-12-03 10:14:08.303: --> RCPT To:<lea@ostwind.test>
 Thu 2026-12-03 10:14:08.411: <-- 250 Recipient OK
 Thu 2026-12-03 10:14:08.411: --> DATA
 Thu 2026-12-03 10:14:08.436: <-- 354 Go ahead
 Thu 2026-12-03 10:14:08.601: <-- 550 Rejected by header based Anti-Spoofing policy: lea@ostwind.test
 Thu 2026-12-03 10:14:08.601: --> QUIT
--- End Transcript ---
"""


def mdaemon(body: str, *, subject: str = "Permanent Delivery Failure", extra: str = "") -> str:
    return (
        'From: "MDaemon at mail.acme.test" <MDaemon@mail.acme.test>\n'
        "To: rep@acme.test\n"
        f"Subject: {subject}\n"
        "Date: Thu, 03 Dec 2026 10:14:09 +0000\n"
        "Auto-Submitted: auto-replied\n"
        f"{extra}"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=us-ascii\n"
        "\n"
        f"{body}"
    )


def test_mdaemons_permanent_failure_is_a_bounce_read_from_its_transcript() -> None:
    result = classify(mdaemon(TRANSCRIPT, extra="Return-Path: <>\nX-MDDSN-Message: Yes\n"))
    assert (result.kind, result.reason, result.permanent, result.suppress_address) == (
        "bounce",
        "policy",
        True,
        False,
    )


def test_mdaemons_wording_alone_makes_a_report() -> None:
    result = classify(mdaemon(TRANSCRIPT))
    assert (result.kind, result.reason, result.suppress_address) == ("bounce", "policy", False)


def test_mdaemons_marker_alone_makes_a_report() -> None:
    body = TRANSCRIPT.replace("The attached message had PERMANENT fatal delivery errors!", "")
    result = classify(mdaemon(body, subject="Message delivery report", extra="X-MDDSN-Message: Yes\n"))
    assert result.kind == "bounce"


def test_a_person_forwarding_an_mdaemon_report_stays_a_reply() -> None:
    raw = (
        "From: Lea Brandt <lea.brandt@ostwind.test>\n"
        "To: rep@acme.test\n"
        "Subject: Fwd: Permanent Delivery Failure\n"
        "Date: Thu, 03 Dec 2026 11:00:00 +0000\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=us-ascii\n"
        "\n"
        "Hi Dana,\n\nI got this back when I tried to forward your note to our CFO. Any idea?\n\n"
        "Lea\n\n---------- Forwarded message ----------\n" + TRANSCRIPT
    )
    assert classify(raw).kind == "reply"


def test_mdaemons_other_notices_are_no_bounce() -> None:
    body = (
        "Spam Daily Report for rep@acme.test\n\n"
        "The following messages were placed in your spam folder in the last 24 hours.\n"
    )
    assert classify(mdaemon(body, subject="Spam Daily Report")).kind != "bounce"
