"""The SMS sandbox (Twilio Messages API subset), driven by the real twilio-python client."""

from __future__ import annotations

import re
import secrets
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlsplit

import httpx
import pytest
import requests
from twilio.base.exceptions import TwilioException, TwilioRestException
from twilio.http.http_client import TwilioHttpClient
from twilio.request_validator import RequestValidator
from twilio.rest import Client

from sandbox import running_sandbox
from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN

_RFC2822 = re.compile(r"[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000")
_MESSAGE_KEYS = {
    "account_sid",
    "api_version",
    "body",
    "date_created",
    "date_sent",
    "date_updated",
    "direction",
    "error_code",
    "error_message",
    "from",
    "messaging_service_sid",
    "num_media",
    "num_segments",
    "price",
    "price_unit",
    "sid",
    "status",
    "subresource_uris",
    "to",
    "uri",
}


def new_number() -> str:
    return f"+1555{secrets.randbelow(10**7):07d}"


def new_account() -> str:
    return "AC" + uuid.uuid4().hex


def twilio_client(
    base_url: str,
    account_sid: str = SANDBOX_ACCOUNT_SID,
    token: str = SANDBOX_AUTH_TOKEN,
    timeout: float | None = None,
) -> Client:
    client = Client(account_sid, token, http_client=TwilioHttpClient(timeout=timeout))
    client.api.base_url = base_url
    return client


@pytest.fixture
def twilio(sandbox_url: str) -> Client:
    """A client for an account of its own, so its lists hold only this test's messages."""
    return twilio_client(sandbox_url, new_account())


def stored(control: httpx.Client, **params: str) -> list[dict[str, Any]]:
    response = control.get("/_sandbox/sms/messages", params=params)
    assert response.status_code == 200, response.text
    messages: list[dict[str, Any]] = response.json()["messages"]
    return messages


def inject(control: httpx.Client, method: str, mode: str, **extra: Any) -> dict[str, Any]:
    response = control.post("/_sandbox/faults", json={"method": method, "mode": mode, **extra})
    assert response.status_code == 201, response.text
    fault: dict[str, Any] = response.json()
    return fault


# Create, fetch, list ----------------------------------------------------------------------------


def test_create_answers_a_queued_message_and_fetch_shows_it_delivered(twilio: Client) -> None:
    to, sender = new_number(), new_number()
    before = datetime.now(UTC).replace(microsecond=0)
    created = twilio.messages.create(to=to, from_=sender, body="Hi Ann, quick question")
    after = datetime.now(UTC)

    assert re.fullmatch(r"SM[0-9a-f]{32}", created.sid)
    assert created.account_sid == twilio.account_sid
    assert (created.status, created.direction) == ("queued", "outbound-api")
    assert (created.to, created.from_, created.body) == (to, sender, "Hi Ann, quick question")
    assert (created.num_segments, created.num_media, created.price, created.price_unit) == (
        "1",
        "0",
        None,
        "USD",
    )
    assert (created.error_code, created.error_message, created.api_version) == (None, None, "2010-04-01")
    assert created.uri == f"/2010-04-01/Accounts/{twilio.account_sid}/Messages/{created.sid}.json"
    assert created.date_sent is not None and before <= created.date_sent <= after
    assert created.date_created == created.date_sent

    fetched = twilio.messages(created.sid).fetch()
    assert (fetched.sid, fetched.status, fetched.body, fetched.to) == (
        created.sid,
        "delivered",
        "Hi Ann, quick question",
        to,
    )


def test_the_raw_message_json_has_twilios_keys_and_date_format(sandbox_url: str, twilio: Client) -> None:
    created = twilio.messages.create(to=new_number(), from_=new_number(), body="raw")
    response = httpx.get(
        f"{sandbox_url}{created.uri}", auth=(twilio.account_sid, SANDBOX_AUTH_TOKEN), timeout=10
    )
    assert response.status_code == 200
    resource = response.json()
    assert set(resource) == _MESSAGE_KEYS
    assert _RFC2822.fullmatch(resource["date_sent"]), resource["date_sent"]
    assert resource["subresource_uris"] == {"media": created.uri.removesuffix(".json") + "/Media.json"}
    assert resource["status"] == "delivered"


