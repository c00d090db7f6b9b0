"""The TypeScript client of examples/typescript/ (@temporalio/client from npm, run by tsx on Node 20):
its native payload codec and Python's read each other's payloads both ways, key rotation included, and
its `enroll.ts` does what its README shows against a real Temporal dev server, a worker and the HTTP
API (the codec server included).

`npm ci` installs into the example's own folder once per package-lock.json (node_modules is kept with
a stamp of the lockfile). The tests skip, saying why, only where Node 20 is missing or npm cannot reach
its registry."""

from __future__ import annotations

import asyncio
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload
from temporalio.client import Client

from api.app import create_app
from sequencer.payload_codec import ENCODING, PayloadCipher, PayloadDecryptError, data_converter
from sequencer.sealing import KeyRing, new_key
from sequencer.settings import Settings
from starter.client import Sequencer
from tests.e2e.conftest import DevServer
from tests.gmail_support import sent_log
from tests.host_guard import LOOPBACK_ALLOWED
from tests.support import make_api_key, serving, unique
from worker import running_worker

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "typescript"
STAMP = EXAMPLE / "node_modules" / ".sequencer-lock-sha256"
# npm's messages when the registry cannot be reached (no network, no DNS, a proxy refusing).
OFFLINE = re.compile(
    r"ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET"
)
# Settings a developer's shell may hold that would change which keys or servers the scripts use.
SCRIPT_ENV = ("SEQUENCER_", "TEMPORAL_")
# How enroll.ts names its codec on its first line.
REMOTE_LABEL, NATIVE_LABEL = "remote (the API codec server)", "native (codec.ts, the seal key ring)"


def _node_version() -> tuple[int, ...] | None:
    node = shutil.which("node")
    if node is None:
        return None
    done = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30)
    return tuple(int(part) for part in done.stdout.strip().lstrip("v").split("."))


@pytest.fixture(scope="module")
def example() -> Iterator[Path]:
    """examples/typescript with its node_modules installed by `npm ci` (kept while the lockfile holds)."""
    version = _node_version()
    if version is None or shutil.which("npm") is None:
        pytest.skip("Node.js and npm are not installed (examples/typescript needs Node >= 20.3)")
    if version < (20, 3):
        pytest.skip(f"Node {'.'.join(map(str, version))} is too old: @temporalio/client 1.24 needs >= 20.3")
    lock = hashlib.sha256((EXAMPLE / "package-lock.json").read_bytes()).hexdigest()
    with open(EXAMPLE / "package-lock.json", "rb") as held:  # one `npm ci` at a time (pytest -n)
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            if not (STAMP.exists() and STAMP.read_text() == lock):
                done = subprocess.run(
                    ["npm", "ci", "--no-audit", "--no-fund"],
                    cwd=EXAMPLE,
                    capture_output=True,
                    text=True,
                    timeout=600,
                )
                said = done.stdout + done.stderr
                if done.returncode != 0 and OFFLINE.search(said):
                    why = next(line for line in said.splitlines() if OFFLINE.search(line))
                    pytest.skip(f"`npm ci` cannot reach the npm registry: {why.strip()}")
                assert done.returncode == 0, done.stdout + done.stderr
                STAMP.write_text(lock)
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)
    yield EXAMPLE


def script_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(SCRIPT_ENV)}
    return {**env, **extra}


def run_ts(example: Path, script: str, stdin: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(example / "node_modules" / ".bin" / "tsx"), script],
        cwd=example,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env=script_env(**(env or {})),
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def ts_codec(
    example: Path, ring: list[str] | None, encode: list[Any], decode: list[Payload]
) -> dict[str, Any]:
    """codec-roundtrip.ts under this seal key ring (None: the dev ring, no SEQUENCER_SEAL_KEYS)."""
    request = {"encode": encode, "decode": [json_format.MessageToDict(p) for p in decode]}
    keys = {} if ring is None else {"SEQUENCER_SEAL_KEYS": ",".join(ring)}
    answer: dict[str, Any] = json.loads(run_ts(example, "codec-roundtrip.ts", json.dumps(request), keys))
    answer["encoded"] = [json_format.ParseDict(p, Payload()) for p in answer["encoded"]]
    return answer


async def python_encoded(ring: KeyRing, values: list[Any]) -> list[Payload]:
    """Payloads as a Sequencer worker writes them: pydantic JSON, then the codec."""
    return list(await data_converter(ring).encode(values))


async def python_decoded(ring: KeyRing, payloads: list[Payload]) -> list[Any]:
    return list(await data_converter(ring).decode(payloads))


