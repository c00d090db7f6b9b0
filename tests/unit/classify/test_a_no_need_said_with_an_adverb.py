"""A plain "we don't need it" with an adverb before or after the negation ("We are a two person business we
really dont need anything like this.", heldout_am): "we just don't need this", "I don't really need it",
"so etwas brauchen wir wirklich nicht", `interest.NOT_INTERESTED`: a no. French, Spanish, Italian, Dutch and
Portuguese put the adverb where the rules read it already. Never said of someone else ("our clients really
don't need this"), never a place on our list kept ("I just don't want to drop off your list"), never "not
only" ("wir brauchen wirklich nicht nur ein Tool").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We are a two person business we really dont need anything like this.",
        "We're a small shop, we just don't need this.",
        "I honestly don't need it.",
        "I don't really need it.",
        "Wir sind ein Zwei-Personen-Betrieb, so etwas brauchen wir wirklich nicht.",
        "Wir brauchen das einfach nicht.",
        "Nous sommes une entreprise de deux personnes, nous n'avons vraiment pas besoin de ça.",
        "Somos una empresa de dos personas, de verdad no necesitamos nada así.",
        "Siamo un'azienda di due persone, davvero non ci serve una cosa del genere.",
        "We zijn een tweemanszaak, zoiets hebben we echt niet nodig.",
        "Somos uma empresa de duas pessoas, realmente não precisamos de nada disso.",
    ],
)
def test_a_no_need_with_an_adverb_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Our clients really don't need this.",
        "No need to reply, I just don't want to drop off your list.",
        "I really don't want to miss these.",
        "Wir brauchen wirklich nicht nur ein Tool, sondern eine Beratung. Können Sie mir ein Angebot"
        " schicken?",
    ],
)
def test_someone_else_or_a_place_on_the_list_kept_is_no_no(text):
    assert rule_intent(text) != "not_interested"