@pytest.mark.parametrize(
    ("body", "segments"),
    [
        ("a" * 160, "1"),
        ("a" * 161, "2"),
        ("a" * 306, "2"),
        ("a" * 307, "3"),
        ("ł" * 70, "1"),  # not GSM-7: UCS-2
        ("ł" * 71, "2"),
        ("ł" * 135, "3"),
    ],
)
def test_num_segments_counts_like_twilio(twilio: Client, body: str, segments: str) -> None:
    assert twilio.messages.create(to=new_number(), from_=new_number(), body=body).num_segments == segments


def test_a_messaging_service_may_stand_in_for_from(twilio: Client) -> None:
    service = "MG" + uuid.uuid4().hex
    created = twilio.messages.create(to=new_number(), messaging_service_sid=service, body="via service")
    assert (created.from_, created.messaging_service_sid) == (None, service)


def test_list_filters_by_to_and_from_newest_first(twilio: Client) -> None:
    lead_a, lead_b, rep_1, rep_2 = new_number(), new_number(), new_number(), new_number()
    for to, sender, body in [
        (lead_a, rep_1, "a1"),
        (lead_b, rep_1, "b1"),
        (lead_a, rep_2, "a2"),
        (lead_a, rep_1, "a3"),
    ]:
        twilio.messages.create(to=to, from_=sender, body=body)

    assert [m.body for m in twilio.messages.list()] == ["a3", "a2", "b1", "a1"]
    assert [m.body for m in twilio.messages.list(to=lead_a)] == ["a3", "a2", "a1"]
    assert [m.body for m in twilio.messages.list(from_=rep_2)] == ["a2"]
    assert [m.body for m in twilio.messages.list(to=lead_a, from_=rep_1)] == ["a3", "a1"]
    assert twilio.messages.list(to=new_number()) == []


def test_list_date_sent_filters_are_inclusive_and_take_twilio_pythons_datetimes(twilio: Client) -> None:
    first = twilio.messages.create(to=new_number(), from_=new_number(), body="first")
    second = twilio.messages.create(to=new_number(), from_=new_number(), body="second")
    assert first.date_sent is not None and second.date_sent is not None
    both = [second, first]

    def bodies(**filters: Any) -> list[str]:
        return [m.body for m in twilio.messages.list(**filters)]

    after_second = bodies(date_sent_after=second.date_sent)
    # twilio-python sends datetimes as YYYY-MM-DDTHH:MM:SSZ under the parameter name DateSent>.
    sent = twilio.http_client._test_only_last_request
    assert sent is not None and sent.params is not None
    assert sent.params["DateSent>"] == second.date_sent.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert after_second == [m.body for m in both if m.date_sent >= second.date_sent]
    assert "second" in after_second
    assert bodies(date_sent_after=second.date_sent + timedelta(seconds=1)) == []
    before_first = bodies(date_sent_before=first.date_sent)
    assert before_first == [m.body for m in both if m.date_sent <= first.date_sent]
    assert "first" in before_first
    assert bodies(date_sent_before=first.date_sent - timedelta(seconds=1)) == []

    day = first.date_sent.date()
    same_day = [m.body for m in both if m.date_sent.date() == day]
    assert bodies(date_sent=first.date_sent) == same_day  # an instant: its UTC day
    assert bodies(date_sent=datetime.combine(day, datetime.min.time(), UTC)) == same_day
    assert bodies(date_sent=day - timedelta(days=1)) == []
    assert bodies(date_sent_after=day.isoformat()) == ["second", "first"]  # a bare day: from its start
    assert bodies(date_sent_before=day.isoformat()) == same_day  # ... to its end
    assert bodies(date_sent_before=(day - timedelta(days=1)).isoformat()) == []


