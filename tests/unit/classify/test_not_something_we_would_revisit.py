"""A matter said to be "not something we'd revisit" is a no for good in every rule language
(`not_revisited.NOT_REVISITED`; heldout_cv: a multi-year deal signed elsewhere, then the matter not to be
revisited), whatever time the reply names; never bounded ("until the contract ends"), never asked, never
beside a later asked for.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We moved to another platform in March, and it's not something we'd revisit.",
        "Honestly, that's not something I would reconsider.",
        "Wir haben im Herbst umgestellt, das ist nichts, was wir noch einmal aufrollen würden.",
        "Nous avons changé d'outil en mai ; ce n'est pas quelque chose sur lequel nous reviendrions.",
        "Cambiamos de sistema en abril y no es algo que vayamos a replantear.",
        "Abbiamo cambiato fornitore a giugno, non è qualcosa che rivedremmo.",
        "We zijn in maart overgestapt en het is niet iets waar we nog op terugkomen.",
        "Mudámos de sistema em maio e não é algo que vamos reconsiderar.",
    ],
)
def test_not_something_we_would_revisit_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # bounded by a time
        "It's not something we'd revisit until the contract ends in 2027.",
        # asked
        "Is that not something we'd revisit in Q3?",
        # a later asked for beside it
        "Not something I'd want to revisit this year, but try me in January.",
    ],
)
def test_a_bounded_or_asked_revisit_is_no_no(text):
    assert reading(text) != "not_interested"
