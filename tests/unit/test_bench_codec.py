"""bench/codec.py: the codec-off converter is Sequencer's own without the PayloadCipher, nothing else."""

from __future__ import annotations

import os

from bench.codec import plain_converter
from sequencer.payload_codec import PayloadCipher, data_converter
from sequencer.sealing import KeyRing


def test_the_codec_off_converter_differs_only_by_its_codec() -> None:
    ring = KeyRing((os.urandom(32),))
    on, off = data_converter(ring), plain_converter(ring)
    assert isinstance(on.payload_codec, PayloadCipher)
    assert off.payload_codec is None
    assert off.payload_converter_class is on.payload_converter_class
    assert off.failure_converter_class is on.failure_converter_class


async def test_the_codec_off_converter_writes_plain_json_the_codec_on_one_reads() -> None:
    ring = KeyRing((os.urandom(32),))
    on, off = data_converter(ring), plain_converter(ring)
    [payload] = await off.encode(["hello"])
    assert payload.metadata["encoding"] == b"json/plain"
    assert await on.decode([payload]) == ["hello"]
    [sealed] = await on.encode(["hello"])
    assert sealed.metadata["encoding"] != b"json/plain"
