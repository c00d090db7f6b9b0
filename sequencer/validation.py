"""Turns pydantic validation errors into field paths a user can act on (`steps[1].subject`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

# The discriminator tags of sequence steps: pydantic puts them in error paths; users never wrote them.
STEP_TYPES = ("email", "sms", "condition", "wait_for", "goto", "task")

# Model-level checks name their field at the start of the message ("steps[1].subject: ...").
_FIELD_PREFIX = re.compile(r"^(?:Value error, )?([A-Za-z_][\w.\[\]]*): (.*)$", re.DOTALL)


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str


def _is_branch_label(part: Any) -> bool:
    """pydantic names union branches in locations (`literal['always']`, `function-after[...]`, `Window`)."""
    return isinstance(part, str) and (
        part.startswith(("literal[", "function-")) or (part[:1].isupper() and part.isidentifier())
    )


def field_path(loc: Sequence[Any]) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif _is_branch_label(part) or (part in STEP_TYPES and path.startswith("steps")):
            continue  # the discriminated step type, or a union branch: not a field the user wrote
        else:
            path += f".{part}" if path else str(part)
    return path


def describe(error: ValidationError, *, prefix: str = "") -> list[FieldError]:
    return describe_errors(error.errors(), prefix=prefix)


def describe_errors(items: Sequence[Any], *, prefix: str = "") -> list[FieldError]:
    """Field paths and messages from pydantic error dicts (also FastAPI's request errors)."""
    # For `"always" | Window`, pydantic reports a miss against every branch; the user meant the
    # object, so errors from the literal branch go when another branch explains the same field.
    explained = {item["loc"][:1] for item in items if not _from_literal_branch(item["loc"])}
    found: list[FieldError] = []
    for item in items:
        if _from_literal_branch(item["loc"]) and item["loc"][:1] in explained:
            continue
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


def _from_literal_branch(loc: Sequence[Any]) -> bool:
    return any(isinstance(p, str) and p.startswith("literal[") for p in loc)
