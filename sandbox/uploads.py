"""Reading a message submission from any of the request shapes Gmail accepts.

google-api-python-client sends `body={"raw": ...}` as JSON to /gmail/v1/...,
and `media_body=` to /upload/gmail/v1/... as either uploadType=media (the bare
message) or uploadType=multipart (multipart/related: JSON metadata part, then
the message part with Content-Transfer-Encoding: binary).
"""

from __future__ import annotations

import base64
import binascii
import json
from email.message import Message
from typing import Any

from starlette.requests import Request

from sandbox.errors import invalid_argument
from sandbox.mailflow import Submission

_RAW_REQUIRED = "'raw' RFC822 payload message string or uploading message via /upload/* URL required"


async def read_submission(request: Request) -> Submission:
    body = await request.body()
    if not request.url.path.startswith("/upload/"):
        return _from_metadata(_json_object(body), raw=None)
    upload_type = request.query_params.get("uploadType", "")
    if upload_type == "media":
        return _from_metadata({}, raw=body)
    if upload_type == "multipart":
        metadata, raw = _split_related(body, request.headers.get("content-type", ""))
        return _from_metadata(metadata, raw=raw)
    raise invalid_argument(
        f"uploadType={upload_type or '(missing)'} is not supported by the sandbox; "
        "use media or multipart (resumable uploads are not implemented)"
    )


def decode_raw(text: str) -> bytes:
    """Gmail accepts base64url with or without padding."""
    cleaned = "".join(text.split()).replace("-", "+").replace("_", "/").rstrip("=")
    try:
        return base64.b64decode(cleaned + "=" * (-len(cleaned) % 4), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise invalid_argument("Invalid value for ByteString: raw") from exc


def _json_object(body: bytes) -> dict[str, Any]:
    try:
        value = json.loads(body or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise invalid_argument("Invalid JSON payload received.") from exc
    if not isinstance(value, dict):
        raise invalid_argument("Invalid JSON payload received. Expected an object.")
    return value


def _from_metadata(metadata: dict[str, Any], raw: bytes | None) -> Submission:
    if raw is None:
        encoded = metadata.get("raw")
        if not isinstance(encoded, str) or not encoded:
            raise invalid_argument(_RAW_REQUIRED)
        raw = decode_raw(encoded)
    if not raw.strip():
        raise invalid_argument(_RAW_REQUIRED)
    thread_id = metadata.get("threadId")
    if thread_id is not None and not isinstance(thread_id, str):
        raise invalid_argument("Invalid value for threadId")
    label_ids = metadata.get("labelIds")
    if label_ids is not None and (
        not isinstance(label_ids, list) or not all(isinstance(x, str) for x in label_ids)
    ):
        raise invalid_argument("Invalid value for labelIds")
    return Submission(raw=raw, thread_id=thread_id or None, label_ids=label_ids)


def _strip_line_break(data: bytes, at_start: bool) -> bytes:
    for line_break in (b"\r\n", b"\n"):
        if at_start and data.startswith(line_break):
            return data[len(line_break) :]
        if not at_start and data.endswith(line_break):
            return data[: -len(line_break)]
    return data


def _split_related(body: bytes, content_type: str) -> tuple[dict[str, Any], bytes]:
    """Splits by hand: the email parser would not keep the message bytes exact."""
    header = Message()
    header["Content-Type"] = content_type
    boundary = header.get_param("boundary")
    if header.get_content_type() != "multipart/related" or not isinstance(boundary, str):
        raise invalid_argument("multipart upload needs Content-Type multipart/related; boundary=...")
    metadata: dict[str, Any] = {}
    raw: bytes | None = None
    for segment in body.split(b"--" + boundary.encode())[1:]:
        if segment.startswith(b"--"):
            break
        part = _strip_line_break(_strip_line_break(segment, at_start=True), at_start=False)
        headers, content = _split_part(part)
        if headers.get("content-type", "").startswith("application/json"):
            metadata = _json_object(content)
        elif raw is None:
            encoding = headers.get("content-transfer-encoding", "binary").lower()
            raw = base64.b64decode(content) if encoding == "base64" else content
    if raw is None:
        raise invalid_argument(_RAW_REQUIRED)
    return metadata, raw


def _split_part(part: bytes) -> tuple[dict[str, str], bytes]:
    positions = [(part.find(sep), sep) for sep in (b"\r\n\r\n", b"\n\n")]
    found = [(pos, sep) for pos, sep in positions if pos >= 0]
    if not found:
        return {}, part
    position, separator = min(found)
    headers: dict[str, str] = {}
    for line in part[:position].decode("latin-1").splitlines():
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers, part[position + len(separator) :]
