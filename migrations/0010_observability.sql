-- Issue 10: the run ledger says which run did what, when it was scheduled and how long it took;
-- circuit breakers per mailbox and channel.

ALTER TABLE run_ledger
    ADD COLUMN workflow_run_id text,
    ADD COLUMN kind text,              -- email, sms, task, condition, wait_for, status, ...
    ADD COLUMN idempotency_key text,   -- a send's key (the send and SMS ledgers hold the same)
    ADD COLUMN scheduled_for timestamptz,
    ADD COLUMN started_at timestamptz,
    ADD COLUMN finished_at timestamptz;

-- A run of provider failures (5xx, timeouts) opens a mailbox's breaker for a channel: its sends wait
-- (no enrollment fails) until the cool-down ends; then one probe goes (half-open) and closes it or
-- opens it again for longer.
CREATE TABLE circuit_breakers (
    mailbox_id   uuid NOT NULL REFERENCES mailboxes (id),
    channel      text NOT NULL CHECK (channel IN ('email', 'sms')),
    state        text NOT NULL DEFAULT 'closed' CHECK (state IN ('closed', 'open', 'half_open')),
    failures     integer NOT NULL DEFAULT 0,  -- in a row
    opened       integer NOT NULL DEFAULT 0,  -- times opened since it last closed (the cool-down grows)
    retry_at     timestamptz,                 -- open: when a probe may go; half_open: when it may again
    last_error   text,
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (mailbox_id, channel)
);
