"""Gmail push, pure parts: reading Pub/Sub push bodies, when a watch is renewed, and its settings."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, timedelta

import pytest

from sequencer.gmail_push import GmailNotification, PushBodyError, is_topic, parse_push, renew_at
from sequencer.settings import GOOGLE_CERTS_URL, Settings, SettingsError

NOW = datetime(2025, 3, 3, 12, 0, tzinfo=UTC)


def push(data: object, *, encode=base64.b64encode, **message: str) -> dict:
    raw = json.dumps(data).encode() if not isinstance(data, bytes) else data
    return {
        "message": {"data": encode(raw).decode(), **message},
        "subscription": "projects/p/subscriptions/s",
    }


def test_a_pub_sub_push_yields_the_address_and_history_id():
    body = push({"emailAddress": "Rep@Acme.test", "historyId": 9876543210}, messageId="42")
    assert parse_push(body) == GmailNotification(
        email="rep@acme.test", history_id=9876543210, message_id="42"
    )


def test_a_history_id_given_as_text_and_url_safe_unpadded_base64_are_read_too():
    def unpadded(raw: bytes) -> bytes:
        return base64.urlsafe_b64encode(raw).rstrip(b"=")

    body = push({"emailAddress": "rep@acme.test", "historyId": "17", "pad": "??>>"}, encode=unpadded)
    assert parse_push(body).history_id == 17


@pytest.mark.parametrize(
    "body",
    [
        None,
        [],
        {},
        {"message": "x"},
        {"message": {}},
        {"message": {"data": ""}},
        {"message": {"data": "%%%"}},
        push(b"not json"),
        push([1, 2]),
        push({"historyId": 1}),
        push({"emailAddress": "no-at-sign", "historyId": 1}),
        push({"emailAddress": "rep@acme.test"}),
        push({"emailAddress": "rep@acme.test", "historyId": -1}),
        push({"emailAddress": "rep@acme.test", "historyId": True}),
        push({"emailAddress": "rep@acme.test", "historyId": "12a"}),
    ],
)
def test_anything_else_is_refused_naming_message_data(body: object):
    with pytest.raises(PushBodyError) as caught:
        parse_push(body)
    assert caught.value.field == "message.data"


def test_a_seven_day_watch_is_renewed_a_day_before_it_lapses():
    assert renew_at(NOW, timedelta(days=7)) == NOW + timedelta(days=6)


def test_a_short_watch_is_renewed_halfway():
    assert renew_at(NOW, timedelta(hours=10)) == NOW + timedelta(hours=5)
    assert renew_at(NOW, timedelta(0)) == NOW + timedelta(minutes=1)


def test_topic_names_are_fully_qualified():
    assert is_topic("projects/acme/topics/gmail")
    for name in (
        "gmail",
        "projects/acme/topics/",
        "projects/acme/subscriptions/gmail",
        "projects/a b/topics/g",
    ):
        assert not is_topic(name)


def test_push_settings_come_from_the_environment():
    settings = Settings.from_env(
        {
            "SEQUENCER_GMAIL_PUSH_TOPIC": "projects/acme/topics/gmail",
            "SEQUENCER_GMAIL_PUSH_TOKEN": "s3cret",
            "SEQUENCER_GMAIL_PUSH_AUDIENCE": "https://seq.acme.test/v1/gmail/push",
            "SEQUENCER_GMAIL_PUSH_SERVICE_ACCOUNT": "push@acme.iam.gserviceaccount.com",
            "SEQUENCER_PUSH_FALLBACK_POLL_SECONDS": "600",
        }
    )
    assert settings.gmail_push_topic == "projects/acme/topics/gmail"
    assert settings.gmail_push_token == "s3cret" and "s3cret" not in repr(settings)
    assert settings.gmail_push_audience == "https://seq.acme.test/v1/gmail/push"
    assert settings.gmail_push_service_account == "push@acme.iam.gserviceaccount.com"
    assert settings.gmail_push_certs_url == GOOGLE_CERTS_URL
    assert settings.push_fallback_poll_seconds == 600


def test_push_is_off_by_default_and_a_bad_topic_is_refused_at_start():
    settings = Settings.from_env({})
    assert settings.gmail_push_topic is None and settings.gmail_push_token is None
    assert settings.push_fallback_poll_seconds == 900
    with pytest.raises(SettingsError, match="SEQUENCER_GMAIL_PUSH_TOPIC"):
        Settings.from_env({"SEQUENCER_GMAIL_PUSH_TOPIC": "gmail"})
    with pytest.raises(SettingsError, match="SEQUENCER_PUSH_FALLBACK_POLL_SECONDS"):
        Settings.from_env({"SEQUENCER_PUSH_FALLBACK_POLL_SECONDS": "0"})
