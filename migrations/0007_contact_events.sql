-- Contact events from CRMs and calendars (issue 7): stored once per (project, event_id), with the
-- result of the first delivery, so a repeat answers the same and signals nothing again.
CREATE TABLE contact_events (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id   text NOT NULL REFERENCES projects (id),
    contact_id   uuid NOT NULL REFERENCES contacts (id),
    event_id     text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 200),
    type         text NOT NULL CHECK (type IN (
        'meeting_booked', 'deal_stage_changed', 'do_not_contact', 'replied_elsewhere', 'custom')),
    data         jsonb NOT NULL DEFAULT '{}',
    source       text NOT NULL DEFAULT 'api',
    result       jsonb NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, event_id)
);
CREATE INDEX contact_events_contact_idx ON contact_events (contact_id, received_at);

-- A booked meeting ends an enrollment with its own status.
ALTER TABLE enrollments DROP CONSTRAINT enrollments_status_check;
ALTER TABLE enrollments ADD CONSTRAINT enrollments_status_check CHECK (status IN (
    'active', 'paused', 'waiting_limit', 'completed', 'replied', 'bounced', 'unsubscribed', 'exited',
    'failed', 'needs_review', 'meeting_booked'));

-- The rep's primary calendar is read incrementally (Calendar API sync tokens).
ALTER TABLE mailboxes
    ADD COLUMN calendar_sync_token text,
    ADD COLUMN calendar_synced_at timestamptz;
