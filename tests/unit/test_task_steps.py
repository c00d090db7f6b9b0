"""Task steps in a sequence document: outcomes per kind, branches, expiry, the dialer; and their graph."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from sequencer import graph
from sequencer.models import SequenceDocument, TaskStep


def task(**extra) -> dict:
    return {"id": "t", "type": "task", "kind": "call", **extra}


def email(step_id: str) -> dict:
    return {"id": step_id, "type": "email", "subject": "s", "body": "b"}


def document(*steps: dict) -> SequenceDocument:
    return SequenceDocument.model_validate({"name": "tasks", "steps": list(steps)})


def test_a_call_task_has_three_outcomes_is_due_at_once_and_expires_into_no_answer_after_7_days():
    (step,) = document(task()).steps
    assert isinstance(step, TaskStep)
    assert step.allowed_outcomes == ("connected", "voicemail", "no_answer")
    assert (step.due, step.expires, step.expiry_outcome, step.dialer) == ("0s", "7d", "no_answer", False)


@pytest.mark.parametrize(
    ("kind", "outcomes", "expiry"),
    [("linkedin", ("done", "skipped"), "skipped"), ("custom", ("done", "skipped"), "skipped")],
)
def test_linkedin_and_custom_tasks_default_to_done_or_skipped(kind, outcomes, expiry):
    (step,) = document(task(kind=kind)).steps
    assert isinstance(step, TaskStep)
    assert (step.allowed_outcomes, step.expiry_outcome) == (outcomes, expiry)


def test_a_custom_task_declares_its_outcomes_and_what_expiry_means():
    (step,) = document(task(kind="custom", outcomes=["booked", "declined"], on_expire="declined")).steps
    assert isinstance(step, TaskStep)
    assert (step.allowed_outcomes, step.expiry_outcome) == (("booked", "declined"), "declined")


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            {"branches": {"busy": "end"}},
            "branches: unknown outcome 'busy' (one of: connected, voicemail, no_answer)",
        ),
        ({"on_expire": "done"}, "on_expire: unknown outcome 'done'"),
        ({"outcomes": ["a"]}, "outcomes: only custom tasks declare their outcomes"),
        ({"kind": "linkedin", "dialer": True}, "dialer: only call tasks go to a dialer"),
        (
            {"kind": "custom", "outcomes": ["booked"]},
            "on_expire: required when the outcomes have no 'skipped'",
        ),
        ({"kind": "custom", "outcomes": ["ok", "ok"], "on_expire": "ok"}, "outcomes must not repeat"),
        (
            {"kind": "custom", "outcomes": ["Not OK"], "on_expire": "Not OK"},
            "outcome 'Not OK': use 1-40 chars",
        ),
        ({"kind": "custom", "outcomes": ["ended"], "on_expire": "ended"}, "outcome 'ended' is reserved"),
        ({"due": "soon"}, "due"),
        ({"kind": "meeting"}, "kind"),
        ({"title": "{{ broken"}, "title"),
    ],
)
def test_task_steps_that_cannot_work_are_refused(extra, message):
    with pytest.raises(ValidationError) as error:
        document(task(**extra))
    assert message in str(error.value)


def test_a_task_goes_to_its_outcomes_branch_else_next_and_its_branch_targets_must_exist():
    steps = document(
        task(branches={"connected": "end", "voicemail": "vm"}),
        email("vm"),
        email("rest"),
    ).steps
    assert graph.successors(steps, 0) == ["vm", "end", "vm"]
    with pytest.raises(ValidationError) as error:
        document(task(branches={"no_answer": "nowhere"}), email("x"))
    assert "steps[0].branches.no_answer: no step with id 'nowhere'" in str(error.value)


def test_a_step_reached_only_through_a_task_branch_is_reachable_and_a_task_loop_waits():
    document(task(next="end", branches={"voicemail": "retry"}), {**email("retry"), "next": "t"})
