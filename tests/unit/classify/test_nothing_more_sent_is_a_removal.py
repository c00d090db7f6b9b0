"""A "send me nothing more" is a removal in the languages that said it with "nothing" and no "don't": English
"send me nothing more / further", the German "Sie" form "Schicken Sie mir nichts mehr" (read as interest
before: "schicken Sie mir" asks for something) and Dutch "Stuur me maar niks meer" (the review of
2026-12-06, third), `unsubscribe.UNSUBSCRIBE`. Never "nothing more than the quote", "nichts mehr außer dem
Angebot", "niks meer dan de offerte" or "niks meer over de webinar": one thing still asked for.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Send me nothing more.",
        "Please send me nothing further, thank you.",
        "Schicken Sie mir nichts mehr.",
        "Schicken Sie mir bitte nichts mehr, danke.",
        "Stuur me maar niks meer.",
        "Stuur me gewoon niets meer, bedankt.",
    ],
)
def test_nothing_more_sent_is_a_removal(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Send me nothing more than the quote, please.",
        "Schicken Sie mir nichts mehr außer dem Angebot.",
        "Stuur me niks meer dan de offerte.",
        "Stuur me maar niks meer over de webinar, wel de offerte.",
    ],
)
def test_nothing_more_but_one_thing_is_no_removal(body):
    assert reading(body) != "unsubscribe"
