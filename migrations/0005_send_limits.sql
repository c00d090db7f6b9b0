-- Per-mailbox send limits (issue 6). The mailbox's workflow enforces them; Postgres only keeps them.
ALTER TABLE mailboxes
    ADD COLUMN max_per_24h integer NOT NULL DEFAULT 30 CHECK (max_per_24h BETWEEN 1 AND 2000),
    ADD COLUMN min_gap_seconds integer NOT NULL DEFAULT 60 CHECK (min_gap_seconds BETWEEN 0 AND 3600),
    ADD COLUMN max_per_hour integer CHECK (max_per_hour BETWEEN 1 AND 2000),
    ADD COLUMN max_per_day integer CHECK (max_per_day BETWEEN 1 AND 2000),
    ADD COLUMN trial_account boolean NOT NULL DEFAULT false,
    ADD COLUMN quota_units_per_minute integer NOT NULL DEFAULT 6000
        CHECK (quota_units_per_minute BETWEEN 100 AND 15000);
