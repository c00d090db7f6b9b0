-- A provider with no idempotent submit (SMTP) says so the moment the server accepts an email, before the
-- Sent copy is filed: a retry after a crash in between finds the email accepted here and sends nothing.
ALTER TABLE send_ledger ADD COLUMN accepted_at timestamptz;
