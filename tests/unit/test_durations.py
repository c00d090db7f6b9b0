from datetime import timedelta

import pytest

from sequencer.durations import DurationError, parse_duration


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30s", timedelta(seconds=30)),
        ("10m", timedelta(minutes=10)),
        ("2h", timedelta(hours=2)),
        ("0s", timedelta(0)),
        ("1d", timedelta(hours=24)),
        ("999999s", timedelta(seconds=999999)),
    ],
)
def test_each_unit_parses_to_its_elapsed_time(text, expected):
    assert parse_duration(text) == expected


def test_two_days_is_forty_eight_hours():
    assert parse_duration("2d") == timedelta(hours=48)


def test_surrounding_and_inner_whitespace_is_tolerated():
    assert parse_duration(" 2 h ") == timedelta(hours=2)


@pytest.mark.parametrize(
    "text",
    ["3w", "-1d", "", "   ", "1.5h", "2", "h", "2H", "2 days", "3 weeks", "1000000s", "2h30m", "+2h"],
)
def test_text_outside_the_grammar_is_refused(text):
    with pytest.raises(DurationError):
        parse_duration(text)


@pytest.mark.parametrize("value", [None, 30, 2.0, b"2h"])
def test_non_string_values_are_refused(value):
    with pytest.raises(DurationError):
        parse_duration(value)


def test_duration_error_is_a_value_error_that_quotes_the_input_and_the_units():
    with pytest.raises(ValueError) as caught:
        parse_duration("3w")
    assert isinstance(caught.value, DurationError)
    assert "'3w'" in str(caught.value)
    assert "s, m, h or d" in str(caught.value)
