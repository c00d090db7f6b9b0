"""`sequencer` commands that work with sequences, enrollments and messages (not long-running)."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cli.support import EXIT_USAGE, UsageError, authorized, print_json, with_pool, with_sequencer
from sequencer import documents
from sequencer.settings import Settings
from sequencer.validation import describe


def load_document(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = documents.parse(text, yaml_format=path.suffix in (".yaml", ".yml"))
    except documents.DocumentError as exc:
        raise UsageError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise UsageError(f"{path}: a sequence document is an object with name and steps")
    return data


def cmd_sequence_publish(settings: Settings, args: argparse.Namespace) -> int:
    from sequencer.models import SequenceDocument
    from storage import sequences

    try:
        document = SequenceDocument.model_validate(load_document(Path(args.file)))
    except ValidationError as exc:
        first = describe(exc)[0]
        raise UsageError(f"{args.file}: {first.field}: {first.message}") from None
    settings = authorized(settings, "write")

    async def publish(pool: Any) -> Any:
        async with pool.acquire() as conn:
            return await sequences.publish(
                conn,
                project_id=settings.project_id,
                name=document.name,
                document=document.model_dump(mode="json"),
            )

    version = with_pool(settings, publish)
    print_json(
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

    print_json(sequence_json_schema())
    return 0


def cmd_enroll(settings: Settings, args: argparse.Namespace) -> int:
    from storage import contacts

    settings = authorized(settings, "write")

    async def enroll(seq: Any) -> Any:
        async with seq.pool.acquire() as conn:
            contact = await contacts.find_by_email(conn, project_id=seq.project_id, email=args.contact)
        return await seq.enroll(contact_id=contact.id, sequence=args.sequence, mailbox=args.mailbox)

    enrollment = with_sequencer(settings, enroll)
    print_json({"id": enrollment.id, "workflow_id": enrollment.workflow_id, "status": enrollment.status})
    return 0


def cmd_status(settings: Settings, args: argparse.Namespace) -> int:
    settings = authorized(settings, "read")

    async def status(seq: Any) -> Any:
        return await seq.describe(args.enrollment_id)

    view = with_sequencer(settings, status)
    e = view.enrollment
    print_json(
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


def cmd_explain(settings: Settings, args: argparse.Namespace) -> int:
    """Why did the contact get (or not get) that email: the run ledger as a story."""
    settings = authorized(settings, "read")

    async def describe(seq: Any) -> Any:
        return await seq.describe(args.enrollment_id)

    view = with_sequencer(settings, describe)
    e = view.enrollment
    print(f"{view.contact_email} in {view.sequence_name} v{view.sequence_version}: {view.status}")
    for entry in view.timeline():
        print(f"  {entry.line()}")
    action = view.next_action
    if action:
        at = f" at {action['at']}" if action.get("at") else ""
        detail = f" ({action['detail']})" if action.get("detail") else ""
        print(f"  next: step {action['step'] or '-'} waits for {action['waiting_for']}{at}{detail}")
    print(f"  workflow {e.workflow_id} (run {e.workflow_run_id})")
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
        load_document(path) if path.suffix in (".json", ".yaml", ".yml") else args.sequence
    )
    settings = authorized(settings, "read")
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
        result = with_pool(settings, run)
    except ValidationError as exc:
        first = describe(exc, prefix="sequence")[0]
        raise UsageError(f"{first.field}: {first.message}") from None
    except NoWindow as exc:
        raise UsageError(f"sequence.window: {exc}") from None
    print_json(result)
    return 0


def cmd_classify(_: Settings, args: argparse.Namespace) -> int:
    """One JSON line per file; a file that cannot be read or parsed gets an `error` line, exit code 2.
    With `--report DIR`: every .eml under DIR (recursively), scored against the `labels.json` files
    found beside them, and one JSON summary (detection, suppression precision/recall, intents)."""
    from sequencer.classify import MessageError, classify_message, parse_message
    from sequencer.classify.intent import load_classifier

    try:
        intents = load_classifier(os.environ.get("SEQUENCER_INTENT_CLASSIFIER"))
    except (ImportError, AttributeError, ValueError, TypeError) as exc:
        raise UsageError(f"SEQUENCER_INTENT_CLASSIFIER: {exc}") from None
    if args.report:
        return _classify_report(args.report, intents, show=args.mistakes)
    if not args.files:
        raise UsageError("classify: give FILE... or --report DIR")
    failed = False
    for name in args.files:
        try:
            message = parse_message(Path(name).read_bytes())
            line = classify_message(message, intents=intents).as_json(file=name)
        except OSError as exc:
            line, failed = {"file": name, "error": f"cannot read: {exc.strerror or exc}"}, True
        except MessageError as exc:
            line, failed = {"file": name, "error": str(exc)}, True
        print(json.dumps(line, default=str), flush=True)
    return EXIT_USAGE if failed else 0


def _classify_report(folders: list[str], intents: Any, *, show: bool) -> int:
    from sequencer.classify import MessageError, classify_message, parse_message
    from sequencer.classify.scoring import Score

    score, unreadable = Score(), 0
    for folder in folders:
        root = Path(folder)
        if not root.is_dir():
            raise UsageError(f"--report {folder}: not a directory")
        labels: dict[Path, dict[str, Any]] = {}
        for found in sorted(root.rglob("labels.json")):
            try:
                data = json.loads(found.read_text())
            except (OSError, ValueError) as exc:
                raise UsageError(f"{found}: cannot read labels: {exc}") from None
            labels.update({found.parent / name: label for name, label in data.items()})
        messages = (p for p in root.rglob("*") if p.suffix in (".eml", ".msg", ".txt") and p.is_file())
        for path in sorted(messages):
            try:
                message = parse_message(path.read_bytes())
            except (OSError, MessageError):
                unreadable += 1
                continue
            score.add(classify_message(message, intents=intents).as_json(file=str(path)), labels.get(path))
    figures = score.figures()
    figures["unreadable"] = unreadable
    if show:
        figures["mistakes"] = score.mistakes
    print_json(figures)
    return 0


def cmd_demo(settings: Settings, _: argparse.Namespace) -> int:
    from cli.demo import run_demo

    settings = authorized(settings, "write")
    return with_sequencer(settings, lambda seq: run_demo(seq, settings))
