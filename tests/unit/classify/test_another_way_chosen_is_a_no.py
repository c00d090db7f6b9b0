"""Another way chosen by the sender's side ("we evaluated Acme last year and went another direction.
Nothing has changed on our end", heldout_cd) is not interested in every rule language, the subject said
before an "and" too (`intent_rules/went_another_way.py`). Someone else's direction, the sender's own
topic, a question, a maybe, or interest beside it keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'll be candid: we evaluated Acme last year and went another direction. Nothing has changed on our"
        " end, so I'd rather not take up your time.",
        "We evaluated you last year and went another way.",
        "We took a different route.",
        "We decided otherwise.",
        "Wir haben Sie letztes Jahr evaluiert und sind einen anderen Weg gegangen.",
        "Wir haben uns damals anders entschieden.",
        "Nous vous avons évalués l'an dernier et avons pris une autre direction.",
        "Nous avons fait un autre choix.",
        "Los evaluamos el año pasado y optamos por otra vía.",
        "Tomamos otro rumbo.",
        "Vi abbiamo valutato l'anno scorso e abbiamo preso un'altra strada.",
        "Abbiamo scelto una direzione diversa.",
        "We hebben jullie vorig jaar geëvalueerd en zijn een andere kant op gegaan.",
        "We hebben een andere weg gekozen.",
        "Avaliamos vocês no ano passado e seguimos outro caminho.",
        "Optamos por outra direção.",
    ],
)
def test_another_way_chosen_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # someone else's or something else's direction
        ("The market went another direction.", "other"),
        ("We tried to help but the conversation went another way.", "other"),
        # the sender's own topic
        ("We went another direction with the rebrand.", "other"),
        # asked, or only a maybe
        ("Did you go another direction?", "other"),
        ("We might go another direction.", "other"),
        # interest beside it
        ("We went another direction last year, but things have changed and we'd like a demo.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
