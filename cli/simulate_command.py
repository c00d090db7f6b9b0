"""`sequencer simulate SEQUENCE --contact JSON [--event KIND@WHEN]...`: the simulator, from the shell."""

from __future__ import annotations

import json
import logging
import re
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cli.commands import load_document
from cli.support import UsageError, authorized, print_json, with_pool
from sequencer.contact_fields import ContactIn
from sequencer.models import SequenceDocument
from sequencer.validation import describe
from sequencer.zones import is_valid_zone
from simulator import (
    SimulationInputError,
    check_event_steps,
    check_start,
    parse_event,
    render_text,
    simulate,
)


def cmd_simulate(settings: Any, args: Any) -> int:
    """`sequencer simulate SEQUENCE --contact JSON [--event KIND@WHEN]... [--start ISO] [--json]`."""
    try:
        raw = json.loads(args.contact)
    except json.JSONDecodeError as exc:
        raise UsageError(f"--contact: not valid JSON ({exc.msg} at character {exc.pos})") from None
    if not isinstance(raw, dict):
        raise UsageError(
            '--contact: a JSON object, e.g. {"email": "dana@example.com", "timezone": "Asia/Tokyo"}'
        )
    try:
        contact = ContactIn.model_validate(raw)
    except ValidationError as exc:
        first = describe(exc, prefix="contact")[0]
        raise UsageError(f"--contact: {first.field}: {first.message}") from None
    start: datetime | None = None
    if args.start:
        try:
            start = datetime.fromisoformat(args.start)
        except ValueError:
            raise UsageError(f"--start: not an ISO 8601 date-time: {args.start!r}") from None
    events = list(args.event or [])
    if args.mailbox_timezone and not is_valid_zone(args.mailbox_timezone):
        raise UsageError(f"--mailbox-timezone: unknown IANA time zone {args.mailbox_timezone!r}")
    path = Path(args.sequence)
    sequence: dict[str, Any] | str = (
        load_document(path) if path.suffix in (".json", ".yaml", ".yml") else args.sequence
    )
    try:  # what needs no database is checked before the API key is
        check_start(start)
        specs = [parse_event(text, index) for index, text in enumerate(events)]
        if isinstance(sequence, dict):
            try:
                document = SequenceDocument.model_validate(sequence)
            except ValidationError as exc:
                raise SimulationInputError(describe(exc, prefix="sequence")) from None
            check_event_steps(specs, document)
    except SimulationInputError as exc:
        raise UsageError(_flag(str(exc))) from None
    settings = authorized(settings, "read")
    if logging.getLogger().getEffectiveLevel() >= logging.INFO:
        # The simulation's worker logs every step at INFO; the timeline says it better.
        for name in ("sequencer", "temporalio", "temporalio.worker"):
            logging.getLogger(name).setLevel(logging.WARNING)

    async def run(pool: Any) -> dict[str, Any]:
        return await simulate(
            pool,
            project_id=settings.project_id,
            sequence=sequence,
            contact=contact,
            events=events,
            start=start,
            mailbox_timezone=args.mailbox_timezone,
            mailbox=args.mailbox,
        )

    try:
        report = with_pool(settings, run)
    except SimulationInputError as exc:
        raise UsageError(_flag(str(exc))) from None
    if args.json:
        print_json(report)
    else:
        print(render_text(report))
    return 0


_FLAGS = {"start": "--start", "mailbox_timezone": "--mailbox-timezone", "mailbox": "--mailbox"}


def _flag(message: str) -> str:
    """The flag a field came from: `events[1]: ...` -> `--event #2: ...`, `start: ...` -> `--start: ...`."""
    match = re.match(r"^events\[(\d+)\]: (.*)$", message, re.DOTALL)
    if match:
        return f"--event #{int(match.group(1)) + 1}: {match.group(2)}"
    field_name, _, rest = message.partition(": ")
    return f"{_FLAGS[field_name]}: {rest}" if field_name in _FLAGS else message
