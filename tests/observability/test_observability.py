"""Answering "why did Dana get that email?" and "why hasn't it sent?": the timeline, next_action from the
workflow itself, /readyz with a stalled poller, /metrics counters after a send, the circuit breaker."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
from temporalio.testing import WorkflowEnvironment

from sequencer.breaker import Breaker
from starter.client import Sequencer
from storage import breakers
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.gmail_support import inject_fault
from tests.support import eventually, workflow_result

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


async def enroll(pool, sequencer: Sequencer, steps: list[dict], *, mailbox=None, **contact):
    async with pool.acquire() as conn:
        mailbox = mailbox or await make_mailbox(conn)
        person = await make_contact(conn, **contact)
        version = await make_sequence(conn, steps)
    enrollment = await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)
    return enrollment, mailbox, person


async def next_action(api: httpx.AsyncClient, enrollment_id: str) -> dict | None:
    return (await api.get(f"/v1/enrollments/{enrollment_id}")).json()["next_action"]


async def waiting_for(api: httpx.AsyncClient, enrollment_id: str, expected: str) -> dict:
    async def there() -> bool:
        action = await next_action(api, enrollment_id)
        return action is not None and action["waiting_for"] == expected

    await eventually(there)
    action = await next_action(api, enrollment_id)
    assert action is not None
    return action


async def test_next_action_says_what_the_step_waits_for_in_the_workflows_own_words(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    now = await temporal_env.get_current_time()
    today = WEEKDAYS[now.astimezone(ZoneInfo("Europe/London")).weekday()]
    closed_today = {"days": [d for d in WEEKDAYS if d != today], "start": "09:00", "end": "17:00"}
    due, _, _ = await enroll(pool, sequencer, [*email_steps("2d")])
    windowed, _, _ = await enroll(pool, sequencer, [{**email_steps("0s")[0], "window": closed_today}])
    task, _, _ = await enroll(pool, sequencer, [{"id": "call", "type": "task", "kind": "call"}])

    assert (await waiting_for(api, due.id, "due_time"))["step"] == "s1"
    window = await waiting_for(api, windowed.id, "send_window")
    # Why it moved: the window's hours, or a weekend day the window leaves out (the clock's day varies).
    assert window["detail"] in ("window", "weekend", "window, weekend", "weekend, window")
    assert datetime.fromisoformat(window["at"]) > now
    assert (await waiting_for(api, task.id, "task"))["detail"].startswith("call task")
    paused = await api.post(f"/v1/enrollments/{due.id}/pause", json={})
    assert paused.status_code == 202
    assert (await waiting_for(api, due.id, "paused"))["step"] == "s1"


async def test_the_timeline_tells_the_run_ledger_on_the_contacts_clock(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    enrollment, _, _ = await enroll(pool, sequencer, email_steps("0s", "1bd"), timezone="Europe/Berlin")
    await workflow_result(temporal_env, enrollment.workflow_id)

    answer = await api.get(f"/v1/enrollments/{enrollment.id}/timeline")

    assert answer.status_code == 200, answer.text
    story = answer.json()
    assert (story["status"], story["timezone"], story["next_action"]) == ("completed", "Europe/Berlin", None)
    texts = [e["text"] for e in story["entries"]]
    assert texts[0] == "sent 'Hello Dana' in a new thread (step s1)"
    assert texts[1] == "sent 'Re: Hello Dana' in the same thread (step s2)"
    assert texts[-1] == "completed: no steps left"
    assert all(
        re.fullmatch(r"\w{3} \d{2} \w{3} \d{2}:\d{2} Europe/Berlin", e["local"]) for e in story["entries"]
    )
    assert story["lines"][0] == f"{story['entries'][0]['local']}: {texts[0]}"
    rows = await pool.fetch(
        """SELECT workflow_run_id, kind, idempotency_key, scheduled_for, started_at, finished_at
             FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_email' ORDER BY id""",
        enrollment.id,
    )
    assert {r["workflow_run_id"] for r in rows} == {enrollment.workflow_run_id}
    assert [r["kind"] for r in rows] == ["email", "email"]
    assert rows[0]["idempotency_key"] == f"seq:{enrollment.id}:s1:v1"
    assert all(r["scheduled_for"] and r["started_at"] and r["finished_at"] >= r["started_at"] for r in rows)
    other = await api.get("/v1/enrollments/00000000-0000-0000-0000-000000000000/timeline")
    assert other.status_code == 404


