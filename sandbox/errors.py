"""Gmail-shaped error responses, so client code exercises its real error paths."""

from __future__ import annotations

from starlette.responses import JSONResponse

# Gmail pairs each HTTP code with a canonical gRPC status string in the body.
_STATUS_BY_CODE: dict[int, str] = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
}


class GmailError(Exception):
    """Raised anywhere below a Gmail route; rendered by `gmail_error_response`."""

    def __init__(self, code: int, message: str, reason: str, status: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.status = status or _STATUS_BY_CODE.get(code, "UNKNOWN")

    def response(self) -> JSONResponse:
        return gmail_error_response(self.code, self.message, self.reason, self.status)


def gmail_error_response(code: int, message: str, reason: str, status: str | None = None) -> JSONResponse:
    body = {
        "error": {
            "code": code,
            "message": message,
            "errors": [{"message": message, "domain": "global", "reason": reason}],
            "status": status or _STATUS_BY_CODE.get(code, "UNKNOWN"),
        }
    }
    return JSONResponse(body, status_code=code)


def invalid_argument(message: str) -> GmailError:
    return GmailError(400, message, "invalidArgument")


def failed_precondition(message: str) -> GmailError:
    return GmailError(400, message, "failedPrecondition", "FAILED_PRECONDITION")


def not_found() -> GmailError:
    return GmailError(404, "Requested entity was not found.", "notFound")


def unauthenticated() -> GmailError:
    return GmailError(
        401,
        "Request had invalid authentication credentials. Expected OAuth 2 access "
        "token, login cookie or other valid authentication credential. "
        "The sandbox expects 'Authorization: Bearer sandbox:<mailbox address>'.",
        "authError",
    )


def delegation_denied(token_mailbox: str) -> GmailError:
    return GmailError(403, f"Delegation denied for {token_mailbox}", "forbidden")


def rate_limited() -> GmailError:
    return GmailError(429, "User-rate limit exceeded.", "rateLimitExceeded")


def backend_error() -> GmailError:
    return GmailError(500, "Backend Error", "backendError")


def user_rate_limited() -> GmailError:
    return GmailError(403, "User-rate limit exceeded.", "userRateLimitExceeded")


def invalid_recipient() -> GmailError:
    return GmailError(400, "Invalid To header", "invalidArgument")


def credentials_revoked() -> GmailError:
    return GmailError(401, "Invalid Credentials", "authError")
