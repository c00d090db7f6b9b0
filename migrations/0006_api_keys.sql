-- API keys: random, shown once, stored only as a SHA-256 hash with a short visible prefix.

CREATE TABLE api_keys (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id  text NOT NULL REFERENCES projects (id),
    name        text NOT NULL,
    prefix      text NOT NULL,
    key_hash    bytea NOT NULL UNIQUE,
    scopes      text[] NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at  timestamptz,
    CHECK (scopes <@ ARRAY['admin', 'write', 'read', 'events']::text[] AND cardinality(scopes) > 0)
);
CREATE INDEX api_keys_project_idx ON api_keys (project_id);