def test_list_pages_follow_next_page_uri_with_the_filters(twilio: Client) -> None:
    lead, other, rep = new_number(), new_number(), new_number()
    for i in range(5):
        twilio.messages.create(to=lead, from_=rep, body=f"lead {i}")
        if i < 2:
            twilio.messages.create(to=other, from_=rep, body=f"other {i}")

    newest_first = [f"lead {i}" for i in reversed(range(5))]
    assert [m.body for m in twilio.messages.list(to=lead, page_size=2)] == newest_first
    assert len(twilio.messages.list(page_size=3)) == 7
    assert [m.body for m in twilio.messages.list(to=lead, limit=3)] == newest_first[:3]
    assert [m.body for m in twilio.messages.stream(to=lead, limit=4, page_size=3)] == newest_first[:4]

    page = twilio.messages.page(to=lead, page_size=2)
    meta = page._payload
    assert (meta["page"], meta["page_size"], meta["start"], meta["end"]) == (0, 2, 0, 1)
    assert meta["previous_page_uri"] is None
    next_uri = urlsplit(meta["next_page_uri"])
    assert next_uri.path == f"/2010-04-01/Accounts/{twilio.account_sid}/Messages.json"
    query = parse_qs(next_uri.query)
    assert (query["To"], query["PageSize"], query["Page"]) == ([lead], ["2"], ["1"])
    assert query["PageToken"][0].startswith("PA")

    second = page.next_page()
    assert second is not None and [m.body for m in second] == newest_first[2:4]
    last = second.next_page()
    assert last is not None and [m.body for m in last] == newest_first[4:]
    assert (last._payload["page"], last._payload["start"], last._payload["end"]) == (2, 4, 4)
    assert last._payload["next_page_uri"] is None
    back = last.previous_page()
    assert back is not None and [m.body for m in back] == newest_first[2:4]


def test_page_size_is_capped_at_1000_and_must_be_positive(sandbox_url: str, twilio: Client) -> None:
    url = f"{sandbox_url}/2010-04-01/Accounts/{twilio.account_sid}/Messages.json"
    auth = (twilio.account_sid, SANDBOX_AUTH_TOKEN)
    assert httpx.get(url, params={"PageSize": "5000"}, auth=auth).json()["page_size"] == 1000
    refused = httpx.get(url, params={"PageSize": "0"}, auth=auth)
    assert (refused.status_code, refused.json()["code"]) == (400, 20001)
    refused = httpx.get(url, params={"DateSent>": "yesterday"}, auth=auth)
    assert (refused.status_code, refused.json()["code"]) == (400, 20001)


def test_messages_belong_to_their_account(sandbox_url: str, twilio: Client) -> None:
    created = twilio.messages.create(to=new_number(), from_=new_number(), body="mine")
    stranger = twilio_client(sandbox_url, new_account())
    assert stranger.messages.list() == []
    with pytest.raises(TwilioRestException) as caught:
        stranger.messages(created.sid).fetch()
    assert (caught.value.status, caught.value.code) == (404, 20404)


def test_an_unknown_sid_or_path_is_a_twilio_404(sandbox_url: str, twilio: Client) -> None:
    with pytest.raises(TwilioRestException) as caught:
        twilio.messages("SM" + "f" * 32).fetch()
    assert (caught.value.status, caught.value.code) == (404, 20404)
    response = httpx.get(f"{sandbox_url}/2010-04-01/Accounts/{twilio.account_sid}/Calls.json")
    body = response.json()
    assert response.status_code == 404
    assert (body["code"], body["status"], body["more_info"]) == (
        20404,
        404,
        "https://www.twilio.com/docs/errors/20404",
    )
    wrong_method = httpx.delete(f"{sandbox_url}/2010-04-01/Accounts/{twilio.account_sid}/Messages.json")
    assert (wrong_method.status_code, wrong_method.json()["code"]) == (405, 20004)


# Auth and validation ----------------------------------------------------------------------------


