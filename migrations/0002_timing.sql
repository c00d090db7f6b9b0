-- Timing in the contact's own calendar: their subdivision (for regional public holidays) and the
-- dates a project closes itself (offsites, company holidays), which are never business days.

ALTER TABLE contacts ADD COLUMN subdivision text;

CREATE TABLE blackout_dates (
    project_id  text NOT NULL REFERENCES projects (id),
    day         date NOT NULL,
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project_id, day)
);

-- The zone an enrollment is timed in and where it came from (contact, phone, country, mailbox), kept
-- current by the workflow's plan; and, per email, the instant the workflow planned to send it.
ALTER TABLE enrollments ADD COLUMN timezone text, ADD COLUMN timezone_source text;
ALTER TABLE send_ledger ADD COLUMN planned_at timestamptz;
