"""Whatever names, subjects and bodies a sequence sends, the message reads back as written: the
`email` package (as a receiving client would) parses our hand-written headers and body to exactly
the values we were given, and the header block stays ASCII with CRLF line ends."""

from dataclasses import replace
from datetime import UTC, datetime
from email import policy
from email.header import decode_header
from email.parser import BytesParser
from typing import Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sequencer.mime import OutgoingEmail, build_message

BASE = OutgoingEmail(
    from_email="riley@acme.test",
    from_name="Riley Rep",
    to_email="dana@initech.test",
    to_name="Dana Lee",
    subject="Quick question",
    body="Hi Dana,\n",
    message_id="<seq.1@acme.test>",
    date=datetime(2026, 3, 2, 9, 30, tzinfo=UTC),
)
_SURROGATES: tuple[Literal["Cs"]] = ("Cs",)
# Any character a person's name or a subject may hold, but line breaks (refused) and other controls.
_TEXT = st.text(
    st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\u2028\u2029\x85"), max_size=120
)


def _parse(raw: bytes):
    return BytesParser(policy=policy.default).parsebytes(raw)


def _headers(raw: bytes) -> list[bytes]:
    return raw.split(b"\r\n\r\n", 1)[0].split(b"\r\n")


def _as_people_write_names(name: str) -> bool:
    """Words with single spaces between (a reader folds a run of spaces, or other whitespace, in a
    display name into one space) that fit one encoded word (the `email` package reads a space
    between two encoded words of a name, where RFC 2047 joins them: see the test of long names)."""
    plain = all(c == " " or not c.isspace() for c in name) and name == " ".join(name.split())
    return plain and (name.isascii() or len(name.encode()) <= 39)


@settings(max_examples=300, deadline=None)
@given(name=_TEXT.map(lambda s: " ".join(s.split())).filter(_as_people_write_names))
def test_a_display_name_reads_back_as_given(name):
    message = _parse(build_message(replace(BASE, to_name=name)))
    (address,) = message["To"].addresses
    assert (address.display_name, address.addr_spec) == (name, "dana@initech.test")
    assert message.defects == []


@settings(max_examples=300, deadline=None)
@given(subject=_TEXT.map(str.strip))
def test_a_subject_reads_back_as_given(subject):
    raw = build_message(replace(BASE, subject=subject))
    assert _parse(raw)["Subject"] == subject
    assert all(line.isascii() for line in _headers(raw))


@settings(max_examples=300, deadline=None)
@given(body=st.text(st.characters(blacklist_categories=_SURROGATES, blacklist_characters="\r"), max_size=600))
def test_a_body_reads_back_as_given_with_crlf_line_ends(body):
    raw = build_message(replace(BASE, body=body))
    assert b"\n" not in raw.replace(b"\r\n", b"")
    read = _parse(raw).get_content().replace("\r\n", "\n")
    expected = body if body.endswith("\n") or not body else body + "\n"
    assert read == (expected or "\n") or (not body and read == "")


@pytest.mark.parametrize(
    "subject",
    [
        "A rather long subject line " * 6 + "that ends here",
        "Ünïcödé " * 20,
        "日本語の件名" * 12,
        "mixed ascii and 👋 emoji, " * 5,
    ],
)
def test_every_header_line_of_a_long_subject_stays_within_78_characters(subject):
    raw = build_message(replace(BASE, subject=subject, to_name="Zoë Łukasiewicz-Nøkleby " * 3))
    assert all(len(line) <= 78 for line in _headers(raw))
    assert all(line.strip() for line in _headers(raw))  # a folded line is never blank
    assert _parse(raw)["Subject"] == subject


@pytest.mark.parametrize(
    "name",
    [
        "Zoë Łukasiewicz-Nøkleby " * 3 + "Ørsted",
        "山田太郎の営業チームの代表アカウント",
        "Ελένη Παπαδοπούλου-Γεωργίου",
    ],
)
def test_a_long_name_splits_into_encoded_words_that_join_back_as_rfc_2047_says(name):
    header = build_message(replace(BASE, to_name=name)).split(b"\r\n\r\n")[0].decode("ascii")
    to = header.split("\r\nTo: ", 1)[1].split("\r\nSubject:", 1)[0]
    assert to.startswith("=?utf-8?b?") and "\r\n " in to  # encoded, and folded between words
    encoded, address = to.replace("\r\n", "").rsplit(" <", 1)
    assert address == "dana@initech.test>"
    assert "".join(str(text, charset) for text, charset in decode_header(encoded)) == name


@pytest.mark.parametrize(
    ("address", "written"),
    [
        ("dana@initech.test", b"<dana@initech.test>"),
        ('dana"x@initech.test', b'<"dana\\"x"@initech.test>'),
        ("dana@b\u00fccher.example", b"<dana@xn--bcher-kva.example>"),
    ],
)
def test_addresses_are_written_as_rfc_5322_addr_specs(address, written):
    raw = build_message(replace(BASE, to_email=address))
    assert written in raw


@pytest.mark.parametrize("address", ["jos\u00e9@initech.test", "no-at-sign", "@initech.test", "dana@"])
def test_an_address_we_cannot_write_is_refused(address):
    with pytest.raises(ValueError):
        build_message(replace(BASE, to_email=address))


@pytest.mark.parametrize(
    "change",
    [
        {"to_name": "Dana\nLee"},
        {"from_name": "Riley\rRep"},
        {"subject": "one\r\ntwo"},
        {"message_id": "<a@b>\r\nBcc: x@y"},
        {"in_reply_to": "<a@b>\nBcc: x@y"},
        {"references": ("<a@b>", "<c@d>\r\nBcc: x@y")},
        {"extra_headers": {"List-Unsubscribe": "<https://acme.test/u>\r\nBcc: x@y"}},
        {"extra_headers": {"Bad Name": "x"}},
    ],
)
def test_a_header_injection_is_refused(change):
    with pytest.raises(ValueError):
        build_message(replace(BASE, **change))


@pytest.mark.parametrize(
    ("body", "encoding"),
    [
        ("Hi Dana,\n\nShort lines only.\n", "7bit"),
        ("Bonjour Zoë,\nçà va?\n", "8bit"),
        ("word " * 40 + "\n", "quoted-printable"),
        ("日本語のテキスト" * 30 + "\n", "base64"),
    ],
)
def test_the_body_takes_the_lightest_transfer_encoding(body, encoding):
    raw = build_message(replace(BASE, body=body))
    assert f"Content-Transfer-Encoding: {encoding}".encode() in raw
    assert _parse(raw).get_content().replace("\r\n", "\n") == body


def test_a_subject_word_that_looks_like_an_encoded_word_is_read_as_typed():
    subject = "About =?utf-8?b?SGk=?= in your logs"
    assert _parse(build_message(replace(BASE, subject=subject)))["Subject"] == subject