def test_a_wrong_token_is_refused_with_20003(sandbox_url: str, control: httpx.Client) -> None:
    sender = new_number()
    client = twilio_client(sandbox_url, new_account(), token="not-the-token")
    with pytest.raises(TwilioRestException) as caught:
        client.messages.create(to=new_number(), from_=sender, body="nope")
    assert (caught.value.status, caught.value.code) == (401, 20003)
    assert stored(control, **{"from": sender}) == []

    url = f"{sandbox_url}/2010-04-01/Accounts/{SANDBOX_ACCOUNT_SID}/Messages.json"
    anonymous = httpx.get(url)
    assert anonymous.status_code == 401
    assert anonymous.json() == {
        "code": 20003,
        "message": "Authenticate",
        "more_info": "https://www.twilio.com/docs/errors/20003",
        "status": 401,
    }
    other_user = httpx.get(url, auth=(new_account(), SANDBOX_AUTH_TOKEN))
    assert other_user.status_code == 401
    bad_sid = "AC" + "z" * 32
    malformed = httpx.get(url.replace(SANDBOX_ACCOUNT_SID, bad_sid), auth=(bad_sid, SANDBOX_AUTH_TOKEN))
    assert malformed.status_code == 401
    assert httpx.get(url, auth=(SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN)).status_code == 200


@pytest.mark.parametrize(
    ("params", "code"),
    [
        ({"to": "5551234", "from_": "+15550001111", "body": "x"}, 21211),
        ({"to": "+15550001112", "body": "x"}, 21603),
        ({"to": "+15550001113", "from_": "acme", "body": "x"}, 21212),
        ({"to": "+15550001114", "from_": "+15550001111", "body": ""}, 21602),
        ({"to": "+15550001115", "from_": "+15550001111"}, 21602),
        ({"to": "+15550001116", "from_": "+15550001111", "body": "x" * 1601}, 21617),
        ({"to": "+15550001111", "from_": "+15550001111", "body": "x"}, 21266),
    ],
)
def test_invalid_creates_raise_twilio_errors_and_store_nothing(
    twilio: Client, control: httpx.Client, params: dict[str, str], code: int
) -> None:
    with pytest.raises(TwilioRestException) as caught:
        twilio.messages.create(**params)
    assert (caught.value.status, caught.value.code) == (400, code)
    assert twilio.messages.list() == []


def test_a_body_of_1600_characters_is_accepted(twilio: Client) -> None:
    created = twilio.messages.create(to=new_number(), from_=new_number(), body="x" * 1600)
    assert (len(created.body), created.num_segments) == (1600, "11")


# Faults -----------------------------------------------------------------------------------------


def test_http_500_fails_the_create_and_stores_nothing(twilio: Client, control: httpx.Client) -> None:
    sender = new_number()
    fault = inject(control, "sms.messages.create", "http_500", number=sender)
    assert fault["number"] == sender and "mailbox" not in fault
    with pytest.raises(TwilioRestException) as caught:
        twilio.messages.create(to=new_number(), from_=sender, body="lost")
    assert (caught.value.status, caught.value.code) == (500, 20500)
    assert stored(control, **{"from": sender}) == []
    twilio.messages.create(to=new_number(), from_=sender, body="fine now")
    assert [m["body"] for m in stored(control, **{"from": sender})] == ["fine now"]


@pytest.mark.parametrize(
    ("mode", "status", "code"),
    [("http_503", 503, 20503), ("http_429", 429, 20429), ("http_400", 400, 21211)],
)
def test_refusing_modes_answer_twilio_errors_and_store_nothing(
    twilio: Client, control: httpx.Client, mode: str, status: int, code: int
) -> None:
    sender = new_number()
    inject(control, "sms.messages.create", mode, number=sender)
    with pytest.raises(TwilioRestException) as caught:
        twilio.messages.create(to=new_number(), from_=sender, body="refused")
    assert (caught.value.status, caught.value.code) == (status, code)
    assert stored(control, **{"from": sender}) == []


def test_accept_then_fail_stores_exactly_one_message_yet_raises(
    twilio: Client, control: httpx.Client
) -> None:
    sender, lead = new_number(), new_number()
    inject(control, "sms.messages.create", "accept_then_fail", number=sender)
    with pytest.raises(TwilioRestException) as caught:
        twilio.messages.create(to=lead, from_=sender, body="sent anyway")
    assert (caught.value.status, caught.value.code) == (500, 20500)
    kept = stored(control, **{"from": sender})
    assert [(m["to"], m["body"], m["status"]) for m in kept] == [(lead, "sent anyway", "delivered")]
    assert [m.body for m in twilio.messages.list(from_=sender)] == ["sent anyway"]


