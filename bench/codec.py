"""The payload codec switched off, for the bench alone: a Temporal client (and so the worker built on it)
whose data converter is Sequencer's own (`sequencer.payload_codec.data_converter`: pydantic JSON, failures'
messages as encoded attributes) without the `PayloadCipher`, so the engine can run once with its payloads
encrypted and once in clear on the same stack, and the codec's share of a step be read.

Sequencer has no switch for this (every client it connects encrypts), so the bench builds the codec-off
client itself, from the bench's own client (same connection, namespace and SDK runtime, so its metrics
land in the same place). Nothing else changes: the same workflows, activities and worker settings.

A codec-off side needs its own task queue and its own mailboxes: a mailbox workflow started by the
encrypting side writes encrypted results the codec-off client cannot read.
"""

from __future__ import annotations

import dataclasses

from temporalio.client import Client
from temporalio.converter import DataConverter

from sequencer.payload_codec import data_converter
from sequencer.sealing import KeyRing


def without_codec(converter: DataConverter) -> DataConverter:
    """The same converter with no payload codec (payload and failure converters unchanged)."""
    return dataclasses.replace(converter, payload_codec=None)


def plain_converter(ring: KeyRing) -> DataConverter:
    """Sequencer's converter for `ring`, its payload codec left out."""
    return without_codec(data_converter(ring))


def plain_client(client: Client, ring: KeyRing) -> Client:
    """A client on `client`'s connection whose payloads are not encrypted."""
    return Client(**(client.config() | {"data_converter": plain_converter(ring)}))
