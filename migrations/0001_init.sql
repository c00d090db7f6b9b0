-- Sequencer schema, first version. Migrations are append-only: change the schema in a new file.

CREATE TABLE projects (
    id          text PRIMARY KEY,
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO projects (id, name) VALUES ('default', 'Default project');

CREATE TABLE mailboxes (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id          text NOT NULL REFERENCES projects (id),
    email               text NOT NULL CHECK (email = lower(email)),
    name                text NOT NULL,
    timezone            text NOT NULL,
    oauth_refresh_token text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, email)
);

CREATE TABLE contacts (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id  text NOT NULL REFERENCES projects (id),
    email       text NOT NULL CHECK (email = lower(email)),
    first_name  text,
    last_name   text,
    phone       text,
    timezone    text,
    country     text,
    fields      jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(fields) = 'object'),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, email)
);

CREATE TABLE sequences (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id  text NOT NULL REFERENCES projects (id),
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, name)
);

-- A published version never changes: enrollments run on the version they started with.
CREATE TABLE sequence_versions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    sequence_id  uuid NOT NULL REFERENCES sequences (id),
    version      integer NOT NULL CHECK (version > 0),
    document     jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (sequence_id, version)
);

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% rows are immutable (% refused)', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER sequence_versions_immutable
    BEFORE UPDATE OR DELETE ON sequence_versions
    FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE TABLE enrollments (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id           text NOT NULL REFERENCES projects (id),
    contact_id           uuid NOT NULL REFERENCES contacts (id),
    sequence_version_id  uuid NOT NULL REFERENCES sequence_versions (id),
    mailbox_id           uuid NOT NULL REFERENCES mailboxes (id),
    workflow_id          text NOT NULL,
    workflow_run_id      text,
    status               text NOT NULL DEFAULT 'active' CHECK (status IN (
        'active', 'paused', 'waiting_limit', 'completed', 'replied', 'bounced',
        'unsubscribed', 'exited', 'failed', 'needs_review')),
    status_reason        text,
    current_step         text,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    ended_at             timestamptz
);

-- One running enrollment per contact; Temporal's workflow id is the first guard, this the second.
CREATE UNIQUE INDEX enrollments_one_active_idx ON enrollments (project_id, contact_id)
    WHERE status IN ('active', 'paused', 'waiting_limit');
CREATE INDEX enrollments_contact_idx ON enrollments (contact_id);

CREATE TABLE suppressions (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id  text NOT NULL REFERENCES projects (id),
    email       text NOT NULL CHECK (email = lower(email)),
    reason      text NOT NULL CHECK (reason IN ('unsubscribe', 'hard_bounce', 'complaint', 'manual')),
    source      text,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, email)
);

-- One row per email we intend to send, keyed by the step's idempotency key. A row that is
-- 'pending' may or may not have reached Gmail: the next attempt searches rfc822msgid: first.
CREATE TABLE send_ledger (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id        text NOT NULL REFERENCES projects (id),
    enrollment_id     uuid NOT NULL REFERENCES enrollments (id),
    step_id           text NOT NULL,
    mailbox_id        uuid NOT NULL REFERENCES mailboxes (id),
    idempotency_key   text NOT NULL UNIQUE,
    message_id        text NOT NULL UNIQUE,
    to_email          text NOT NULL,
    subject           text NOT NULL,
    status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
    attempts          integer NOT NULL DEFAULT 0,
    gmail_message_id  text,
    gmail_thread_id   text,
    created_at        timestamptz NOT NULL DEFAULT now(),
    sent_at           timestamptz,
    CHECK (status = 'pending' OR (gmail_message_id IS NOT NULL AND gmail_thread_id IS NOT NULL))
);
CREATE INDEX send_ledger_enrollment_idx ON send_ledger (enrollment_id, created_at);
CREATE INDEX send_ledger_thread_idx ON send_ledger (mailbox_id, gmail_thread_id);

-- Append-only: one row per step execution or status change, so "why did Dana get that email?"
-- has an answer. facts = what the step read, branch = which way it went.
CREATE TABLE run_ledger (
    id             bigserial PRIMARY KEY,
    project_id     text NOT NULL REFERENCES projects (id),
    enrollment_id  uuid NOT NULL REFERENCES enrollments (id),
    step_id        text,
    action         text NOT NULL,
    outcome        text NOT NULL,
    branch         text,
    facts          jsonb NOT NULL DEFAULT '{}'::jsonb,
    detail         text,
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX run_ledger_enrollment_idx ON run_ledger (enrollment_id, id);

CREATE TRIGGER run_ledger_append_only
    BEFORE UPDATE OR DELETE ON run_ledger
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
