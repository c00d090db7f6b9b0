from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from email import policy
from email.parser import BytesParser
from email.utils import parsedate_to_datetime

import pytest

from sequencer.mime import OutgoingEmail, build_message, reply_subject

FIRST_ID = "<seq.0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60.intro@acme.test>"
SECOND_ID = "<seq.0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60.bump@acme.test>"
INTRO = OutgoingEmail(
    from_email="riley@acme.test",
    from_name="Riley Rep",
    to_email="dana@initech.test",
    to_name="Dana Lee",
    subject="Quick question about Initech",
    body="Hi Dana,\n\nDo you have a minute?\n\nRiley\n",
    message_id=FIRST_ID,
    date=datetime(2026, 3, 2, 9, 30, tzinfo=UTC),
)
REPLY = replace(
    INTRO,
    subject="Re: Quick question about Initech",
    body="Just bumping this.\n",
    message_id=SECOND_ID,
    in_reply_to=FIRST_ID,
    references=(FIRST_ID,),
)


def parse(raw: bytes):
    return BytesParser(policy=policy.default).parsebytes(raw)


def header_block(raw: bytes) -> bytes:
    return raw.split(b"\r\n\r\n", 1)[0]


def test_the_message_is_bytes_that_parse_back():
    raw = build_message(INTRO)
    assert isinstance(raw, bytes)
    message = parse(raw)
    assert message.defects == []
    assert message.get_content_type() == "text/plain"


def test_from_and_to_carry_display_names_and_addresses():
    message = parse(build_message(INTRO))
    (sender,) = message["From"].addresses
    (recipient,) = message["To"].addresses
    assert (sender.display_name, sender.addr_spec) == ("Riley Rep", "riley@acme.test")
    assert (recipient.display_name, recipient.addr_spec) == ("Dana Lee", "dana@initech.test")


def test_display_names_with_commas_and_accents_round_trip():
    email = replace(INTRO, from_name="Rép, Riley", to_name='Dana "DL" Lee')
    message = parse(build_message(email))
    assert message["From"].addresses[0].display_name == "Rép, Riley"
    assert message["To"].addresses[0].display_name == 'Dana "DL" Lee'


def test_an_empty_display_name_leaves_a_bare_address():
    message = parse(build_message(replace(INTRO, to_name="")))
    assert str(message["To"]) == "dana@initech.test"


def test_the_subject_is_sent_as_given():
    assert parse(build_message(INTRO))["Subject"] == "Quick question about Initech"


def test_a_non_ascii_subject_is_encoded_and_round_trips():
    subject = "Café déjà vu — 5 € für Müller 👋"
    raw = build_message(replace(INTRO, subject=subject))
    assert b"=?utf-8?" in header_block(raw)
    assert header_block(raw).isascii()
    assert parse(raw)["Subject"] == subject


def test_a_long_subject_is_folded_and_round_trips():
    subject = "A rather long subject line " * 6 + "that ends here"
    raw = build_message(replace(INTRO, subject=subject))
    assert all(len(line) <= 78 for line in header_block(raw).split(b"\r\n"))
    assert parse(raw)["Subject"] == subject


def test_the_message_id_is_exactly_the_one_given():
    raw = build_message(INTRO)
    assert b"\r\nMessage-ID: " + FIRST_ID.encode() + b"\r\n" in raw
    assert parse(raw)["Message-ID"] == FIRST_ID


def test_the_date_header_is_the_given_instant():
    date = datetime(2026, 7, 1, 18, 5, 9, tzinfo=timezone(timedelta(hours=-4)))
    parsed = parsedate_to_datetime(parse(build_message(replace(INTRO, date=date)))["Date"])
    assert parsed == date
    assert parsed.utcoffset() == timedelta(hours=-4)


def test_a_naive_date_is_refused():
    with pytest.raises(ValueError, match="timezone-aware"):
        build_message(replace(INTRO, date=datetime(2026, 3, 2, 9, 30)))


