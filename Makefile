# Two commands on a fresh machine: `make dev` runs the stack, `make test` passes the tests.
PYTHON ?= python3
VENV := .venv
# Test processes (each with its own Postgres, Temporal test server and Gmail sandbox).
TEST_WORKERS ?= 2
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Every install is from a lock with hashes (docs/deploy.md, "Locked dependencies"): dev.lock for .venv and CI,
# runtime.lock (no dev tools) for the Dockerfile. `make lock` refreshes both.
LOCK := requirements/dev.lock
RUNTIME_LOCK := requirements/runtime.lock

.PHONY: dev test fuzz lint format install clean bench histories lock audit

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The locked wheels, each checked against its hash; then the project itself, editable, from what is
# installed alone (--no-index): that fails when pyproject.toml asks for something the lock lacks.
$(STAMP): $(BIN)/python $(LOCK) pyproject.toml
	$(BIN)/python -m pip install --quiet --require-hashes -r $(LOCK)
	$(BIN)/python -m pip install --quiet --no-index --no-build-isolation -e '.[dev]' \
		|| { echo "$(LOCK) does not satisfy pyproject.toml: run make lock" >&2; exit 1; }
	touch $(STAMP)

install: $(STAMP)

# Refresh both locks to the newest releases pyproject.toml allows (`make lock LOCK_UPGRADE=` keeps the
# current pins and only adds or drops what pyproject.toml changed). uv comes from PyPI each time.
LOCK_UPGRADE ?= --upgrade
LOCK_TOOLS := $(VENV)/lock-tools
COMPILE = $(LOCK_TOOLS)/bin/uv pip compile --quiet --universal --python-version 3.11 --generate-hashes \
	--custom-compile-command 'make lock' $(LOCK_UPGRADE)
lock: $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade --target $(LOCK_TOOLS) uv
	$(COMPILE) -o $(RUNTIME_LOCK) pyproject.toml requirements/build.in
	$(COMPILE) -o $(LOCK) -c $(RUNTIME_LOCK) pyproject.toml --extra dev requirements/build.in

# Known vulnerabilities (PyPI's advisories) of every locked release; CI runs it.
audit: $(STAMP)
	$(BIN)/python deploy/audit-lock $(LOCK)

dev: $(STAMP)
	$(BIN)/sequencer dev

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

# Dovecot (IMAP) is installed from Debian's packages when missing; where it cannot be, its tests skip.
# The API fuzzing (tests/fuzz: schemathesis over every operation of the live OpenAPI) is its own step,
# in its own process: its worker and enrollments must not share a test server with the rest.
# The fuzzing has a fixed seed here, so a failure replays with the command it prints; `make fuzz` is a
# longer run with a new random seed (FUZZ_SCALE times the examples of every operation), by hand.
FUZZ_SEED ?= 20261204
FUZZ_SCALE ?= 1
FUZZ = SEQUENCER_FUZZ_SCALE=$(FUZZ_SCALE) $(BIN)/python -m pytest -p no:xdist -q tests/fuzz
test: lint
	deploy/install-test-servers || echo "Dovecot not installed: the SMTP/IMAP tests will skip" >&2
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --ignore=tests/fuzz
	@echo "== fuzzing: schemathesis over every operation of the live OpenAPI, with a valid key, none, a wrong-scope key and another project's key (seed $(FUZZ_SEED)) =="
	$(FUZZ) --hypothesis-seed=$(FUZZ_SEED)

fuzz: $(STAMP)
	@seed=$${SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "== fuzzing with seed $$seed, $(or $(FUZZ_SCALE),1)x the examples (replay: make fuzz SEED=$$seed FUZZ_SCALE=$(FUZZ_SCALE)) =="; \
	$(FUZZ) --hypothesis-seed=$$seed

# Benchmarks print figures and write bench/results/*.json; they never pass or fail on time.
# All parts at the issue's sizes (45 min on 2 cores before comparisons ran interleaved rounds; longer now); `make bench BENCH="burst memory"` runs some.
# `python -m bench.report --write` puts the last run's figures into docs/performance.md.
BENCH ?=
bench: $(STAMP)
	$(BIN)/python -m bench $(BENCH)

# Record workflow histories for the replay test (new names only; existing files are kept as they are).
histories: $(STAMP)
	SEQUENCER_RECORD_HISTORIES=1 $(BIN)/python -m pytest -p no:xdist -q tests/workflows/test_replay.py \
		tests/workflows/test_gmail_watch.py -k record

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
