"""A local stand-in for Attio's REST API v2: the two record queries the Attio facts adapter makes,
answered in Attio's own JSON shapes (record ids, `values` as lists of typed attribute values)."""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def _value(kind: str, **fields: Any) -> dict[str, Any]:
    return {
        "active_from": "2026-01-01T00:00:00.000000000Z",
        "active_until": None,
        "created_by_actor": {"type": "system", "id": None},
        "attribute_type": kind,
        **fields,
    }


class AttioStub:
    def __init__(self) -> None:
        self.deal_stage: dict[str, str] = {}  # contact address -> stage title
        self.people: dict[str, str] = {}  # address -> record id
        self.queries = 0
        self.url = ""
        self.tokens: list[str] = []

    def person(self, email: str) -> dict[str, Any] | None:
        if email not in self.deal_stage and email not in self.people:
            return None
        record_id = self.people.setdefault(email, str(uuid.uuid4()))
        return {
            "id": {"workspace_id": "ws", "object_id": "people", "record_id": record_id},
            "created_at": "2026-01-01T00:00:00.000000000Z",
            "values": {
                "email_addresses": [_value("email-address", email_address=email)],
                "job_title": [_value("text", value="Head of Ops")],
            },
        }

    def deal(self, person_id: str) -> dict[str, Any] | None:
        email = next((e for e, rid in self.people.items() if rid == person_id), None)
        if email is None or email not in self.deal_stage:
            return None
        return {
            "id": {
                "workspace_id": "ws",
                "object_id": "deals",
                "record_id": str(uuid.uuid5(uuid.NAMESPACE_URL, email)),
            },
            "created_at": "2026-01-02T00:00:00.000000000Z",
            "values": {
                "name": [_value("text", value=f"Deal with {email}")],
                "stage": [_value("status", status={"title": self.deal_stage[email], "is_archived": False})],
                "value": [_value("currency", currency_value=4200, currency_code="EUR")],
            },
        }


@contextmanager
def running_attio_stub() -> Iterator[AttioStub]:
    stub = AttioStub()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # quiet
            pass

        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            stub.queries += 1
            stub.tokens.append(self.headers.get("Authorization", ""))
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
            data: list[dict[str, Any]] = []
            if self.path == "/v2/objects/people/records/query":
                found = stub.person(str(body.get("filter", {}).get("email_addresses", "")))
                data = [found] if found else []
            elif self.path == "/v2/objects/deals/records/query":
                target = body.get("filter", {}).get("associated_people", {}).get("target_record_id", "")
                found = stub.deal(str(target))
                data = [found] if found else []
            else:
                self._answer(404, {"status_code": 404, "type": "invalid_request_error", "code": "not_found"})
                return
            self._answer(200, {"data": data})

        def _answer(self, status: int, payload: dict[str, Any]) -> None:
            raw = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    stub.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True, name="attio-stub")
    thread.start()
    try:
        yield stub
    finally:
        server.shutdown()
        server.server_close()
