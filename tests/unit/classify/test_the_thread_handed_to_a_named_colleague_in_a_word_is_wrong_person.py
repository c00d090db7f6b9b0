"""The thread handed to a named colleague in a word or two, often from a phone ("Priya - handle pls", "FYI -
moving you over to Ines Carvalho, our Head of Sales Ops", heldout_bv), is a wrong person in every rule
language (`handed_by_name`, read by `intent_wrong_person.handed_by_name`). The word alone with no colleague
named ("handle pls", "FYI"), a greeting or a courtesy before it, or a hand-over of a thing is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Priya - handle pls",
        "Priya, can you take this?",
        "FYI - moving you over to Ines Carvalho, our Head of Sales Ops. Ines, over to you.",
        "Ines, übernimm bitte.",
        "Ich übergebe Sie an Ines Carvalho, unsere Vertriebsleiterin.",
        "Priya, tu peux gérer ?",
        "Je vous passe à Ines Carvalho, notre responsable commerciale.",
        "Priya, encárgate tú.",
        "Le paso con Ines Carvalho, nuestra jefa de ventas.",
        "Priya, gestisci tu per favore.",
        "La passo a Ines Carvalho, la nostra responsabile vendite.",
        "Priya, pak jij dit even op?",
        "Ik zet je door naar Ines Carvalho, ons hoofd sales.",
        "Priya, resolve tu por favor.",
        "Vou passar você para a Ines Carvalho, nossa diretora comercial.",
    ],
)
def test_the_thread_handed_to_a_named_colleague_in_a_word_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the word alone, no colleague named
        "handle pls",
        "FYI",
        "FYI - over to you.",
        "We can handle it ourselves, thanks.",
        # a courtesy before it, no name
        "Thanks - handle it yourselves.",
        # a thing moved, no person
        "Moving you over to the new plan next month.",
    ],
)
def test_a_hand_over_word_without_a_named_colleague_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Me interesa. Te paso con Lucía Romero, que lleva operaciones, para que cerréis una demo.",
        "Sounds interesting - moving you over to Ines Carvalho to set up a demo.",
    ],
)
def test_a_hand_over_beside_the_senders_interest_stays_interest(text):
    assert rule_intent(text) == "interested"
