"""Shared test plumbing: embedded Postgres, the time-skipping Temporal server, unique names."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from temporalio.client import WorkflowFailureError
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment

from sequencer.ids import mailbox_workflow_id
from sequencer.payload_codec import payload_json
from sequencer.settings import Settings
from starter.results import settled
from starter.runtime import venv_binary

__all__ = ["unique", "unique_email", "venv_binary", "workflow_result", "eventually", "settled"]


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


def unique_email(local: str = "dana", domain: str = "example.test") -> str:
    return f"{local}.{uuid.uuid4().hex[:10]}@{domain}"


async def workflow_result(env: WorkflowEnvironment, workflow_id: str) -> Any:
    """Wait for a workflow, letting the test server skip its timers.

    Only handles returned by the env's own start_workflow skip time by themselves; enrollments are
    started by the starter, so unlock explicitly.
    """
    async with env.time_skipping_unlocked():
        return await settled(env.client.get_workflow_handle(workflow_id))


async def eventually(
    check: Callable[[], Awaitable[bool]], *, attempts: int = 200, every: float = 0.05
) -> None:
    """Poll `check` until it holds (for state another task reaches); fails the test if it never does."""
    for _ in range(attempts):
        if await check():
            return
        await asyncio.sleep(every)
    raise AssertionError(f"condition never held after {attempts} checks")


async def stop_mailbox_workflow(env: WorkflowEnvironment, mailbox_id: str, project: str = "default") -> None:
    """Stop a mailbox's workflow (started for send slots) before its test's worker goes away."""
    handle = env.client.get_workflow_handle(mailbox_workflow_id(project, mailbox_id))
    try:
        await handle.signal("stop")
    except RPCError:
        return  # never started, or already closed
    async with env.time_skipping_unlocked():
        try:
            await asyncio.wait_for(settled(handle), timeout=30)
        except WorkflowFailureError:
            pass  # it closed another way (the test server times out idle workflows after 10 years)


async def make_api_key(pool: Any, project_id: str = "default", scopes: tuple[str, ...] = ("admin",)) -> str:
    """A fresh API key of the project (created with it if need be); returns the key itself."""
    from sequencer import apikeys
    from storage import api_keys

    new = apikeys.generate()
    async with pool.acquire() as conn:
        await api_keys.ensure_project(conn, project_id)
        await api_keys.create(conn, project_id=project_id, name="test", scopes=list(scopes), new=new)
    return new.key


@contextlib.asynccontextmanager
async def serving(app: Any) -> AsyncIterator[str]:
    """Serve an ASGI app over real HTTP on this event loop (for callers in other threads or processes,
    such as the sandbox posting a webhook); yields its base URL."""
    import socket

    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        while not server.started:
            if task.done():
                task.result()
            await asyncio.sleep(0.01)
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        await task
        sock.close()


def decoded(payload: Any) -> Any:
    """The JSON value of a payload read straight from a test's history (encrypted, as Sequencer writes)."""
    return payload_json(payload, Settings().key_ring)
