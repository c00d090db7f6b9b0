"""Gmail push in the sandbox: users.watch state, and the Pub/Sub push messages it POSTs.

Every history change of a watched mailbox (a message inserted, imported, sent or delivered, labels
changed) that passes the watch's label filter becomes one push to the URL set with PUT /_sandbox/push:

    POST <url>[?token=<token>]
    {"message": {"data": base64(json {"emailAddress", "historyId"}), "messageId", "publishTime"},
     "subscription": "projects/sandbox/subscriptions/sequencer"}

A background thread delivers them in order, so the request that changed the mailbox never waits; a
failed delivery (no answer, or not 2xx) is retried a few times, then counted as failed. With an
`audience`, each push carries `Authorization: Bearer <JWT>` like Pub/Sub's authenticated push: RS256,
iss https://accounts.google.com, aud the audience, email SERVICE_ACCOUNT, signed with a key the sandbox
makes for itself; GET /_sandbox/oauth2/v1/certs serves its certificate the way Google's
https://www.googleapis.com/oauth2/v1/certs does (key id -> PEM), so google-auth's
`id_token.verify_token(token, request, audience=..., certs_url=...)` verifies it.

Fault injection: method "push" (by mailbox), mode "drop" (the notification is lost, as Gmail warns
they may be) or "slow" (delivered `delay_seconds` late).
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import queue
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from sandbox.faults import FaultBook
from sandbox.store import HistoryRecord

SERVICE_ACCOUNT = "sandbox-push@sandbox.iam.gserviceaccount.com"
SUBSCRIPTION = "projects/sandbox/subscriptions/sequencer"
ISSUER = "https://accounts.google.com"
WATCH_LIFETIME_MS = 7 * 24 * 3600 * 1000
RETRY_DELAYS = (0.2, 0.5, 1.0)  # seconds before the 2nd, 3rd and 4th attempt
DELIVERY_TIMEOUT_SECONDS = 10.0
TOKEN_LIFETIME_SECONDS = 3600


@dataclass
class Watch:
    topic: str
    label_ids: tuple[str, ...]
    behavior: str  # "include" or "exclude"
    expiration_ms: int
    calls: int = 1

    def passes(self, record: HistoryRecord) -> bool:
        if not self.label_ids:
            return True
        touched = set(record.labels_after) | set(record.changed_labels)
        related = bool(touched & set(self.label_ids))
        return related if self.behavior == "include" else not related


@dataclass(frozen=True)
class _Push:
    url: str
    token: str | None
    audience: str | None
    body: bytes


@dataclass
class _Counts:
    sent: int = 0
    failed: int = 0
    dropped: int = 0
    last_error: str | None = None


class Signer:
    """An RSA key and its self-signed certificate, made on first use and kept for the process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._made: tuple[str, str, Any] | None = None  # key id, certificate PEM, google-auth signer

    def _material(self) -> tuple[str, str, Any]:
        with self._lock:
            if self._made is None:
                self._made = _make_key()
            return self._made

    def certs(self) -> dict[str, str]:
        key_id, cert_pem, _ = self._material()
        return {key_id: cert_pem}

    def token(self, audience: str) -> str:
        from google.auth import jwt

        _, _, signer = self._material()
        now = int(time.time())
        claims = {
            "iss": ISSUER,
            "aud": audience,
            "azp": "sandbox-push",
            "sub": "sandbox-push",
            "email": SERVICE_ACCOUNT,
            "email_verified": True,
            "iat": now,
            "exp": now + TOKEN_LIFETIME_SECONDS,
        }
        return jwt.encode(signer, claims).decode("ascii")


def _make_key() -> tuple[str, str, Any]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import rsa
    from cryptography.x509.oid import NameOID
    from google.auth import crypt

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, SERVICE_ACCOUNT)])
    now = datetime.now(UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(days=1))
        .not_valid_after(now + timedelta(days=365))
        .sign(key, hashes.SHA256())
    )
    key_id = hashlib.sha1(cert.public_bytes(serialization.Encoding.DER)).hexdigest()
    private_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    signer = crypt.RSASigner.from_string(private_pem, key_id=key_id)
    return key_id, cert.public_bytes(serialization.Encoding.PEM).decode("ascii"), signer


