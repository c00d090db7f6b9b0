"""history.list: incremental sync after a startHistoryId, filters, paging and expiry."""

from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest
from googleapiclient.errors import HttpError

from sandbox import running_sandbox
from tests.sandbox.sandbox_testkit import compose, gmail_client, insert_raw, send_raw


def _history(rep: Any, start: str, **params: Any) -> dict[str, Any]:
    return rep.users().history().list(userId="me", startHistoryId=start, **params).execute()


def _start(rep: Any) -> str:
    return rep.users().getProfile(userId="me").execute()["historyId"]


def test_history_lists_messages_added_after_the_start_id(rep: Any) -> None:
    send_raw(rep, compose(sender=None, to="a@example.com", subject="Before"))
    start = _start(rep)
    after = send_raw(rep, compose(sender=None, to="a@example.com", subject="After"))

    result = _history(rep, start)

    assert [h["messagesAdded"][0]["message"]["id"] for h in result["history"]] == [after["id"]]
    assert result["history"][0]["messages"] == [{"id": after["id"], "threadId": after["threadId"]}]
    assert result["history"][0]["messagesAdded"][0]["message"]["labelIds"] == ["SENT"]
    assert int(result["history"][0]["id"]) > int(start)
    assert result["historyId"] == _start(rep)


def test_history_ids_strictly_increase_and_each_message_carries_its_own(rep: Any) -> None:
    start = _start(rep)
    first = send_raw(rep, compose(sender=None, to="a@example.com", subject="One"))
    second = send_raw(rep, compose(sender=None, to="a@example.com", subject="Two"))
    ids = [int(h["id"]) for h in _history(rep, start)["history"]]
    assert ids == sorted(set(ids)) and len(ids) == 2
    message = rep.users().messages().get(userId="me", id=second["id"], format="minimal").execute()
    assert int(message["historyId"]) == ids[1]
    assert first["id"] != second["id"]


def test_a_start_id_at_the_current_id_returns_no_history_field(rep: Any) -> None:
    send_raw(rep, compose(sender=None, to="a@example.com", subject="Anything"))
    start = _start(rep)
    result = _history(rep, start)
    assert "history" not in result
    assert result["historyId"] == start


def test_history_types_and_label_id_filter_the_records(rep: Any) -> None:
    start = _start(rep)
    sent = send_raw(rep, compose(sender=None, to="a@example.com", subject="Sent"))
    inbound = insert_raw(rep, compose(sender="b@example.com", to="r@acme.test", subject="In"))
    rep.users().messages().modify(
        userId="me", id=inbound["id"], body={"removeLabelIds": ["UNREAD"], "addLabelIds": ["STARRED"]}
    ).execute()

    added = _history(rep, start, historyTypes=["messageAdded"])["history"]
    assert [h["messagesAdded"][0]["message"]["id"] for h in added] == [sent["id"], inbound["id"]]

    removed = _history(rep, start, historyTypes=["labelRemoved"])["history"]
    assert len(removed) == 1
    assert removed[0]["labelsRemoved"][0]["labelIds"] == ["UNREAD"]
    assert "messagesAdded" not in removed[0]

    label_added = _history(rep, start, historyTypes=["labelAdded"])["history"]
    assert label_added[0]["labelsAdded"][0]["labelIds"] == ["STARRED"]

    in_sent = _history(rep, start, labelId="SENT")["history"]
    assert [h["messages"][0]["id"] for h in in_sent] == [sent["id"]]


def test_history_pages_through_records_with_max_results(rep: Any) -> None:
    start = _start(rep)
    sent = [send_raw(rep, compose(sender=None, to="a@example.com", subject=f"M{n}"))["id"] for n in range(5)]
    history = rep.users().history()
    request = history.list(userId="me", startHistoryId=start, maxResults=2)
    seen: list[str] = []
    pages = 0
    while request is not None:
        page = request.execute()
        seen.extend(h["messages"][0]["id"] for h in page.get("history", []))
        pages += 1
        request = history.list_next(request, page)
    assert seen == sent
    assert pages == 3


def test_history_from_before_a_trim_is_404_so_callers_do_a_full_sync(
    rep: Any, rep_address: str, control: httpx.Client
) -> None:
    start = _start(rep)
    send_raw(rep, compose(sender=None, to="a@example.com", subject="Trimmed"))
    trimmed = control.post("/_sandbox/history/trim", json={"mailbox": rep_address})
    assert trimmed.status_code == 200

    with pytest.raises(HttpError) as caught:
        _history(rep, start)
    assert caught.value.resp.status == 404
    assert "history" not in _history(rep, trimmed.json()["historyId"])


def test_history_without_start_history_id_is_a_400(rep: Any) -> None:
    with pytest.raises(HttpError) as caught:
        rep.users().history().list(userId="me").execute()
    assert caught.value.resp.status == 400


def test_history_beyond_the_configured_cap_is_forgotten_oldest_first() -> None:
    with running_sandbox(max_history_records=3) as url:
        rep = gmail_client(url, "capped@acme.test")
        start = _start(rep)
        for n in range(4):
            send_raw(rep, compose(sender=None, to="a@example.com", subject=f"M{n}"))
        with pytest.raises(HttpError) as caught:
            _history(rep, start)
        assert caught.value.resp.status == 404
        assert len(_history(rep, str(int(start) + 1))["history"]) == 3


def test_modify_changes_labels_and_bumps_the_message_history_id(rep: Any) -> None:
    inbound = insert_raw(rep, compose(sender="b@example.com", to="r@acme.test", subject="In"))
    before = rep.users().messages().get(userId="me", id=inbound["id"], format="minimal").execute()
    changed = (
        rep.users()
        .messages()
        .modify(userId="me", id=inbound["id"], body={"removeLabelIds": ["UNREAD"]})
        .execute()
    )
    after = rep.users().messages().get(userId="me", id=inbound["id"], format="minimal").execute()
    assert changed["labelIds"] == ["INBOX"]
    assert int(after["historyId"]) > int(before["historyId"])


def test_concurrent_sends_each_get_a_distinct_history_id(
    sandbox_url: str, rep: Any, rep_address: str
) -> None:
    start = _start(rep)
    errors: list[BaseException] = []

    def send_one(n: int) -> None:
        try:
            # httplib2 is not thread-safe: one client per thread.
            client = gmail_client(sandbox_url, rep_address)
            send_raw(client, compose(sender=None, to="a@example.com", subject=f"C{n}"))
        except BaseException as exc:  # noqa: BLE001 - surfaced by the assert below
            errors.append(exc)

    threads = [threading.Thread(target=send_one, args=(n,)) for n in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    ids = [int(h["id"]) for h in _history(rep, start)["history"]]
    assert len(ids) == 12 and len(set(ids)) == 12
    assert ids == sorted(ids)
