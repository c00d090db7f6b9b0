"""Closed dates: public holidays (when a sequence turns them on) and the project's blackout dates."""

from datetime import date

import pytest

from sequencer.calendars import closed_days, public_holidays

CHRISTMAS = date(2026, 12, 25)
EASTER_MONDAY = date(2026, 4, 6)
ST_ANDREWS_DAY = date(2026, 11, 30)


def test_england_has_christmas_day_2026():
    assert public_holidays("GB", "ENG", [2026])[CHRISTMAS] == "Christmas Day"


def test_england_and_scotland_differ_on_easter_monday_and_st_andrews_day():
    england = public_holidays("GB", "ENG", [2026])
    scotland = public_holidays("GB", "SCT", [2026])
    assert england[EASTER_MONDAY] == "Easter Monday"
    assert EASTER_MONDAY not in scotland
    assert scotland[ST_ANDREWS_DAY] == "Saint Andrew's Day"
    assert ST_ANDREWS_DAY not in england


def test_a_substitute_day_is_a_holiday_of_its_own():
    # Boxing Day 2026 is a Saturday: the bank holiday is Monday 28 December.
    england = public_holidays("GB", "ENG", [2026])
    assert england[date(2026, 12, 26)] == "Boxing Day"
    assert england[date(2026, 12, 28)] == "Boxing Day (observed)"


def test_a_subdivision_adds_its_own_holidays_to_the_national_ones():
    assert date(2026, 11, 27) not in public_holidays("US", None, [2026])
    assert public_holidays("US", "CA", [2026])[date(2026, 11, 27)] == "Day After Thanksgiving"


def test_holidays_cover_every_year_asked_for():
    days = public_holidays("GB", "ENG", range(2026, 2029))
    assert {CHRISTMAS, date(2027, 12, 25), date(2028, 12, 25)} <= days.keys()
    assert date(2029, 12, 25) not in days


def test_holidays_are_in_date_order():
    days = list(public_holidays("GB", "ENG", [2027, 2026]))
    assert days == sorted(days)


def test_the_country_code_is_read_in_any_case():
    assert public_holidays("gb", "ENG", [2026]) == public_holidays("GB", "ENG", [2026])


def test_an_unknown_subdivision_falls_back_to_the_national_holidays():
    national = public_holidays("GB", None, [2026])
    assert public_holidays("GB", "XX", [2026]) == national
    assert national[CHRISTMAS] == "Christmas Day"


@pytest.mark.parametrize("country", ["ZZ", "", None])
def test_an_unknown_or_missing_country_has_no_holidays(country):
    assert public_holidays(country, None, [2026]) == {}


def test_an_unknown_subdivision_falls_back_to_national_holidays_for_years_given_as_a_generator():
    years = (year for year in [2026])
    assert public_holidays("GB", "XX", years).get(CHRISTMAS) == "Christmas Day"


def test_the_subdivision_code_is_read_in_any_case():
    assert public_holidays("GB", "eng", [2026]).get(EASTER_MONDAY) == "Easter Monday"


BLACKOUT = {date(2026, 12, 24): "Office closed", CHRISTMAS: "Company party"}


def test_without_holidays_only_the_blackout_dates_are_closed():
    closed = closed_days(country="GB", subdivision="ENG", years=[2026], use_holidays=False, blackout=BLACKOUT)
    assert closed == {date(2026, 12, 24): "blackout:Office closed", CHRISTMAS: "blackout:Company party"}


def test_with_holidays_the_public_holidays_are_closed_too():
    closed = closed_days(country="GB", subdivision="ENG", years=[2026], use_holidays=True, blackout={})
    assert closed[date(2026, 12, 28)] == "holiday:Boxing Day (observed)"
    assert closed[EASTER_MONDAY] == "holiday:Easter Monday"
    assert all(reason.startswith("holiday:") for reason in closed.values())


def test_a_blackout_date_wins_over_a_holiday_on_the_same_date():
    closed = closed_days(country="GB", subdivision="ENG", years=[2026], use_holidays=True, blackout=BLACKOUT)
    assert closed[CHRISTMAS] == "blackout:Company party"
    assert closed[date(2026, 12, 24)] == "blackout:Office closed"
    assert closed[date(2026, 12, 26)] == "holiday:Boxing Day"


def test_closed_days_are_in_date_order():
    blackout = {date(2026, 12, 31): "Year end", date(2026, 1, 2): "Stocktake"}
    closed = list(
        closed_days(country="GB", subdivision="ENG", years=[2026], use_holidays=True, blackout=blackout)
    )
    assert closed == sorted(closed)


def test_holidays_on_without_a_country_closes_only_the_blackout_dates():
    closed = closed_days(country=None, subdivision=None, years=[2026], use_holidays=True, blackout=BLACKOUT)
    assert closed == {date(2026, 12, 24): "blackout:Office closed", CHRISTMAS: "blackout:Company party"}


def test_nothing_is_closed_without_holidays_or_blackout_dates():
    assert closed_days(country="GB", subdivision="ENG", years=[2026], use_holidays=False, blackout={}) == {}


def test_a_country_s_holidays_are_computed_once_a_process(monkeypatch):
    import holidays

    from sequencer import calendars

    made = []
    real = holidays.country_holidays

    def counting(*args, **kwargs):
        made.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(holidays, "country_holidays", counting)
    calendars._holidays.cache_clear()
    first = public_holidays("US", None, range(2031, 2034))
    first[CHRISTMAS] = "changed by a caller"  # what one caller does to its copy reaches no other
    again = public_holidays("us", None, [2031, 2032, 2033])
    assert len(made) == 1
    assert again[date(2031, 12, 25)] == "Christmas Day"
    assert CHRISTMAS not in again
    public_holidays("US", None, [2034])
    assert len(made) == 2  # other years are computed on their own