class PushState:
    """Watches per mailbox, where pushes go, and the thread that delivers them."""

    def __init__(self, faults: FaultBook) -> None:
        self._faults = faults
        self._lock = threading.Lock()
        self._watches: dict[str, Watch] = {}
        self._url: str | None = None
        self._token: str | None = None
        self._audience: str | None = None
        self._counts = _Counts()
        self._ids = itertools.count(1)
        self._queue: queue.Queue[_Push] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.signer = Signer()

    # -- users.watch / users.stop ------------------------------------------------------------------
    def watch(self, address: str, *, topic: str, label_ids: list[str], behavior: str) -> int:
        """Make or replace the mailbox's watch; returns its expiration (epoch ms, 7 days ahead)."""
        expiration = int(time.time() * 1000) + WATCH_LIFETIME_MS
        with self._lock:
            calls = self._watches[address].calls + 1 if address in self._watches else 1
            self._watches[address] = Watch(topic, tuple(label_ids), behavior, expiration, calls)
        return expiration

    def stop(self, address: str) -> None:
        with self._lock:
            self._watches.pop(address, None)

    # -- configuration (control routes) --------------------------------------------------------------
    def configure(self, *, url: str, token: str | None, audience: str | None) -> None:
        with self._lock:
            self._url, self._token, self._audience = url, token, audience

    def turn_off(self) -> None:
        with self._lock:
            self._url = self._token = self._audience = None

    def reset(self) -> None:
        with self._lock:
            self._watches.clear()
            self._url = self._token = self._audience = None
            self._counts = _Counts()

    def summary(self) -> dict[str, Any]:
        with self._lock:
            return {
                "url": self._url,
                "token": self._token,
                "audience": self._audience,
                "service_account": SERVICE_ACCOUNT,
                "subscription": SUBSCRIPTION,
                "sent": self._counts.sent,
                "failed": self._counts.failed,
                "dropped": self._counts.dropped,
                "pending": self._queue.unfinished_tasks,  # queued or being delivered
                "last_error": self._counts.last_error,
                "watches": [
                    {
                        "mailbox": address,
                        "topicName": w.topic,
                        "labelIds": list(w.label_ids),
                        "labelFilterBehavior": w.behavior,
                        "expiration": str(w.expiration_ms),
                        "calls": w.calls,
                    }
                    for address, w in sorted(self._watches.items())
                ],
            }

    # -- emitting ------------------------------------------------------------------------------------
    def on_history(self, address: str, record: HistoryRecord) -> None:
        """The store's listener: called (under the store's lock) for every new history record."""
        with self._lock:
            watch, url = self._watches.get(address), self._url
            if watch is None or url is None or watch.expiration_ms <= time.time() * 1000:
                return
            if not watch.passes(record):
                return
            token, audience = self._token, self._audience
            message_id = str(next(self._ids))
        fault = self._faults.take(address, "push")
        if fault is not None and fault.mode == "drop":
            with self._lock:
                self._counts.dropped += 1
            return
        push = _Push(url, token, audience, _body(address, record.id, message_id))
        if fault is not None and fault.mode == "slow":
            timer = threading.Timer(fault.delay_seconds, self._enqueue, args=(push,))
            timer.daemon = True
            timer.start()
            return
        self._enqueue(push)

    def _enqueue(self, push: _Push) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._deliver_forever, name="sandbox-push", daemon=True
                )
                self._thread.start()
        self._queue.put(push)

    def _deliver_forever(self) -> None:
        with httpx.Client(timeout=DELIVERY_TIMEOUT_SECONDS, trust_env=False) as client:
            while True:
                push = self._queue.get()
                error = self._deliver(client, push)
                with self._lock:
                    if error is None:
                        self._counts.sent += 1
                    else:
                        self._counts.failed += 1
                        self._counts.last_error = error
                self._queue.task_done()

    def _deliver(self, client: httpx.Client, push: _Push) -> str | None:
        """POST one push, retrying; None when the endpoint acknowledged it (2xx), else the last error."""
        headers = {"content-type": "application/json"}
        if push.audience:
            headers["authorization"] = f"Bearer {self.signer.token(push.audience)}"
        params = {"token": push.token} if push.token else None
        error: str | None = None
        for delay in (0.0, *RETRY_DELAYS):
            time.sleep(delay)
            try:
                answer = client.post(push.url, content=push.body, headers=headers, params=params)
            except httpx.HTTPError as exc:
                error = f"{type(exc).__name__}: {exc}"
                continue
            if 200 <= answer.status_code < 300 or answer.status_code == 102:
                return None
            error = f"HTTP {answer.status_code}"
        return error


def _body(address: str, history_id: int, message_id: str) -> bytes:
    notification = json.dumps({"emailAddress": address, "historyId": history_id}).encode()
    published = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    message = {
        "data": base64.b64encode(notification).decode("ascii"),
        "messageId": message_id,
        "message_id": message_id,
        "publishTime": published,
        "publish_time": published,
    }
    return json.dumps({"message": message, "subscription": SUBSCRIPTION}).encode()