def test_a_first_email_has_no_threading_headers():
    message = parse(build_message(INTRO))
    assert "In-Reply-To" not in message
    assert "References" not in message
    assert b"In-Reply-To" not in build_message(INTRO)


def test_a_reply_carries_in_reply_to_and_references():
    message = parse(build_message(REPLY))
    assert message["In-Reply-To"] == FIRST_ID
    assert message["References"] == FIRST_ID
    assert message["Message-ID"] == SECOND_ID


def test_references_list_every_earlier_message_in_order():
    third = "<seq.0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60.last@acme.test>"
    email = replace(REPLY, message_id=third, in_reply_to=SECOND_ID, references=(FIRST_ID, SECOND_ID))
    message = parse(build_message(email))
    assert message["References"].split() == [FIRST_ID, SECOND_ID]
    assert message["In-Reply-To"] == SECOND_ID


def test_threading_headers_of_short_ids_appear_literally_in_the_bytes():
    raw = build_message(REPLY)
    assert b"\r\nIn-Reply-To: " + FIRST_ID.encode() + b"\r\n" in raw
    assert b"\r\nReferences: " + FIRST_ID.encode() + b"\r\n" in raw


def test_a_long_message_id_in_threading_headers_is_never_rfc2047_encoded():
    long_id = (
        "<seq.0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60.follow-up-after-pricing-call@mail.initech-holdings.com>"
    )
    raw = build_message(replace(REPLY, in_reply_to=long_id, references=(long_id,)))
    assert b"=?" not in header_block(raw)
    assert parse(raw)["In-Reply-To"] == long_id


def test_a_long_message_id_header_itself_is_not_encoded():
    long_id = (
        "<seq.0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60.follow-up-after-pricing-call@mail.initech-holdings.com>"
    )
    raw = build_message(replace(INTRO, message_id=long_id))
    assert b"Message-ID: " + long_id.encode() + b"\r\n" in raw


def test_extra_headers_are_added():
    message = parse(build_message(replace(INTRO, extra_headers={"X-Sequencer-Step": "intro"})))
    assert message["X-Sequencer-Step"] == "intro"


def test_the_body_round_trips_with_crlf_line_endings():
    content = parse(build_message(INTRO)).get_content()
    assert content.replace("\r\n", "\n") == INTRO.body


def test_a_non_ascii_body_round_trips_as_utf8():
    body = "Bonjour Zoë,\nçà va? Grüße, 你好 👋\n"
    message = parse(build_message(replace(INTRO, body=body)))
    assert message.get_content_charset() == "utf-8"
    assert message.get_content().replace("\r\n", "\n") == body


def test_every_line_ends_with_crlf():
    raw = build_message(replace(INTRO, body="one\ntwo\n\nthree\n"))
    assert raw.count(b"\n") == raw.count(b"\r\n") == raw.count(b"\r")
    assert raw.count(b"\n") > 10


def test_a_body_with_very_long_lines_still_round_trips():
    body = "word " * 400 + "\n"
    raw = build_message(replace(INTRO, body=body))
    assert max(len(line) for line in raw.split(b"\r\n")) <= 998
    assert parse(raw).get_content().replace("\r\n", "\n") == body


@pytest.mark.parametrize(
    ("original", "expected"),
    [
        ("Quick question", "Re: Quick question"),
        ("Re: Quick question", "Re: Quick question"),
        ("RE: Quick question", "RE: Quick question"),
        ("re:Quick question", "re:Quick question"),
        ("Fwd: Quick question", "Re: Fwd: Quick question"),
        ("Regarding pricing", "Re: Regarding pricing"),
    ],
)
def test_reply_subject_adds_re_only_when_missing(original, expected):
    assert reply_subject(original) == expected


def test_reply_subject_applied_twice_adds_re_once():
    assert reply_subject(reply_subject("Pricing")) == "Re: Pricing"
