#!/bin/sh
# Sequencer's own database on the compose stack's PostgreSQL server, beside Temporal's `temporal` and
# `temporal_visibility` (the Temporal server creates those). The postgres image runs this once, when
# its data volume is first initialised; on an existing server run the two statements by hand.
# Sourced or executed by the image's entrypoint: no `exit`, no `set -u`.
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    -v password="$SEQUENCER_DB_PASSWORD" <<'SQL'
CREATE ROLE sequencer LOGIN PASSWORD :'password';
CREATE DATABASE sequencer OWNER sequencer;
SQL
