"""The `sequencer` command. Bad input exits 2 with one line on stderr; other failures exit 1."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from sequencer.settings import Settings, SettingsError
from sequencer.validation import describe

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input from the user: one line, exit code 2."""


def _settings() -> Settings:
    # The one place the environment is read.
    return Settings.from_env(os.environ)


def _print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, default=str))


@asynccontextmanager
async def _sequencer(settings: Settings, url: str) -> AsyncIterator[Any]:
    from starter.client import Sequencer, connect_temporal
    from storage.db import create_pool

    pool = await create_pool(url, min_size=1, max_size=4)
    try:
        try:
            temporal = await connect_temporal(settings)
        except Exception as exc:  # noqa: BLE001 - one clear line instead of a gRPC trace
            raise RuntimeError(
                f"cannot reach Temporal at {settings.effective_temporal_address}: start the stack with "
                "`make dev` or set TEMPORAL_ADDRESS"
            ) from exc
        yield Sequencer(
            pool,
            temporal,
            project_id=settings.project_id,
            task_queue=settings.task_queue,
            poll_seconds=settings.poll_seconds,
        )
    finally:
        await pool.close()


def _with_sequencer(settings: Settings, action: Callable[[Any], Coroutine[Any, Any, Any]]) -> Any:
    from starter.runtime import database_url

    url = database_url(settings)

    async def main() -> Any:
        async with _sequencer(settings, url) as seq:
            return await action(seq)

    return asyncio.run(main())


def _with_pool(settings: Settings, action: Callable[[Any], Coroutine[Any, Any, Any]]) -> Any:
    from starter.runtime import database_url
    from storage.db import create_pool

    url = database_url(settings)

    async def main() -> Any:
        pool = await create_pool(url, min_size=1, max_size=2)
        try:
            return await action(pool)
        finally:
            await pool.close()

    return asyncio.run(main())


# -- processes ---------------------------------------------------------------------------------


def cmd_dev(settings: Settings, _: argparse.Namespace) -> int:
    from starter.devstack import run_dev

    return run_dev(settings)


def cmd_migrate(settings: Settings, _: argparse.Namespace) -> int:
    from starter.runtime import database_url
    from storage.db import connect
    from storage.migrate import apply_migrations

    url = database_url(settings)

    async def main() -> list[str]:
        conn = await connect(url)
        try:
            return await apply_migrations(conn)
        finally:
            await conn.close()

    applied = asyncio.run(main())
    print(f"applied {len(applied)} migration(s){': ' + ', '.join(applied) if applied else ''}")
    return 0


def cmd_worker(settings: Settings, _: argparse.Namespace) -> int:
    from starter.runtime import database_url
    from worker import run_worker

    url = database_url(settings)

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await run_worker(settings, url, stop)

    asyncio.run(main())
    return 0


def cmd_api(settings: Settings, _: argparse.Namespace) -> int:
    import uvicorn

    from api.app import app_from_settings
    from starter.runtime import database_url

    app = app_from_settings(settings, database_url(settings))
    uvicorn.run(app, host=settings.api_host, port=settings.api_port, log_level=settings.log_level.lower())
    return 0


def cmd_sandbox(settings: Settings, _: argparse.Namespace) -> int:
    from sandbox.server import serve

    serve(settings.sandbox_host, settings.sandbox_port)
    return 0


# -- working with sequences and enrollments ----------------------------------------------------


