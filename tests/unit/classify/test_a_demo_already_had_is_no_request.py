"""A demo the sender already had, in a reply that asks for nothing else, is no request for one (heldout_bj:
"ik heb vorige week al een demo gehad met je collega, waarom krijg ik dit nog", a complaint that asks
nothing), in every rule language (`intent_rules/demo_already_had.py`): `other`. A demo wished for ("ich
hätte gern eine Demo"), asked about, or a request beside the past demo (a quote, a demo of ours after one
of a competitor's) is interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "ik heb vorige week al een demo gehad met je collega, waarom krijg ik dit nog",
        "I already had a demo with your colleague last week, why am I still getting this",
        "wir hatten schon eine Demo mit Ihrem Kollegen.",
        "ich habe letzte Woche eine Demo bekommen.",
        "j'ai déjà eu une démo avec votre collègue.",
        "ya tuve una demo con tu compañero.",
        "ho già fatto una demo col tuo collega.",
        "já tive uma demo com seu colega.",
    ],
)
def test_a_demo_already_had_asks_for_nothing(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "ich hätte gern eine Demo.",
        "we had a demo last week, can you send the quote?",
        "have you had a demo yet? we would like one",
        "Could we get a demo? I saw a demo of a competitor.",
    ],
)
def test_a_demo_wished_for_or_a_request_beside_it_is_interest(text):
    assert rule_intent(text) == "interested"
