"""Turns pydantic validation errors into field paths a user can act on (`steps[1].subject`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

# Model-level checks name their field at the start of the message ("steps[1].subject: ...").
_FIELD_PREFIX = re.compile(r"^(?:Value error, )?([A-Za-z_][\w.\[\]]*): (.*)$", re.DOTALL)


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str


def field_path(loc: Sequence[Any]) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part in ("email", "function-after") and path.startswith("steps"):
            # discriminated-union tag or validator wrapper that pydantic puts in the location
            continue
        else:
            path += f".{part}" if path else str(part)
    return path


def describe(error: ValidationError, *, prefix: str = "") -> list[FieldError]:
    found: list[FieldError] = []
    for item in error.errors():
        field = field_path(item["loc"])
        message = str(item["msg"])
        if message.startswith("Value error, "):
            message = message[len("Value error, ") :]
        match = _FIELD_PREFIX.match(message)
        if match and not field:
            field, message = match.group(1), match.group(2)
        if prefix:
            field = f"{prefix}.{field}" if field else prefix
        found.append(FieldError(field=field or "body", message=message))
    return found