def test_accept_then_hang_times_the_client_out_after_the_message_exists(
    sandbox_url: str, control: httpx.Client
) -> None:
    sender = new_number()
    inject(control, "sms.messages.create", "accept_then_hang", number=sender, delay_seconds=3)
    impatient = twilio_client(sandbox_url, new_account(), timeout=1)
    started = time.monotonic()
    with pytest.raises(requests.exceptions.Timeout):
        impatient.messages.create(to=new_number(), from_=sender, body="in flight")
    assert time.monotonic() - started < 2.5
    assert [m["body"] for m in stored(control, **{"from": sender})] == ["in flight"]


def test_slow_answers_normally_but_late(sandbox_url: str, control: httpx.Client) -> None:
    sender = new_number()
    inject(control, "sms.messages.create", "slow", number=sender, delay_seconds=1)
    client = twilio_client(sandbox_url, new_account())
    started = time.monotonic()
    created = client.messages.create(to=new_number(), from_=sender, body="late")
    assert time.monotonic() - started >= 1.0
    assert created.status == "queued"


def test_a_create_fault_only_hits_its_own_from_number(twilio: Client, control: httpx.Client) -> None:
    targeted, bystander = new_number(), new_number()
    fault = inject(control, "sms.messages.create", "http_500", number=targeted)
    assert twilio.messages.create(to=new_number(), from_=bystander, body="ok").status == "queued"
    pending = control.get("/_sandbox/faults").json()["faults"]
    assert any(f["id"] == fault["id"] and f["number"] == targeted for f in pending)
    with pytest.raises(TwilioRestException):
        twilio.messages.create(to=new_number(), from_=targeted, body="boom")


def test_a_fault_without_number_hits_any_create(twilio: Client, control: httpx.Client) -> None:
    fault = inject(control, "sms.messages.create", "http_429", count=2)
    assert fault["number"] == "*"
    for sender in (new_number(), new_number()):
        with pytest.raises(TwilioRestException) as caught:
            twilio.messages.create(to=new_number(), from_=sender, body="x")
        assert caught.value.status == 429
    assert twilio.messages.create(to=new_number(), from_=new_number(), body="x").status == "queued"


def test_list_and_get_faults(twilio: Client, control: httpx.Client) -> None:
    created = twilio.messages.create(to=new_number(), from_=new_number(), body="there")
    inject(control, "sms.messages.list", "http_500")
    # twilio-python raises a plain TwilioException ("Unable to fetch page", response) for a failed page.
    with pytest.raises(TwilioException) as listing:
        twilio.messages.list()
    assert listing.value.args[1].status_code == 500
    assert [m.sid for m in twilio.messages.list()] == [created.sid]

    inject(control, "sms.messages.get", "http_429")
    with pytest.raises(TwilioRestException) as getting:
        twilio.messages(created.sid).fetch()
    assert (getting.value.status, getting.value.code) == (429, 20429)
    assert twilio.messages(created.sid).fetch().body == "there"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"method": "sms.messages.create", "mode": "invalid_grant"}, "mode"),
        ({"method": "sms.messages.create", "mode": "http_403_rate_limit"}, "mode"),
        ({"mailbox": "a@b.test", "method": "messages.send", "mode": "http_503"}, "mode"),
        ({"method": "sms.messages.create", "mode": "http_500", "number": "5551234"}, "number"),
        ({"method": "sms.messages.list", "mode": "http_500", "number": "+15551234567"}, "number"),
        ({"method": "sms.messages.create", "mode": "http_500", "mailbox": "a@b.test"}, "mailbox"),
        ({"method": "sms.messages.delete", "mode": "http_500"}, "method"),
    ],
)
def test_an_invalid_sms_fault_is_a_400_naming_the_field(
    control: httpx.Client, body: dict[str, Any], field: str
) -> None:
    response = control.post("/_sandbox/faults", json=body)
    assert response.status_code == 400
    assert response.json()["error"]["field"] == field


