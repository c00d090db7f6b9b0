# Two commands on a fresh machine: `make dev` runs the stack, `make test` passes the tests.
PYTHON ?= python3
VENV := .venv
# Test processes (each with its own Postgres, Temporal test server and Gmail sandbox).
TEST_WORKERS ?= 2
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: dev test lint format install clean bench histories

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

dev: $(STAMP)
	$(BIN)/sequencer dev

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

# Dovecot (IMAP) is installed from Debian's packages when missing; where it cannot be, its tests skip.
test: lint
	deploy/install-test-servers || echo "Dovecot not installed: the SMTP/IMAP tests will skip" >&2
	$(BIN)/python -m pytest -n $(TEST_WORKERS)

# Benchmarks print figures and write bench/results/*.json; they never pass or fail on time.
# All parts at the issue's sizes (~45 min on 2 cores); `make bench BENCH="burst memory"` runs some.
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
