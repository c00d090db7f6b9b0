"""The JSON lines: their fields, Temporal's extras flattened, bound context, and what never reaches a
line (bodies, tokens, keys, sealed values)."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from datetime import UTC, datetime, timedelta

import pytest
from temporalio import activity, workflow

from sequencer import apikeys, logs
from sequencer.sealing import KeyRing
from sequencer.settings import Settings, SettingsError
from tests.logs.conftest import Captured

NAME = "tests.logs.format"
log = logging.getLogger(NAME)


def test_a_line_has_the_time_level_logger_message_and_the_extra_fields(captured: Captured):
    log.info("sent %s of %d", "s1", 3, extra={"enrollment_id": "e-1", "count": 2, "at": datetime(2024, 5, 1)})

    (line,) = captured.lines(NAME)
    assert list(line)[:4] == ["ts", "level", "logger", "message"]
    assert line["level"] == "INFO" and line["logger"] == "tests.logs.format"
    assert line["message"] == "sent s1 of 3"
    assert line["enrollment_id"] == "e-1" and line["count"] == 2 and line["at"] == "2024-05-01T00:00:00"
    stamp = datetime.fromisoformat(line["ts"])
    assert line["ts"].endswith("Z") and stamp.utcoffset() == timedelta(0)
    assert abs(datetime.now(UTC) - stamp) < timedelta(minutes=1)
    assert "exception" not in line and "args" not in line and "msg" not in line


def test_keys_sealed_values_bearers_and_bodies_never_reach_a_line(captured: Captured):
    key = apikeys.generate().key
    sealed = KeyRing.derived("s").seal("1//refresh-token-value", purpose="mailboxes.oauth_refresh_token")
    log.warning(
        "request with Authorization: Bearer %s failed; stored %s; gmail token sandbox:rep@acme.test",
        key,
        sealed,
        extra={
            "body": "Hi Dana, the secret plan",
            "raw": "UmF3IG1lc3NhZ2U",
            "headers": {"Authorization": f"Bearer {key}", "x-api-key": key, "accept": "json"},
            "refresh_token": sealed,
            "note": f"key {key}",
        },
    )

    text = captured.text()
    (line,) = captured.lines(NAME)
    for secret in (
        key,
        key.split("_", 2)[2],  # the secret part whole: its URL-safe characters may hold "_" themselves
        sealed.split(":")[-1],
        "the secret plan",
        "UmF3IG1lc3NhZ2U",
        "rep@acme",
    ):
        assert secret not in text
    assert line["body"] == line["raw"] == line["refresh_token"] == "[redacted]"
    assert line["headers"] == {"Authorization": "[redacted]", "x-api-key": "[redacted]", "accept": "json"}
    prefix = key.split("_")[1]
    assert "Bearer [redacted]" in line["message"]
    assert f"sealed:v1:{sealed.split(':')[2]}:[redacted]" in line["message"]
    assert "sandbox:[redacted]" in line["message"]
    assert line["note"] == f"key sq_{prefix}_[redacted]"  # the prefix names a key without revealing it


def test_a_pydantic_model_in_a_field_is_logged_by_its_fields_with_the_body_redacted(captured: Captured):
    from tests.logs.flows import NoteInput

    model = NoteInput(enrollment_id="e", step_id="s", mailbox_id="m", body="Hello there")
    log.info("input", extra={"input": model})

    (line,) = captured.lines(NAME)
    assert line["input"] == {"enrollment_id": "e", "step_id": "s", "mailbox_id": "m", "body": "[redacted]"}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("GET /u/eyJ0.sig?x=1 HTTP/1.1", "GET /u/[redacted]?x=1 HTTP/1.1"),
        ("POST /hooks/dialer/abc.def 200", "POST /hooks/dialer/[redacted] 200"),
        ("https://x/cb?access_token=ya29.abc&state=1", "https://x/cb?access_token=[redacted]&state=1"),
        ("client_secret='shh' password: hunter2", "client_secret=[redacted] password: [redacted]"),
        ('{"refresh_token": "1//0abc", "ok": 1}', '{"refresh_token": [redacted], "ok": 1}'),
        ("Authorization: Basic dXNlcjpwYXNz", "Authorization: [redacted]"),
        ("SendEmailInput(step_id='s1', body='Hi, Dana')", "SendEmailInput(step_id='s1', body=[redacted])"),
        # Ordinary text stays as it is.
        (
            "unsupported search syntax in sandbox: is:unread",
            "unsupported search syntax in sandbox: is:unread",
        ),
        ("basic plan, 3 tokens: fine; nobody: here", "basic plan, 3 tokens: fine; nobody: here"),
    ],
)
def test_messages_are_scrubbed(text: str, expected: str):
    assert logs.scrub(text) == expected


def test_an_exception_is_one_valid_json_line_with_its_traceback_scrubbed(captured: Captured):
    key = apikeys.generate().key
    try:
        raise ValueError(f"refused key {key}\nsecond line")
    except ValueError:
        log.exception("it failed")

    raw = captured.text()
    (line,) = captured.lines(NAME)  # one line, however many lines the traceback has
    assert line["level"] == "ERROR" and line["message"] == "it failed"
    assert line["exception"].startswith("Traceback") and "ValueError: refused key sq_" in line["exception"]
    assert key not in raw


def test_temporal_extras_are_flattened_to_top_level_fields(captured: Captured):
    workflow_details = {
        "attempt": 1,
        "namespace": "default",
        "run_id": "run-1",
        "task_queue": "q",
        "workflow_id": "enrollment:p:c",
        "workflow_type": "EnrollmentWorkflow",
    }
    activity_details = {
        "activity_id": "7",
        "activity_type": "send_email",
        "attempt": 2,
        "namespace": "default",
        "task_queue": "q",
        "workflow_id": "enrollment:p:c",
        "workflow_run_id": "run-1",
        "workflow_type": "EnrollmentWorkflow",
    }
    log.info("from a workflow", extra={"temporal_workflow": workflow_details, "step_id": "s1"})
    log.info("from an activity", extra={"temporal_activity": activity_details})

    in_workflow, in_activity = captured.lines(NAME)
    assert in_workflow["workflow_id"] == "enrollment:p:c" and in_workflow["run_id"] == "run-1"
    assert in_workflow["workflow"] == "EnrollmentWorkflow" and in_workflow["attempt"] == 1
    assert in_workflow["step_id"] == "s1"
    assert in_activity["workflow_id"] == "enrollment:p:c" and in_activity["run_id"] == "run-1"
    assert in_activity["activity"] == "send_email" and in_activity["attempt"] == 2
    for line in (in_workflow, in_activity):
        assert "temporal_workflow" not in line and "temporal_activity" not in line
    # The context comes first, in a fixed order, after the four standard fields.
    assert list(in_activity)[4:9] == ["workflow_id", "run_id", "workflow", "activity", "attempt"]


def test_the_temporal_sdks_details_are_not_appended_to_messages_once_configured(captured: Captured):
    saved = (workflow.logger.workflow_info_on_message, activity.logger.activity_info_on_message)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    quiet = {name: logging.getLogger(name).level for name in logs.QUIET_LOGGERS}
    try:
        stream = io.StringIO()
        first = logs.configure("DEBUG", "json", stream=stream)
        second = logs.configure("INFO", "json", stream=stream)  # a second call replaces, not adds

        assert first not in root.handlers and second in root.handlers
        assert len(root.handlers) == len(handlers) + 1
        assert root.level == logging.INFO
        assert logging.getLogger("httpx").level == logging.getLogger("twilio").level == logging.WARNING
        assert workflow.logger.workflow_info_on_message is False
        assert activity.logger.activity_info_on_message is False
        logging.getLogger("tests.logs.format").info("configured")
        assert json.loads(stream.getvalue().splitlines()[-1])["message"] == "configured"
    finally:
        for handler in list(root.handlers):
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
        for name, value in quiet.items():
            logging.getLogger(name).setLevel(value)
        workflow.logger.workflow_info_on_message, activity.logger.activity_info_on_message = saved


def test_the_text_format_keeps_the_old_shape_and_adds_the_context():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(logs.ContextFilter())
    handler.setFormatter(logs.TextFormatter())
    logger = logging.getLogger("tests.logs.text")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        with logs.bind(enrollment_id="e-1", step_id="s1"):
            logger.warning("token=abc went wrong", extra={"password": "hunter2"})
    finally:
        logger.removeHandler(handler)
        logger.propagate = True

    line = stream.getvalue().strip()
    assert " WARNING tests.logs.text: token=[redacted] went wrong [" in line
    assert line.endswith("[enrollment_id=e-1 step_id=s1 password=[redacted]]")
    assert "hunter2" not in line and "abc" not in line


async def test_bound_fields_reach_lines_in_the_block_and_tasks_it_starts_and_nothing_after(
    captured: Captured,
):
    async def in_a_task() -> None:
        log.info("in a task")

    with logs.bind(enrollment_id="e-1", mailbox="m-1"):
        with logs.bind(step_id="s2"):
            log.info("nested")
        log.info("outer", extra={"mailbox": "explicit"})  # an explicit field wins
        await asyncio.create_task(in_a_task())
        await asyncio.to_thread(log.info, "in a thread")
    log.info("after")

    nested, outer, task, thread, after = captured.lines(NAME)
    assert (nested["enrollment_id"], nested["step_id"], nested["mailbox"]) == ("e-1", "s2", "m-1")
    assert outer["mailbox"] == "explicit" and "step_id" not in outer
    assert task["enrollment_id"] == thread["enrollment_id"] == "e-1"
    assert not {"enrollment_id", "mailbox", "step_id"} & set(after)


def test_workflow_log_extra_keeps_given_fields_and_never_collides_with_the_record():
    assert logs.workflow_log_extra(step_id="s1") == {"step_id": "s1"}
    assert logs.workflow_log_extra("e", "s", "m", variant=1) == {
        "enrollment_id": "e",
        "step_id": "s",
        "mailbox": "m",
        "variant": 1,
    }
    extra = logs.workflow_log_extra(step_id="s1", name="x", message="y")
    assert extra == {"step_id": "s1", "name_": "x", "message_": "y"}
    logging.getLogger("tests.logs.format").makeRecord("n", logging.INFO, "f", 1, "m", (), None, extra=extra)


@pytest.mark.parametrize(
    "env, fmt, address",
    [
        ({}, "json", "127.0.0.1:9464"),
        ({"SEQUENCER_LOG_FORMAT": "Text"}, "text", "127.0.0.1:9464"),
        ({"SEQUENCER_WORKER_METRICS_ADDRESS": "0.0.0.0:9100"}, "json", "0.0.0.0:9100"),
        ({"SEQUENCER_WORKER_METRICS_ADDRESS": "[::]:9100"}, "json", "[::]:9100"),
        ({"SEQUENCER_WORKER_METRICS_ADDRESS": ""}, "json", None),
        ({"SEQUENCER_WORKER_METRICS_ADDRESS": "off"}, "json", None),
    ],
)
def test_settings_read_the_log_format_and_the_metrics_address(env, fmt, address):
    settings = Settings.from_env(env)
    assert (settings.log_format, settings.worker_metrics_address) == (fmt, address)


@pytest.mark.parametrize(
    "env",
    [
        {"SEQUENCER_LOG_FORMAT": "xml"},
        {"SEQUENCER_WORKER_METRICS_ADDRESS": "localhost:9464"},  # the exporter binds an IP, not a name
        {"SEQUENCER_WORKER_METRICS_ADDRESS": "9464"},
        {"SEQUENCER_WORKER_METRICS_ADDRESS": "0.0.0.0:70000"},
        {"SEQUENCER_WORKER_METRICS_ADDRESS": "::1:9464"},
    ],
)
def test_settings_refuse_a_bad_log_format_or_metrics_address(env):
    with pytest.raises(SettingsError):
        Settings.from_env(env)
