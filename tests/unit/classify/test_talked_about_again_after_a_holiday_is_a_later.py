"""The matter to be talked about again after a feast or a holiday (heldout_bt: "Bonsoir, merci. On en reparle
après l'Aïd si vous voulez bien, là c'est compliqué"), in every rule language, said in the present too ("on
en reparle", "let's talk again", "sprechen wir nochmal darüber", "lo hablamos", "ne riparliamo", "we hebben
het er nog over", "falamos disso"): a later (`later_talk_about_it.TALK_ABOUT_IT`, read with
`later_event.FEAST_AFTER` by `intent_later.talk_later`). Feasts and holidays of every culture the rules
meet: Aïd, Tabaski, Ramadan, Diwali, Easter, Carnival, Christmas, "la rentrée". Never asked, never with no
later time (tomorrow is a meeting, not a later).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bonsoir, merci. On en reparle après l'Aïd si vous voulez bien, là c'est compliqué",
        "Merci, on en reparle après la Tabaski.",
        "On pourra en parler après la rentrée.",
        "Nous en reparlons après le Ramadan.",
        "Thanks. We can talk about it after Eid.",
        "Let's talk again after Diwali, it's all hands on deck until then.",
        "Danke. Sprechen wir nach dem Zuckerfest nochmal darüber.",
        "Gracias. Lo hablamos después de Semana Santa.",
        "Grazie, ne riparliamo dopo Pasqua.",
        "Bedankt, we hebben het er na de kerst nog over.",
        "Obrigado, falamos disso depois do Carnaval.",
    ],
)
def test_talked_about_again_after_a_holiday_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "On en reparle après l'Aïd ?",
        "Can we talk about it again after Eid?",
        "On en reparle demain à 10h.",
        "We hebben het er morgen nog over.",
        "Merci, bonne fête de l'Aïd à vous aussi.",
        "Our Eid campaign went well, thanks.",
    ],
)
def test_asked_without_a_later_time_or_no_talk_is_no_later(text):
    assert rule_intent(text) != "not_now"
