-- What the contact's reply meant (sequencer/classify/intent.py) and the words that said so, on the
-- enrollment it stopped; shown by GET /v1/enrollments/{id}.
ALTER TABLE enrollments ADD COLUMN reply_intent text, ADD COLUMN reply_evidence text;

-- A reply a rep should act on (interested, a referral, "not now" without a re-enrollment) is a task.
ALTER TABLE tasks DROP CONSTRAINT tasks_kind_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_kind_check
    CHECK (kind IN ('review', 'call', 'linkedin', 'custom', 'reply_followup'));

-- Replies that name no enrollment any more (it had ended) are still facts about the contact.
ALTER TABLE contact_events DROP CONSTRAINT contact_events_type_check;
ALTER TABLE contact_events ADD CONSTRAINT contact_events_type_check CHECK (type IN (
    'meeting_booked', 'deal_stage_changed', 'do_not_contact', 'replied_elsewhere', 'custom', 'replied'));

-- "Not now, try me in Q3" with `on_reply: {not_now: reenroll}`: the contact starts the sequence again
-- on that day. The mailbox poll enrolls what is due (storage/reenrollments.py).
CREATE TABLE reenrollments (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id     text NOT NULL REFERENCES projects (id),
    contact_id     uuid NOT NULL REFERENCES contacts (id),
    sequence_id    uuid NOT NULL,
    mailbox_id     uuid NOT NULL REFERENCES mailboxes (id),
    from_enrollment_id uuid NOT NULL UNIQUE REFERENCES enrollments (id),
    due_on         date NOT NULL,
    status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'enrolled', 'skipped')),
    enrollment_id  uuid REFERENCES enrollments (id),
    note           text,
    created_at     timestamptz NOT NULL DEFAULT now(),
    done_at        timestamptz
);
CREATE INDEX reenrollments_due_idx ON reenrollments (mailbox_id, due_on) WHERE status = 'pending';
