"""Inbound-mail classification: bounces, complaints, automatic replies, unsubscribe requests, replies.

Pure functions over parsed messages: no network, no database, no clock (the caller passes the time).
"""

from sequencer.classify.classifier import classify_message
from sequencer.classify.model import Classification, Kind, MessageError, Reason
from sequencer.classify.parse import parse_message

__all__ = ["Classification", "Kind", "MessageError", "Reason", "classify_message", "parse_message"]
