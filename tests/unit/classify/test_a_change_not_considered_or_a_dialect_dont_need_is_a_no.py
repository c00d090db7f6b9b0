"""A change said not to be considered (heldout_ce, a law office: "Einen Wechsel oder eine Ergänzung ziehen wir
nicht in Betracht"), in every rule language, and the dialect "don't need it" of Austria and Switzerland
(heldout_ce: "Servus, brauch ma ned, wir san a kleiner Betrieb"), are a no; so is a decision to stay with
the current tool named as a compound ("bei unserer bestehenden Praxissoftware zu bleiben"). Asked of us,
bounded in time or "not only" is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Einen Wechsel oder eine Ergänzung ziehen wir nicht in Betracht. Ich bitte um Verständnis.",
        "Ein Wechsel kommt für uns nicht in Frage.",
        "We are not considering a switch.",
        "A change is not an option for us.",
        "Nous n'envisageons pas de changement.",
        "No contemplamos un cambio.",
        "Non prendiamo in considerazione un cambio.",
        "Een overstap overwegen we niet.",
        "Não consideramos uma mudança.",
        "Servus, brauch ma ned, wir san a kleiner Betrieb und machen des mit Zettel und Excel. Passt scho.",
        "Des brauch ma net, danke.",
        "Bruuched mir nöd, merci.",
        "Wir haben uns intern entschieden, bei unserer bestehenden Praxissoftware zu bleiben.",
    ],
)
def test_it_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ziehen Sie einen Wechsel nicht in Betracht?",
        "Einen Wechsel ziehen wir bis Ende 2027 nicht in Betracht.",
        "Brauch ma ned nur a Kassa, a Terminbuch a.",
        "Brauch ma ned?",
    ],
)
def test_asked_bounded_or_not_only_is_no_no(text):
    assert rule_intent(text) != "not_interested"
