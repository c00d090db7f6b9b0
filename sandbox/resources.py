"""Gmail JSON resources (Message, Thread, history entries) built from stored messages."""

from __future__ import annotations

import base64
from collections.abc import Sequence
from email.message import EmailMessage
from typing import Any

from sandbox import rfc822
from sandbox.errors import invalid_argument
from sandbox.store import HistoryRecord, Mailbox, StoredMessage

MESSAGE_FORMATS = ("full", "metadata", "raw", "minimal")
THREAD_FORMATS = ("full", "metadata", "minimal")

Json = dict[str, Any]


def b64url(data: bytes) -> str:
    # Gmail pads its base64url output; Python's decoder needs the padding.
    return base64.urlsafe_b64encode(data).decode("ascii")


def minimal_message(message: StoredMessage) -> Json:
    """What send/insert/import/modify return, and what history entries embed."""
    return {"id": message.id, "threadId": message.thread_id, "labelIds": list(message.labels)}


def message_resource(message: StoredMessage, fmt: str = "full", metadata_headers: Sequence[str] = ()) -> Json:
    if fmt not in MESSAGE_FORMATS:
        raise invalid_argument(f"Invalid value for format: {fmt}")
    resource: Json = {
        **minimal_message(message),
        "snippet": rfc822.snippet(message.parsed),
        "historyId": str(message.history_id),
        "internalDate": str(message.internal_date_ms),
        "sizeEstimate": len(message.raw),
    }
    if fmt == "raw":
        resource["raw"] = b64url(message.raw)
    elif fmt == "metadata":
        resource["payload"] = {
            "mimeType": message.parsed.get_content_type(),
            "headers": _headers(message.parsed, metadata_headers),
        }
    elif fmt == "full":
        resource["payload"] = _part(message.parsed, "")
    return resource


def thread_resource(
    mailbox: Mailbox, thread_id: str, fmt: str = "full", metadata_headers: Sequence[str] = ()
) -> Json:
    if fmt not in THREAD_FORMATS:
        raise invalid_argument(f"Invalid value for format: {fmt}")
    messages = [mailbox.messages[m] for m in mailbox.threads[thread_id]]
    return {
        "id": thread_id,
        "historyId": str(mailbox.thread_history_id(thread_id)),
        "messages": [message_resource(m, fmt, metadata_headers) for m in messages],
    }


def history_resource(record: HistoryRecord) -> Json:
    reference = {"id": record.message_id, "threadId": record.thread_id}
    embedded = {**reference, "labelIds": list(record.labels_after)}
    resource: Json = {"id": str(record.id), "messages": [reference]}
    if record.kind == "messageAdded":
        resource["messagesAdded"] = [{"message": embedded}]
    elif record.kind == "labelAdded":
        resource["labelsAdded"] = [{"message": embedded, "labelIds": list(record.changed_labels)}]
    else:
        resource["labelsRemoved"] = [{"message": embedded, "labelIds": list(record.changed_labels)}]
    return resource


def _headers(part: EmailMessage, only: Sequence[str] = ()) -> list[Json]:
    wanted = {name.lower() for name in only}
    headers: list[Json] = []
    for name, value in part.items():
        if wanted and name.lower() not in wanted:
            continue
        try:
            text = str(value)
        except Exception:  # noqa: BLE001 - undecodable header: show it verbatim
            text = repr(value)
        headers.append({"name": name, "value": text})
    return headers


def _children(part: EmailMessage) -> list[EmailMessage]:
    payload = part.get_payload()
    if isinstance(payload, list):
        return [p for p in payload if isinstance(p, EmailMessage)]
    return []


def _part(part: EmailMessage, part_id: str) -> Json:
    """Gmail's MessagePart: top level has partId "", children "0", "1", nested "1.0"."""
    resource: Json = {
        "partId": part_id,
        "mimeType": part.get_content_type(),
        "filename": part.get_filename() or "",
        "headers": _headers(part),
    }
    if part.is_multipart():
        resource["body"] = {"size": 0}
        resource["parts"] = [
            _part(child, f"{part_id}.{index}" if part_id else str(index))
            for index, child in enumerate(_children(part))
        ]
        return resource
    data = part.get_payload(decode=True)
    data = data if isinstance(data, bytes) else b""
    # Gmail moves large attachments behind attachmentId; the sandbox always inlines.
    resource["body"] = {"size": len(data), "data": b64url(data)} if data else {"size": 0}
    return resource