async def test_readyz_reports_a_stalled_inbox_poller_and_the_enrollments(pool, api: httpx.AsyncClient):
    async with pool.acquire() as conn:
        stalled = await make_mailbox(conn)
        fresh = await make_mailbox(conn)
    await pool.execute(
        "UPDATE mailboxes SET last_polled_at = now() - interval '1 hour' WHERE id = $1::uuid", stalled.id
    )
    await pool.execute("UPDATE mailboxes SET last_polled_at = now() WHERE id = $1::uuid", fresh.id)

    anonymous = await api.get("/readyz", headers={"authorization": ""})
    answer = await api.get("/readyz")  # the operator's admin key: per-mailbox detail too

    assert anonymous.status_code == answer.status_code == 200
    for ready in (anonymous.json(), answer.json()):
        assert ready["status"] == "degraded" and ready["database"] == "ok" and ready["temporal"] == "ok"
        assert ready["pollers"]["stalled"] >= 1 and ready["pollers"]["max_lag_seconds"] >= 3600
    assert stalled.email not in anonymous.text and "mailboxes" not in anonymous.json()
    ready = answer.json()
    by_address = {m["mailbox"]: m for m in ready["mailboxes"]}
    assert by_address[stalled.email]["stalled"] is True and by_address[stalled.email]["lag_seconds"] >= 3600
    assert by_address[fresh.email]["stalled"] is False
    assert sum(ready["enrollments"].values()) >= 0 and "task_queue" in ready


def _sample(text: str, name: str, **labels: str) -> float:
    for line in text.splitlines():
        if not line.startswith(name + "{"):
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', line.split("}")[0]))
        if all(found.get(k) == v for k, v in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


async def test_metrics_count_a_send_for_its_mailbox(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    before = (await api.get("/metrics")).text
    enrollment, _, _ = await enroll(pool, sequencer, email_steps("0s"), mailbox=mailbox)
    await workflow_result(temporal_env, enrollment.workflow_id)
    api._transport.app.state.metrics_collector.snapshot.taken = 0.0  # type: ignore[attr-defined]
    after = (await api.get("/metrics")).text

    labels = {"project": "default", "channel": "email", "mailbox": mailbox.email}
    assert _sample(before, "sequencer_sends_total", **labels) == 0.0
    assert _sample(after, "sequencer_sends_total", **labels) == 1.0
    assert _sample(after, "sequencer_enrollments", project="default", status="completed") >= 1.0
    assert "sequencer_poll_lag_seconds" in after and "sequencer_send_failures_total" in after


async def test_a_run_of_provider_failures_opens_the_breaker_and_sends_wait_then_go(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient, sandbox_url: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    # Gmail answers 500 to every send for a while: five in a row open the mailbox's email breaker.
    inject_fault(sandbox_url, mailbox.email, "http_500", count=12)
    enrollment, _, _ = await enroll(pool, sequencer, email_steps("0s"), mailbox=mailbox)

    async def opened() -> bool:
        async with pool.acquire() as conn:
            return (await breakers.peek(conn, mailbox_id=mailbox.id, channel="email")).state == "open"

    async with temporal_env.time_skipping_unlocked():
        await eventually(opened, attempts=600)
    ready = (await api.get("/readyz")).json()
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert ready["breakers"]["open"] + ready["breakers"]["half_open"] >= 1
    assert any(b["mailbox"] == mailbox.email for b in ready["breakers"]["mailboxes"])
    assert result["status"] == "completed"  # waited, never failed
    async with pool.acquire() as conn:
        assert await breakers.peek(conn, mailbox_id=mailbox.id, channel="email") == Breaker()  # closed


async def test_an_open_breaker_holds_the_send_as_waiting_for_breaker_until_a_probe_closes_it(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        await breakers.lock(conn, mailbox_id=mailbox.id, channel="email")
        retry_at = await temporal_env.get_current_time() + timedelta(minutes=10)
        await breakers.save(
            conn,
            mailbox_id=mailbox.id,
            channel="email",
            breaker=Breaker("open", 5, 1, retry_at, "HttpError 503"),
        )
    enrollment, _, _ = await enroll(pool, sequencer, email_steps("0s"), mailbox=mailbox)

    action = await waiting_for(api, enrollment.id, "breaker")
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert datetime.fromisoformat(action["at"]) >= retry_at
    assert result["status"] == "completed"
    notes = await pool.fetch(
        """SELECT outcome, branch FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_email'
            ORDER BY id""",
        enrollment.id,
    )
    assert [(n["outcome"], n["branch"]) for n in notes] == [("refused", "CircuitBreakerOpen"), ("sent", None)]
    story = (await api.get(f"/v1/enrollments/{enrollment.id}/timeline")).json()["entries"]
    assert story[0]["text"].startswith("step s1 waits: the mail provider keeps failing")
    async with pool.acquire() as conn:
        assert (await breakers.peek(conn, mailbox_id=mailbox.id, channel="email")).state == "closed"
