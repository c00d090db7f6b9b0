"""The payload codec: AES-GCM under the seal key ring's payload subkeys, rotation, tampering, plain
payloads passing through, and failures whose message travels encrypted."""

from __future__ import annotations

import pytest
from temporalio.api.common.v1 import Payload
from temporalio.api.failure.v1 import Failure
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ApplicationError

from sequencer.payload_codec import ENCODING, KEY_ID, PayloadCipher, PayloadDecryptError, data_converter
from sequencer.sealing import KeyRing, new_key

SECRET = "refresh-token-7f3a9c dana@x.test +4915112345678"


def ring(*keys: str) -> KeyRing:
    return KeyRing.from_text(list(keys))


async def test_a_payload_round_trips_encrypted_and_its_bytes_hold_nothing_in_clear():
    converter = data_converter(ring(new_key()))
    [payload] = await converter.encode([{"body": SECRET}])
    assert payload.metadata["encoding"] == ENCODING
    assert SECRET.encode() not in payload.SerializeToString()
    assert b"dana@x.test" not in payload.SerializeToString()
    assert await converter.decode([payload]) == [{"body": SECRET}]


async def test_the_same_value_encrypts_differently_each_time():
    cipher = PayloadCipher(ring(new_key()))
    plain = (await pydantic_data_converter.encode([SECRET]))[0]
    first, second = await cipher.encode([plain, plain])
    assert first.data != second.data


def test_the_payload_key_is_not_the_seal_key():
    key = new_key()
    sealing = ring(key)
    cipher = PayloadCipher(sealing)
    plain = Payload(metadata={"encoding": b"json/plain"}, data=b'"x"')
    encrypted = cipher.encrypt(plain)
    # The seal key itself does not open a payload: only its HKDF subkey does.
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    with pytest.raises(InvalidTag):
        AESGCM(sealing.keys[0]).decrypt(encrypted.data[:12], encrypted.data[12:], encrypted.metadata[KEY_ID])


async def test_after_rotation_old_payloads_still_decode_and_new_ones_use_the_newest_key():
    old, new = new_key(), new_key()
    before = PayloadCipher(ring(old))
    after = PayloadCipher(ring(new, old))
    plain = (await pydantic_data_converter.encode([SECRET]))[0]
    [under_old] = await before.encode([plain])
    [under_new] = await after.encode([plain])

    assert await after.decode([under_old]) == [plain]
    assert under_new.metadata[KEY_ID].decode() == after.current_key_id != before.current_key_id
    assert under_old.metadata[KEY_ID].decode() == before.current_key_id
    with pytest.raises(PayloadDecryptError, match="no payload key"):
        await before.decode([under_new])  # the old ring does not know the new key
    with pytest.raises(PayloadDecryptError, match="no payload key"):
        await PayloadCipher(ring(new)).decode([under_old])  # the old key dropped too early


async def test_tampered_ciphertext_and_a_swapped_key_id_are_refused():
    a, b = new_key(), new_key()
    cipher = PayloadCipher(ring(a, b))
    plain = (await pydantic_data_converter.encode([SECRET]))[0]
    [encrypted] = await cipher.encode([plain])

    flipped = Payload()
    flipped.CopyFrom(encrypted)
    flipped.data = encrypted.data[:-1] + bytes([encrypted.data[-1] ^ 1])
    with pytest.raises(PayloadDecryptError, match="altered"):
        await cipher.decode([flipped])

    other_id = PayloadCipher(ring(b)).current_key_id.encode()
    relabelled = Payload()
    relabelled.CopyFrom(encrypted)
    relabelled.metadata[KEY_ID] = other_id
    with pytest.raises(PayloadDecryptError, match="altered"):
        await cipher.decode([relabelled])

    truncated = Payload(metadata=dict(encrypted.metadata), data=b"short")
    with pytest.raises(PayloadDecryptError):
        await cipher.decode([truncated])


async def test_plain_payloads_pass_through_decoding():
    converter = data_converter(ring(new_key()))
    plain = await pydantic_data_converter.encode([{"contact": {"email": "dana@x.test"}, "sequence": "intro"}])
    assert await converter.payload_codec.decode(plain) == plain  # type: ignore[union-attr]
    assert await converter.decode(plain) == [{"contact": {"email": "dana@x.test"}, "sequence": "intro"}]


async def test_a_failure_message_and_its_details_are_encrypted_and_come_back():
    converter = data_converter(ring(new_key()))
    failure = Failure()
    message = "contact.email dana@x.test is suppressed"
    error = ApplicationError(message, {"to": "dana@x.test"}, type="Suppressed")
    await converter.encode_failure(error, failure)

    raw = failure.SerializeToString()
    assert b"dana@x.test" not in raw
    assert failure.message == "Encoded failure"
    assert failure.application_failure_info.type == "Suppressed"  # the case stays readable
    back = await converter.decode_failure(failure)
    assert isinstance(back, ApplicationError)
    assert (back.message, back.type, back.details) == (message, "Suppressed", ({"to": "dana@x.test"},))


def test_the_converter_of_each_workflow_run_reuses_the_type_adapters_of_the_process():
    # The worker builds a payload converter for every workflow run it starts (payload_converter_class);
    # a run reading a model the process has read before builds no TypeAdapter for it again.
    from pydantic import BaseModel

    from sequencer.payload_codec import _ADAPTERS

    class Step(BaseModel):
        step_id: str
        attempt: int

    converter = data_converter(ring(new_key()))
    payloads = converter.payload_converter.to_payloads([Step(step_id="intro", attempt=1)])
    before = _ADAPTERS.cache_info()
    for _ in range(3):
        run_converter = converter.payload_converter_class()
        assert run_converter.from_payloads(payloads, [Step]) == [Step(step_id="intro", attempt=1)]
    after = _ADAPTERS.cache_info()
    assert after.misses - before.misses == 1  # built once, by the first run
    assert after.hits - before.hits == 2
