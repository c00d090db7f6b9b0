"""An emoji reaction sent as mail (Gmail, Outlook): the own text is the emoji the person chose; the app's
"<name> reacted via Gmail <link>" and "<name> reacted to your message:" are never the person's words, and a
reaction alone is `other`."""

import pytest

from sequencer.classify import parse_message
from sequencer.classify.quotes import reply_text
from tests.unit.classify.helpers import classify, mail

GMAIL_LINK = (
    "<https://www.google.com/gmail/about/?utm_source=gmail-in-product&utm_campaign=emojireactionemail#app>"
)


def gmail_reaction(emoji: str, *, with_json: bool = True) -> str:
    json_part = (
        "--b1\n"
        'Content-Type: text/vnd.google.email-reaction+json; charset="UTF-8"\n\n'
        f'{{\n  "emoji": "{emoji}",\n  "version": 1\n}}\n'
        if with_json
        else ""
    )
    return (
        "From: Harriet Olsen <harriet@brightwater.example>\n"
        "To: Jordan Lee <jordan@acme.test>\n"
        "Subject: Re: Quick question\n"
        "Date: Wed, 14 Oct 2026 09:12:00 +0200\n"
        "Message-ID: <r1@brightwater.example>\n"
        "MIME-Version: 1.0\n"
        'Content-Type: multipart/alternative; boundary="b1"\n\n'
        "--b1\n"
        'Content-Type: text/plain; charset="UTF-8"\n\n'
        f"{emoji}\n\nHarriet Olsen reacted via Gmail {GMAIL_LINK}\n\n"
        f"{json_part}"
        "--b1\n"
        'Content-Type: text/html; charset="UTF-8"\n\n'
        f'<p style="font-size:50px">{emoji}</p><p>Harriet Olsen reacted via <a href="https://x">Gmail</a></p>\n'
        "--b1--\n"
    )


def own(raw: str) -> str:
    return reply_text(parse_message(raw.encode("utf-8")))


@pytest.mark.parametrize("emoji", ["👍", "👎", "❤️", "🎉", "😂"])
def test_a_gmail_reaction_is_the_emoji_of_its_json_part(emoji):
    assert own(gmail_reaction(emoji)) == emoji


@pytest.mark.parametrize("emoji", ["👍", "❤️"])
def test_a_gmail_reaction_without_its_json_part_is_the_emoji_above_the_app_line(emoji):
    assert own(gmail_reaction(emoji, with_json=False)) == emoji


@pytest.mark.parametrize(
    "notice",
    [
        "Priscilla Vance reacted to your message:\n\n👍",
        "Priscilla Vance reacted to your message: 👍",
        "Priscilla Vance hat auf Ihre Nachricht reagiert:\n\n👍",
        "Priscilla Vance a réagi à votre message :\n\n👍",
        "Priscilla Vance reaccionó a tu mensaje:\n\n👍",
        "Priscilla Vance ha reagito al tuo messaggio:\n\n👍",
        "Priscilla Vance heeft gereageerd op je bericht:\n\n👍",
        "Priscilla Vance reagiu à sua mensagem:\n\n👍",
    ],
)
def test_an_outlook_reaction_notice_is_the_emoji_alone(notice):
    body = (
        notice
        + "\n\n________________________________\nFrom: Jordan Lee <jordan@acme.test>\nSent: Tuesday\n\nHi"
    )
    assert own(mail(body)) == "👍"


@pytest.mark.parametrize(
    "raw", [gmail_reaction("👍"), mail("Priscilla Vance reacted to your message:\n\n👍")]
)
def test_a_reaction_alone_is_other(raw):
    assert classify(raw).intent == "other"


@pytest.mark.parametrize(
    "body",
    [
        # the person's own sentences, not an app's notice: kept whole
        "Tom reacted to your message: he'd like a call next week.",
        "I reacted via Gmail by mistake, sorry. We are interested though.",
        "Our CFO reacted to your message with a laugh, but send me the pricing anyway.",
    ],
)
def test_a_sentence_about_a_reaction_is_the_persons_own_text(body):
    assert own(mail(body)) == body
