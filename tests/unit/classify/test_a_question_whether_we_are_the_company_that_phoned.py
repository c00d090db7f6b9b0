"""A question whether we are the company that phoned, asking for someone ("Is this the same company
that called my office yesterday asking for Donna? She retired in March"): the person gone is the one the
caller asked for, not the addressee of our mail, so it is no wrong person. A retirement or departure said
without such a caller, or a call the sender asks us to make, stays a wrong person."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Is this the same company that called my office yesterday asking for Donna? She retired in March. "
        "What is this about exactly",
        "Are you the people who keep calling reception looking for Mr Hale? He has retired. "
        "What do you want?",
        "Ist das dieselbe Firma, die gestern in meinem Büro angerufen und nach Donna gefragt hat? "
        "Sie ist im März in Rente gegangen. Worum geht es genau?",
        "C'est la même société qui a appelé mon bureau hier en demandant Donna ? "
        "Elle est partie à la retraite en mars. De quoi s'agit-il ?",
        "¿Es la misma empresa que llamó ayer a mi oficina preguntando por Donna? "
        "Se jubiló en marzo. ¿De qué se trata?",
        "Is dit hetzelfde bedrijf dat gisteren naar mijn kantoor belde en naar Donna vroeg? "
        "Zij is met pensioen sinds maart. Waar gaat het over?",
    ],
)
def test_the_one_gone_asked_for_by_a_caller_is_no_wrong_person(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # Italian and Portuguese: no wrong person either (the month beside the retirement may still read as
        # a time, a known limit of the time-alone reading)
        "È la stessa azienda che ha chiamato ieri il mio ufficio chiedendo di Donna? È andata in pensione."
        " Di cosa si tratta?",
        "É a mesma empresa que ligou ontem para o meu escritório perguntando pela Donna? Ela se aposentou."
        " Do que se trata?",
    ],
)
def test_the_one_gone_asked_for_by_a_caller_is_no_wrong_person_in_italian_or_portuguese(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Donna retired in March. Please talk to Tom instead.",
        "Call my office and ask for Donna? She retired in March.",
        "Sie ist im März in Rente gegangen, wenden Sie sich an Herrn Kurz.",
        "Se jubiló en marzo; escriba a Marta Ruiz, que lleva ahora las compras.",
        "Mevrouw Jansen is met pensioen. Neem contact op met haar opvolger.",
    ],
)
def test_a_retirement_without_a_caller_asked_about_stays_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
