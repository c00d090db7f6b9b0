"""The Gmail sandbox in its own process, counting the API calls it receives per mailbox and method.

`GET /_bench/calls` answers `{"calls": {mailbox: {method: n}}}`; `POST /_bench/calls/reset` answers the
same and starts again from zero. Everything else is the project's sandbox (`sandbox.app.create_app`).
Usage: python -m bench.sandbox_proc --port PORT
"""

from __future__ import annotations

import argparse
import json
import re
import threading
from collections import Counter, defaultdict
from typing import Any

import uvicorn

from sandbox.app import create_app

# Gmail's published quota units per method (https://developers.google.com/gmail/api/reference/quota).
QUOTA_UNITS = {
    "messages.send": 100,
    "history.list": 2,
    "messages.get": 5,
    "messages.list": 5,
    "messages.insert": 25,
    "messages.import": 25,
    "messages.modify": 5,
    "threads.get": 10,
    "getProfile": 1,
    "watch": 100,
    "stop": 50,
}
_GMAIL = re.compile(r"^(?:/upload)?/gmail/v1/users/[^/]+/(?P<rest>.*)$")


def method_of(http_method: str, path: str) -> str:
    """The Gmail (or Calendar) API method a request stands for, by its path."""
    match = _GMAIL.match(path)
    if match is None:
        if path.startswith("/calendar/"):
            return f"calendar.{http_method.lower()}"
        return f"other:{http_method} {path.split('?')[0]}"
    rest = match.group("rest").rstrip("/")
    parts = rest.split("/")
    if rest == "profile":
        return "getProfile"
    if rest == "history":
        return "history.list"
    if rest in ("watch", "stop"):
        return rest
    if parts[0] == "messages":
        if len(parts) == 1:
            return "messages.list" if http_method == "GET" else "messages.insert"
        if parts[1] in ("send", "import"):
            return f"messages.{parts[1]}"
        if len(parts) == 3:
            return f"messages.{parts[2]}"
        return "messages.get"
    if parts[0] == "threads":
        return "threads.get" if len(parts) > 1 else "threads.list"
    return f"gmail:{http_method} {rest}"


def _mailbox(headers: list[tuple[bytes, bytes]]) -> str:
    for name, value in headers:
        if name.lower() == b"authorization":
            token = value.decode(errors="replace").partition(" ")[2].strip()
            return token.removeprefix("sandbox:").lower() or "?"
    return "?"


class CountingApp:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.lock = threading.Lock()
        self.calls: defaultdict[str, Counter[str]] = defaultdict(Counter)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        if path.startswith("/_bench/calls"):
            with self.lock:
                body = json.dumps({"calls": {k: dict(v) for k, v in self.calls.items()}}).encode()
                if path.endswith("/reset"):
                    self.calls.clear()
            await send(
                {
                    "type": "http.response.start",
                    "status": 200,
                    "headers": [(b"content-type", b"application/json")],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        if not path.startswith("/_sandbox") and path != "/":
            with self.lock:
                self.calls[_mailbox(scope["headers"])][method_of(scope["method"], path)] += 1
        await self.app(scope, receive, send)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    uvicorn.run(
        CountingApp(create_app()), host=args.host, port=args.port, log_level="warning", lifespan="off"
    )


if __name__ == "__main__":
    main()
