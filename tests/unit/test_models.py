import json
from datetime import time
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from sequencer.models import EmailStep, SequenceDocument, Window, sequence_json_schema


def step(**overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {"id": "intro", "type": "email", "subject": "Hi {{ contact.first_name }}"}
    values["body"] = "Hello {{ contact.first_name }}"
    values.update(overrides)
    return {k: v for k, v in values.items() if v is not None}


def reply(**overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {"id": "bump", "subject": None, "body": "Any thoughts?", "reply_in_thread": True}
    values.update(overrides)
    return step(**values)


def document(**overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {"name": "Outbound Q3", "steps": [step()]}
    values.update(overrides)
    return values


def errors_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(ValidationError) as caught:
        SequenceDocument.model_validate(data)
    return caught.value.errors()


def messages_of(data: dict[str, Any]) -> str:
    return " | ".join(str(e["msg"]) for e in errors_of(data))


def test_a_minimal_document_gets_always_window_no_jitter_and_zero_wait():
    doc = SequenceDocument.model_validate(document())
    assert doc.window == "always"
    assert doc.effective_jitter == "0s"
    assert doc.holidays is False
    assert doc.steps[0].after == "0s"
    assert doc.steps[0].reply_in_thread is False
    assert doc.steps[0].type == "email"


def test_an_intro_and_an_in_thread_reply_is_a_valid_sequence():
    doc = SequenceDocument.model_validate(document(steps=[step(), reply(after="2d")]))
    assert [s.id for s in doc.steps] == ["intro", "bump"]
    assert doc.steps[1].subject is None
    assert doc.steps[1].after == "2d"


def test_a_document_round_trips_through_json_dump():
    doc = SequenceDocument.model_validate(
        document(
            window={"days": ["mon", "fri"], "start": "08:00", "end": "18:00"},
            jitter="10m",
            steps=[step(), reply()],
        )
    )
    again = SequenceDocument.model_validate(doc.model_dump(mode="json"))
    assert again == doc


@pytest.mark.parametrize(
    "data",
    [
        document(owner="me"),
        document(steps=[step(cc="boss@example.com")]),
        document(window={"days": ["mon"], "start": "08:00", "end": "18:00", "timezone": "UTC"}),
    ],
    ids=["document", "step", "window"],
)
def test_unknown_fields_are_refused_at_every_level(data):
    assert "Extra inputs are not permitted" in messages_of(data)


def test_duplicate_step_ids_are_refused_naming_the_second_one():
    assert "steps[1].id: duplicate step id 'intro'" in messages_of(document(steps=[step(), step()]))


def test_a_first_step_that_replies_in_thread_is_refused():
    assert "steps[0].reply_in_thread: there is no earlier email to reply to" in messages_of(
        document(steps=[reply()])
    )


def test_a_subject_is_required_on_steps_that_start_a_thread():
    assert "steps[1].subject: required unless reply_in_thread is true" in messages_of(
        document(steps=[step(), step(id="second", subject=None)])
    )


def test_a_reply_in_thread_step_may_set_its_own_subject():
    doc = SequenceDocument.model_validate(document(steps=[step(), reply(subject="New angle")]))
    assert doc.steps[1].subject == "New angle"


@pytest.mark.parametrize("field", ["subject", "body"])
def test_blank_templates_are_refused(field):
    assert "must not be empty" in messages_of(document(steps=[step(**{field: "  \n "})]))


def test_a_body_with_a_template_syntax_error_is_refused_with_its_line_number():
    errors = errors_of(document(steps=[step(body="Hello,\n\n{% if contact.first_name %}no end")]))
    assert errors[0]["loc"][-1] == "body"
    assert "template syntax error on line 3" in errors[0]["msg"]


def test_a_subject_with_a_template_syntax_error_is_refused_with_its_line_number():
    errors = errors_of(document(steps=[step(subject="Hi {{ contact.first_name }")]))
    assert errors[0]["loc"][-1] == "subject"
    assert "template syntax error on line 1" in errors[0]["msg"]


@pytest.mark.parametrize("step_id", ["a", "intro", "follow-up_2", "0", "x" * 63])
def test_step_ids_of_lowercase_letters_digits_dash_and_underscore_are_accepted(step_id):
    assert EmailStep.model_validate(step(id=step_id)).id == step_id


@pytest.mark.parametrize("step_id", ["", "Intro", "-intro", "_intro", "in tro", "in.tro", "x" * 64, "é"])
def test_other_step_ids_are_refused(step_id):
    with pytest.raises(ValidationError, match="step id must be 1-63 chars"):
        EmailStep.model_validate(step(id=step_id))


@pytest.mark.parametrize("after", ["3w", "-1d", "1.5h", "", "2 days"])
def test_a_step_wait_outside_the_duration_grammar_is_refused(after):
    assert "invalid duration" in messages_of(document(steps=[step(after=after)]))


@pytest.mark.parametrize("jitter", ["3w", "-1d", "1.5h", ""])
def test_a_jitter_outside_the_duration_grammar_is_refused(jitter):
    errors = errors_of(document(jitter=jitter))
    assert errors[0]["loc"] == ("jitter",)
    assert "invalid duration" in errors[0]["msg"]


@pytest.mark.parametrize("name", ["", " Outbound", "Outbound ", "x" * 201])
def test_empty_padded_or_overlong_names_are_refused(name):
    errors = errors_of(document(name=name))
    assert errors[0]["loc"] == ("name",)


def test_a_document_needs_at_least_one_step():
    errors = errors_of(document(steps=[]))
    assert errors[0]["loc"] == ("steps",)


def test_a_step_of_an_unknown_type_is_refused():
    assert "'fax'" in messages_of(document(steps=[step(type="fax")]))


def test_a_text_step_takes_a_body_and_no_subject():
    doc = SequenceDocument.model_validate(
        document(
            steps=[
                step(),
                {"id": "text", "type": "sms", "after": "1bd", "body": "Hi {{ contact.first_name }}"},
            ]
        )
    )
    assert doc.steps[1].type == "sms"
    errors = errors_of(document(steps=[{"id": "t", "type": "sms", "body": "x", "subject": "y"}]))
    assert [e["loc"][-1] for e in errors] == ["subject"]


def test_a_text_step_whose_window_misses_08_to_21_is_refused():
    night = {"days": ["mon"], "start": "21:30", "end": "23:00"}
    errors = messages_of(document(steps=[{"id": "t", "type": "sms", "body": "x", "window": night}]))
    assert "never open between 08:00 and 21:00" in errors


def test_a_step_window_overrides_the_sequence_window():
    weekend = {"days": ["sat"], "start": "10:00", "end": "12:00"}
    doc = SequenceDocument.model_validate(document(steps=[step(window=weekend)]))
    assert doc.window_for(doc.steps[0]) != "always"


def test_jitter_cannot_be_counted_in_business_days():
    assert "business days" in messages_of(document(jitter="1bd"))


def test_a_step_must_say_its_type():
    data = document()
    del data["steps"][0]["type"]
    assert "type" in sequence_json_schema()["$defs"]["EmailStep"]["required"]
    with pytest.raises(ValidationError):
        SequenceDocument.model_validate(data)


def test_a_window_exposes_its_clock_times():
    window = Window(days=["mon", "tue"], start="08:30", end="17:45")
    assert window.start_time == time(8, 30)
    assert window.end_time == time(17, 45)


@pytest.mark.parametrize("clock", ["8:00", "24:00", "08:60", "0800", "08:00:00", "8am", " 08:00", ""])
def test_window_times_must_be_hh_mm_on_a_24_hour_clock(clock):
    with pytest.raises(ValidationError, match="use HH:MM, 24-hour clock"):
        Window(days=["mon"], start=clock, end="23:59")


@pytest.mark.parametrize(("start", "end"), [("18:00", "08:00"), ("09:00", "09:00")])
def test_a_window_must_start_before_it_ends(start, end):
    with pytest.raises(ValidationError, match="start must be before end"):
        Window(days=["mon"], start=start, end=end)


def test_a_window_may_span_the_whole_day_to_a_minute_before_midnight():
    window = Window(days=["sun"], start="00:00", end="23:59")
    assert (window.start_time, window.end_time) == (time(0, 0), time(23, 59))


def test_window_days_must_not_repeat():
    with pytest.raises(ValidationError, match="days must not repeat"):
        Window(days=["mon", "tue", "mon"], start="08:00", end="18:00")


@pytest.mark.parametrize("days", [[], ["monday"], ["Mon"], ["sat", "xyz"]])
def test_window_days_must_be_a_non_empty_list_of_short_weekday_names(days):
    with pytest.raises(ValidationError):
        Window(days=days, start="08:00", end="18:00")


def test_the_only_named_window_is_always():
    assert "'always'" in messages_of(document(window="sometimes"))


def test_the_json_schema_titles_the_document_sequence_and_requires_name_and_steps():
    schema = sequence_json_schema()
    assert schema["title"] == "Sequence"
    assert set(schema["required"]) == {"name", "steps"}
    assert schema["additionalProperties"] is False


def test_the_published_json_schema_file_is_current():
    committed = json.loads((Path(__file__).parents[2] / "docs" / "sequence.schema.json").read_text())
    assert committed == sequence_json_schema(), (
        "run: .venv/bin/sequencer sequence schema > docs/sequence.schema.json"
    )


def test_jitter_defaults_to_a_few_minutes_once_a_step_has_a_window():
    office = {"days": ["mon"], "start": "09:00", "end": "17:00"}
    assert SequenceDocument.model_validate(document(window=office)).effective_jitter == "5m"
    assert SequenceDocument.model_validate(document(steps=[step(window=office)])).effective_jitter == "5m"
    assert SequenceDocument.model_validate(document(window=office, jitter="0s")).effective_jitter == "0s"
