-- Bulk enrollment imports: one row per (project, client-chosen import_id), with the SHA-256 of the
-- request so a repeat is recognised (same body: the same import; another body: refused), and one row
-- per contact of the request. ImportWorkflow works through the pending rows in chunks; each row's
-- outcome is written right after its enrollment, so a retried chunk never enrolls a row twice.
CREATE TABLE imports (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id           text NOT NULL REFERENCES projects (id),
    import_id            text NOT NULL CHECK (import_id ~ '^[A-Za-z0-9._:-]{1,200}$'),
    body_sha256          text NOT NULL CHECK (body_sha256 ~ '^[0-9a-f]{64}$'),
    sequence_version_id  uuid NOT NULL REFERENCES sequence_versions (id),
    mailbox_id           uuid NOT NULL REFERENCES mailboxes (id),
    live_edit            text CHECK (live_edit IN ('stay', 'next_step', 'restart')),
    total                integer NOT NULL CHECK (total BETWEEN 1 AND 10000),
    accepted             integer NOT NULL CHECK (accepted >= 0),
    rejected             integer NOT NULL CHECK (rejected >= 0),
    status               text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
    status_reason        text,
    created_at           timestamptz NOT NULL DEFAULT now(),
    finished_at          timestamptz,
    UNIQUE (project_id, import_id),
    CHECK (accepted + rejected = total),
    CHECK ((status = 'running') = (finished_at IS NULL))
);

CREATE TABLE import_rows (
    import_id      uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
    row_index      integer NOT NULL CHECK (row_index >= 0),   -- contacts[row_index] in the request
    contact        jsonb,                                     -- the validated row (NULL when rejected)
    status         text NOT NULL CHECK (status IN ('pending', 'enrolled', 'skipped', 'failed', 'rejected')),
    contact_id     uuid REFERENCES contacts (id) ON DELETE SET NULL,
    enrollment_id  uuid REFERENCES enrollments (id) ON DELETE SET NULL,
    field          text,                                      -- the input at fault, e.g. contacts[3].email
    message        text,
    updated_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (import_id, row_index),
    CHECK ((status = 'rejected') = (contact IS NULL)),
    CHECK (status <> 'enrolled' OR enrollment_id IS NOT NULL)
);
-- What the workflow asks for next, in request order.
CREATE INDEX import_rows_pending_idx ON import_rows (import_id, row_index) WHERE status = 'pending';
