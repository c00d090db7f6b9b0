"""Gmail push in the sandbox: users.watch/stop through google-api-python-client, and the Pub/Sub push
messages it POSTs for watched mailboxes (token or OIDC JWT, retries, label filter, faults)."""

from __future__ import annotations

import base64
import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import google.auth.transport.requests
import httpx
import pytest
from google.auth import exceptions as auth_exceptions
from google.oauth2 import id_token
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import compose, insert_raw, send_raw, unique_address


def acknowledged(control: httpx.Client, timeout: float = 10.0) -> int:
    """The pushes the sandbox counts as sent. It counts one once the endpoint's answer is back, a moment
    after the receiver has recorded it: wait (bounded) for that."""
    deadline = time.monotonic() + timeout
    while True:
        sent = int(control.get("/_sandbox/push").json()["sent"])
        if sent or time.monotonic() > deadline:
            return sent
        time.sleep(0.05)


TOPIC = "projects/acme/topics/gmail"
WEEK_MS = 7 * 24 * 3600 * 1000


@dataclass
class Received:
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def notification(self) -> dict[str, Any]:
        return json.loads(base64.b64decode(self.body["message"]["data"]))


@dataclass
class Receiver:
    """A push endpoint: records what it gets; answers `failures` 500s first, then 204s."""

    url: str = ""
    failures: int = 0
    attempts: int = 0
    got: list[Received] = field(default_factory=list)
    changed: threading.Condition = field(default_factory=threading.Condition)

    def wait_for(self, count: int, seconds: float = 10.0) -> list[Received]:
        with self.changed:
            self.changed.wait_for(lambda: len(self.got) >= count, timeout=seconds)
            assert len(self.got) >= count, f"{len(self.got)} pushes arrived, expected {count}"
            return list(self.got)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            body = self.rfile.read(int(self.headers.get("content-length", 0)))
            with found.changed:
                found.attempts += 1
                if found.failures > 0:
                    found.failures -= 1
                    self.send_response(500)
                    self.end_headers()
                    return
                query = parse_qs(urlsplit(self.path).query)
                headers = {k.lower(): v for k, v in self.headers.items()}
                found.got.append(Received(query, headers, json.loads(body)))
                found.changed.notify_all()
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    found.url = f"http://127.0.0.1:{server.server_address[1]}/push"
    yield found
    server.shutdown()
    server.server_close()


@pytest.fixture
def pushing(control: httpx.Client, receiver: Receiver) -> Iterator[Callable[..., dict[str, Any]]]:
    """Points the sandbox's pushes at the receiver (with options); turns them off afterwards."""

    def configure(**options: str) -> dict[str, Any]:
        answer = control.put("/_sandbox/push", json={"url": receiver.url, **options})
        assert answer.status_code == 200, answer.text
        return answer.json()

    yield configure
    control.delete("/_sandbox/push")


def _inbox_message(subject: str = "Hello") -> bytes:
    return compose(sender="dana@globex.test", to="rep@acme.test", subject=subject)


def test_watch_answers_the_current_history_id_and_an_expiration_a_week_ahead(rep: Any) -> None:
    insert_raw(rep, _inbox_message())
    current = rep.users().getProfile(userId="me").execute()["historyId"]

    before = int(time.time() * 1000)
    answer = rep.users().watch(userId="me", body={"topicName": TOPIC, "labelIds": ["INBOX"]}).execute()

    assert answer["historyId"] == current
    assert isinstance(answer["expiration"], str)
    assert before + WEEK_MS <= int(answer["expiration"]) <= int(time.time() * 1000) + WEEK_MS


def test_watch_without_a_topic_is_refused_in_gmails_error_format(rep: Any) -> None:
    for body in ({}, {"topicName": "gmail"}):
        with pytest.raises(HttpError) as caught:
            rep.users().watch(userId="me", body=body).execute()
        assert caught.value.resp.status == 400
        assert caught.value.error_details[0]["reason"] == "invalidArgument"


def test_an_insert_into_a_watched_mailbox_pushes_its_address_and_history_id(
    rep: Any,
    rep_address: str,
    receiver: Receiver,
    pushing: Callable[..., dict[str, Any]],
    control: httpx.Client,
) -> None:
    pushing(token="s3cret")
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()

    insert_raw(rep, _inbox_message())

    (push,) = receiver.wait_for(1)
    current = int(rep.users().getProfile(userId="me").execute()["historyId"])
    assert push.notification == {"emailAddress": rep_address, "historyId": current}
    assert push.query == {"token": ["s3cret"]}
    assert "authorization" not in push.headers
    assert push.body["subscription"] == "projects/sandbox/subscriptions/sequencer"
    assert push.body["message"]["messageId"]
    datetime.fromisoformat(push.body["message"]["publishTime"].replace("Z", "+00:00"))
    assert acknowledged(control) >= 1


def test_a_reply_delivered_between_sandbox_mailboxes_pushes_for_the_watched_recipient(
    rep: Any,
    rep_address: str,
    gmail_for: Callable[[str], Any],
    receiver: Receiver,
    pushing: Callable[..., dict[str, Any]],
) -> None:
    contact_address = unique_address("dana", "globex.test")
    contact = gmail_for(contact_address)
    contact.users().getProfile(userId="me").execute()  # the contact's mailbox exists in the sandbox
    pushing()
    rep.users().watch(userId="me", body={"topicName": TOPIC, "labelIds": ["INBOX"]}).execute()

    send_raw(contact, compose(sender=contact_address, to=rep_address, subject="Re: hello"))

    (push,) = receiver.wait_for(1)
    assert push.notification["emailAddress"] == rep_address


