-- Issue 9: call, LinkedIn and custom tasks with outcomes; texts through an SMS provider; phone opt-outs.

-- needs_review waits for a person (a text whose outcome is unknown); the enrollment is still running,
-- so a contact in it cannot be enrolled twice.
DROP INDEX enrollments_one_active_idx;
CREATE UNIQUE INDEX enrollments_one_active_idx ON enrollments (project_id, contact_id)
    WHERE status IN ('active', 'paused', 'waiting_limit', 'needs_review');
DROP INDEX enrollments_version_active_idx;
CREATE INDEX enrollments_version_active_idx ON enrollments (sequence_version_id)
    WHERE status IN ('active', 'paused', 'waiting_limit', 'needs_review');
UPDATE enrollments SET ended_at = NULL WHERE status = 'needs_review';

-- Tasks for reps: the zone their due time is read in, the number a call dials, the dialer hand-off.
ALTER TABLE tasks
    ADD COLUMN title text,
    ADD COLUMN timezone text,
    ADD COLUMN phone text,
    ADD COLUMN dialer boolean NOT NULL DEFAULT false,
    ADD COLUMN dialed_at timestamptz;

-- A phone number that texted STOP (scope 'phone': `email` holds the E.164 number).
ALTER TABLE suppressions DROP CONSTRAINT suppressions_scope_check;
ALTER TABLE suppressions ADD CONSTRAINT suppressions_scope_check CHECK (scope IN ('address', 'domain', 'phone'));
ALTER TABLE suppressions ADD CONSTRAINT suppressions_phone_shape
    CHECK (scope <> 'phone' OR email ~ '^\+[1-9][0-9]{1,14}$');

-- The project's SMS provider. The auth token is sealed (sequencer/sealing.py).
CREATE TABLE sms_connections (
    project_id   text PRIMARY KEY REFERENCES projects (id),
    provider     text NOT NULL CHECK (provider IN ('twilio')),
    account_sid  text NOT NULL,
    auth_token   text NOT NULL,
    from_number  text NOT NULL CHECK (from_number ~ '^\+[1-9][0-9]{1,14}$'),
    base_url     text,
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_connections_account_idx ON sms_connections (account_sid, from_number);

-- One row per text we intend to send, keyed like emails. `in_flight`: an attempt called the provider
-- and did not hear back; the next attempt searches before it sends, and an unanswered search makes the
-- row 'unknown' (the enrollment waits in needs_review: a double text is worse than a late one).
CREATE TABLE sms_ledger (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id       text NOT NULL REFERENCES projects (id),
    enrollment_id    uuid NOT NULL REFERENCES enrollments (id),
    step_id          text NOT NULL,
    idempotency_key  text NOT NULL UNIQUE,
    to_number        text NOT NULL,
    from_number      text NOT NULL,
    body             text NOT NULL,
    status           text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'sent', 'unknown', 'abandoned')),
    in_flight        boolean NOT NULL DEFAULT false,
    attempts         integer NOT NULL DEFAULT 0,
    attempted_at     timestamptz,
    provider_sid     text,
    resolution       text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    sent_at          timestamptz
);
CREATE INDEX sms_ledger_enrollment_idx ON sms_ledger (enrollment_id, created_at);

-- Inbound texts we acted on, by the provider's id, so a redelivered webhook never acts twice.
CREATE TABLE sms_inbound (
    project_id   text NOT NULL REFERENCES projects (id),
    message_sid  text NOT NULL,
    from_number  text NOT NULL,
    to_number    text NOT NULL,
    kind         text NOT NULL,
    contacts     integer NOT NULL DEFAULT 0,
    received_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project_id, message_sid)
);
CREATE INDEX contacts_phone_tail_idx ON contacts (project_id, right(regexp_replace(phone, '[^0-9]', '', 'g'), 7))
    WHERE phone IS NOT NULL;

-- The project's dialer: call tasks with `dialer: true` are posted to `url`, signed with `secret` (sealed).
CREATE TABLE dialer_connections (
    project_id  text PRIMARY KEY REFERENCES projects (id),
    url         text NOT NULL,
    secret      text NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);
