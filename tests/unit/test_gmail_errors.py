"""How Gmail's HTTP errors are read: rate limits back off, credentials disconnect, bad input fails."""

import json

import httplib2
import pytest
from googleapiclient.errors import HttpError

from activities.providers.gmail import GmailRateLimited, GmailRejected, MailboxDisconnected, classify
from activities.sending import rate_limit_delay


def http_error(status: int, reason: str) -> HttpError:
    body = {"error": {"code": status, "message": "m", "errors": [{"reason": reason, "message": "m"}]}}
    return HttpError(httplib2.Response({"status": status}), json.dumps(body).encode())


@pytest.mark.parametrize(
    ("status", "reason", "kind"),
    [
        (429, "rateLimitExceeded", GmailRateLimited),
        (403, "userRateLimitExceeded", GmailRateLimited),
        (403, "dailyLimitExceeded", GmailRateLimited),
        (403, "forbidden", MailboxDisconnected),
        (401, "authError", MailboxDisconnected),
        (400, "invalidArgument", GmailRejected),
        (404, "notFound", GmailRejected),
    ],
)
def test_gmail_errors_are_classified_by_status_and_reason(status, reason, kind):
    assert isinstance(classify(http_error(status, reason), "rep@acme.test"), kind)


@pytest.mark.parametrize("status", [500, 502, 503, 408])
def test_server_errors_and_timeouts_stay_retryable_http_errors(status):
    error = http_error(status, "backendError")
    assert classify(error, "rep@acme.test") is error


def test_rate_limit_backoff_doubles_is_jittered_and_capped():
    assert rate_limit_delay(1, 1.0).total_seconds() == 30
    assert rate_limit_delay(2, 1.0).total_seconds() == 60
    assert rate_limit_delay(3, 0.5).total_seconds() == 60
    assert rate_limit_delay(40, 1.49).total_seconds() == pytest.approx(15 * 60 * 1.49)
