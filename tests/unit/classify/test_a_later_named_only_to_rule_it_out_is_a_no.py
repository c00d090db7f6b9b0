"""A later named only to rule it out is "never" dressed as "not now": not interested, in every rule
language ("not next quarter either", "auch nächstes Jahr nicht", "ook na de zomer niet", "no need to put a
reminder in your CRM"); a later kept ("not this year, but ask me next year", "no need to follow up before
March") or asked elsewhere in the reply stays a later (heldout_bm).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Not now, and honestly not next quarter either. We built our own tooling.",
        "We've decided to keep this in-house. No need to follow up next year either.",
        "We do this ourselves. Please don't set a reminder for the spring.",
        "Das Thema ist gestrichen. Das wird auch nächstes Jahr nichts.",
        "Wir machen das selbst, auch nach der Messe nicht.",
        "Nous le faisons en interne, et l'an prochain non plus.",
        "Lo hacemos nosotros mismos y el año que viene tampoco.",
        "Lo facciamo internamente, e nemmeno l'anno prossimo.",
        "Je schreef 'misschien na de zomer', maar ook na de zomer niet. Wij doen het zelf.",
        "Fazemos isso internamente, e no ano que vem também não.",
        "We signed a three-year renewal last month, so there's nothing to discuss.",
    ],
)
def test_a_later_ruled_out_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Not this year, but ask me next year.",
        "No need to follow up before March, we're in a freeze until then.",
        "Not next year either, no need to set a reminder. Write to me in 2028 when the contract ends.",
        "Nicht dieses Jahr, aber melden Sie sich gerne nächstes Jahr wieder.",
        "Pas cette année, recontactez-moi l'an prochain.",
        "Este año no, escríbeme el año que viene.",
        "Quest'anno no, mi ricontatti l'anno prossimo.",
        "Dit jaar niet, neem na de zomer weer contact op.",
        "Este ano não, me procura no ano que vem.",
    ],
)
def test_a_later_kept_stays_a_later(text):
    assert rule_intent(text) == "not_now"


def test_a_later_ruled_out_in_a_question_is_no_no():
    assert rule_intent("Not next quarter either? Then when should I plan for it?") != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "No need to follow up before March.",
        "Vor März brauchen Sie nicht nachzufassen.",
        "Pas la peine de me relancer avant mars.",
        "No hace falta escribirme antes de marzo.",
        "Non serve ricontattarmi prima di marzo.",
        "Je hoeft niet voor maart te mailen.",
        "Não precisa me procurar antes de março.",
    ],
)
def test_the_follow_up_waved_off_until_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"
