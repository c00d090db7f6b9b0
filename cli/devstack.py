"""`sequencer dev`: the whole stack on one machine, every part a child process stopped by Ctrl-C."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from sequencer.netguard import SETTING as ALLOW_PRIVATE_HOSTS
from sequencer.netguard import entry_text
from sequencer.settings import Settings
from starter.runtime import database_url, port_in_use, venv_binary, wait_for_port

_STOP_GRACE_SECONDS = 10
# How long a child may take to listen. Its exit ends the wait at once, so this only bounds a child that
# hangs: the API and the worker each compile seconds of phrase tables, and on a busy machine (2 cores
# under a test suite) a start took over 30 s.
_LISTEN_SECONDS = 180


@dataclass
class DevStack:
    settings: Settings
    children: list[tuple[str, subprocess.Popen[bytes]]] = field(default_factory=list)

    def _spawn(self, name: str, argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
        # Own session: Ctrl-C reaches only this process, which then stops the children in order.
        child = subprocess.Popen(argv, env=env, start_new_session=True)
        self.children.append((name, child))
        return child

    def _cli(self, name: str, command: str, env: dict[str, str]) -> subprocess.Popen[bytes]:
        return self._spawn(name, [sys.executable, "-m", "cli.main", command], env)

    def start(self) -> dict[str, str]:
        s = self.settings
        busy = [
            f"{what} port {port}"
            for what, port, needed in [
                ("API", s.api_port, True),
                ("sandbox", s.sandbox_port, s.gmail_auth == "sandbox"),
                ("Temporal", s.temporal_port, not s.temporal_address),
                ("Temporal UI", s.temporal_ui_port, not s.temporal_address),
            ]
            if needed and port_in_use("127.0.0.1", port)
        ]
        if busy:
            raise RuntimeError(f"already in use: {', '.join(busy)} (is another `make dev` running?)")
        s.data_dir.mkdir(parents=True, exist_ok=True)
        url = database_url(s)
        env = {**os.environ, "DATABASE_URL": url, "TEMPORAL_ADDRESS": s.effective_temporal_address}
        env.setdefault("SEQUENCER_LOG_FORMAT", "text")  # a person reads this terminal; production: JSON
        urls = {"Database": url if s.database_url else f"{url}  (embedded PostgreSQL in {s.data_dir / 'pg'})"}

        if not s.temporal_address:
            temporal = self._spawn(
                "temporal",
                [
                    venv_binary("temporal"),
                    "server",
                    "start-dev",
                    "--ip",
                    "127.0.0.1",
                    "--port",
                    str(s.temporal_port),
                    "--ui-port",
                    str(s.temporal_ui_port),
                    "--ui-codec-endpoint",  # the Web UI decodes payloads through the API's codec server
                    f"http://{s.api_host}:{s.api_port}/codec",
                    "--db-filename",
                    str(s.data_dir / "temporal.db"),
                    "--namespace",
                    s.temporal_namespace,
                    "--log-level",
                    "warn",
                ],
                env,
            )
            wait_for_port(
                "127.0.0.1",
                s.temporal_port,
                timeout=_LISTEN_SECONDS,
                what="Temporal dev server",
                process=temporal,
            )
            env.update(dev_codec_env(env))  # the API's codec trusts this Web UI on loopback
            urls["Temporal Web UI"] = web_ui_line(s, env)
        urls["Temporal"] = s.effective_temporal_address

        # In this process: a short-lived child holding a Temporal client could abort at exit.
        dev_key = asyncio.run(
            prepare(dataclasses.replace(s, database_url=url, temporal_address=urls["Temporal"]))
        )
        urls["API key (dev)"] = f"{dev_key}  (also in {s.data_dir / 'dev-api-key'})"
        if s.gmail_auth == "sandbox":
            sandbox = self._cli("sandbox", "sandbox", env)
            wait_for_port(
                s.sandbox_host, s.sandbox_port, timeout=_LISTEN_SECONDS, what="Gmail sandbox", process=sandbox
            )
            urls["Gmail sandbox"] = s.sandbox_url
            env.update(dev_push_env(s))  # the worker watches on this topic, the API checks this token
            env.update(dev_allowed_hosts(s, env))  # texts and CRM calls may go to the loopback sandbox
        self._cli("worker", "worker", env)
        api = self._cli("api", "api", env)
        wait_for_port(s.api_host, s.api_port, timeout=_LISTEN_SECONDS, what="HTTP API", process=api)
        urls["HTTP API"] = f"http://{s.api_host}:{s.api_port} (docs at /docs)"
        if s.gmail_auth == "sandbox":
            urls["SMS sandbox"] = connect_sandbox_sms(s, dev_key)
            urls["Gmail push"] = connect_sandbox_push(s, env)
        return urls

    def wait(self) -> int:
        """Block until Ctrl-C or a child dies; returns the exit code for the dev command."""
        while True:
            for name, proc in self.children:
                code = proc.poll()
                if code is not None:
                    print(
                        f"sequencer dev: {name} exited with code {code}; stopping the stack", file=sys.stderr
                    )
                    return 1
            time.sleep(0.5)

    def stop(self) -> None:
        for _, proc in reversed(self.children):
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)
        deadline = time.monotonic() + _STOP_GRACE_SECONDS
        for _, proc in reversed(self.children):
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


async def prepare(settings: Settings) -> str:
    """Migrate, register the search attributes and make the dev key; returns the key."""
    from cli.setup_steps import dev_key, migrate, setup_temporal

    assert settings.database_url
    print(await migrate(settings.database_url))
    print(await setup_temporal(settings, wait_seconds=60))
    return await dev_key(settings, settings.database_url)


DEV_SMS_NUMBER = "+15005550006"


def connect_sandbox_sms(settings: Settings, api_key: str) -> str:
    """Texts in the dev stack go to the sandbox's Twilio API, and its inbound texts come back to the
    API's webhook. A project that already has an SMS provider keeps it."""
    import httpx

    from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN

    api = f"http://{settings.api_host}:{settings.api_port}"
    headers = {"Authorization": f"Bearer {api_key}"}
    with httpx.Client(timeout=10) as client:
        if client.get(f"{api}/v1/sms", headers=headers).status_code == 404:
            answer = client.put(
                f"{api}/v1/sms",
                headers=headers,
                json={
                    "account_sid": SANDBOX_ACCOUNT_SID,
                    "auth_token": SANDBOX_AUTH_TOKEN,
                    "from_number": DEV_SMS_NUMBER,
                    "base_url": settings.sandbox_url,
                },
            )
            answer.raise_for_status()
        connection = client.get(f"{api}/v1/sms", headers=headers).json()
        client.put(
            f"{settings.sandbox_url}/_sandbox/sms/webhook", json={"url": connection["inbound_webhook"]}
        ).raise_for_status()
    return f"{settings.sandbox_url}/2010-04-01 (texts from {connection['from_number']})"


