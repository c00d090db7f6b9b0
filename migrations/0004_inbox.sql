-- Hearing the inbox: suppressions by address or whole domain with their source, the history cursor of
-- each mailbox, the inbound messages we acted on (ids only), and a sender-reputation flag.

ALTER TABLE suppressions DROP CONSTRAINT suppressions_reason_check;
ALTER TABLE suppressions ADD CONSTRAINT suppressions_reason_check
    CHECK (reason IN ('unsubscribe', 'hard_bounce', 'complaint', 'manual', 'crm'));
ALTER TABLE suppressions ADD COLUMN scope text NOT NULL DEFAULT 'address' CHECK (scope IN ('address', 'domain'));
-- For scope 'domain', `email` holds the domain (example.com): every address at it is suppressed.
ALTER TABLE suppressions ADD CONSTRAINT suppressions_value_shape
    CHECK ((scope = 'address') = (position('@' in email) > 0));

ALTER TABLE mailboxes DROP CONSTRAINT mailboxes_status_check;
ALTER TABLE mailboxes ADD CONSTRAINT mailboxes_status_check CHECK (status IN ('connected', 'disconnected', 'flagged'));
ALTER TABLE mailboxes
    ADD COLUMN history_cursor text,
    ADD COLUMN last_polled_at timestamptz;

-- Only messages that concern an enrollment are remembered, by id, so a resync never acts twice.
CREATE TABLE inbound_messages (
    mailbox_id        uuid NOT NULL REFERENCES mailboxes (id),
    gmail_message_id  text NOT NULL,
    enrollment_id     uuid REFERENCES enrollments (id),
    kind              text NOT NULL,
    processed_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (mailbox_id, gmail_message_id)
);