def _load_document(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = yaml.safe_load(text) if path.suffix in (".yaml", ".yml") else json.loads(text)
    except (ValueError, yaml.YAMLError) as exc:
        raise UsageError(
            f"{path}: not valid {'YAML' if path.suffix in ('.yaml', '.yml') else 'JSON'}: {exc}"
        ) from None
    if not isinstance(data, dict):
        raise UsageError(f"{path}: a sequence document is an object with name and steps")
    return data


def cmd_sequence_publish(settings: Settings, args: argparse.Namespace) -> int:
    from sequencer.models import SequenceDocument
    from storage import sequences

    try:
        document = SequenceDocument.model_validate(_load_document(Path(args.file)))
    except ValidationError as exc:
        first = describe(exc)[0]
        raise UsageError(f"{args.file}: {first.field}: {first.message}") from None

    async def publish(pool: Any) -> Any:
        async with pool.acquire() as conn:
            return await sequences.publish(
                conn,
                project_id=settings.project_id,
                name=document.name,
                document=document.model_dump(mode="json"),
            )

    version = _with_pool(settings, publish)
    _print_json(
        {
            "id": version.sequence_id,
            "name": version.name,
            "version_id": version.id,
            "version": version.version,
        }
    )
    return 0


def cmd_sequence_schema(_: Settings, __: argparse.Namespace) -> int:
    from sequencer.models import sequence_json_schema

    _print_json(sequence_json_schema())
    return 0


def cmd_enroll(settings: Settings, args: argparse.Namespace) -> int:
    from storage import contacts

    async def enroll(seq: Any) -> Any:
        async with seq.pool.acquire() as conn:
            contact = await contacts.find_by_email(conn, project_id=seq.project_id, email=args.contact)
        return await seq.enroll(contact_id=contact.id, sequence=args.sequence, mailbox=args.mailbox)

    enrollment = _with_sequencer(settings, enroll)
    _print_json({"id": enrollment.id, "workflow_id": enrollment.workflow_id, "status": enrollment.status})
    return 0


def cmd_status(settings: Settings, args: argparse.Namespace) -> int:
    async def status(seq: Any) -> Any:
        return await seq.describe(args.enrollment_id)

    view = _with_sequencer(settings, status)
    e = view.enrollment
    _print_json(
        {
            "id": e.id,
            "status": view.status,
            "status_reason": view.status_reason,
            "current_step": view.current_step,
            "contact": view.contact_email,
            "sequence": view.sequence_name,
            "sequence_version": view.sequence_version,
            "workflow_id": e.workflow_id,
            "next_action": view.next_action,
            "run_ledger": [
                f"{r.created_at:%Y-%m-%d %H:%M:%S} {r.step_id or '-'} {r.action} -> {r.outcome}"
                + (f" ({r.detail})" if r.detail else "")
                for r in view.runs
            ],
        }
    )
    return 0


def cmd_preview(settings: Settings, args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from sequencer.schedule import Recipient
    from sequencer.timing import NoWindow
    from sequencer.zones import is_valid_zone
    from starter.preview import preview_schedule

    for flag, zone in (("--timezone", args.timezone), ("--mailbox-timezone", args.mailbox_timezone)):
        if zone and not is_valid_zone(zone):
            raise UsageError(f"{flag}: unknown IANA time zone {zone!r}")
    try:
        start = datetime.fromisoformat(args.start) if args.start else datetime.now(UTC)
    except ValueError:
        raise UsageError(f"--start: not an ISO 8601 date-time: {args.start!r}") from None
    if start.tzinfo is None:
        raise UsageError("--start: include a UTC offset, e.g. 2026-10-24T09:00:00Z")
    path = Path(args.sequence)
    sequence: dict[str, Any] | str = (
        _load_document(path) if path.suffix in (".json", ".yaml", ".yml") else args.sequence
    )
    recipient = Recipient(
        timezone=args.timezone, phone=args.phone, country=args.country, subdivision=args.subdivision
    )

    async def run(pool: Any) -> Any:
        return await preview_schedule(
            pool,
            project_id=settings.project_id,
            sequence=sequence,
            recipient=recipient,
            mailbox_timezone=args.mailbox_timezone,
            start=start,
        )

    try:
        result = _with_pool(settings, run)
    except ValidationError as exc:
        first = describe(exc, prefix="sequence")[0]
        raise UsageError(f"{first.field}: {first.message}") from None
    except NoWindow as exc:
        raise UsageError(f"sequence.window: {exc}") from None
    _print_json(result)
    return 0


def cmd_classify(_: Settings, args: argparse.Namespace) -> int:
    """One JSON line per file; a file that cannot be read or parsed gets an `error` line, exit code 2."""
    from sequencer.classify import MessageError, classify_message, parse_message

    failed = False
    for name in args.files:
        try:
            message = parse_message(Path(name).read_bytes())
            line = classify_message(message).as_json(file=name)
        except OSError as exc:
            line, failed = {"file": name, "error": f"cannot read: {exc.strerror or exc}"}, True
        except MessageError as exc:
            line, failed = {"file": name, "error": str(exc)}, True
        print(json.dumps(line, default=str), flush=True)
    return EXIT_USAGE if failed else 0


def cmd_demo(settings: Settings, _: argparse.Namespace) -> int:
    from starter.demo import run_demo

    return _with_sequencer(settings, lambda seq: run_demo(seq, settings))


# -- wiring ----------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sequencer", description="Headless sales sequencing on Temporal.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, func, text in [
        ("dev", cmd_dev, "run the whole stack locally (Postgres, Temporal, worker, API, Gmail sandbox)"),
        ("worker", cmd_worker, "run a Temporal worker"),
        ("api", cmd_api, "run the HTTP API"),
        ("sandbox", cmd_sandbox, "run the Gmail API sandbox"),
        ("migrate", cmd_migrate, "apply pending database migrations"),
        ("demo", cmd_demo, "publish a demo sequence and enroll three sample contacts"),
    ]:
        sub.add_parser(name, help=text).set_defaults(func=func)

    sequence = sub.add_parser("sequence", help="publish sequences, print the document schema")
    sequence_sub = sequence.add_subparsers(dest="sequence_command", required=True, metavar="SUBCOMMAND")
    publish = sequence_sub.add_parser("publish", help="publish FILE (JSON or YAML) as a new version")
    publish.add_argument("file")
    publish.set_defaults(func=cmd_sequence_publish)
    sequence_sub.add_parser("schema", help="print the JSON Schema of sequence documents").set_defaults(
        func=cmd_sequence_schema
    )

    enroll = sub.add_parser("enroll", help="enroll a contact in a sequence")
    enroll.add_argument("--contact", required=True, metavar="EMAIL")
    enroll.add_argument("--sequence", required=True, metavar="NAME")
    enroll.add_argument("--mailbox", required=True, metavar="EMAIL")
    enroll.set_defaults(func=cmd_enroll)

    preview = sub.add_parser(
        "preview", help="when each step would send for a contact (no replies, no jitter)"
    )
    preview.add_argument("sequence", help="a sequence file (.json/.yaml) or a published sequence's name")
    preview.add_argument("--timezone", help="the contact's IANA zone")
    preview.add_argument("--phone", help="the contact's phone number (E.164 or national with --country)")
    preview.add_argument("--country", help="the contact's ISO 3166-1 country code")
    preview.add_argument("--subdivision", help="the contact's ISO 3166-2 subdivision (for regional holidays)")
    preview.add_argument("--mailbox-timezone", help="the sending mailbox's zone (email fallback)")
    preview.add_argument("--start", help="ISO 8601 date-time the enrollment starts (default: now)")
    preview.set_defaults(func=cmd_preview)

    classify = sub.add_parser(
        "classify", help="classify raw RFC 5322 messages (bounce, auto-reply, reply, ...)"
    )
    classify.add_argument("files", nargs="+", metavar="FILE")
    classify.set_defaults(func=cmd_classify)

    status = sub.add_parser("status", help="show an enrollment and its run ledger")
    status.add_argument("enrollment_id")
    status.set_defaults(func=cmd_status)
    return parser


def main(argv: list[str] | None = None) -> int:
    from starter.client import Ended, Refused
    from storage.errors import StorageError

    parser = build_parser()
    args = parser.parse_args(argv)  # argparse itself exits 2 on bad usage
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        settings = _settings()
        logging.getLogger().setLevel(settings.log_level)
        return int(args.func(settings, args) or 0)
    except (UsageError, SettingsError) as exc:
        print(f"sequencer: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (Refused, Ended, StorageError) as exc:
        field = f"{exc.field}: " if exc.field else ""
        print(f"sequencer: {field}{exc.message}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - one line for the user; details with SEQUENCER_LOG_LEVEL=DEBUG
        logging.getLogger("sequencer").debug("command failed", exc_info=True)
        print(f"sequencer: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
