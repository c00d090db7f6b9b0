"""One JSON error shape for every refusal: {"error": {"status", "code", "message", "field", "details"}}."""

from __future__ import annotations

import logging
import re
from typing import Any

import asyncpg
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from sequencer.validation import FieldError, describe, describe_errors
from starter.client import Ended, Refused
from starter.editing import Stale
from storage.errors import Conflict, NotFound, StorageError


class ApiError(Exception):
    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        field: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field = status, code, message, field
        self.headers = headers or {}


def error_response(
    status: int, code: str, message: str, *, field: str | None = None, details: list[FieldError] | None = None
) -> JSONResponse:
    body: dict[str, Any] = {
        "status": status,
        "code": code,
        "message": message,
        "field": field,
        "details": [{"field": d.field, "message": d.message} for d in details or []],
    }
    return JSONResponse(status_code=status, content={"error": body})


def invalid(details: list[FieldError]) -> JSONResponse:
    first = details[0]
    return error_response(
        422, "invalid", f"{first.field}: {first.message}", field=first.field, details=details
    )


log = logging.getLogger("sequencer.api")
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 415: "unsupported_media_type"}

_STORAGE_STATUS: list[tuple[type[StorageError], int, str]] = [
    (NotFound, 404, "not_found"),
    (Conflict, 409, "conflict"),
    (Ended, 409, "ended"),
    (Refused, 422, "refused"),
    (Stale, 412, "precondition_failed"),
]


def _allowed_methods(request: Request) -> list[str]:
    """The methods the OpenAPI schema lists for the request's path."""
    methods: set[str] = set()
    for template, operations in request.app.openapi().get("paths", {}).items():
        pattern = re.sub(r"\\{[^/]+?\\}", "[^/]+", re.escape(template))
        if re.fullmatch(pattern, request.url.path):
            methods |= {m.upper() for m in operations}
    return sorted(methods)


def install(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _request_invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        items = []
        for item in exc.errors():
            # A JSON syntax error's location is a character offset, not a field; "body" is no field either.
            raw_loc = item.get("loc", ())
            loc = () if item.get("type") == "json_invalid" else tuple(p for p in raw_loc if p != "body")
            items.append({**item, "loc": loc})
        return invalid(describe_errors(items))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _HTTP_CODES.get(exc.status_code, "http_error")
        answer = error_response(exc.status_code, code, str(exc.detail))
        answer.headers.update(exc.headers or {})
        allowed = _allowed_methods(request) if exc.status_code == 405 else []
        if allowed:  # every method of the path, not just those of the first route that matched it
            answer.headers["Allow"] = ", ".join(allowed)
        return answer

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return error_response(500, "internal", f"internal error ({type(exc).__name__}); see the server log")

    @app.exception_handler(ValidationError)
    async def _model_invalid(_: Request, exc: ValidationError) -> JSONResponse:
        return invalid(describe(exc))

    @app.exception_handler(StorageError)
    async def _storage(_: Request, exc: StorageError) -> JSONResponse:
        for kind, status, code in _STORAGE_STATUS:
            if isinstance(exc, kind):
                return error_response(status, code, exc.message, field=exc.field)
        return error_response(400, "bad_request", exc.message, field=exc.field)

    @app.exception_handler(asyncpg.exceptions.DataError)
    async def _data(_: Request, exc: asyncpg.exceptions.DataError) -> JSONResponse:
        # Input Postgres cannot hold (a NUL character, a number out of range): refused, nothing written.
        return error_response(422, "invalid", f"a value cannot be stored: {exc.args[0] if exc.args else exc}")

    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError) -> JSONResponse:
        answer = error_response(exc.status, exc.code, exc.message, field=exc.field)
        answer.headers.update(exc.headers)
        return answer
