# syntax=docker/dockerfile:1
# One image for every Sequencer process; the command picks which:
#   docker build -t sequencer .
#   docker run --rm sequencer secrets new-key             # a value for SEQUENCER_SEAL_KEYS
#   docker run --rm --env-file sequencer.env sequencer worker    # or: api, migrate, setup-temporal
# docker-compose.temporal.yml builds it and runs each process (with its health check); docs/deploy.md.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore

# The project and its runtime dependencies only (no dev extras); the source tree is not kept.
# The dependencies are the runtime lock's, each wheel checked against its hash (`make lock` refreshes
# it), in a layer of their own that a code change does not rebuild.
WORKDIR /tmp/sequencer-src
COPY requirements/runtime.lock requirements/runtime.lock
RUN pip install --require-hashes -r requirements/runtime.lock
COPY . .
# The project itself from what is installed alone (--no-index: nothing unlocked can come in; it fails if
# pyproject.toml asks for something the lock lacks). storage/migrate.py reads the SQL files from
# `migrations/` beside the installed packages, and the wheel does not carry them: put them there, and
# refuse to build an image that would migrate nothing.
RUN pip install . --no-index --no-build-isolation \
    && cp -r migrations "$(python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')/migrations" \
    && python -c "from storage.migrate import migration_files; assert migration_files(), 'no migrations'" \
    && cd / && rm -rf /tmp/sequencer-src

# Never root. The data dir holds nothing in production (DATABASE_URL is set), but must be writable.
RUN useradd --system --uid 10001 --user-group --create-home --home-dir /var/lib/sequencer sequencer
ENV SEQUENCER_DATA_DIR=/var/lib/sequencer \
    SEQUENCER_API_HOST=0.0.0.0 \
    SEQUENCER_API_PORT=8080
WORKDIR /var/lib/sequencer
USER 10001:10001

EXPOSE 8080
ENTRYPOINT ["sequencer"]
CMD ["--help"]
