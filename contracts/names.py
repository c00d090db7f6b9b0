"""Every name a Temporal client, a worker or an activity uses to reach a workflow: types, the task queue,
signals, queries and updates. Spelled here once; renaming one breaks every caller's code."""

from __future__ import annotations

ENROLLMENT_WORKFLOW = "EnrollmentWorkflow"
MAILBOX_WORKFLOW = "MailboxWorkflow"
IMPORT_WORKFLOW = "ImportWorkflow"
TASK_QUEUE = "sequencer"  # the default; SEQUENCER_TASK_QUEUE on the worker changes it
STATE_QUERY = "state"  # both the enrollment and the mailbox answer it


def _names(namespace: type) -> tuple[str, ...]:
    return tuple(value for key, value in vars(namespace).items() if key.isupper())


class EnrollmentSignal:
    """Signals EnrollmentWorkflow takes (contracts.enrollment.SIGNAL_PAYLOADS: their payloads)."""

    REPLY = "reply"
    AUTO_REPLY = "auto_reply"
    BOUNCE = "bounce"
    UNSUBSCRIBE = "unsubscribe"
    CONTACT_EVENT = "contact_event"
    EXIT = "exit"
    PAUSE = "pause"
    RESUME = "resume"
    SKIP = "skip"
    VERSION_CHANGED = "version_changed"
    REVIEW_DECIDED = "review_decided"
    TASK_COMPLETED = "task_completed"
    RESOLVE = "resolve"
    MAILBOX_DISCONNECTED = "mailbox_disconnected"
    MAILBOX_RECONNECTED = "mailbox_reconnected"
    SLOT_GRANTED = "slot_granted"
    SLOT_DEFERRED = "slot_deferred"


class EnrollmentUpdate:
    """Updates EnrollmentWorkflow takes. `enroll` is the update-with-start entry point (no argument; the
    start input carries everything): it answers the enrollment or fails with the refusal's type. The
    controls take the same JSON as the signals of the same name; a validator rejects a payload that does
    not fit, or a control that would do nothing, before anything is written; each answers what it did."""

    ENROLL = "enroll"
    REPLY = "reply"
    BOUNCE = "bounce"
    UNSUBSCRIBE = "unsubscribe"
    CONTACT_EVENT = "contact_event"
    EXIT = "exit"
    PAUSE = "pause"
    RESUME = "resume"
    SKIP = "skip"


class MailboxSignal:
    """Signals MailboxWorkflow takes."""

    POLL_NOW = "poll_now"
    WATCH_NOW = "watch_now"
    STOP = "stop"
    REQUEST_SLOT = "request_slot"
    CANCEL_SLOT = "cancel_slot"
    SLOT_USED = "slot_used"
    SLOTS_USED = "slots_used"
    LIMITS_CHANGED = "limits_changed"


class MailboxUpdate:
    """Updates MailboxWorkflow takes."""

    TAKE_SLOT = "take_slot"
    TAKE_SLOTS = "take_slots"


ENROLLMENT_SIGNALS = _names(EnrollmentSignal)
ENROLLMENT_UPDATES = _names(EnrollmentUpdate)
MAILBOX_SIGNALS = _names(MailboxSignal)
MAILBOX_UPDATES = _names(MailboxUpdate)
