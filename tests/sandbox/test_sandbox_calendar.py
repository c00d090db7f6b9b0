"""The sandbox's Calendar API v3 subset, driven by the real client library as Sequencer drives it."""

from __future__ import annotations

import httpx
import pytest
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import calendar_client, meeting, unique_address


@pytest.fixture
def calendar(sandbox_url: str, rep_address: str):
    return calendar_client(sandbox_url, rep_address)


def every_page(calendar, **args) -> tuple[list[dict], str]:
    items, page_token = [], None
    while True:
        page = calendar.events().list(calendarId="primary", pageToken=page_token, **args).execute()
        items += page.get("items", [])
        page_token = page.get("nextPageToken")
        if not page_token:
            return items, page["nextSyncToken"]


def test_an_inserted_event_is_listed_with_its_attendees_and_organizer(calendar, rep_address: str):
    created = calendar.events().insert(calendarId="primary", body=meeting("Dana@Globex.test")).execute()

    items, _ = every_page(calendar)

    assert [e["id"] for e in items] == [created["id"]]
    assert items[0]["status"] == "confirmed"
    assert items[0]["attendees"] == [{"email": "dana@globex.test", "responseStatus": "needsAction"}]
    assert items[0]["organizer"] == {"email": rep_address, "self": True}
    assert (
        calendar.events().get(calendarId="primary", eventId=created["id"]).execute()["summary"]
        == "Intro call"
    )


def test_a_sync_token_returns_only_what_changed_since_including_deletions(calendar):
    first = calendar.events().insert(calendarId="primary", body=meeting("a@x.test")).execute()
    _, token = every_page(calendar)

    second = calendar.events().insert(calendarId="primary", body=meeting("b@x.test")).execute()
    calendar.events().delete(calendarId="primary", eventId=first["id"]).execute()
    changed, next_token = every_page(calendar, syncToken=token)

    assert [(e["id"], e["status"]) for e in changed] == [
        (second["id"], "confirmed"),
        (first["id"], "cancelled"),
    ]
    assert every_page(calendar, syncToken=next_token)[0] == []
    full, _ = every_page(calendar)
    assert [e["id"] for e in full] == [second["id"]]  # a full list leaves deleted events out


def test_pages_hold_every_event_once(calendar):
    created = {
        calendar.events().insert(calendarId="primary", body=meeting(f"p{i}@x.test")).execute()["id"]
        for i in range(7)
    }

    first = calendar.events().list(calendarId="primary", maxResults=3).execute()
    items, _ = every_page(calendar, maxResults=3)

    assert "nextPageToken" in first and "nextSyncToken" not in first
    assert len(items) == 7 and {e["id"] for e in items} == created


def test_an_expired_sync_token_answers_410_full_sync_required(
    calendar, control: httpx.Client, rep_address: str
):
    calendar.events().insert(calendarId="primary", body=meeting("a@x.test")).execute()
    _, token = every_page(calendar)

    assert (
        control.post("/_sandbox/calendar/expire-sync-tokens", json={"mailbox": rep_address}).status_code
        == 200
    )
    with pytest.raises(HttpError) as refused:
        calendar.events().list(calendarId="primary", syncToken=token).execute()

    assert refused.value.resp.status == 410 and b"fullSyncRequired" in refused.value.content
    assert len(every_page(calendar)[0]) == 1  # a full sync works


def test_calendars_are_private_to_their_owner_and_faults_apply(
    sandbox_url: str, rep_address: str, control: httpx.Client
):
    mine = calendar_client(sandbox_url, rep_address)
    mine.events().insert(calendarId="primary", body=meeting("a@x.test")).execute()
    other = calendar_client(sandbox_url, unique_address("other"))

    assert every_page(other)[0] == []
    with pytest.raises(HttpError) as foreign:
        other.events().list(calendarId=rep_address).execute()
    assert foreign.value.resp.status == 404
    with pytest.raises(HttpError) as missing_end:
        mine.events().insert(
            calendarId="primary", body={"start": {"dateTime": "2026-12-03T15:00:00Z"}}
        ).execute()
    assert missing_end.value.resp.status == 400

    fault = {"mailbox": rep_address, "method": "calendar.events.list", "mode": "http_500"}
    assert control.post("/_sandbox/faults", json=fault).status_code == 201
    with pytest.raises(HttpError) as failed:
        mine.events().list(calendarId="primary").execute()
    assert failed.value.resp.status == 500
    assert len(every_page(mine)[0]) == 1
