"""The TypeScript client of examples/typescript/ (@temporalio/client from npm, run by tsx on Node 20):
its native payload codec and Python's read each other's payloads both ways, key rotation included, and
its `enroll.ts` does what its README shows against a real Temporal dev server, a worker and the HTTP
API (the codec server included).

`npm ci` installs into the example's own folder once per package-lock.json (node_modules is kept with
a stamp of the lockfile). The tests skip, saying why, only where Node 20 is missing or npm cannot reach
its registry."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload

from sequencer.payload_codec import ENCODING, PayloadCipher, PayloadDecryptError, data_converter
from sequencer.sealing import KeyRing, new_key
from sequencer.settings import Settings

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "typescript"
STAMP = EXAMPLE / "node_modules" / ".sequencer-lock-sha256"
# npm's messages when the registry cannot be reached (no network, no DNS, a proxy refusing).
OFFLINE = re.compile(
    r"ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET"
)
# Settings a developer's shell may hold that would change which keys or servers the scripts use.
SCRIPT_ENV = ("SEQUENCER_", "TEMPORAL_")


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
    tampered = Payload(metadata=by_python[0].metadata, data=by_python[0].data[:-1] + b"!")
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
