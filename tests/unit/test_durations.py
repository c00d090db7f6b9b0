from datetime import timedelta

import pytest

from sequencer.durations import Delay, DurationError, parse_delay, parse_duration


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


def test_surrounding_whitespace_is_tolerated_but_a_number_and_its_unit_stay_together():
    assert parse_duration(" 2h ") == timedelta(hours=2)
    with pytest.raises(DurationError, match="token '2'"):
        parse_duration("2 h")


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
    assert "s, m, h, d or bd" in str(caught.value)


@pytest.mark.parametrize(
    ("text", "business_days", "elapsed"),
    [
        ("2bd", 2, timedelta(0)),
        ("1bd 2h", 1, timedelta(hours=2)),
        ("2h 1bd", 1, timedelta(hours=2)),
        ("1d 30m", 0, timedelta(days=1, minutes=30)),
        ("0s", 0, timedelta(0)),
    ],
)
def test_business_days_and_elapsed_time_combine(text, business_days, elapsed):
    assert parse_delay(text) == Delay(business_days=business_days, elapsed=elapsed)


@pytest.mark.parametrize(("text", "token"), [("1bd 3w", "'3w'"), ("1bd x", "'x'"), ("2b", "'2b'")])
def test_the_error_names_the_bad_token(text, token):
    with pytest.raises(DurationError, match=f"token {token}"):
        parse_delay(text)


def test_a_unit_may_appear_once():
    with pytest.raises(DurationError, match="appears twice"):
        parse_delay("1h 2h")


def test_business_days_are_refused_where_only_elapsed_time_makes_sense():
    with pytest.raises(DurationError, match="business days"):
        parse_duration("1bd")
