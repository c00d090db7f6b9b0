"""Inbound-mail classification: bounces, complaints, automatic replies, unsubscribe requests, replies.

Pure functions over parsed messages: no network, no database, no clock (the caller passes the time).

The package's names load on first use: the contracts import `sequencer.classify.model` alone, and a
one-shot command that never reads mail (`sequencer setup-temporal`, `sequencer status`) should not
compile the phrase tables (about 2.5 s of a process's start).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sequencer.classify.classifier import classify_message
    from sequencer.classify.model import Classification, Kind, MessageError, Reason
    from sequencer.classify.parse import parse_message

__all__ = ["Classification", "Kind", "MessageError", "Reason", "classify_message", "parse_message"]

_HOMES = {
    "classify_message": "sequencer.classify.classifier",
    "Classification": "sequencer.classify.model",
    "Kind": "sequencer.classify.model",
    "MessageError": "sequencer.classify.model",
    "Reason": "sequencer.classify.model",
    "parse_message": "sequencer.classify.parse",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
