from typing import Any

import pytest
from pydantic import ValidationError

from sequencer.models import SequenceDocument
from sequencer.validation import FieldError, describe, field_path


def step(**overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}
    values.update(overrides)
    return {k: v for k, v in values.items() if v is not None}


def described(data: dict[str, Any], **kwargs: Any) -> list[FieldError]:
    with pytest.raises(ValidationError) as caught:
        SequenceDocument.model_validate(data)
    return describe(caught.value, **kwargs)


def test_a_missing_subject_on_the_second_step_is_named_steps_1_subject():
    errors = described({"name": "n", "steps": [step(), step(id="b", subject=None)]})
    assert errors == [FieldError(field="steps[1].subject", message="required unless reply_in_thread is true")]


def test_a_bad_wait_is_named_steps_0_after_without_the_union_tag():
    errors = described({"name": "n", "steps": [step(after="3 weeks")]})
    assert [e.field for e in errors] == ["steps[0].after"]
    assert errors[0].message.startswith("invalid duration '3 weeks'")


def test_a_template_syntax_error_is_named_by_field_with_the_line_in_the_message():
    errors = described({"name": "n", "steps": [step(), step(id="b", body="ok\n{% if %}")]})
    assert [e.field for e in errors] == ["steps[1].body"]
    assert errors[0].message.startswith("template syntax error on line 2")


def test_value_error_prefix_is_stripped_from_messages():
    errors = described({"name": "n", "jitter": "1.5h", "steps": [step()]})
    assert errors[0].field == "jitter"
    assert not errors[0].message.startswith("Value error")


def test_duplicate_ids_are_named_by_the_model_check_prefix():
    errors = described({"name": "n", "steps": [step(), step()]})
    assert errors == [FieldError(field="steps[1].id", message="duplicate step id 'intro'")]


def test_a_reply_as_first_step_is_named_steps_0_reply_in_thread():
    errors = described({"name": "n", "steps": [step(subject=None, reply_in_thread=True)]})
    assert [e.field for e in errors] == ["steps[0].reply_in_thread"]


def test_an_extra_field_on_a_step_is_named_by_its_path():
    errors = described({"name": "n", "steps": [step(colour="red")]})
    assert errors == [FieldError(field="steps[0].colour", message="Extra inputs are not permitted")]


def test_a_prefix_is_put_in_front_of_every_field():
    errors = described({"name": "n", "steps": [step(after="3w")]}, prefix="sequence")
    assert [e.field for e in errors] == ["sequence.steps[0].after"]


def test_an_error_about_the_whole_input_is_named_body():
    errors = described([])  # type: ignore[arg-type]
    assert [e.field for e in errors] == ["body"]


def test_an_error_about_the_whole_input_with_a_prefix_is_named_by_the_prefix():
    errors = described("nope", prefix="sequence")  # type: ignore[arg-type]
    assert [e.field for e in errors] == ["sequence"]


@pytest.mark.parametrize(
    ("loc", "expected"),
    [
        (("steps", 1, "email", "subject"), "steps[1].subject"),
        (("steps", 0, "function-after", "after"), "steps[0].after"),
        (("window", "start"), "window.start"),
        (("name",), "name"),
        ((), ""),
    ],
)
def test_field_path_joins_names_with_dots_and_indexes_with_brackets(loc, expected):
    assert field_path(loc) == expected


def test_a_bad_window_start_is_named_window_start():
    window = {"days": ["mon"], "start": "8:00", "end": "18:00"}
    errors = described({"name": "n", "window": window, "steps": [step()]})
    assert [e.field for e in errors] == ["window.start"]
    assert errors[0].message == "invalid time '8:00': use HH:MM, 24-hour clock"


def test_a_window_that_starts_after_it_ends_is_named_by_the_window_field():
    window = {"days": ["mon"], "start": "18:00", "end": "08:00"}
    errors = described({"name": "n", "window": window, "steps": [step()]})
    assert len(errors) == 1
    assert errors[0].field in ("window", "window.start", "window.end")
    assert errors[0].message == "start must be before end"
