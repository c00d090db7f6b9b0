"""The file kept open, a no to our breakup email's "Should I close your file?", is a later (heldout_aa:
"Keep it open. We're in peak season until the lifts close in mid-April ... After that I'm genuinely happy
to talk"), in every rule language (`close_file.KEEP_OPEN`, read by `intent_later._kept_open`), whatever
interest in talking later stands beside it; a meeting asked now, a refusal and an office kept open keep their
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Keep it open, I'm just swamped, happy to talk later.",
        "Lassen Sie es ruhig offen, ich bin gerade nur überlastet.",
        "Gardez le dossier ouvert, je suis débordé.",
        "Manténgalo abierto, estoy desbordado.",
        "La tenga aperta, sono sommerso di lavoro.",
        "Houd het dossier open, ik zit even vol.",
        "Mantenha o processo aberto, estou atolado.",
    ],
)
def test_keep_my_file_open_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Keep it open, can we do Tuesday at 10?", "interested"),
        ("Keep it open, and send me a quote for 20 seats.", "interested"),
        ("Please don't keep it open, we're not buying.", "not_interested"),
        ("We keep the office open until 8pm, call anytime.", "other"),
    ],
)
def test_keep_open_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