# Inbound texts and the webhook ------------------------------------------------------------------


@dataclass
class Hook:
    path: str
    signature: str | None
    content_type: str | None
    form: dict[str, str]


@dataclass
class Receiver:
    base_url: str
    hooks: list[Hook] = field(default_factory=list)


@contextmanager
def webhook_receiver() -> Iterator[Receiver]:
    """A tiny HTTP server that records each POST and answers TwiML."""
    receiver = Receiver("")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            form = dict(parse_qsl(self.rfile.read(length).decode("utf-8"), keep_blank_values=True))
            receiver.hooks.append(
                Hook(
                    self.path, self.headers.get("X-Twilio-Signature"), self.headers.get("Content-Type"), form
                )
            )
            answer = b"<Response/>"
            self.send_response(200)
            self.send_header("Content-Type", "text/xml")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    receiver.base_url = f"http://127.0.0.1:{server.server_port}"
    thread = threading.Thread(target=server.serve_forever, name="sms-webhook-receiver", daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


@pytest.fixture
def receiver(control: httpx.Client) -> Iterator[Receiver]:
    with webhook_receiver() as running:
        yield running
    # The server is shared by the session: leave no hook pointing at a dead receiver.
    assert control.delete("/_sandbox/sms/webhook").status_code == 200


def set_webhook(control: httpx.Client, url: str, number: str | None = None) -> None:
    body = {"url": url} if number is None else {"url": url, "number": number}
    response = control.put("/_sandbox/sms/webhook", json=body)
    assert response.status_code == 200, response.text


def text_in(control: httpx.Client, sender: str, to: str, body: str, **extra: str) -> dict[str, Any]:
    response = control.post("/_sandbox/sms/inbound", json={"from": sender, "to": to, "body": body, **extra})
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_an_inbound_text_is_posted_signed_to_its_numbers_webhook(
    control: httpx.Client, receiver: Receiver, twilio: Client
) -> None:
    rep, lead = new_number(), new_number()
    twilio.messages.create(to=lead, from_=rep, body="Want a demo?")
    specific_url = f"{receiver.base_url}/sms/specific?tenant=acme"
    set_webhook(control, f"{receiver.base_url}/sms/any")
    set_webhook(control, specific_url, number=rep)

    answer = text_in(control, lead, rep, "STOP")

    message = answer["message"]
    assert re.fullmatch(r"SM[0-9a-f]{32}", message["sid"])
    assert (message["direction"], message["status"], message["from"], message["to"], message["body"]) == (
        "inbound",
        "received",
        lead,
        rep,
        "STOP",
    )
    assert message["account_sid"] == twilio.account_sid  # the account that last sent from `rep`
    assert answer["webhook"] == {"url": specific_url, "status": 200, "body": "<Response/>"}
    assert len(receiver.hooks) == 1
    hook = receiver.hooks[0]
    assert hook.path == "/sms/specific?tenant=acme"
    assert hook.content_type is not None and hook.content_type.startswith("application/x-www-form-urlencoded")
    assert hook.form == {
        "MessageSid": message["sid"],
        "SmsSid": message["sid"],
        "SmsMessageSid": message["sid"],
        "AccountSid": twilio.account_sid,
        "From": lead,
        "To": rep,
        "Body": "STOP",
        "NumMedia": "0",
        "NumSegments": "1",
        "SmsStatus": "received",
        "ApiVersion": "2010-04-01",
    }
    assert hook.signature
    assert RequestValidator(SANDBOX_AUTH_TOKEN).validate(specific_url, hook.form, hook.signature)
    assert not RequestValidator("another-token").validate(specific_url, hook.form, hook.signature)
    assert not RequestValidator(SANDBOX_AUTH_TOKEN).validate(
        specific_url, {**hook.form, "Body": "START"}, hook.signature
    )

    # The account sees the reply through the API as well.
    replies = twilio.messages.list(from_=lead)
    assert [(m.sid, m.direction, m.body) for m in replies] == [(message["sid"], "inbound", "STOP")]


def test_texts_to_numbers_without_their_own_hook_go_to_the_catch_all(
    control: httpx.Client, receiver: Receiver
) -> None:
    catch_all = f"{receiver.base_url}/sms/any"
    set_webhook(control, catch_all)
    set_webhook(control, f"{receiver.base_url}/sms/specific", number=new_number())
    lead, rep = new_number(), new_number()

    answer = text_in(control, lead, rep, "Sounds good ✅")

    assert answer["webhook"]["url"] == catch_all
    assert [h.path for h in receiver.hooks] == ["/sms/any"]
    hook = receiver.hooks[0]
    assert (hook.form["Body"], hook.form["NumSegments"]) == ("Sounds good ✅", "1")
    assert hook.signature is not None
    assert RequestValidator(SANDBOX_AUTH_TOKEN).validate(catch_all, hook.form, hook.signature)
    assert answer["message"]["account_sid"] == SANDBOX_ACCOUNT_SID  # nobody sent from `rep`


def test_an_inbound_text_without_a_hook_is_just_stored(control: httpx.Client) -> None:
    lead, rep, account = new_number(), new_number(), new_account()
    answer = text_in(control, lead, rep, "hello?", account_sid=account)
    assert answer["webhook"] is None
    assert answer["message"]["account_sid"] == account
    assert [(m["sid"], m["direction"]) for m in stored(control, to=rep)] == [
        (answer["message"]["sid"], "inbound")
    ]


def test_stop_blocks_texts_to_that_number_with_21610_until_start(
    twilio: Client, control: httpx.Client
) -> None:
    lead, rep = new_number(), new_number()
    twilio.messages.create(to=lead, from_=rep, body="first")
    text_in(control, lead, rep, "Stop")

    with pytest.raises(TwilioRestException) as refused:
        twilio.messages.create(to=lead, from_=rep, body="second")
    other_rep = twilio.messages.create(to=lead, from_=new_number(), body="from another number")
    text_in(control, lead, rep, "START")
    again = twilio.messages.create(to=lead, from_=rep, body="third")

    assert refused.value.code == 21610
    assert other_rep.sid and again.sid
    assert [m["body"] for m in stored(control, to=lead)] == ["first", "from another number", "third"]


def test_an_unreachable_webhook_is_reported_and_the_text_kept(control: httpx.Client) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        dead_port = probe.getsockname()[1]
    rep = new_number()
    dead_url = f"http://127.0.0.1:{dead_port}/gone"
    set_webhook(control, dead_url, number=rep)
    try:
        answer = text_in(control, new_number(), rep, "anyone there?")
    finally:
        control.delete("/_sandbox/sms/webhook", params={"number": rep})
    webhook = answer["webhook"]
    assert (webhook["url"], webhook["status"], webhook["body"]) == (dead_url, None, None)
    assert "ConnectError" in webhook["error"]
    assert [m["body"] for m in stored(control, to=rep)] == ["anyone there?"]


def test_webhook_configuration_is_listed_and_cleared(control: httpx.Client, receiver: Receiver) -> None:
    rep = new_number()
    set_webhook(control, f"{receiver.base_url}/any")
    set_webhook(control, f"{receiver.base_url}/rep", number=rep)
    listed = control.get("/_sandbox/sms/webhook").json()["webhooks"]
    assert {"number": "*", "url": f"{receiver.base_url}/any"} in listed
    assert {"number": rep, "url": f"{receiver.base_url}/rep"} in listed

    assert control.delete("/_sandbox/sms/webhook", params={"number": rep}).json() == {"cleared": 1}
    assert all(h["number"] != rep for h in control.get("/_sandbox/sms/webhook").json()["webhooks"])
    assert text_in(control, new_number(), rep, "x")["webhook"]["url"] == f"{receiver.base_url}/any"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/_sandbox/sms/webhook", {"url": "ftp://example.test/"}, "url"),
        ("/_sandbox/sms/webhook", {"number": "+15550001111"}, "url"),
        ("/_sandbox/sms/webhook", {"url": "http://example.test/", "number": "555"}, "number"),
        ("/_sandbox/sms/webhook", ["not", "an", "object"], "body"),
        ("/_sandbox/sms/inbound", {"from": "lead", "to": "+15550001111", "body": "x"}, "from"),
        ("/_sandbox/sms/inbound", {"from": "+15550001112", "body": "x"}, "to"),
        ("/_sandbox/sms/inbound", {"from": "+15550001112", "to": "+15550001111"}, "body"),
        (
            "/_sandbox/sms/inbound",
            {"from": "+15550001112", "to": "+15550001111", "body": "x", "account_sid": "AC1"},
            "account_sid",
        ),
    ],
)
def test_invalid_sms_control_bodies_are_400s_naming_the_field(
    control: httpx.Client, path: str, body: object, field: str
) -> None:
    send: Callable[..., httpx.Response] = control.put if path.endswith("webhook") else control.post
    response = send(path, json=body)
    assert response.status_code == 400
    assert response.json()["error"]["field"] == field


