"""The matter declared closed for the sender, or no reason seen to talk about it further (heldout_em,
`intent_rules/matter_closed.py`), is a no in every rule language; a thing of another matter done, or a
matter done without "for us" before a yes, is none. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Das Thema ist für uns abgeschlossen.",
        "As far as we're concerned, this topic is settled.",
        "Pour nous, le sujet est clos.",
        "Para nosotros el tema está cerrado.",
        "Per noi l'argomento è chiuso.",
        "Voor ons is dit onderwerp afgesloten.",
        "Para nós o assunto está encerrado.",
        "Ich sehe keinen Anlass, weiter darüber zu sprechen.",
        "Je ne vois aucune raison d'en discuter davantage.",
        "No vemos motivo para seguir hablando de esto.",
        "Non vediamo motivo di parlarne ancora.",
        "Não vemos motivo para continuar essa conversa.",
        "Mein Kollege hat sich bei Ihnen abgemeldet, er ist nicht mehr bei uns. Für mich ist die Sache damit"
        " auch erledigt.",
    ],
)
def test_the_matter_closed_for_us_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Die Sache mit der Lieferung ist erledigt, danke.",
        "Der Punkt ist erledigt, wir können den Vertrag unterschreiben.",
    ],
)
def test_another_thing_done_is_no_no(text: str) -> None:
    assert reading(text) != "not_interested"
