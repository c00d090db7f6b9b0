-- Who changed access to a project, and when (issue 28): API keys created and revoked, stored secrets
-- re-sealed or replaced. Written in the same transaction as the change; never holds a secret.
CREATE TABLE audit_log (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project_id  text NOT NULL REFERENCES projects (id),
    at          timestamptz NOT NULL DEFAULT now(),
    actor       text NOT NULL,  -- the API key's id, or 'cli' (an operator with the database's credentials)
    action      text NOT NULL,  -- api_key.created, api_key.revoked, secret.rotated, secret.replaced
    target      text,           -- what it acted on: a key's id, a credential such as sms.auth_token
    details     jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_project_idx ON audit_log (project_id, id DESC);
