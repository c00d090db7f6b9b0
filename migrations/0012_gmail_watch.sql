-- Gmail push (users.watch on a Pub/Sub topic): each mailbox's watch, as its workflow last made it.
-- The workflow renews it a day before it lapses; push notifications find mailboxes by address.
ALTER TABLE mailboxes
    ADD COLUMN watch_topic text,                -- NULL: not watched (push off, or the watch failed)
    ADD COLUMN watch_expires_at timestamptz,    -- Gmail's expiration of the watch (7 days out)
    ADD COLUMN watch_history_id text,           -- the mailbox's historyId when the watch was made
    ADD COLUMN watch_renewed_at timestamptz,
    ADD COLUMN watch_error text;                -- why the last watch call failed (NULL: it worked)

-- A notification names only the address, in any project.
CREATE INDEX mailboxes_email_idx ON mailboxes (email);
