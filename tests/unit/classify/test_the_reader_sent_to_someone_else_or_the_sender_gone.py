"""The reader sent on to someone else is a wrong person in every rule language (heldout_bz): the Dutch and
Flemish "you have to be with X" ("Voor de planning moet u bij Els Verbeke zijn", "Ge moet bij onze
zaakvoerder zijn"), the owner or the manager to be asked, a successor who took over the sender's work
(`go_to_someone.GO_TO_SOMEONE`); and the sender gone from the firm named ("Ik werk sinds september niet meer
bij Bakker Bouw", `left_the_company`). Never us nor an idiom, never the sender's own step ("I'll ask the
owner"), never the sender who took over, a stand-in for a while, a question or a condition.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Voor de planning moet u bij Els Verbeke zijn.",
        "Ge moet bij onze zaakvoerder zijn, Koen Segers.",
        "Dat is niet voor mij, ik doe hier enkel de boekhouding. Ge moet bij onze zaakvoerder zijn.",
        "Daarvoor moet je eigenlijk bij Sanne zijn.",
        "Vraag het aan de zaakvoerder.",
        "Ask the owner.",
        "You need to ask our owner, Koen.",
        "Fragen Sie unseren Inhaber.",
        "Voyez avec le patron.",
        "Pregunte al dueño.",
        "Chieda al titolare.",
        "Pergunte ao dono.",
    ],
)
def test_the_reader_sent_to_a_named_person_or_the_owner_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ik werk sinds september niet meer bij Bakker Bouw. Probeer Mark Jansen.",
        "Ik werk sinds september niet meer bij Bakker Bouw.",
        "Ich arbeite seit September nicht mehr bei Bakker Bau.",
        "Não trabalho mais na Bakker desde setembro.",
        "Já não trabalho na Bakker.",
        "Mark Jansen heeft mijn taken overgenomen.",
        "Mark has taken over my accounts.",
        "Marc a repris mes dossiers.",
        "Marco ha preso il mio posto.",
        "Marta se ha hecho cargo de mis clientes.",
        "A Marta assumiu as minhas funções.",
        "Markus hat meine Aufgaben übernommen.",
    ],
)
def test_the_sender_gone_or_a_successor_named_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # us, or an idiom without a person
        "Daar moet je bij ons zijn.",
        "Je moet wel bij de les zijn.",
        # the sender's own step
        "Ik zal het aan de zaakvoerder vragen.",
        "I'll ask the owner and get back to you.",
        "I want to ask the owner first.",
        # the sender is the owner, or took over
        "Ik ben de zaakvoerder.",
        "Ik heb zijn taken overgenomen.",
        # a stand-in for a while, a question, a condition, a tool
        "Sanne heeft tijdelijk mijn taken overgenomen.",
        "Moet ik bij Els zijn?",
        "Als ik niet meer bij Bakker werk, bel ik je.",
        "Ik werk niet meer met Excel.",
    ],
)
def test_us_an_idiom_the_senders_own_step_or_a_stand_in_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
