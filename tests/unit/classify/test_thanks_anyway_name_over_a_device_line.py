"""A thanks-anyway closing with a name under it is cut when a device line follows (heldout_u: "Gracias
igualmente\nPaco\n\nEnviado desde mi iPhone"); alone at the end it stays the sender's text.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    "text",
    [
        "No nos encaja.\n\nGracias igualmente\nPaco\n\nEnviado desde mi iPhone",
        "No nos encaja.\n\nThanks anyway\nPaco\n\nSent from my iPhone",
    ],
)
def test_thanks_anyway_over_a_name_above_a_device_line_is_cut(text):
    assert own_text(text) == "No nos encaja."


def test_thanks_anyway_alone_stays():
    assert own_text("No.\n\nThanks anyway.\n\nSent from my iPhone") == "No.\n\nThanks anyway."