def dev_allowed_hosts(settings: Settings, env: Mapping[str, str]) -> dict[str, str]:
    """The sandbox listens on loopback, which the host guard refuses: the dev stack allow-lists it, at
    its port only, besides whatever the environment allow-lists (sequencer/netguard.py)."""
    sandbox = entry_text(settings.sandbox_host, settings.sandbox_port)
    own = env.get(ALLOW_PRIVATE_HOSTS, "").strip()
    return {ALLOW_PRIVATE_HOSTS: f"{own},{sandbox}" if own else sandbox}


CODEC_TRUST = "SEQUENCER_CODEC_TRUST_LOOPBACK_UI"


def dev_codec_env(env: Mapping[str, str]) -> dict[str, str]:
    """The Web UI the dev stack starts decodes through the API's codec without a key (api/codec_routes.py:
    loopback clients with the UI's own origin only). `SEQUENCER_CODEC_TRUST_LOOPBACK_UI=0 make dev`
    keeps the key."""
    return {CODEC_TRUST: env.get(CODEC_TRUST, "").strip() or "1"}


def web_ui_line(settings: Settings, env: Mapping[str, str]) -> str:
    url = f"http://127.0.0.1:{settings.temporal_ui_port}"
    codec = f"http://{settings.api_host}:{settings.api_port}/codec"
    if Settings.from_env({CODEC_TRUST: env[CODEC_TRUST]}).codec_trust_loopback_ui:
        return f"{url}  (inputs, results and query answers shown decoded: {codec} trusts it, no key)"
    return f"{url}  (decoded payloads: open {codec}/session with the dev API key)"


DEV_PUSH_TOPIC = "projects/sandbox/topics/gmail"


def dev_push_env(settings: Settings) -> dict[str, str]:
    """Gmail push in the dev stack: a topic and a token made per start, unless the environment sets
    them. The sandbox starts empty, so it forgot the watches; a topic name of its own per start makes
    the worker tell every running mailbox workflow to watch again at once (any name works there)."""
    return {
        "SEQUENCER_GMAIL_PUSH_TOPIC": settings.gmail_push_topic or f"{DEV_PUSH_TOPIC}-{secrets.token_hex(4)}",
        "SEQUENCER_GMAIL_PUSH_TOKEN": settings.gmail_push_token or secrets.token_urlsafe(24),
    }


def connect_sandbox_push(settings: Settings, env: dict[str, str]) -> str:
    """The sandbox pushes watched mailboxes' changes to the API, with the token the API expects, so a
    reply reaches its enrollment within seconds instead of at the next (15-minute) fallback poll."""
    import httpx

    push_url = f"http://{settings.api_host}:{settings.api_port}/v1/gmail/push"
    config = {"url": push_url, "token": env["SEQUENCER_GMAIL_PUSH_TOKEN"]}
    if settings.gmail_push_audience:  # then the API wants a JWT too; the sandbox signs one
        config["audience"] = settings.gmail_push_audience
    with httpx.Client(timeout=10) as client:
        client.put(f"{settings.sandbox_url}/_sandbox/push", json=config).raise_for_status()
    fallback = settings.push_fallback_poll_seconds
    return f"{settings.sandbox_url} -> {push_url} (mailboxes poll every {fallback} s besides)"


def _interrupt(*_: object) -> None:
    raise KeyboardInterrupt


def run_dev(settings: Settings) -> int:
    stack = DevStack(settings)
    # Ctrl-C and SIGTERM (e.g. from a supervisor) stop the stack the same way, even when the shell
    # started us with SIGINT ignored (as background jobs are).
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        urls = stack.start()
        width = max(len(k) for k in urls)
        print("\nSequencer is running:")
        for name, url in urls.items():
            print(f"  {name.ljust(width)}  {url}")
        print("\nTry `.venv/bin/sequencer demo` in another terminal. Ctrl-C stops everything.\n", flush=True)
        return stack.wait()
    except KeyboardInterrupt:
        print("\nstopping...", file=sys.stderr)
        return 0
    finally:
        stack.stop()
