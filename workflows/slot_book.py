"""A mailbox's book of send slots: who waits, what is granted and not reported yet, what was sent, and
the Gmail quota budget (contracts.SendLedger, carried across continue-as-new). MailboxWorkflow decides
when to look and whom to tell; this decides who gets a slot, at what moment, and what it costs. Plain
bookkeeping: no I/O, and the time comes in as `now`."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, tzinfo

from contracts import (
    MailboxLimits,
    QuotaState,
    SendingState,
    SendLedger,
    SlotBatch,
    SlotGrant,
    SlotReport,
    SlotRequest,
)
from sequencer import slots, timing

GRANT_TTL = timedelta(minutes=2)
POLL_MIN_UNITS = 10  # a poll starts once the budget holds this much (its real cost is charged after)
_MIN_ASK_AGAIN = timedelta(minutes=10)


class SlotBook:
    def __init__(self, ledger: SendLedger, lead_seconds: float | None) -> None:
        self.ledger = ledger
        self.lead = timedelta(seconds=lead_seconds) if lead_seconds and lead_seconds > 0 else timedelta(0)
        self.granted_this_run = 0
        self.quota_reason: str | None = None  # why the budget is reduced, while it is

    def apply_limits(self, loaded: MailboxLimits, now: datetime) -> None:
        book = self.ledger
        book.limits, book.zone = loaded.limits, loaded.zone
        if book.quota is None:
            book.quota = _quota(slots.Budget.full(loaded.limits.limits(), now))

    def expire(self, now: datetime) -> None:
        book = self.ledger
        lapsed = [r.request_id for r in book.pending.values() if r.latest is not None and r.latest <= now]
        for request_id in lapsed:
            del book.pending[request_id]
        book.grants = [g for g in book.grants if g.reclaim_at > now]  # unreported: back to the pool
        book.sent = slots.prune(book.sent, now)

    def next_grant(self, now: datetime, *, ahead: bool = False) -> tuple[datetime | None, SlotRequest | None]:
        """When the next slot frees, and who would get it then; (None, None): nothing to do.

        Under a minimum gap, runs from before the slot schedule (`ahead` False) wait for the outstanding
        grant's report (or its reclaim); with it, the next slot is a gap after the last one granted, and
        the send holds the gap against the provider's last answer (SlotGrant.gap_seconds)."""
        book = self.ledger
        assert book.limits is not None and book.quota is not None
        limits = book.limits.limits()
        if limits.min_gap > timedelta(0) and book.grants and not ahead:
            return None, None  # the gap counts from the outstanding send's report (or its reclaim)
        free = slots.next_free(limits, self.counted(), now, self.zone())
        at = max(free, slots.ready_at(_budget(book.quota), limits, slots.SEND_UNITS, now))
        waiting = book.pending.values()
        eligible = [r for r in waiting if r.not_before <= at and (r.latest is None or at < r.latest)]
        if eligible:
            return at, ranked(eligible)[0]
        later = [r.not_before for r in waiting if r.not_before > at]
        if not later:
            return None, None
        if ahead:  # the slot at the next window opening is as good (every cap only frees with time)
            opens = min(later)
            eligible = [
                r for r in waiting if r.not_before <= opens and (r.latest is None or opens < r.latest)
            ]
            if eligible:
                return opens, ranked(eligible)[0]
        return min(later), None

    def book_grant(
        self,
        request_id: str,
        workflow_id: str,
        now: datetime,
        *,
        spare: bool = False,
        at: datetime | None = None,
        scheduled: bool = False,
    ) -> SlotGrant:
        """A slot granted now for `at` (by default now): in the book (counted at its slot against every
        cap until its report), its quota units drawn from the bucket."""
        book = self.ledger
        assert book.limits is not None and book.quota is not None
        limits = book.limits.limits()
        slot = max(at, now) if at is not None else now
        grant = SlotGrant(
            request_id=request_id,
            workflow_id=workflow_id,
            granted_at=slot,
            expires_at=slot + GRANT_TTL,
            reclaim_at=slot + GRANT_TTL + slots.CALL_MAX + limits.min_gap,
            # Only a run that waits for the report before its next grant needs it at once.
            report_promptly=limits.min_gap > timedelta(0) and not scheduled,
            spare=spare,
            send_at=slot if slot > now else None,
            gap_seconds=limits.min_gap.total_seconds(),
        )
        book.grants.append(grant)
        book.quota = _quota(slots.spend(slots.refill(_budget(book.quota), limits, now), slots.SEND_UNITS))
        book.granted_total += 1
        self.granted_this_run += 1
        return grant

    def grant_schedule(self, now: datetime, until: datetime) -> list[tuple[SlotRequest, SlotGrant]]:
        """The ranked schedule of the slots that free by `until`, granted now: each next slot (every cap,
        the gap after the slot before it, the quota budget) to the best request whose window is open
        then, best first. Each request leaves the waiting book with its grant."""
        granted: list[tuple[SlotRequest, SlotGrant]] = []
        while True:
            at, request = self.next_grant(now, ahead=True)
            if request is None or at is None or at > until:
                return granted
            del self.ledger.pending[request.request_id]
            grant = self.book_grant(request.request_id, request.workflow_id, now, at=at, scheduled=True)
            granted.append((request, grant))

    def counted(self) -> list[datetime]:
        """What the caps count: recent sends, and the grants not reported yet."""
        book = self.ledger
        return [*book.sent, *(g.granted_at for g in book.grants)]

    def zone(self) -> tzinfo | None:
        return timing.Calendar.named(self.ledger.zone, {}).zone

    def hand_back(self, request_id: str) -> None:
        book = self.ledger
        book.grants = [g for g in book.grants if g.request_id != request_id]

    def spares(self, batch: SlotBatch, now: datetime) -> list[SlotGrant]:
        """Slots granted ahead to the asking worker, which hands them to its next sends itself, so a
        mailbox with room to spare costs no round trip per send. Only while nothing waits in the book
        and the caps leave room (slots.spare_count: no minimum gap, at most half the room); each is an
        ordinary grant in the book: counted against every cap until its report, reclaimed if none
        comes."""
        book = self.ledger
        if book.pending or book.limits is None or book.quota is None:
            return []
        limits = book.limits.limits()
        held = {g.request_id for g in book.grants}
        wanted = [s for s in dict.fromkeys(batch.spare_ids) if s not in held]
        owner = batch.spare_owner or ""
        held_now = sum(1 for g in book.grants if g.spare and g.workflow_id == owner)
        count = slots.spare_count(
            limits, self.counted(), _budget(book.quota), now, self.zone(), len(wanted), held_now
        )
        return [self.book_grant(spare_id, owner, now, spare=True) for spare_id in wanted[:count]]

    def report(self, report: SlotReport, now: datetime) -> None:
        """A grant's outcome. A send counts even when its report comes after the slot was reclaimed."""
        book = self.ledger
        spare = next((g for g in book.grants if g.request_id == report.request_id and g.spare), None)
        self.hand_back(report.request_id)
        if report.sent:
            book.sent.append(report.finished_at or now)
        elif spare is not None and not report.rate_limited and book.limits is not None and book.quota:
            # A spare handed back unused never reached Gmail: its quota units return to the bucket.
            limits = book.limits.limits()
            book.quota = _quota(slots.refund(_budget(book.quota), limits, slots.SEND_UNITS, now))

    def charge(self, units: int, *, rate_limited: bool, by: str, now: datetime) -> bool:
        """Draw `units` from the quota budget (a 429 shrinks it); True when the budget changed."""
        book = self.ledger
        if book.limits is None or book.quota is None:
            if not rate_limited:
                return False  # nothing to share the budget with yet; the first send request sets it up
        if book.limits is None:
            return False  # a 429 before any limits: the grant loop loads them, the poll's retry backs off
        limits = book.limits.limits()
        budget = _budget(book.quota) if book.quota else slots.Budget.full(limits, now)
        budget = slots.spend(slots.refill(budget, limits, now), units)
        if rate_limited:
            budget = slots.rate_limited(budget, limits, now)
            self.quota_reason = f"Gmail answered 429 to a {by}; the budget is reduced until it recovers"
        book.quota = _quota(budget)
        return True

    def poll_ready_at(self, now: datetime) -> datetime | None:
        """When the budget holds enough for a poll (None: no budget yet to wait for)."""
        book = self.ledger
        if book.quota is None or book.limits is None:
            return None
        return slots.ready_at(_budget(book.quota), book.limits.limits(), POLL_MIN_UNITS, now)

    def overflow(self, keep: int, now: datetime) -> list[tuple[SlotRequest, datetime]]:
        """The requests ranked beyond the best `keep`, taken out of the book, each with when to ask
        again: back when about half the book ahead of it has gone out, so it rejoins before the book
        drains."""
        book = self.ledger
        assert book.limits is not None
        if len(book.pending) <= keep:
            return []
        limits = book.limits.limits()
        recent = sum(1 for t in self.counted() if t > now - slots.DAY)
        room = limits.per_24h - recent
        parked = []
        for place, request in enumerate(ranked(list(book.pending.values()))[keep:], start=keep):
            del book.pending[request.request_id]
            again = now + max(slots.time_to_serve(limits, place - keep // 2, room), _MIN_ASK_AGAIN)
            parked.append((request, again))
        return parked

    def sending_state(self, now: datetime) -> SendingState:
        book = self.ledger
        recent = [t for t in book.sent if t > now - slots.DAY]
        state = SendingState(
            limits=book.limits,
            sent_last_24h=len(recent),
            last_sent_at=max(book.sent) if book.sent else None,
            waiting=len(book.pending),
            waiting_follow_ups=sum(1 for r in book.pending.values() if r.kind == "follow_up"),
            granted=len(book.grants),
            granted_total=book.granted_total,
        )
        if book.limits is not None and book.quota is not None:
            limits = book.limits.limits()
            budget = slots.refill(_budget(book.quota), limits, now)
            state.next_free_at = max(
                slots.next_free(limits, self.counted(), now, self.zone()),
                slots.ready_at(budget, limits, slots.SEND_UNITS, now),
            )
            state.quota_units = round(budget.units, 1)
            state.quota_factor = budget.factor
            state.quota_backoff_until = budget.backoff_until
            state.quota_reason = self.quota_reason if budget.backoff_until else None
        return state


def ranked(requests: list[SlotRequest]) -> list[SlotRequest]:
    """Follow-ups before first touches, then the oldest due first (sequencer.slots.order)."""
    by_id = {r.request_id: r for r in requests}
    return [
        by_id[r.request_id] for r in slots.order(slots.Request(r.request_id, r.kind, r.due) for r in requests)
    ]


def _budget(quota: QuotaState) -> slots.Budget:
    return slots.Budget(**quota.model_dump())


def _quota(budget: slots.Budget) -> QuotaState:
    return QuotaState(**dataclasses.asdict(budget))
