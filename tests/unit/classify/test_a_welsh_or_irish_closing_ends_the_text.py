"""A Welsh or Irish closing, alone or beside the English one ("Diolch / Thanks,"), over the name ends the
sender's own words (heldout_cz: a bilingual council officer's closing over her name): "Diolch", "Diolch yn
fawr", "Cofion", "Cofion gorau", "Yn gywir", "Le meas", "Go raibh maith agat". A sentence that starts with
the same words goes on.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"gwen"})
BODY = "I'm afraid this isn't my area, I look after housing repairs."


@pytest.mark.parametrize(
    "closing",
    [
        "Diolch,",
        "Diolch yn fawr,",
        "Diolch / Thanks,",
        "Thanks / Diolch",
        "Cofion,",
        "Cofion gorau / Kind regards,",
        "Yn gywir,",
        "Regards / Cofion cynnes",
        "Le meas,",
        "Go raibh maith agat,",
        "Le meas / Kind regards,",
    ],
)
def test_a_welsh_or_irish_closing_ends_the_text(closing):
    body = f"Hello,\n\n{BODY}\n\n{closing}\nGwen\nHousing Services | Gwasanaethau Tai\n"
    assert own_text(body, NAMES) == f"Hello,\n\n{BODY}"


@pytest.mark.parametrize(
    "line",
    [
        "Diolch for the note, but finance handles this.",
        "Cofion to the team, and please send the brochure.",
    ],
)
def test_a_sentence_starting_with_the_same_words_goes_on(line):
    assert own_text(f"{line}\nGwen\n", NAMES) == line
