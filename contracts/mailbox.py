"""MailboxWorkflow's input and state, and the send-slot protocol between it and the enrollments."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel

from sequencer.slots import SendLimits


class SlotRequest(BaseModel):
    request_id: str  # unique per request: a grant names it, so a late grant is recognised as stale
    workflow_id: str  # the enrollment's, to signal the grant to
    kind: Literal["follow_up", "first_touch"]
    due: datetime  # when the step fell due: older first
    not_before: datetime  # the contact's send window opens
    latest: datetime | None = None  # the window closes (None: `always`); the request lapses then
    told_to_wait: bool = False  # the mailbox's own note: the asker heard its step must wait
    answer_by_update: bool = False  # the mailbox's own note: a `take_slot` update waits for the answer
    # The asker's project, for a workflow id a Temporal client chose (sequencer.ids.is_enrollment_of).
    project_id: str | None = None


class SlotGrant(BaseModel):
    request_id: str
    workflow_id: str
    granted_at: datetime
    expires_at: datetime  # Gmail must be called before this
    reclaim_at: datetime  # the mailbox takes the slot back if it heard nothing by then
    # The next grant waits for this one's report (a minimum gap): report at once, not with the next batch.
    report_promptly: bool = True
    # Granted ahead to a worker (SlotBatch.spare_ids), which hands it to one of its next sends itself.
    spare: bool = False
    # Granted before its slot (MailboxInput.grant_lead_seconds): Gmail is not called before this instant,
    # so the grant's way to the send (signal, workflow task, activity, reads) overlaps the wait.
    send_at: datetime | None = None
    # The mailbox's minimum gap (0: none). Slots are granted a gap apart without waiting for the last
    # send's report, so the send holds the gap itself (storage/send_gaps.py): it calls the provider only
    # once the mailbox's last call was answered this long ago.
    gap_seconds: float = 0.0


class SlotDeferred(BaseModel):
    """The mailbox cannot grant the request yet; `until` is the earliest a slot could free.

    With `ask_again_at` the mailbox's book was full and it dropped the request (its place in line is
    far back): the enrollment asks again then, keeping its original due time and so its rank.
    """

    request_id: str
    until: datetime | None = None
    ask_again_at: datetime | None = None


class SlotAnswer(BaseModel):
    """The mailbox's answer to a `take_slot` update: the grant, or `queued` (it stays in the book and
    the grant is signalled to the enrollment later), or `ask_again_at` (the book is full), or neither
    (the request lapsed: its window closed)."""

    grant: SlotGrant | None = None
    queued: bool = False
    until: datetime | None = None
    ask_again_at: datetime | None = None


class SlotReport(BaseModel):
    """What became of a grant: sent (when Gmail answered), or handed back (why)."""

    request_id: str
    sent: bool
    finished_at: datetime | None = None
    rate_limited: bool = False
    # A spare slot: the enrollment its worker handed it to, and when (what the send waited from).
    used_by: str | None = None
    handed_at: datetime | None = None


class SlotBatch(BaseModel):
    """A `take_slots` update: one worker's requests for one mailbox that arrived together, and the reports
    of grants it used since its last batch (one workflow task serves them all)."""

    requests: list[SlotRequest] = []
    reports: list[SlotReport] = []
    # Slots the worker would hold ahead for its next sends, by the ids it names them (at most
    # slots.spare_count of them are granted: none while caps bind or with a minimum gap).
    spare_ids: list[str] = []
    spare_owner: str | None = None  # the worker (the spares' `workflow_id` in the book)


class SlotAnswers(BaseModel):
    answers: dict[str, SlotAnswer] = {}  # by request id
    spares: list[SlotGrant] = []


class SlotCancel(BaseModel):
    request_id: str


class QuotaState(BaseModel):
    units: float
    at: datetime
    factor: float = 1.0
    strikes: int = 0
    backoff_until: datetime | None = None


class SendLedger(BaseModel):
    """The mailbox workflow's slot book, carried across continue-as-new."""

    pending: dict[str, SlotRequest] = {}  # by request id, in arrival order
    grants: list[SlotGrant] = []
    sent: list[datetime] = []  # when recent sends finished (two days' worth)
    quota: QuotaState | None = None
    limits: SendLimits | None = None
    zone: str = "UTC"
    granted_total: int = 0


class MailboxInput(BaseModel):
    project_id: str
    mailbox_id: str
    poll_seconds: int | None = 60  # None: no inbox polling, only send slots
    grants_per_run: int = 300  # continue-as-new after this many grants (tests make it small)
    book_size: int = 500  # requests kept waiting in the book; later ones are told when to ask again
    # A slot freeing within this long is granted now, to be used at its time (SlotGrant.send_at): under
    # a minimum gap the next send is on its way while the gap runs. None (runs started before it): 0.
    grant_lead_seconds: float | None = None
    cursor: str | None = None
    last_poll_at: datetime | None = None
    polls: int = 0
    slots: SendLedger = SendLedger()
    # Gmail push (runs since the `gmail-push` patch): while the mailbox is watched, the poll waits
    # `push_poll_seconds` (the fallback) and a `poll_now` from a push wakes it; None: plain polling.
    push_poll_seconds: int | None = None
    watch_renew_at: datetime | None = None  # when to call watch_mailbox again (workflow clock)
    watches: int = 0  # watch_mailbox calls that made or renewed a watch


class MailboxLimits(BaseModel):
    """A mailbox's limits and its zone (the calendar-day cap counts its local days)."""

    limits: SendLimits
    zone: str = "UTC"


class EnsureMailboxInput(BaseModel):
    project_id: str
    mailbox_id: str


class PollInput(BaseModel):
    mailbox_id: str
    cursor: str | None = None


class PollResult(BaseModel):
    cursor: str | None
    polled_at: datetime
    messages_seen: int = 0
    messages_acted_on: int = 0
    resynced: bool = False
    disconnected: bool = False
    rate_limited: bool = False
    units_used: int = 0  # Gmail API quota units the poll spent
    meetings_found: int = 0  # calendar events that delivered meeting_booked


class WatchInput(BaseModel):
    mailbox_id: str


class WatchResult(BaseModel):
    """The mailbox's Gmail watch after `watch_mailbox`. `topic` None: push is off on the worker.
    `valid_for_seconds` None: not watched (`error` says why, if push is on). `valid_for_seconds` is the
    watch's life as Gmail answered it, so the workflow times the renewal on its own clock."""

    topic: str | None = None
    expires_at: datetime | None = None  # Gmail's expiration
    valid_for_seconds: int | None = None
    history_id: str | None = None
    fallback_poll_seconds: int | None = None  # how often to poll anyway while watched
    error: str | None = None
    units_used: int = 0
    rate_limited: bool = False


class SendingState(BaseModel):
    limits: SendLimits | None = None
    sent_last_24h: int = 0
    last_sent_at: datetime | None = None
    waiting: int = 0  # requests waiting for a slot
    waiting_follow_ups: int = 0
    granted: int = 0  # slots granted and not yet reported
    next_free_at: datetime | None = None
    granted_total: int = 0
    quota_units: float | None = None
    quota_factor: float = 1.0
    quota_backoff_until: datetime | None = None
    quota_reason: str | None = None


class MailboxState(BaseModel):
    mailbox_id: str
    cursor: str | None
    last_poll_at: datetime | None
    polls: int
    sending: SendingState | None = None
    push_poll_seconds: int | None = None  # set while Gmail pushes this mailbox's changes
    watch_renew_at: datetime | None = None
    watches: int = 0