def test_the_typescript_example_typechecks(example: Path):
    """tsx runs TypeScript without checking its types; `tsc` checks them against the SDK's."""
    done = subprocess.run(
        [str(example / "node_modules" / ".bin" / "tsc"), "--noEmit", "-p", "."],
        cwd=example,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr


VALUES: list[Any] = [
    {
        "contact": {"email": "dana@x.test", "first_name": "Dana"},
        "sequence": "intro",
        "mailbox": "rep@acme.test",
    },
    "Grüße, ✉️",
    [1, 2.5, None, True],
]


async def test_typescript_and_python_codecs_read_each_others_payloads_with_rotation(example: Path):
    old, new = new_key(), new_key()
    rotated = KeyRing.from_text([new, old])  # after rotation: the new key encrypts, the old one still reads

    # Python under the old key alone writes; TypeScript reads them with the rotated ring (old key second).
    by_python = await python_encoded(KeyRing.from_text([old]), VALUES)
    plain = Payload(metadata={"encoding": b"json/plain"}, data=b'{"raw": "start"}')
    # the last byte flipped, never left as it was (appending a fixed byte matched 1 time in 256)
    tampered = Payload(
        metadata=by_python[0].metadata, data=by_python[0].data[:-1] + bytes([by_python[0].data[-1] ^ 1])
    )
    ts = ts_codec(example, [new, old], VALUES, [*by_python, plain, tampered])
    assert [d.get("value") for d in ts["decoded"][:3]] == VALUES
    assert {d["encoding"] for d in ts["decoded"][:3]} == {"json/plain"}
    assert ts["decoded"][3] == {"encoding": "json/plain", "value": {"raw": "start"}}  # plain passes through
    assert ts["decoded"][4]["error"].startswith("PayloadDecryptError")

    # TypeScript's payloads, encrypted under the rotated ring's first key, read in Python.
    assert {p.metadata["encoding"] for p in ts["encoded"]} == {ENCODING}
    assert (
        {p.metadata["encryption-key-id"].decode() for p in ts["encoded"]}
        == {PayloadCipher(rotated).current_key_id}
        == {ts["key_id"]}
    )
    assert await python_decoded(rotated, ts["encoded"]) == VALUES
    assert await python_decoded(KeyRing.from_text([new]), ts["encoded"]) == VALUES
    with pytest.raises(PayloadDecryptError, match="no payload key"):
        await python_decoded(KeyRing.from_text([old]), ts["encoded"])

    # TypeScript under the old key alone writes; Python reads with the rotated ring; TypeScript without the
    # old key cannot.
    ts_old = ts_codec(example, [old], VALUES, [])
    assert await python_decoded(rotated, ts_old["encoded"]) == VALUES
    dropped = ts_codec(example, [new], [], ts_old["encoded"][:1])
    assert dropped["decoded"][0]["error"].startswith("PayloadDecryptError: no payload key")


async def test_typescript_derives_the_dev_key_as_python_does(example: Path):
    """No SEQUENCER_SEAL_KEYS: the key derived from the (oldest) SEQUENCER_SECRET, as Settings.key_ring."""
    dev = Settings().key_ring
    by_python = await python_encoded(dev, VALUES[:1])
    ts = ts_codec(example, None, VALUES[:1], by_python)
    assert ts["decoded"][0]["value"] == VALUES[0]
    assert await python_decoded(dev, ts["encoded"]) == VALUES[:1]

    secrets = run_ts(
        example,
        "codec-roundtrip.ts",
        '{"encode": [], "decode": []}',
        {"SEQUENCER_SECRET": "s-new, s-old"},
    )
    oldest = Settings(secret="s-new, s-old").key_ring
    assert json.loads(secrets)["key_id"] == PayloadCipher(oldest).current_key_id


def expected_output() -> list[str]:
    """The lines README.md shows under "Expected output"."""
    readme = (EXAMPLE / "README.md").read_text()
    found = re.search(r"## Expected output\n.*?```text\n(.*?)```", readme, re.S)
    assert found, "README.md has no ```text block under ## Expected output"
    return found.group(1).splitlines()


async def run_enroll(example: Path, **env: str) -> tuple[int, str, str]:
    """enroll.ts as a child process: the worker and the API it talks to run on this event loop."""
    proc = await asyncio.create_subprocess_exec(
        str(example / "node_modules" / ".bin" / "tsx"),
        "enroll.ts",
        cwd=example,
        env=script_env(**env),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout=90)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        raise
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_enroll_script_against_the_dev_server_worker_and_api(
    example: Path, pool, gmail, sandbox_url: str, dev_server: DevServer, dev_client: Client
):
    task_queue = unique("ts")
    sequencer = Sequencer(pool, dev_client, project_id="default", task_queue=task_queue, poll_seconds=None)
    app = create_app(sequencer, host_guard=LOOPBACK_ALLOWED)
    key = await make_api_key(pool)
    runs = {"remote": uuid.uuid4().hex[:8], "native": uuid.uuid4().hex[:8]}
    outputs: dict[str, tuple[int, str, str]] = {}
    async with running_worker(dev_client, pool, gmail, task_queue, poll_seconds=None), serving(app) as api:
        for codec, run in runs.items():
            outputs[codec] = await run_enroll(
                example,
                TEMPORAL_ADDRESS=dev_server.target,
                SEQUENCER_TASK_QUEUE=task_queue,
                SEQUENCER_API_URL=api,
                SEQUENCER_API_KEY=key,
                SEQUENCER_CODEC=codec,  # native: the dev key ring, as the worker's
                SEQUENCER_EXAMPLE_RUN=run,
            )

    expected = expected_output()
    for codec, (code, out, err) in outputs.items():
        assert code == 0, out + err
        assert "UNEXPECTED" not in out, out
        # Every line as README.md shows it (`make dev`'s task queue, the remote codec).
        lines = out.replace(f"task queue {task_queue}", "task queue sequencer").splitlines()
        assert f"codec: {codec} " in lines[0], out
        lines[0] = lines[0].replace(NATIVE_LABEL, REMOTE_LABEL)
        assert lines == expected, out

    for run in runs.values():
        rows = await pool.fetch(
            """SELECT e.workflow_id, e.status FROM enrollments e JOIN contacts c ON c.id = e.contact_id
               WHERE c.email = $1""",
            f"dana-{run}@x.test",
        )
        assert [(r["workflow_id"], r["status"]) for r in rows] == [(f"ts-{run}", "exited")]
        gone = await pool.fetchval(
            "SELECT count(*) FROM enrollments WHERE workflow_id = $1", f"ts-{run}-gone"
        )
        assert gone == 0  # refused before any enrollment row
        # The retried enroll sent nothing twice: one email (hello); bump was skipped, then the exit.
        assert len(await sent_log(sandbox_url, f"rep-{run}@acme.test")) == 1
