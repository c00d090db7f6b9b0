import pytest

from sequencer.classify import MessageError, parse_message

SAMPLE = "From: bob@example.com\nTo: alice@ourco.com\nSubject: Hello\n\nLine one\nLine two\n"


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
def test_every_line_ending_convention_yields_the_same_headers_and_body(newline):
    msg = parse_message(SAMPLE.replace("\n", newline).encode())
    assert msg["Subject"] == "Hello"
    assert msg["To"] == "alice@ourco.com"
    assert msg.get_content() == "Line one\nLine two\n"


def test_a_latin1_body_is_decoded_with_its_declared_charset():
    raw = (
        b"From: b@example.com\nSubject: Caf\xe9\nContent-Type: text/plain; charset=iso-8859-1\n\n"
        b"R\xe9ponse automatique\n"
    )
    assert parse_message(raw).get_content() == "Réponse automatique\n"


def test_an_encoded_word_subject_is_decoded():
    raw = b"From: b@example.com\nSubject: =?utf-8?q?R=C3=A9ponse_automatique?=\n\nx\n"
    assert parse_message(raw)["Subject"] == "Réponse automatique"


@pytest.mark.parametrize("raw", [b"", b"   \n\r\n  "])
def test_empty_input_is_rejected_as_an_empty_message(raw):
    with pytest.raises(MessageError, match="empty message"):
        parse_message(raw)


@pytest.mark.parametrize(
    "raw",
    [b"just some text\nwithout any headers\n", b"Note: a colon is not enough\n\nbody\n", b"\x00\x01\x02"],
)
def test_input_without_message_headers_is_rejected_as_not_rfc5322(raw):
    with pytest.raises(MessageError, match="no headers"):
        parse_message(raw)


def test_a_string_instead_of_bytes_is_a_message_error_not_a_type_error():
    with pytest.raises(MessageError, match="expected bytes"):
        parse_message(SAMPLE)  # type: ignore[arg-type]


def test_leading_blank_lines_and_a_byte_order_mark_are_tolerated():
    msg = parse_message(b"\xef\xbb\xbf\n\n" + SAMPLE.encode())
    assert msg["From"] == "bob@example.com"


def test_lines_of_spaces_above_the_headers_are_padding_too():
    # A mailbox export that put a line of blanks above the header block: still the same message.
    msg = parse_message((" " * 40 + "\n\t\n" + SAMPLE).encode())
    assert msg["Subject"] == "Hello"
    assert msg.get_content() == "Line one\nLine two\n"


def test_malformed_address_headers_do_not_make_parsing_fail():
    raw = b"From: <<<@@@>>>\nTo: ,,,;;;\nSubject: x\nDate: not a date\n\nbody\n"
    msg = parse_message(raw)
    assert msg.get_content() == "body\n"


def test_a_multipart_report_without_any_delimiter_is_read_as_plain_text():
    from sequencer.classify.text import report_text

    raw = (
        b"From: MAILER-DAEMON@mx.example.net\nTo: a@acme.test\nSubject: Returned mail\nMIME-Version: 1.0\n"
        b'Content-Type: multipart/report; report-type=delivery-status; boundary="gone"\n\n'
        b"mail.local: unknown user: bo\n\nFinal-Recipient: rfc822; bo@example.net\nAction: failed\n"
    )
    assert "unknown user" in report_text(parse_message(raw))
