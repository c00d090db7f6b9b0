"""A link or domain in the message listed on a URI blocklist (Spamhaus DBL, URIBL, SURBL) is the
message's content (`filtered`), not the sending server's reputation (`blocked`); a sending IP listed on
a blocklist stays `blocked`. Neither keeps nor drops the address on its own (dsn/k)."""

import pytest

from sequencer.classify.reasons import decide


@pytest.mark.parametrize(
    "answer",
    [
        "550 5.7.1 Message rejected: URL in message body (go.shop.example) is listed at dbl.spamhaus.org",
        "554 5.7.1 Service unavailable; a domain in your message is listed on multi.uribl.com",
        "550 Rejected: link in the email content blacklisted (SURBL)",
        "554 5.7.1 Message contains a domain listed in Spamhaus DBL",
    ],
)
def test_a_listed_link_is_the_content(answer: str) -> None:
    assert decide("5.7.1", answer).reason == "filtered"


@pytest.mark.parametrize(
    "answer",
    [
        "554 5.7.1 Service unavailable; Client host [192.0.2.7] blocked using zen.spamhaus.org",
        "550 5.7.1 Your IP 192.0.2.7 is listed at bl.spamcop.net",
        "554 Rejected: sending domain's mail server is on a blocklist (b.barracudacentral.org)",
    ],
)
def test_a_listed_sender_stays_blocked(answer: str) -> None:
    assert decide("5.7.1", answer).reason == "blocked"
