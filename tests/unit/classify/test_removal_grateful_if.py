"""A removal asked as a favour after thanks, its verb in a clause of "if" or "when", is a removal in every
rule language where it was not read (`removal_grateful_if.GRATEFUL_IF`), and a removal wished for in a
Dutch clause of "dat" with "niet meer" (`removal_negated_ask.NEGATED_ASK`). Never a bare condition, never
being added to the list.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik zou het fijn vinden als u mij van uw verzendlijst haalt.",
        "We zouden het op prijs stellen als jullie ons uit het klantenbestand verwijderen.",
        "Ik ben u dankbaar als u mijn gegevens uit uw database wist.",
        "Ich wäre Ihnen sehr verbunden, wenn Sie mich aus Ihrer Kundendatei löschen.",
        "Es wäre schön, wenn ihr mich aus eurem Newsletter-Verteiler austragt.",
        "Vi sarei grata se mi cancellaste dalla vostra mailing list.",
        "Mi farebbe piacere se eliminaste il mio indirizzo dal vostro database.",
        "Les agradecería mucho si me borraran de su base de datos.",
        "Ficaria muito grata se me removessem do vosso cadastro.",
        "Eerlijk gezegd heb ik liever dat jullie me niet meer mailen.",
        "Ik wil graag dat u ons voortaan niet meer benadert.",
    ],
)
def test_grateful_if_removed_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a bare condition, no thanks before it
        "Als u mij uit het bestand haalt, krijg ik dan nog facturen?",
        # being added, not taken out
        "Ich wäre dankbar, wenn Sie mich in Ihren Newsletter-Verteiler aufnehmen.",
        "Ik zou het fijn vinden als u mij aan de verzendlijst toevoegt.",
        "Vi sarei grato se mi aggiungeste alla mailing list.",
        # more mail wanted
        "Ik wil graag dat je me meer mailt over de nieuwe versie.",
    ],
)
def test_grateful_if_not_removed(text):
    assert reading(text) != "unsubscribe"
