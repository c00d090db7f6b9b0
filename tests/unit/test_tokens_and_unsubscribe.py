from datetime import UTC, datetime, timedelta
from email import message_from_bytes, policy

import pytest

from sequencer.mime import OutgoingEmail, build_message
from sequencer.tokens import SigningKeys, TokenError, key_id, sign, verify
from sequencer.unsubscribe import UnsubscribeLinks

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def test_a_signed_token_verifies_and_returns_its_payload():
    token = sign({"e": "enr-1"}, secret="s3cret", now=NOW)
    assert verify(token, secret="s3cret", now=NOW)["e"] == "enr-1"


def test_a_token_signed_with_another_secret_is_refused_as_forged():
    token = sign({"e": "enr-1"}, secret="s3cret", now=NOW)
    with pytest.raises(TokenError, match="not valid") as refused:
        verify(token, secret="other", now=NOW)
    assert refused.value.problem == "forged"


def test_keys_rotate_the_new_key_signs_and_the_old_one_still_verifies():
    old_link = sign({"e": "enr-1"}, secret="old", now=NOW)
    ring = SigningKeys(("new", "old"))
    new_link = ring.sign({"e": "enr-2"}, now=NOW)

    assert ring.verify(old_link, now=NOW)["e"] == "enr-1"
    assert ring.verify(new_link, now=NOW)["e"] == "enr-2"
    assert verify(new_link, secret="new", now=NOW)["e"] == "enr-2"  # signed by the first key
    with pytest.raises(TokenError):
        SigningKeys(("new",)).verify(old_link, now=NOW)  # the old key retired: its links stop working


def test_a_token_is_url_safe_and_carries_its_issue_time_and_key():
    token = SigningKeys(("k1",)).sign({"p": "acme", "c": "c-1", "e": "enr-1"}, now=NOW)
    claims = verify(token, secret="k1", now=NOW)

    assert set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
    assert claims["iat"] == int(NOW.timestamp()) and claims["k"] == key_id("k1")
    assert (claims["p"], claims["c"], claims["e"]) == ("acme", "c-1", "enr-1")


def test_a_tampered_payload_is_refused():
    token = sign({"e": "enr-1"}, secret="s3cret", now=NOW)
    forged = sign({"e": "enr-2"}, secret="s3cret", now=NOW).split(".")[0] + "." + token.split(".")[1]
    with pytest.raises(TokenError):
        verify(forged, secret="s3cret", now=NOW)


def test_an_unsubscribe_token_lasts_ninety_days():
    token = sign({"e": "enr-1"}, secret="s3cret", now=NOW)
    assert verify(token, secret="s3cret", now=NOW + timedelta(days=89))
    with pytest.raises(TokenError, match="expired") as refused:
        verify(token, secret="s3cret", now=NOW + timedelta(days=91))
    assert refused.value.problem == "expired"


@pytest.mark.parametrize("garbage", ["", ".", "abc", "abc.def", "!!!.???"])
def test_garbage_is_refused(garbage):
    with pytest.raises(TokenError):
        verify(garbage, secret="s3cret", now=NOW)


def test_every_email_gets_rfc_8058_headers_with_an_https_link_and_optional_mailto():
    links = UnsubscribeLinks(
        public_url="https://seq.example.com/", secret="s3cret", mailto="unsub@example.com"
    )
    headers = links.headers(project_id="p", enrollment_id="enr-1", email="dana@example.test", now=NOW)

    assert headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    https, mailto = headers["List-Unsubscribe"].split(", ")
    assert https.startswith("<https://seq.example.com/u/") and https.endswith(">")
    assert mailto == "<mailto:unsub@example.com?subject=unsubscribe>"
    token = https.strip("<>").rsplit("/u/", 1)[1]
    assert verify(token, secret="s3cret", now=NOW) | {"iat": 0, "k": ""} == {
        "p": "p",
        "e": "enr-1",
        "m": "dana@example.test",
        "iat": 0,
        "k": "",
    }


def test_the_unsubscribe_headers_reach_the_wire_unencoded():
    links = UnsubscribeLinks(public_url="https://seq.example.com", secret="s3cret")
    headers = links.headers(project_id="p", enrollment_id="e" * 36, email="dana@example.test", now=NOW)
    raw = build_message(
        OutgoingEmail(
            from_email="rep@acme.test",
            from_name="Rep",
            to_email="dana@example.test",
            to_name="Dana",
            subject="Hi",
            body="Hello",
            message_id="<m@acme.test>",
            date=NOW,
            extra_headers=headers,
        )
    )

    assert b"=?utf-8?" not in raw
    assert f"List-Unsubscribe: {headers['List-Unsubscribe']}\r\n".encode() in raw
    parsed = message_from_bytes(raw, policy=policy.default)
    assert parsed["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
