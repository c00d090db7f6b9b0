"""Mail from the very address our quoted message was sent to is a person answering, whatever bounce
words its subject and first line borrow ("Unzustellbar: ...", "Ihre Nachricht wurde nicht zugestellt",
"Undeliverable: ... Your message could not be delivered"): delivery software never writes as the
recipient it failed to reach. A prose notice from the recipient's domain that quotes our message to
that recipient is still a bounce."""

from tests.unit.classify.helpers import classify

FAKE = """\
From: {sender}
To: Rita Keller <rep@acme.test>
Subject: {subject}
In-Reply-To: <seq.1.intro.v1@acme.test>
X-Mailer: Microsoft Outlook 16.0
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

{opening}

-----{original}-----
{from_word}: Rita Keller <rep@acme.test>
{to_word}: {quoted_to}
Subject: Tool crib tracking

Hi,

would a short call next week suit you?

Rita
"""


def fake(**fields: str) -> str:
    values = {
        "sender": "Jürgen Haas <j.haas@metall.test>",
        "subject": "Unzustellbar: Tool crib tracking",
        "opening": "Ihre Nachricht wurde nicht zugestellt.\n\nNehmen Sie mich aus Ihrem Verteiler.\n\nJ.H.",
        "original": "Ursprüngliche Nachricht",
        "from_word": "Von",
        "to_word": "An",
        "quoted_to": "j.haas@metall.test",
    }
    values.update(fields)
    return FAKE.format(**values)


def test_a_german_fake_bounce_asking_removal_is_an_unsubscribe_request() -> None:
    found = classify(fake())
    assert found.kind == "unsubscribe_request"
    assert found.recipient == "j.haas@metall.test"


def test_an_english_fake_bounce_is_no_bounce() -> None:
    found = classify(
        fake(
            sender="Ana Pereira <ana@harbour.test>",
            subject="Undeliverable: Tool crib tracking",
            opening="Your message could not be delivered. This address does not take sales mail.",
            original="Original Message",
            from_word="From",
            to_word="To",
            quoted_to="Ana Pereira <ana@harbour.test>",
        )
    )
    assert found.kind != "bounce"


def test_a_notice_from_another_address_quoting_our_mail_to_the_recipient_is_a_bounce() -> None:
    found = classify(
        fake(
            sender="Mail System <mail-system@harbour.test>",
            subject="Undeliverable: Tool crib tracking",
            opening="Your message could not be delivered to ana@harbour.test: mailbox unavailable.",
            original="Original Message",
            from_word="From",
            to_word="To",
            quoted_to="ana@harbour.test",
        )
    )
    assert found.kind == "bounce"
