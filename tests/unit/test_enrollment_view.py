"""What GET /v1/enrollments/{id} shows while a reply's status write is still on its way: the status
comes from the running workflow, so the intent must come with it."""

from __future__ import annotations

from datetime import UTC, datetime

from contracts import EnrollmentState
from contracts.enrollment import NextAction
from starter.client import EnrollmentView
from storage.records import Enrollment

NOW = datetime(2026, 12, 4, 9, tzinfo=UTC)


def _view(*, stored: dict, live: EnrollmentState | None) -> EnrollmentView:
    enrollment = Enrollment(
        id="e1", project_id="p1", contact_id="c1", sequence_version_id="v1", mailbox_id="m1",
        workflow_id="enrollment-e1", created_at=NOW, updated_at=NOW, **{"status": "active", **stored},
    )  # fmt: skip
    return EnrollmentView(
        enrollment=enrollment, sequence_name="s", sequence_version=1, contact_email="c@x.test",
        live=live, sends=[], runs=[],
    )  # fmt: skip


def _replied(**reply: str) -> EnrollmentState:
    return EnrollmentState(status="replied", next_action=NextAction(kind="none"), **reply)


def test_a_reply_the_workflow_took_but_the_database_has_not_yet_shows_its_intent():
    view = _view(stored={}, live=_replied(reply_intent="interested", reply_evidence="Sounds interesting"))

    assert (view.status, view.reply_intent, view.reply_evidence) == (
        "replied",
        "interested",
        "Sounds interesting",
    )


def test_the_stored_intent_wins_once_it_is_written():
    view = _view(
        stored={"status": "replied", "reply_intent": "not_now", "reply_evidence": "next quarter"}, live=None
    )

    assert (view.status, view.reply_intent, view.reply_evidence) == ("replied", "not_now", "next quarter")


def test_an_active_enrollment_has_no_intent():
    view = _view(stored={}, live=EnrollmentState(status="active", next_action=NextAction(kind="wait")))

    assert (view.reply_intent, view.reply_evidence) == (None, None)
