"""Control endpoints, the HTML overview, error shapes and media-upload request forms."""

from __future__ import annotations

import base64
from typing import Any

import httpx
from googleapiclient.http import MediaInMemoryUpload

from sandbox import running_sandbox
from tests.sandbox.sandbox_testkit import compose, gmail_client, new_message_id, search_ids, send_raw


def _over_plain_http(request: Any) -> Any:
    # googleapiclient keeps https:// for media uploads even when api_endpoint is
    # http:// (it only swaps host:port); rewrite so the exact request it built
    # reaches the sandbox.
    request.uri = request.uri.replace("https://", "http://", 1)
    return request


def test_the_overview_page_escapes_html_from_message_headers(rep: Any, control: httpx.Client) -> None:
    send_raw(rep, compose(sender=None, to="a@example.com", subject="<script>alert('x')</script>"))
    page = control.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "<script>alert" not in page.text
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page.text


def test_the_mailbox_summary_counts_messages_and_reports_the_history_id(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    send_raw(rep, compose(sender=None, to="a@example.com", subject="Count me"))
    summary = {m["address"]: m for m in control.get("/_sandbox/mailboxes").json()["mailboxes"]}
    assert summary[rep_address]["messageCount"] == 1
    assert summary[rep_address]["historyId"] == rep.users().getProfile(userId="me").execute()["historyId"]


def test_health_check_answers_ok(control: httpx.Client) -> None:
    assert control.get("/_sandbox/healthz").json() == {"ok": True}


def test_reset_forgets_every_mailbox() -> None:
    with running_sandbox() as url:
        rep = gmail_client(url, "reset-me@acme.test")
        send_raw(rep, compose(sender=None, to="a@example.com", subject="Soon gone"))
        assert httpx.post(f"{url}/_sandbox/reset").json() == {"ok": True}
        assert httpx.get(f"{url}/_sandbox/mailboxes").json() == {"mailboxes": []}


def test_an_unknown_gmail_path_is_a_404_in_gmail_error_format(control: httpx.Client) -> None:
    response = control.get("/gmail/v1/users/me/labels", headers={"Authorization": "Bearer sandbox:a@b.test"})
    assert response.status_code == 404
    assert response.json()["error"]["errors"][0]["reason"] == "notFound"


def test_a_media_upload_send_stores_the_uploaded_message(rep: Any) -> None:
    message_id = new_message_id()
    raw = compose(sender=None, to="a@example.com", subject="Via media", message_id=message_id)
    media = MediaInMemoryUpload(raw, mimetype="message/rfc822")
    request = _over_plain_http(rep.users().messages().send(userId="me", media_body=media))
    assert "uploadType=media" in request.uri

    sent = request.execute()
    assert sent["labelIds"] == ["SENT"]
    assert search_ids(rep, f"rfc822msgid:{message_id}") == [sent["id"]]


def test_a_multipart_upload_insert_honours_metadata_and_keeps_exact_bytes(rep: Any) -> None:
    raw = compose(
        sender="lead@example.com",
        to="rep@acme.test",
        subject="Via multipart",
        message_id=new_message_id(),
        date="Wed, 3 Jan 2024 08:00:00 +0000",
    )
    media = MediaInMemoryUpload(raw, mimetype="message/rfc822")
    request = _over_plain_http(
        rep.users().messages().insert(userId="me", body={"labelIds": ["INBOX"]}, media_body=media)
    )
    assert "uploadType=multipart" in request.uri

    inserted = request.execute()
    assert inserted["labelIds"] == ["INBOX"]
    fetched = rep.users().messages().get(userId="me", id=inserted["id"], format="raw").execute()
    assert base64.urlsafe_b64decode(fetched["raw"]) == raw


def test_the_documented_api_endpoint_form_yields_gmail_v1_urls() -> None:
    service = gmail_client("http://127.0.0.1:8025", "rep@acme.test")
    request = service.users().messages().send(userId="me", body={"raw": ""})
    assert request.uri.startswith("http://127.0.0.1:8025/gmail/v1/users/me/messages/send?")
