-- Enrollments started by any Temporal client (issue 25): the workflow id is the caller's, and a retried
-- or reset start finds its own row by it. Template variables given at the start belong to the enrollment.
CREATE INDEX enrollments_workflow_id ON enrollments (project_id, workflow_id);
ALTER TABLE enrollments ADD COLUMN variables jsonb NOT NULL DEFAULT '{}'::jsonb;
