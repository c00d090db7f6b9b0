"""Fault injection via /_sandbox/faults, observed through google-api-python-client."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import compose, new_message_id, search_ids, send_raw


def _inject(control: httpx.Client, mailbox: str, method: str, mode: str, count: int = 1) -> None:
    body = {"mailbox": mailbox, "method": method, "mode": mode, "count": count}
    response = control.post("/_sandbox/faults", json=body)
    assert response.status_code == 201, response.text
    assert {k: response.json()[k] for k in body} == body


def _send(rep: Any, message_id: str) -> dict[str, Any]:
    return send_raw(rep, compose(sender=None, to="lead@example.com", subject="F", message_id=message_id))


def test_http_500_fails_the_send_and_stores_nothing(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    _inject(control, rep_address, "messages.send", "http_500")
    message_id = new_message_id()
    with pytest.raises(HttpError) as caught:
        _send(rep, message_id)
    assert caught.value.resp.status == 500
    assert caught.value.error_details[0]["reason"] == "backendError"
    assert search_ids(rep, f"rfc822msgid:{message_id}") == []
    assert rep.users().getProfile(userId="me").execute()["messagesTotal"] == 0


def test_http_429_answers_rate_limit_exceeded(rep: Any, rep_address: str, control: httpx.Client) -> None:
    _inject(control, rep_address, "messages.list", "http_429")
    with pytest.raises(HttpError) as caught:
        search_ids(rep, "in:sent")
    assert caught.value.resp.status == 429
    assert caught.value.error_details[0]["reason"] == "rateLimitExceeded"


def test_accept_then_fail_stores_the_message_but_answers_500(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    _inject(control, rep_address, "messages.send", "accept_then_fail")
    message_id = new_message_id()
    with pytest.raises(HttpError) as caught:
        _send(rep, message_id)
    assert caught.value.resp.status == 500
    assert len(search_ids(rep, f"rfc822msgid:{message_id}")) == 1


def test_a_fault_fires_exactly_count_times_then_calls_succeed(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    _inject(control, rep_address, "profile", "http_500", count=2)
    for _ in range(2):
        with pytest.raises(HttpError):
            rep.users().getProfile(userId="me").execute()
    assert rep.users().getProfile(userId="me").execute()["emailAddress"] == rep_address


def test_a_fault_only_affects_its_own_mailbox_and_method(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    _inject(control, "someone-else@acme.test", "messages.send", "http_500")
    _inject(control, rep_address, "messages.get", "http_500")
    _send(rep, new_message_id())
    pending = control.get("/_sandbox/faults").json()["faults"]
    assert any(f["mailbox"] == rep_address and f["method"] == "messages.get" for f in pending)


def test_pending_faults_are_listed_and_can_be_cleared(rep_address: str, control: httpx.Client) -> None:
    _inject(control, rep_address, "threads.get", "http_429", count=3)
    listed = control.get("/_sandbox/faults").json()["faults"]
    assert any(f["mailbox"] == rep_address and f["count"] == 3 for f in listed)
    assert control.delete("/_sandbox/faults").json()["cleared"] >= 1
    assert control.get("/_sandbox/faults").json()["faults"] == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"method": "messages.send", "mode": "http_500"}, "mailbox"),
        ({"mailbox": "a@b.test", "method": "messages.delete", "mode": "http_500"}, "method"),
        ({"mailbox": "a@b.test", "method": "messages.send", "mode": "explode"}, "mode"),
        ({"mailbox": "a@b.test", "method": "messages.send", "mode": "http_500", "count": 0}, "count"),
        (["not", "an", "object"], "body"),
    ],
)
def test_an_invalid_fault_is_a_400_naming_the_field(control: httpx.Client, body: object, field: str) -> None:
    response = control.post("/_sandbox/faults", json=body)
    assert response.status_code == 400
    assert response.json()["error"]["field"] == field
