"""POST /v1/schedule/preview and the blackout dates it honours."""

from __future__ import annotations

import httpx

from tests.support import unique

OFFICE_HOURS = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"}


def document(*steps: dict, **extra) -> dict:
    return {"name": unique("seq"), "window": OFFICE_HOURS, **extra, "steps": list(steps)}


INTRO = {"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}


async def test_a_saturday_step_in_london_sends_monday_0800_after_the_clock_change(api: httpx.AsyncClient):
    r = await api.post(
        "/v1/schedule/preview",
        json={
            "sequence": document(INTRO),
            "contact": {"email": "dana@example.test", "timezone": "Europe/London"},
            "mailbox_timezone": "America/New_York",
            "start": "2026-10-24T10:00:00+01:00",
        },
    )

    assert r.status_code == 200, r.text
    assert r.json() == {
        "timezone": "Europe/London",
        "timezone_source": "contact",
        "steps": [
            {"id": "intro", "at": "2026-10-26T08:00:00+00:00", "skipped": None, "shifted_by": ["weekend"]}
        ],
    }


async def test_a_published_sequence_is_previewed_by_name_and_a_text_never_guesses_a_zone(
    api: httpx.AsyncClient,
):
    doc = document(INTRO, {"id": "text", "type": "sms", "after": "1bd", "body": "Hi"})
    assert (await api.post("/v1/sequences", json=doc)).status_code == 201

    r = await api.post(
        "/v1/schedule/preview",
        json={
            "sequence": doc["name"],
            "contact": {"country": "US"},
            "mailbox_timezone": "America/Chicago",
            "start": "2026-11-02T15:00:00Z",
        },
    )

    body = r.json()
    assert (body["timezone"], body["timezone_source"]) == ("America/Chicago", "mailbox")
    assert body["steps"][0]["at"] == "2026-11-02T09:00:00-06:00"
    assert body["steps"][1] == {"id": "text", "at": None, "skipped": "no_timezone", "shifted_by": []}


async def test_a_project_blackout_date_is_not_a_business_day(api: httpx.AsyncClient):
    day = "2031-03-04"  # a Tuesday far from other tests' dates
    assert (await api.put(f"/v1/blackout-dates/{day}", json={"name": "Offsite"})).status_code in (200, 201)
    try:
        r = await api.post(
            "/v1/schedule/preview",
            json={
                "sequence": document(INTRO, {**INTRO, "id": "bump", "after": "1bd"}, window="always"),
                "contact": {"timezone": "Europe/Paris"},
                "start": "2031-03-03T10:00:00+01:00",
            },
        )
        listed = (await api.get("/v1/blackout-dates")).json()["dates"]
    finally:
        assert (await api.delete(f"/v1/blackout-dates/{day}")).status_code == 204

    assert {"date": day, "name": "Offsite"} in listed
    bump = r.json()["steps"][1]
    assert bump["at"] == "2031-03-05T10:00:00+01:00"
    assert bump["shifted_by"] == ["blackout:Offsite"]


async def test_preview_input_errors_name_the_field(api: httpx.AsyncClient):
    bad_doc = document({**INTRO, "after": "3w"})
    cases = [
        ({"sequence": bad_doc}, "sequence.steps[0].after"),
        ({"sequence": document(INTRO), "contact": {"timezone": "Mars/Base"}}, "contact.timezone"),
        ({"sequence": document(INTRO), "start": "2026-10-24T10:00:00"}, "start"),
        ({"sequence": unique("never-published")}, "sequence"),
    ]
    for body, field in cases:
        r = await api.post("/v1/schedule/preview", json=body)
        assert r.status_code == 422, (body, r.text)
        assert r.json()["error"]["field"] == field
