"""One rule for what an inbound message does: routing by class, reason, intent and the sequence's on_reply."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.model import Classification
from sequencer.models import OnReply
from sequencer.routing import route_inbound


def reply(intent: str, **fields) -> Classification:
    kind = "unsubscribe_request" if intent == "unsubscribe" else "reply"
    return Classification(kind=kind, intent=intent, evidence="words", **fields)


def test_every_human_reply_stops_with_its_intent():
    for intent in ("interested", "not_now", "not_interested", "wrong_person", "other", "unsubscribe"):
        route = route_inbound(reply(intent))
        assert (route.signal, route.intent) == ("reply", intent)


def test_only_an_unsubscribe_suppresses():
    assert route_inbound(reply("unsubscribe")).suppress == "unsubscribe"
    assert {route_inbound(reply(i)).suppress for i in ("interested", "not_interested", "other")} == {None}


def test_interested_and_a_referral_open_a_task_by_default_a_plain_wrong_person_does_not():
    assert route_inbound(reply("interested")).task
    assert (
        route_inbound(reply("wrong_person", referral="anna@x.test")).task == "Referral: contact anna@x.test"
    )
    assert route_inbound(reply("wrong_person")).task is None
    assert route_inbound(reply("not_interested")).task is None


def test_not_now_reenrolls_on_its_date_only_when_asked_and_else_is_a_task_due_then():
    later = date(2026, 7, 1)
    asked = OnReply(not_now="reenroll")
    assert route_inbound(reply("not_now", follow_up_date=later), asked).reenroll_on == later
    undated = route_inbound(reply("not_now"), asked)
    assert (undated.reenroll_on, bool(undated.task)) == (None, True)
    default = route_inbound(reply("not_now", follow_up_date=later))
    assert (default.reenroll_on, default.task_due) == (None, later)


def test_a_sequence_can_turn_tasks_off():
    assert route_inbound(reply("interested"), OnReply(interested="none")).task is None


@pytest.mark.parametrize(
    ("reason", "suppressed"),
    [("user_unknown", True), ("host_unknown", True), ("suspended", False), ("mailbox_full", False),
     ("policy", False), ("filtered", False)],
)  # fmt: skip
def test_a_permanent_bounce_ends_the_enrollment_and_suppresses_only_a_dead_address(reason, suppressed):
    bounce = Classification(
        kind="bounce", reason=reason, permanent=True, suppress_address=suppressed, status="5.0.0"
    )
    route = route_inbound(bounce)
    assert route.signal == "bounce"
    assert (route.suppress is not None, route.facts["address_suppressed"]) == (suppressed, suppressed)
    assert ("note" in route.facts) is not suppressed


def test_a_blocked_sender_flags_the_mailbox_and_ends_nothing():
    route = route_inbound(Classification(kind="bounce", reason="blocked", permanent=True, status="5.7.1"))
    assert (route.signal, route.flag) == (None, "blocked: 5.7.1")


def test_transient_failures_success_reports_receipts_and_acknowledgements_change_nothing():
    quiet = [
        Classification(kind="bounce", reason="mailbox_full", permanent=False),
        Classification(kind="bounce", reason="delivered", permanent=False),
        Classification(kind="receipt"),
        Classification(kind="auto_reply", intent="auto_reply"),
    ]
    assert [route_inbound(c).signal for c in quiet] == [None, None, None, None]


def test_a_positive_delivery_notification_is_told_from_a_read_receipt():
    delivered = route_inbound(Classification(kind="receipt", reason="delivered"))
    read = route_inbound(Classification(kind="receipt"))
    assert (delivered.branch, read.branch) == ("delivered", "read receipt")
    assert (delivered.signal, delivered.suppress, read.signal, read.suppress) == (None, None, None, None)


def test_an_out_of_office_pauses():
    assert route_inbound(Classification(kind="auto_reply")).signal == "auto_reply"
