"""The timeline a simulation makes of the activities the enrollment ran, and its text: a step is on it
once it has run (a send once sent), a task closes with its outcome, an unanswered review is handed back
to be approved, and `goto` steps the walk went through sit where it passed them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace as Payload

from sequencer.models import SequenceDocument
from simulator import render_text
from simulator.observer import Entry, ReviewOpened, StepRan, Timeline
from simulator.report import planned, with_gotos

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


def document(*steps: dict) -> SequenceDocument:
    return SequenceDocument.model_validate({"name": "sim", "steps": list(steps)})


def email(step_id: str, **extra) -> dict:
    return {"id": step_id, "type": "email", "subject": "s", "body": "b", **extra}


def send(step_id: str, visit: int = 1) -> Payload:
    return Payload(step_id=step_id, visit=visit, planned_at=T0)


def test_a_send_is_on_the_timeline_once_sent_at_its_planned_moment():
    timeline = Timeline(document(email("intro")))

    queued = timeline.completed("send_email", send("intro"), Payload(outcome="queued"), T0)
    sent = timeline.completed(
        "send_email", send("intro"), Payload(outcome="sent", gmail_thread_id="t1"), T0 + timedelta(seconds=2)
    )

    assert queued is None
    assert sent == StepRan("intro")
    assert timeline.entries == [Entry("intro", 1, T0, "sent", thread_id="t1")]


def test_a_refused_send_is_on_the_timeline_with_the_reason():
    timeline = Timeline(document(email("intro")))

    timeline.refused("send_email", send("intro"), T0 + timedelta(seconds=1), "suppressed")
    timeline.refused("load_plan", Payload(step_id="intro"), T0, "not a send")

    assert timeline.entries == [Entry("intro", 1, T0, "refused", detail="suppressed")]


def test_a_condition_records_its_branch_and_the_end_when_it_names_none_at_its_due_moment():
    steps = document(
        {
            "id": "pro",
            "type": "condition",
            "if": "contact.fields.plan == 'pro'",
            "then": "intro",
            "else": "end",
        },
        email("intro"),
    )
    timeline = Timeline(steps)

    asked = Payload(step_id="pro", visit=1, planned_at=T0)
    timeline.completed("evaluate_condition", asked, Payload(holds=False), T0 + timedelta(seconds=1.5))

    # At its due moment, not when the activity (on a busy machine) finished.
    assert timeline.entries == [Entry("pro", 1, T0, "false", branch="end")]


def test_a_task_waits_for_its_due_moment_then_takes_the_outcome_recorded():
    timeline = Timeline(document({"id": "call", "type": "task", "kind": "call", "title": "Call"}))
    due = T0 + timedelta(days=1)

    opened = timeline.completed(
        "open_task", Payload(step_id="call", visit=1, due_at=due), Payload(task_id="task-1"), T0
    )
    closed = timeline.completed(
        "record_step", Payload(step_id="call", action="task", outcome="expired", branch=None), None, due
    )

    assert opened == StepRan("call", at=due)  # events after it go when the rep would act
    assert closed is None
    assert timeline.entries == [Entry("call", 1, due, "expired", task_id="task-1")]


def test_an_unanswered_review_is_handed_back_to_be_approved():
    timeline = Timeline(document(email("intro")))

    waiting = timeline.completed(
        "open_review", Payload(step_id="intro"), Payload(outcome=None, task_id="r1"), T0
    )
    answered = timeline.completed(
        "open_review", Payload(step_id="intro"), Payload(outcome="approved", task_id="r1"), T0
    )

    assert (waiting, answered, timeline.entries) == (ReviewOpened("r1"), None, [])


def test_a_goto_the_walk_went_through_sits_between_the_steps_it_joined():
    steps = document(
        email("intro"),
        {
            "id": "pro",
            "type": "condition",
            "if": "contact.fields.plan == 'pro'",
            "then": "middle",
            "else": "skip",
        },
        {"id": "skip", "type": "goto", "next": "last"},
        email("middle", after="1d"),
        email("last", after="1d"),
    )
    ran = [
        Entry("intro", 1, T0, "sent"),
        Entry("pro", 1, T0, "false", branch="skip"),
        Entry("last", 1, T0 + timedelta(days=1), "sent"),
    ]

    assert [(e.id, e.outcome, e.branch) for e in with_gotos(ran, steps)] == [
        ("intro", "sent", None),
        ("pro", "false", "skip"),
        ("skip", "passed", "last"),
        ("last", "sent", None),
    ]


def test_reported_times_drop_the_milliseconds_the_runs_own_activities_took():
    assert planned(T0 + timedelta(hours=1, milliseconds=40), T0) == T0 + timedelta(hours=1)
    exact = T0 + timedelta(hours=1)
    assert planned(exact, T0 + timedelta(milliseconds=500)) == exact


def test_the_text_is_one_line_per_step_then_the_events_then_the_status():
    report = {
        "sequence": "welcome",
        "version": 3,
        "timezone": "Asia/Tokyo",
        "timezone_source": "contact",
        "start": "2026-12-07T18:00:00+09:00",
        "steps": [
            {
                "id": "intro",
                "kind": "email",
                "at": "2026-12-07T18:00:00+09:00",
                "subject": "Hi",
                "outcome": "sent",
                "thread": False,
                "branch": None,
                "detail": None,
            },
            {
                "id": "bump",
                "kind": "email",
                "at": "2026-12-08T18:00:30+09:00",
                "subject": None,
                "outcome": "sent",
                "thread": True,
                "branch": None,
                "detail": None,
            },
            {
                "id": "last",
                "kind": "email",
                "at": None,
                "subject": None,
                "outcome": "not_reached",
                "thread": False,
                "branch": None,
                "detail": None,
            },
        ],
        "events": [
            {"event": "reply@step:bump", "at": "2026-12-08T18:00:30+09:00", "delivered": True, "detail": None}
        ],
        "status": "replied",
        "reason": None,
        "elapsed_seconds": 1.23,
    }

    assert render_text(report).splitlines() == [
        "welcome v3: on the contact's clock, Asia/Tokyo (from the contact)",
        "start  Mon 2026-12-07 18:00 +09:00",
        "",
        "  Mon 2026-12-07 18:00 +09:00     intro  email  sent             Hi",
        "  Tue 2026-12-08 18:00:30 +09:00  bump   email  sent, in thread",
        "  -                               last   email  not reached",
        "",
        "events",
        "  reply@step:bump  Tue 2026-12-08 18:00:30 +09:00  delivered",
        "",
        "status replied (simulated in 1.2 s)",
    ]
