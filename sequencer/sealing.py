"""Sealed secrets: AES-256-GCM under a key ring, so a database dump holds no usable credential.

A sealed value reads `sealed:v1:<key id>:<base64url(nonce || ciphertext+tag)>`. The first key of the
ring seals; every key opens, so keys rotate: put a new key first, run `sequencer secrets rotate`
(re-seals every stored secret with it), then drop the old key. The associated data binds a value to
its purpose (a refresh token cannot be replayed as another secret).
"""

from __future__ import annotations

import base64
import hashlib
import os
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PREFIX = "sealed:v1:"


class SealError(ValueError):
    """A value that does not open: unknown key, tampered, or not sealed at all."""


def new_key() -> str:
    return base64.urlsafe_b64encode(os.urandom(32)).decode().rstrip("=")


def _decode_key(text: str) -> bytes:
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise SealError("a seal key is 32 random bytes in URL-safe base64 (`sequencer secrets new-key`)")
    return raw


def _key_id(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:8]


@dataclass(frozen=True)
class KeyRing:
    keys: tuple[bytes, ...]

    @classmethod
    def from_text(cls, keys: list[str] | tuple[str, ...]) -> KeyRing:
        if not keys:
            raise SealError("the key ring is empty")
        return cls(tuple(_decode_key(k.strip()) for k in keys))

    @classmethod
    def derived(cls, secret: str) -> KeyRing:
        """The development ring, derived from the dev secret (never for production)."""
        return cls((hashlib.sha256(f"{secret}:seal".encode()).digest(),))

    def seal(self, plaintext: str, *, purpose: str) -> str:
        nonce = os.urandom(12)
        sealed = AESGCM(self.keys[0]).encrypt(nonce, plaintext.encode(), purpose.encode())
        body = base64.urlsafe_b64encode(nonce + sealed).decode().rstrip("=")
        return f"{PREFIX}{_key_id(self.keys[0])}:{body}"

    def open(self, value: str, *, purpose: str) -> str:
        if not is_sealed(value):
            raise SealError("the value is not sealed")
        key_id, _, body = value[len(PREFIX) :].partition(":")
        key = next((k for k in self.keys if _key_id(k) == key_id), None)
        if key is None:
            raise SealError(f"no key {key_id} in the ring (was it removed before `secrets rotate`?)")
        try:
            data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
            return AESGCM(key).decrypt(data[:12], data[12:], purpose.encode()).decode()
        except (ValueError, InvalidTag):
            raise SealError("the sealed value was altered or belongs elsewhere") from None

    def sealed_with_current(self, value: str) -> bool:
        return value.startswith(f"{PREFIX}{_key_id(self.keys[0])}:")


def is_sealed(value: str) -> bool:
    return value.startswith(PREFIX)


REFRESH_TOKEN = "mailboxes.oauth_refresh_token"
MAIL_PASSWORD = "mailboxes.mail_password"
CRM_TOKEN = "crm_connections.token"
SMS_AUTH_TOKEN = "sms_connections.auth_token"
DIALER_SECRET = "dialer_connections.secret"
# Every sealed column: (table, key column, sealed column); the purpose is "table.column".
SEALED_COLUMNS = (
    ("mailboxes", "id", "oauth_refresh_token"),
    ("mailboxes", "id", "mail_password"),
    ("crm_connections", "project_id", "token"),
    ("sms_connections", "project_id", "auth_token"),
    ("dialer_connections", "project_id", "secret"),
)
