"""A "later" tied to an event instead of a date ("Mäld di doch nomal, wenn die dure isch", "Zodra dat
rond is mag je me weer mailen") is not_now in every rule language; Swiss German closings ("Liebi Grüess")
end the own text.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Mäld di doch nomal, wenn die dure isch, so im Herbscht.",
        "Melden Sie sich gerne wieder, wenn die Migration durch ist.",
        "Meld dich nochmal, sobald das erledigt ist.",
        "Zodra dat rond is mag je me weer mailen.",
        "Mail me gerust weer als de reorganisatie rond is.",
        "Écrivez-moi quand la migration sera terminée.",
        "Escríbeme de nuevo cuando acabemos la migración.",
        "Scrivimi quando avremo finito la migrazione.",
        "Volte a falar comigo quando a migração terminar.",
    ],
)
def test_write_again_once_an_event_is_over_is_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Melden Sie sich, wenn Sie Fragen haben.",
        "Melden Sie sich, wenn Sie um 10 Zeit haben.",
        "Meld dich, wenn es passt.",
        "Mail me het als PDF.",
        "Mail me als je vragen hebt.",
        "Escríbeme cuando quieras.",
    ],
)
def test_write_to_me_when_without_an_event_over_is_no_later(text):
    assert rule_intent(text) != "not_now"


@pytest.mark.parametrize("closing", ["Liebi Grüess", "Härzlichi Grüess", "Fründlichi Grüess", "Grüessli"])
def test_swiss_german_closings_end_the_own_text(closing):
    body = f"Hoi Jonas\n\nTönt spannend, aber grad kei Kapazität.\n\n{closing}\nUrs\n"
    assert own_text(body) == "Hoi Jonas\n\nTönt spannend, aber grad kei Kapazität."


def test_a_sentence_about_greetings_is_no_closing():
    body = "Hoi Jonas\n\nLiebi Grüess an s Team, mir mälde üs.\n"
    assert "Liebi Grüess an s Team" in own_text(body)
