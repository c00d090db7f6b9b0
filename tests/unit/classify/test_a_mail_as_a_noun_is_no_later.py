"""The Dutch "mail" as a noun, after its determiner ("na elke mail weer"), is no come-back verb: no later
(`leaning.LEANS_LATER`). The verb still is one ("mail me later nog eens").

Every sentence here is written for these tests."""

from __future__ import annotations

from tests.unit.classify.helpers import reading


def test_the_mail_as_a_noun_is_no_later():
    text = "Leuk dat je schrijft. Van onze nieuwsbrief gaat na elke mail wel weer iemand weg."
    assert reading(text) != "not_now"


def test_the_mail_as_a_verb_is_a_later():
    assert reading("Mail me later nog eens, nu even niet.") == "not_now"