def test_the_label_filter_and_stop_decide_what_pushes(
    rep: Any, rep_address: str, receiver: Receiver, pushing: Callable[..., dict[str, Any]]
) -> None:
    pushing()
    rep.users().watch(
        userId="me", body={"topicName": TOPIC, "labelIds": ["INBOX"], "labelFilterBehavior": "INCLUDE"}
    ).execute()
    send_raw(rep, compose(sender=None, to="lead@example.com", subject="Ours"))  # SENT only: no push
    insert_raw(rep, _inbox_message("First"))
    (push,) = receiver.wait_for(1)
    first = push.notification["historyId"]

    assert rep.users().stop(userId="me").execute() in ("", {}, None)
    insert_raw(rep, _inbox_message("Unwatched"))
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()
    insert_raw(rep, _inbox_message("Watched again"))

    pushes = receiver.wait_for(2)
    # Pushes arrive in order: one for the unwatched insert would be the second.
    assert pushes[1].notification["historyId"] == first + 2


def test_stop_answers_204_with_no_body(sandbox_url: str, rep_address: str) -> None:
    answer = httpx.post(
        f"{sandbox_url}/gmail/v1/users/me/stop", headers={"authorization": f"Bearer sandbox:{rep_address}"}
    )
    assert answer.status_code == 204
    assert answer.content == b""


def test_a_failing_endpoint_gets_the_push_again(
    rep: Any, receiver: Receiver, pushing: Callable[..., dict[str, Any]], control: httpx.Client
) -> None:
    pushing()
    receiver.failures = 2
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()

    insert_raw(rep, _inbox_message())

    receiver.wait_for(1)
    assert receiver.attempts == 3


def test_with_an_audience_each_push_carries_an_oidc_jwt_that_google_auth_verifies(
    rep: Any, sandbox_url: str, receiver: Receiver, pushing: Callable[..., dict[str, Any]]
) -> None:
    audience = "https://sequencer.example/v1/gmail/push"
    pushing(audience=audience)
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()

    insert_raw(rep, _inbox_message())

    (push,) = receiver.wait_for(1)
    scheme, _, token = push.headers["authorization"].partition(" ")
    assert scheme == "Bearer"
    request = google.auth.transport.requests.Request()
    certs_url = f"{sandbox_url}/_sandbox/oauth2/v1/certs"
    claims = id_token.verify_token(token, request, audience=audience, certs_url=certs_url)
    assert claims["iss"] == "https://accounts.google.com"
    assert claims["email"] == "sandbox-push@sandbox.iam.gserviceaccount.com"
    assert claims["email_verified"] is True
    with pytest.raises((ValueError, auth_exceptions.GoogleAuthError)):
        id_token.verify_token(token, request, audience="https://elsewhere.example", certs_url=certs_url)


def test_a_drop_fault_loses_one_push(
    rep: Any,
    rep_address: str,
    receiver: Receiver,
    pushing: Callable[..., dict[str, Any]],
    control: httpx.Client,
) -> None:
    pushing()
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()
    fault = {"mailbox": rep_address, "method": "push", "mode": "drop"}
    assert control.post("/_sandbox/faults", json=fault).status_code == 201
    dropped = control.get("/_sandbox/push").json()["dropped"]

    insert_raw(rep, _inbox_message("Lost"))
    insert_raw(rep, _inbox_message("Found"))

    (push,) = receiver.wait_for(1)
    assert push.notification["historyId"] == int(rep.users().getProfile(userId="me").execute()["historyId"])
    assert control.get("/_sandbox/push").json()["dropped"] == dropped + 1


def test_push_faults_only_drop_or_delay(control: httpx.Client, rep_address: str) -> None:
    answer = control.post(
        "/_sandbox/faults", json={"mailbox": rep_address, "method": "push", "mode": "http_500"}
    )
    assert answer.status_code == 400
    assert answer.json()["error"]["field"] == "mode"


def test_the_push_configuration_is_checked_and_shown(
    control: httpx.Client,
    rep: Any,
    rep_address: str,
    receiver: Receiver,
    pushing: Callable[..., dict[str, Any]],
) -> None:
    assert control.put("/_sandbox/push", json={"token": "x"}).json()["error"]["field"] == "url"
    assert control.put("/_sandbox/push", json={"url": "http://x.test", "audience": 3}).status_code == 400
    rep.users().watch(userId="me", body={"topicName": TOPIC, "labelIds": ["INBOX"]}).execute()

    shown = pushing(token="t", audience="aud")

    assert (shown["url"], shown["token"], shown["audience"]) == (receiver.url, "t", "aud")
    assert isinstance(shown["sent"], int)
    (watch,) = [w for w in shown["watches"] if w["mailbox"] == rep_address]
    assert watch["topicName"] == TOPIC and watch["labelIds"] == ["INBOX"] and watch["calls"] == 1


def test_the_certificates_are_served_like_googles(control: httpx.Client) -> None:
    certs = control.get("/_sandbox/oauth2/v1/certs").json()
    assert len(certs) == 1
    (pem,) = certs.values()
    assert pem.startswith("-----BEGIN CERTIFICATE-----")