def test_sandbox_message_list_spans_accounts_oldest_first(sandbox_url: str, control: httpx.Client) -> None:
    rep, lead = new_number(), new_number()
    one, two = twilio_client(sandbox_url, new_account()), twilio_client(sandbox_url, new_account())
    one.messages.create(to=lead, from_=rep, body="from one")
    two.messages.create(to=lead, from_=rep, body="from two")
    text_in(control, lead, rep, "reply")

    assert [m["body"] for m in stored(control, to=lead)] == ["from one", "from two"]
    everything = stored(control, to=lead) + stored(control, to=rep)
    assert {m["account_sid"] for m in everything} == {one.account_sid, two.account_sid}
    assert [m["body"] for m in stored(control, **{"from": rep, "direction": "outbound-api"})] == [
        "from one",
        "from two",
    ]
    assert [m["body"] for m in stored(control, **{"from": lead, "direction": "inbound"})] == ["reply"]
    assert control.get("/_sandbox/sms/messages", params={"direction": "sideways"}).status_code == 400


# A sandbox of its own ---------------------------------------------------------------------------


def test_reset_forgets_texts_and_webhooks() -> None:
    with running_sandbox() as url:
        client = twilio_client(url)
        client.messages.create(to=new_number(), from_=new_number(), body="before reset")
        assert (
            httpx.put(f"{url}/_sandbox/sms/webhook", json={"url": "http://127.0.0.1:9/x"}).status_code == 200
        )
        assert len(httpx.get(f"{url}/_sandbox/sms/messages").json()["messages"]) == 1

        assert httpx.post(f"{url}/_sandbox/reset").json() == {"ok": True}

        assert httpx.get(f"{url}/_sandbox/sms/messages").json() == {"messages": []}
        assert httpx.get(f"{url}/_sandbox/sms/webhook").json() == {"webhooks": []}
        assert client.messages.list() == []


