"""The mailbox's book of slots grants a ranked schedule: every slot that frees within the grant lead, a gap
apart, to the best request whose window is open then, without waiting for the last send's report."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from contracts import MailboxLimits, SendLedger, SlotRequest
from sequencer.slots import SendLimits
from workflows.slot_book import SlotBook

NOW = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
GAP = timedelta(seconds=10)


def book(**limits) -> SlotBook:
    slots = SlotBook(SendLedger(), lead_seconds=30)
    slots.apply_limits(MailboxLimits(limits=SendLimits(**limits), zone="UTC"), NOW)
    return slots


def ask(slots: SlotBook, name: str, kind: str = "first_touch", due_minutes: int = 0, opens: int = 0) -> None:
    slots.ledger.pending[name] = SlotRequest(
        request_id=name,
        workflow_id=f"enrollment-{name}",
        kind=kind,  # type: ignore[arg-type]
        due=NOW - timedelta(minutes=due_minutes),
        not_before=NOW + timedelta(seconds=opens),
    )


def test_under_a_gap_every_slot_within_the_lead_is_granted_at_once_a_gap_apart_best_first():
    slots = book(max_per_24h=100, min_gap_seconds=10)
    for name, kind, due in [
        ("a", "first_touch", 5),
        ("b", "follow_up", 1),
        ("c", "first_touch", 9),
        ("d", "first_touch", 2),
        ("e", "first_touch", 1),
    ]:
        ask(slots, name, kind, due)

    granted = slots.grant_schedule(NOW, NOW + timedelta(seconds=30))

    assert [r.request_id for r, _ in granted] == ["b", "c", "a", "d"]  # the follow-up, then the oldest due
    assert [g.granted_at for _, g in granted] == [NOW + GAP * i for i in range(4)]
    assert [g.send_at for _, g in granted] == [None, *(NOW + GAP * i for i in range(1, 4))]
    assert all(g.gap_seconds == 10 for _, g in granted)  # each send holds the gap itself
    assert list(slots.ledger.pending) == ["e"]  # its slot (40 s) is beyond the lead


def test_the_next_schedule_goes_on_a_gap_after_the_last_slot_granted_with_no_report_in_between():
    slots = book(max_per_24h=100, min_gap_seconds=10)
    for name in "abc":
        ask(slots, name)
    first = slots.grant_schedule(NOW, NOW + timedelta(seconds=10))
    later = NOW + timedelta(seconds=12)
    second = slots.grant_schedule(later, later + timedelta(seconds=10))

    assert [g.granted_at for _, g in first] == [NOW, NOW + GAP]
    assert [g.granted_at for _, g in second] == [NOW + 2 * GAP]


def test_runs_from_before_the_schedule_grant_nothing_while_a_gapped_grant_is_out():
    slots = book(max_per_24h=100, min_gap_seconds=10)
    ask(slots, "a")
    ask(slots, "b")
    at, request = slots.next_grant(NOW)
    assert request is not None and at == NOW
    slots.book_grant(request.request_id, request.workflow_id, NOW)
    del slots.ledger.pending[request.request_id]

    assert slots.next_grant(NOW + timedelta(seconds=20)) == (None, None)  # waits for the report
    assert slots.next_grant(NOW + timedelta(seconds=20), ahead=True)[0] == NOW + timedelta(seconds=20)


def test_the_caps_bound_the_schedule_however_long_the_lead():
    slots = book(max_per_24h=2, min_gap_seconds=10)
    for name in "abcd":
        ask(slots, name)

    granted = slots.grant_schedule(NOW, NOW + timedelta(hours=1))

    assert len(granted) == 2
    assert len(slots.ledger.pending) == 2


def test_a_request_whose_window_opens_later_gets_the_first_slot_from_its_opening():
    slots = book(max_per_24h=100, min_gap_seconds=10)
    ask(slots, "early")
    ask(slots, "late", kind="follow_up", opens=25)

    granted = slots.grant_schedule(NOW, NOW + timedelta(seconds=30))

    assert [(r.request_id, g.granted_at) for r, g in granted] == [
        ("early", NOW),
        ("late", NOW + timedelta(seconds=25)),
    ]


def test_without_a_gap_the_schedule_is_what_the_caps_and_the_quota_let_go_now():
    slots = book(max_per_24h=100, min_gap_seconds=0, quota_units_per_minute=500)
    for name in "abcdefg":
        ask(slots, name)

    granted = slots.grant_schedule(NOW, NOW)

    assert len(granted) == 5  # five sends' units in the bucket
    assert all(g.gap_seconds == 0 and g.send_at is None for _, g in granted)
