""" "Interesting" said of the case, the article or the report we sent, right beside it, is a thanks for the
content with no direction (heldout_ad: "Muy interesante el caso de la distribuidora que comentas, lo he
compartido con mi equipo"), in every rule language (`content_praised.py`): `other`. "Interesting" alone, or
beside a request, is still interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Very interesting case study, I've shared it with my team as a reference.",
        "Thanks, the report was really interesting.",
        "Sehr interessanter Artikel, ich habe ihn mit dem Team geteilt.",
        "Article très intéressant, je l'ai partagé avec mon équipe.",
        "Gracias. Muy interesante el caso que comentas, lo he compartido con mi equipo.",
        "Caso molto interessante, l'ho condiviso con il team.",
        "Interessant artikel, ik heb het met mijn team gedeeld.",
        "Muito interessante o caso, compartilhei com a equipe.",
    ],
)
def test_the_content_praised_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Interesting article, can we set up a call next week?",
        "Sounds interesting.",
        "Interesante.",
        "Interessant, stuur me meer informatie.",
        "Very interesting, tell me more about the pricing.",
        "Interesante el caso, ¿podemos agendar una demo?",
    ],
)
def test_interesting_alone_or_with_a_request_is_interest(text):
    assert rule_intent(text) == "interested"
