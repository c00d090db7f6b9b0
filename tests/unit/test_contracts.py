"""The public Temporal contract (contracts/public.py): the JSON Schemas in docs/schemas are the
models', and plain JSON as a raw client writes it validates against both."""

from __future__ import annotations

import json

import jsonschema
import pytest
from pydantic import ValidationError

from contracts import EnrollmentStart, ReplySignal, errors, names
from contracts.enrollment import SIGNAL_PAYLOADS
from contracts.public import SCHEMAS, SIGNALS, schemas
from workflows.enrollment import EnrollmentWorkflow
from workflows.imports import ImportWorkflow
from workflows.mailbox import MailboxWorkflow


def test_the_checked_in_schemas_are_the_models():
    for name, schema in schemas().items():
        committed = json.loads((SCHEMAS / name).read_text())
        assert committed == schema, f"docs/schemas/{name} is stale: run .venv/bin/python -m contracts.public"


def handlers(workflow_class: type, kind: str) -> set[str]:
    """The names of the workflow's handlers of one kind (signal, query, update), as Temporal sees them."""
    definition = getattr(workflow_class, "__temporal_workflow_definition")
    return set(getattr(definition, {"signal": "signals", "query": "queries", "update": "updates"}[kind]))


def test_the_workflows_handler_names_are_the_contracts_names():
    assert handlers(EnrollmentWorkflow, "signal") == set(names.ENROLLMENT_SIGNALS)
    assert handlers(EnrollmentWorkflow, "query") == {names.STATE_QUERY}
    assert handlers(EnrollmentWorkflow, "update") == set(names.ENROLLMENT_UPDATES)
    # Every control update has the signal of the same name (fire-and-forget callers, the poller).
    assert set(names.ENROLLMENT_UPDATES) - {names.EnrollmentUpdate.ENROLL} <= set(SIGNALS)
    assert handlers(MailboxWorkflow, "signal") == set(names.MAILBOX_SIGNALS)
    assert handlers(MailboxWorkflow, "update") == set(names.MAILBOX_UPDATES)
    assert handlers(MailboxWorkflow, "query") == {names.STATE_QUERY}
    assert set(SIGNAL_PAYLOADS) <= set(names.ENROLLMENT_SIGNALS)
    assert set(SIGNALS) <= set(SIGNAL_PAYLOADS)


def test_the_workflow_types_are_the_contracts_names():
    for workflow_class, name in [
        (EnrollmentWorkflow, names.ENROLLMENT_WORKFLOW),
        (MailboxWorkflow, names.MAILBOX_WORKFLOW),
        (ImportWorkflow, names.IMPORT_WORKFLOW),
    ]:
        assert getattr(workflow_class, "__temporal_workflow_definition").name == name


def test_every_error_type_is_spelled_once():
    values = [v for k, v in vars(errors).items() if k.isupper() and isinstance(v, str)]
    assert len(values) == len(set(values))


START = {
    "contact": {"email": "dana@x.test", "first_name": "Dana", "timezone": "Europe/Berlin"},
    "sequence": "intro",
    "mailbox": "rep@acme.test",
}


def test_the_readme_start_input_is_valid_for_schema_and_model():
    jsonschema.validate(START, json.loads((SCHEMAS / "enrollment-start.schema.json").read_text()))
    start = EnrollmentStart.model_validate(START)
    assert (start.project_id, start.contact.email if start.contact else None) == ("default", "dana@x.test")


@pytest.mark.parametrize(
    "bad, field",
    [
        ({**START, "contact_id": "c1"}, "contact"),
        ({k: v for k, v in START.items() if k != "sequence"}, "sequence"),
        ({**START, "mailbox_id": "m1"}, "mailbox"),
        ({**START, "start_at": "2027-01-04T09:00:00"}, "start_at"),
        ({**START, "contact": {"email": "dana"}}, "email"),
        ({**START, "colour": "blue"}, "colour"),
    ],
)
def test_a_start_input_that_is_wrong_names_its_field(bad, field):
    with pytest.raises(ValidationError) as refused:
        EnrollmentStart.model_validate(bad)
    assert field in str(refused.value)


def test_a_raw_reply_is_counted_once_per_message_and_a_wrong_one_is_refused():
    assert ReplySignal.model_validate({"message_id": "<r1@x.test>"}).dedupe_key == "<r1@x.test>"
    assert ReplySignal.model_validate({"thread_id": "t-9", "intent": "not_now"}).dedupe_key == "t-9"
    assert ReplySignal.model_validate({"body": "Sure, call me"}).dedupe_key == "reply"  # names nothing
    for wrong in ({"message_id": ["<r1@x.test>"]}, {"message_id": "<r1@x.test>", "intent": "maybe"}):
        with pytest.raises(ValidationError):
            ReplySignal.model_validate(wrong)
