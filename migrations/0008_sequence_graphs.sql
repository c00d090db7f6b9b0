-- Issue 8: drafts, a default version, live edits, A/B variants, review tasks, a CRM connection.

-- One draft per sequence, edited with optimistic locking (its revision is the ETag). Published
-- versions stay in sequence_versions, where the immutability trigger refuses any change.
CREATE TABLE sequence_drafts (
    sequence_id    uuid PRIMARY KEY REFERENCES sequences (id),
    document       jsonb NOT NULL,
    revision       integer NOT NULL DEFAULT 1 CHECK (revision > 0),
    based_on       integer,  -- the version it started from
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);

-- New enrollments take the default version (the newest published one, unless set back).
ALTER TABLE sequences ADD COLUMN default_version_id uuid REFERENCES sequence_versions (id);
UPDATE sequences s
   SET default_version_id = (SELECT v.id FROM sequence_versions v WHERE v.sequence_id = s.id
                              ORDER BY v.version DESC LIMIT 1);

-- An enrollment's own live-edit policy (NULL: the one chosen when a new version is published).
ALTER TABLE enrollments
    ADD COLUMN live_edit text CHECK (live_edit IN ('stay', 'next_step', 'restart'));
CREATE INDEX enrollments_version_active_idx ON enrollments (sequence_version_id)
    WHERE status IN ('active', 'paused', 'waiting_limit');

-- Which A/B variant an email was.
ALTER TABLE send_ledger ADD COLUMN variant text;

-- Work for a rep: reviews of emails before they go (issue 8), calls and other tasks (issue 9).
CREATE TABLE tasks (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id     text NOT NULL REFERENCES projects (id),
    enrollment_id  uuid NOT NULL REFERENCES enrollments (id),
    contact_id     uuid NOT NULL REFERENCES contacts (id),
    mailbox_id     uuid NOT NULL REFERENCES mailboxes (id),
    step_id        text NOT NULL,
    visit          integer NOT NULL DEFAULT 1,
    kind           text NOT NULL CHECK (kind IN ('review', 'call', 'linkedin', 'custom')),
    status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'expired', 'canceled')),
    assignee       text NOT NULL,
    due_at         timestamptz,
    expires_at     timestamptz,
    subject        text,
    body           text,
    variant        text,
    outcome        text,
    created_at     timestamptz NOT NULL DEFAULT now(),
    completed_at   timestamptz,
    UNIQUE (enrollment_id, step_id, visit, kind)
);
CREATE INDEX tasks_inbox_idx ON tasks (project_id, assignee, status, due_at);

-- The project's CRM, for live facts in conditions. The token is sealed (sequencer/sealing.py).
CREATE TABLE crm_connections (
    project_id  text PRIMARY KEY REFERENCES projects (id),
    provider    text NOT NULL CHECK (provider IN ('attio', 'static')),
    base_url    text,
    token       text,
    facts       jsonb NOT NULL DEFAULT '{}',
    updated_at  timestamptz NOT NULL DEFAULT now()
);
