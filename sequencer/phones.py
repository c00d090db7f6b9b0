"""Phone numbers: E.164 as the one form we store, compare and text (phonenumbers does the parsing)."""

from __future__ import annotations

import phonenumbers

# Texts that opt a number out, and back in (the carriers' and Twilio's standard keywords).
OPT_OUT_KEYWORDS = frozenset({"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"})
OPT_IN_KEYWORDS = frozenset({"START", "UNSTOP"})


class PhoneError(ValueError):
    pass


def to_e164(raw: str | None, country: str | None = None) -> str:
    """The number in E.164 (+14155550123), read with the contact's country for national forms."""
    if raw is None or not raw.strip():
        raise PhoneError("no phone number")
    try:
        number = phonenumbers.parse(raw, (country or "").upper() or None)
    except phonenumbers.NumberParseException as exc:
        raise PhoneError(f"{raw!r} is not a phone number ({exc})") from None
    if not phonenumbers.is_valid_number(number):
        raise PhoneError(f"{raw!r} is not a valid phone number")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def tail(e164: str) -> str:
    """The last seven digits: the index stored numbers are found by."""
    return "".join(c for c in e164 if c.isdigit())[-7:]


def keyword(text: str) -> str | None:
    """The opt-out or opt-in keyword a text is, if it is one: the whole message, one word, any case,
    trailing punctuation ignored ("Stop." counts; "please stop calling" is a reply)."""
    word = text.strip().rstrip(".!").strip().upper()
    if word in OPT_OUT_KEYWORDS or word in OPT_IN_KEYWORDS:
        return word
    return None
