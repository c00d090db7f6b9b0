"""Phone numbers in E.164, the opt-out keywords of inbound texts, and the dialer's signature and words."""

from __future__ import annotations

import hashlib
import hmac

import pytest

from sequencer import dialer
from sequencer.phones import PhoneError, keyword, tail, to_e164
from starter.inbound_texts import kind_of


@pytest.mark.parametrize(
    ("raw", "country", "e164"),
    [
        ("+1 (212) 555-0142", None, "+12125550142"),
        ("212-555-0142", "US", "+12125550142"),
        ("030 123456", "de", "+4930123456"),
        ("+81 90-1234-5678", None, "+819012345678"),
    ],
)
def test_numbers_are_written_in_e164(raw, country, e164):
    assert to_e164(raw, country) == e164


@pytest.mark.parametrize(
    ("raw", "country"), [("12345", None), ("212-555-0142", None), ("+1 555", None), ("", "US"), (None, "US")]
)
def test_numbers_that_are_not_valid_are_refused(raw, country):
    with pytest.raises(PhoneError):
        to_e164(raw, country)


def test_the_tail_is_the_last_seven_digits():
    assert tail("+12125550142") == "5550142"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("STOP", "opt_out"),
        ("stop", "opt_out"),
        ("  Stop. ", "opt_out"),
        ("StopAll", "opt_out"),
        ("unsubscribe", "opt_out"),
        ("Cancel!", "opt_out"),
        ("END", "opt_out"),
        ("quit", "opt_out"),
        ("START", "opt_in"),
        ("unstop", "opt_in"),
        ("HELP", "reply"),
        ("please stop texting me", "reply"),
        ("Sounds good, call me Tuesday", "reply"),
        ("stopping by later", "reply"),
    ],
)
def test_an_inbound_text_is_an_opt_out_only_when_it_is_the_keyword_itself(text, kind):
    assert kind_of(text) == kind
    assert (keyword(text) is not None) == (kind != "reply")


def test_a_machine_answering_a_completed_call_is_a_voicemail():
    assert dialer.outcome_of({"CallStatus": "completed", "AnsweredBy": "machine_end_beep"}) == "voicemail"
    assert dialer.outcome_of({"CallStatus": "completed", "AnsweredBy": "human"}) == "connected"


def test_the_dialer_signature_is_an_hmac_of_timestamp_and_body():
    body = b'{"task_id":"x"}'
    header = dialer.signature("whsec_1", body, 1_700_000_000)
    expected = hmac.new(b"whsec_1", b"1700000000." + body, hashlib.sha256).hexdigest()
    assert header == f"t=1700000000,v1={expected}"
    assert dialer.signature("whsec_2", body, 1_700_000_000) != header


@pytest.mark.parametrize(
    ("result", "outcome"),
    [
        ({"outcome": "connected"}, "connected"),
        ({"status": "Answered"}, "connected"),
        ({"CallStatus": "no-answer"}, "no_answer"),
        ({"CallStatus": "busy"}, "no_answer"),
        ({"AnsweredBy": "machine_end_beep"}, "voicemail"),
        ({"status": "ringing"}, None),
        ({}, None),
        ({"outcome": 3}, None),
    ],
)
def test_a_dialers_call_result_reads_as_a_call_outcome(result, outcome):
    assert dialer.outcome_of(result) == outcome
