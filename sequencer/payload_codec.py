"""Temporal payloads encrypted with AES-256-GCM, so the Temporal server, its database and the Web UI
never hold a message body, a token, an address or a phone number in clear.

Every payload Sequencer's clients and workers write (workflow and activity inputs and results, signals,
queries, memos, activity summaries, failure details) becomes `encoding: binary/encrypted` with
`encryption-key-id: <id>`; its data is `nonce (12 bytes) || AES-GCM(serialized original payload)`. Failures
carry their message and stack trace as an encoded attribute (`failure_converter`), so they are encrypted
too; the server keeps only the failure's type ("Encoded failure" as its message).

The key is the sealing key ring's (`Settings.key_ring`, SEQUENCER_SEAL_KEYS), but never the same bytes:
each ring key gives a payload key through HKDF-SHA256 with the info `temporal-payloads`. The first key
encrypts; every key decrypts, so keys rotate like the sealed secrets (put the new key first, keep the old
one as long as a history that used it may be read: a workflow's retention, or the longest running one).
A payload that is not encrypted passes through decoding unchanged: plain JSON starts from a client
without the codec, and histories recorded before it, still read.

Search attributes are not payloads the codec sees: they hold ids and names only
(sequencer/search_attributes.py).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
from collections.abc import Sequence
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from pydantic import TypeAdapter
from temporalio.api.common.v1 import Payload
from temporalio.contrib.pydantic import PydanticJSONPlainPayloadConverter, pydantic_data_converter
from temporalio.converter import (
    CompositePayloadConverter,
    DataConverter,
    DefaultFailureConverterWithEncodedAttributes,
    DefaultPayloadConverter,
    JSONPlainPayloadConverter,
    PayloadCodec,
)

from sequencer.sealing import KeyRing

ENCODING = b"binary/encrypted"
KEY_ID = "encryption-key-id"
_INFO = b"temporal-payloads"
_NONCE_BYTES = 12


class PayloadDecryptError(ValueError):
    """An encrypted payload that does not decrypt: its key left the ring, or it was altered."""


def payload_key(ring_key: bytes) -> bytes:
    """The payload key of one ring key: HKDF-SHA256, never the sealing key's own bytes."""
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_INFO).derive(ring_key)


def _key_id(key: bytes) -> str:
    return hashlib.sha256(key).hexdigest()[:8]


class PayloadCipher(PayloadCodec):
    """The payload codec: encrypts under the ring's first key, decrypts under whichever key a payload
    names, passes plain payloads through."""

    def __init__(self, ring: KeyRing) -> None:
        keys = [payload_key(k) for k in ring.keys]
        self._current_id = _key_id(keys[0])
        self._current = AESGCM(keys[0])
        self._by_id = {_key_id(k): AESGCM(k) for k in keys}

    @property
    def current_key_id(self) -> str:
        return self._current_id

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self.encrypt(p) for p in payloads]

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self.decrypt(p) for p in payloads]

    def encrypt(self, payload: Payload) -> Payload:
        nonce = os.urandom(_NONCE_BYTES)
        key_id = self._current_id.encode()
        sealed = self._current.encrypt(nonce, payload.SerializeToString(), key_id)
        return Payload(metadata={"encoding": ENCODING, KEY_ID: key_id}, data=nonce + sealed)

    def decrypt(self, payload: Payload) -> Payload:
        if payload.metadata.get("encoding") != ENCODING:
            return payload  # plain: a raw client's own JSON, or a history from before the codec
        key_id = payload.metadata.get(KEY_ID, b"")
        cipher = self._by_id.get(key_id.decode(errors="replace"))
        if cipher is None:
            raise PayloadDecryptError(
                f"no payload key {key_id.decode(errors='replace')!r} in the ring (was its seal key removed?)"
            )
        data = payload.data
        try:
            plain = cipher.decrypt(data[:_NONCE_BYTES], data[_NONCE_BYTES:], key_id)
        except (InvalidTag, ValueError):
            raise PayloadDecryptError("an encrypted payload was altered or belongs elsewhere") from None
        decoded = Payload()
        decoded.ParseFromString(plain)
        return decoded


# One cache of pydantic TypeAdapters for every converter of the process. The SDK builds a payload
# converter for each workflow run it starts, and temporalio's pydantic converter keeps its adapters per
# instance, so every run built its adapters again (a quarter of a millisecond for EnrollmentInput).
# A TypeAdapter is immutable once built and safe to share between threads.
_ADAPTERS = functools.lru_cache(maxsize=1024)(TypeAdapter)


class _SharedAdaptersJSON(PydanticJSONPlainPayloadConverter):
    def __init__(self) -> None:
        super().__init__()
        self._type_adapter = _ADAPTERS


class SequencerPayloadConverter(CompositePayloadConverter):
    """temporalio's pydantic payload converter (JSON through pydantic), its TypeAdapters shared."""

    def __init__(self) -> None:
        json_converter = _SharedAdaptersJSON()
        super().__init__(
            *(
                json_converter if isinstance(c, JSONPlainPayloadConverter) else c
                for c in DefaultPayloadConverter.default_encoding_payload_converters
            )
        )


@functools.cache
def data_converter(ring: KeyRing) -> DataConverter:
    """Sequencer's converter: pydantic JSON, encrypted by `PayloadCipher`, failures' messages included.
    Every client Sequencer connects (worker, API, CLI, simulator, bench, tests) uses it; one per ring."""
    return dataclasses.replace(
        pydantic_data_converter,
        payload_converter_class=SequencerPayloadConverter,
        payload_codec=PayloadCipher(ring),
        failure_converter_class=DefaultFailureConverterWithEncodedAttributes,
    )


def payload_json(payload: Payload, ring: KeyRing) -> Any:
    """The JSON value of one payload read straight from a history (tests, benchmarks, tooling that walk
    events rather than asking a client to decode), decrypted when Sequencer encrypted it."""
    codec = data_converter(ring).payload_codec
    assert isinstance(codec, PayloadCipher)
    return json.loads(codec.decrypt(payload).data)
