"""The public Temporal contract of `EnrollmentWorkflow`: what any Temporal client (any language, the
default JSON converter, the `temporal` CLI) may start it with, send it (as signals or as updates) and
query it for, and what the updates answer.

The names and payloads here are stable: renaming one is a breaking change for every caller's code.
`python -m contracts.public` writes their JSON Schemas to docs/schemas/ (a test keeps those files
equal to the models).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from contracts.enrollment import (
    SIGNAL_PAYLOADS,
    ControlAnswer,
    EnrollAnswer,
    EnrollmentStart,
    EnrollmentState,
)
from contracts.names import ENROLLMENT_UPDATES as UPDATES
from contracts.names import ENROLLMENT_WORKFLOW as WORKFLOW_TYPE
from contracts.names import STATE_QUERY as QUERY
from contracts.names import TASK_QUEUE, EnrollmentSignal

__all__ = ["QUERY", "SIGNALS", "TASK_QUEUE", "UPDATES", "WORKFLOW_TYPE", "schemas", "write"]

# The signals any client may send, with their payloads (None: none). `pause` and `skip` also work
# without one.
_PUBLIC = ("REPLY", "BOUNCE", "UNSUBSCRIBE", "PAUSE", "RESUME", "SKIP", "EXIT", "CONTACT_EVENT")
SIGNALS: dict[str, type[BaseModel] | None] = {
    name: SIGNAL_PAYLOADS[name] for name in (getattr(EnrollmentSignal, key) for key in _PUBLIC)
}

SCHEMAS = Path(__file__).resolve().parents[1] / "docs" / "schemas"


def schemas() -> dict[str, dict[str, Any]]:
    """File name -> JSON Schema of each public payload (input, signals, the state query's answer)."""
    out: dict[str, dict[str, Any]] = {"enrollment-start.schema.json": EnrollmentStart.model_json_schema()}
    for name, model in SIGNALS.items():
        if model is not None:
            out[f"signal-{name.replace('_', '-')}.schema.json"] = model.model_json_schema()
    out["query-state.schema.json"] = EnrollmentState.model_json_schema()
    # The updates: `enroll`'s answer, and the controls' (each takes its signal's payload).
    out["update-enroll-answer.schema.json"] = EnrollAnswer.model_json_schema()
    out["update-control-answer.schema.json"] = ControlAnswer.model_json_schema()
    return out


def write(folder: Path = SCHEMAS) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in schemas().items():
        path = folder / name
        path.write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write():
        print(path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path, file=sys.stdout)
