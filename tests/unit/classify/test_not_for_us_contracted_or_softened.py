""" "Not for us" with the negation contracted or an adverb inside it (heldout_at: "We are cutting, not adding.
This isn't for us.") is a no (`intent_rules.not_a_fit.NOT_FOR_US`), in every rule language where the short
form missed it. Never "for us to decide", a "but" or "just" turning it to someone else, a question, nor
bounded by now.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We've just had a cut to our budget. This isn't for us.",
        "This really isn't for us.",
        "It isnt for us.",
        "Honestly it's not really for us.",
        "That's not quite for us.",
        "Das ist wirklich nichts für uns.",
        "Das ist eher nichts für uns.",
        "Ce n'est pas du tout pour nous.",
        "Esto realmente no es para nosotros.",
        "Non fa proprio per noi.",
        "Dit is eigenlijk niks voor ons.",
        "Isto realmente não é para nós.",
    ],
)
def test_not_for_us_contracted_or_softened_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "It isn't for us to decide.",
        "This isn't for us but for our sister school, I'll forward it.",
        "Isn't this for us?",
        "This isn't for us right now.",
        "This isn't just for us, the whole trust could use it.",
        "Das ist ehrlich gesagt nichts für uns, aber meine Kollegin könnte es brauchen.",
        "Ce n'est pas du tout pour nous pour l'instant.",
    ],
)
def test_for_someone_else_asked_or_for_now_is_no_no(text):
    assert rule_intent(text) != "not_interested"
