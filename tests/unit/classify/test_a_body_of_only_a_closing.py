"""A body that is only a formal closing ("Regards", "Mit freundlichen Grüßen") over the sender's
signature, the answer left in the subject: the sender wrote no words of their own, the own text is
empty. A thanks ("Thanks", "Thanks\\nNigel"), a greeting ("Greetings,") or a closing with a sentence under
it stays as it was; a postscript under the signature is the sender's again.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"nigel", "pemberton"})
CARD = "Nigel Pemberton\nFinancial Controller | Ashdown Brewing Co.\n01273 555 884"


@pytest.mark.parametrize(
    "closing",
    [
        "Regards",
        "Best regards,",
        "Kind regards",
        "Sincerely,",
        "Mit freundlichen Grüßen",
        "Cordialement,",
        "Saludos",
        "Cordiali saluti",
        "Met vriendelijke groet",
        "Atenciosamente,",
        "Pozdrawiam",
        "Med vänlig hälsning",
        "С уважением,",
    ],
)
@pytest.mark.parametrize("below", ["", "\nNigel", "\nNigel\n\n" + CARD, "\n\n" + CARD, "\nNigel (he/him)"])
def test_a_body_of_only_a_closing_has_no_own_text(closing, below):
    assert own_text(f"\n\n{closing}{below}\n", NAMES) == ""


def test_the_subject_only_decline_under_an_outlook_header_block():
    body = (
        f"\n\nRegards\nNigel\n\n{CARD}\n\nFrom: Dana Whitfield <dana@acme.test>\n"
        "Sent: 09 December 2026 09:05\n"
        "To: Nigel Pemberton <n.pemberton@ashdown-brewing.example>\nSubject: Re: Supplier onboarding\n\n"
        "Hi Nigel,\n\nShould I close your file?\n\nThanks,\nDana\n"
    )
    assert own_text(body, NAMES) == ""


def test_a_postscript_under_a_closing_only_body_is_own_text():
    body = f"Best regards,\nNigel\n\n{CARD}\n\nP.S. Please take me off the list.\n"
    assert own_text(body, NAMES) == "P.S. Please take me off the list."


@pytest.mark.parametrize(
    "body",
    [
        "Thanks",
        "Thanks!",
        "Thanks\nNigel",
        "Thank you,\nNigel",
        "Cheers\nTom",
        "Many thanks and regards,\nNigel",
        "Greetings,\nNigel",
        "Have a great weekend!\nNigel",
    ],
)
def test_a_thanks_a_wish_or_a_greeting_alone_is_kept(body):
    assert own_text(body, NAMES).split("\n")[0] == body.split("\n")[0]


@pytest.mark.parametrize(
    "body",
    [
        "Regards\nSee you Tuesday",
        "Best,\nNigel\n\nWe are not interested at all, sorry.",
        "Greetings,\n\nPlease remove me from your list.",
        "Regards,\nplease call me on Tuesday.",
    ],
)
def test_a_closing_word_over_a_sentence_keeps_the_sentence(body):
    assert own_text(body, NAMES) == body
