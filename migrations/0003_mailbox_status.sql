-- A mailbox whose credentials Google refused (revoked grant, missing delegation) is 'disconnected':
-- its enrollments pause until it is reconnected.
ALTER TABLE mailboxes
    ADD COLUMN status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'disconnected')),
    ADD COLUMN status_reason text,
    ADD COLUMN status_changed_at timestamptz;