def test_the_auth_token_is_configurable() -> None:
    with running_sandbox(twilio_auth_token="custom-token") as url:
        with pytest.raises(TwilioRestException) as caught:
            twilio_client(url).messages.create(to=new_number(), from_=new_number(), body="refused")
        assert (caught.value.status, caught.value.code) == (401, 20003)
        client = twilio_client(url, token="custom-token")
        assert client.messages.create(to=new_number(), from_=new_number(), body="ok").status == "queued"

        rep = new_number()
        with webhook_receiver() as hooks:
            hook_url = f"{hooks.base_url}/in"
            assert httpx.put(f"{url}/_sandbox/sms/webhook", json={"url": hook_url}).status_code == 200
            httpx.post(f"{url}/_sandbox/sms/inbound", json={"from": new_number(), "to": rep, "body": "hi"})
        signature = hooks.hooks[0].signature
        assert signature is not None
        assert RequestValidator("custom-token").validate(hook_url, hooks.hooks[0].form, signature)


def test_the_overview_page_lists_texts() -> None:
    with running_sandbox() as url:
        twilio_client(url).messages.create(to=new_number(), from_=new_number(), body="<b>hi</b>")
        page = httpx.get(f"{url}/").text
        assert "<h2>SMS</h2><p>1 messages</p>" in page
        assert "&lt;b&gt;hi&lt;/b&gt;" in page
