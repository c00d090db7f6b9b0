"""Arbitrary bytes: parse_message raises only MessageError and classification always answers."""

from hypothesis import given, settings
from hypothesis import strategies as st

from sequencer.classify import Classification, MessageError, classify_message, parse_message
from sequencer.classify.classifier import _classify

_PIECES = st.sampled_from(
    [
        b"From: MAILER-DAEMON@x.example\n",
        b"Subject: =?utf-8?b?broken\n",
        b"Content-Type: multipart/report; report-type=delivery-status; boundary=b\n",
        b"Content-Type: message/rfc822\n",
        b"Content-Type: message/delivery-status\n",
        b"Content-Type: text/plain; charset=nope\n",
        b"--b\n",
        b"\n",
        b"\r",
        b"Status: 5.1.1\nAction: failed\nFinal-Recipient: rfc822; <@>\n",
        b"Auto-Submitted: auto-replied\nDate: Mon, 99 Foo 2026\n",
        b"until 31/02 bis zum 29. Februar hasta el lunes\n",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_PIECES, st.binary(max_size=40)), max_size=25))
def test_any_input_is_either_a_message_or_a_message_error_and_classifies_without_fallback(chunks):
    raw = b"".join(chunks)
    try:
        msg = parse_message(raw)
    except MessageError:
        return
    # The internal path, not the public catch-all: the fallback must not be hiding a bug.
    assert isinstance(_classify(msg, None), Classification)
    assert isinstance(classify_message(msg), Classification)
