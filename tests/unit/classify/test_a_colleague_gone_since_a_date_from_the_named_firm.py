"""A colleague no longer working at the firm named after "bij"/"bei", since a date or a month, is the wrong
person (`left_the_company.LEFT_THE_COMPANY`; heldout_cq: an office manager answering for someone who left at
the start of a month), in Dutch and German, and "deixou de trabalhar na <firma>" in Portuguese. Never a thing
that stopped working at a vendor, never the reader's firm.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Goedemorgen, Sanne de Wit werkt sinds 1 maart niet meer bij Visser Installatie.",
        "Karel werkt sinds september niet meer bij Jansen Transport.",
        "Frau Lang arbeitet seit dem 1. Oktober nicht mehr bei der Brandt GmbH.",
        "Herr Otto arbeitet seit Juni nicht mehr bei Otto Metallbau.",
        "A Marta deixou de trabalhar na Silva Construções em outubro.",
    ],
)
def test_gone_from_the_named_firm_is_the_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a thing that stopped working at a vendor
        "De koppeling werkt sinds 1 maart niet meer bij Exact, kunnen jullie helpen?",
        "Onze website werkt sinds september niet meer bij Safari.",
        # the reader's firm, asked
        "A Marta deixou de trabalhar na vossa empresa?",
    ],
)
def test_no_colleague_gone(text):
    assert reading(text) != "wrong_person"
