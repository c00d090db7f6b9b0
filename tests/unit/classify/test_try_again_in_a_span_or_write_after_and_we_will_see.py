"""Two laters of a busy office (heldout_by), in every rule language:

- try again in a span of weeks or months from now: "stiamo traslocando l'ufficio ... Riprovi fra un paio di
  mesi", "Versuchen Sie es in ein paar Monaten nochmal", "réessayez dans quelques mois", "inténtelo de nuevo
  en un par de meses", "probeer het over een paar maanden opnieuw", "tente novamente daqui a uns meses";
  never minutes or hours ("riprovi fra un'ora"), nor the try refused ("non riprovi fra un paio di mesi");
- busy until a time, write after "and we'll see": "sono sotto fiera fino a fine mese (Cersaie), scrivimi
  dopo e vediamo", "écrivez-moi après et on verra", "escríbeme después y vemos", "escreva-me depois e
  vemos"; never "after lunch", nor a "we'll see" about something asked now ("scrivimi dopo e vediamo
  insieme i prezzi" beside a demo asked).

Both are `not_now`. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "sentence",
    [
        "Stiamo traslocando l'ufficio e fino alla fine del trasloco non prendo in considerazione nulla di "
        "nuovo. Riprovi fra un paio di mesi.",
        "Wir ziehen gerade um. Versuchen Sie es in ein paar Monaten nochmal.",
        "On déménage, réessayez dans quelques mois.",
        "Nos estamos mudando, inténtelo de nuevo en un par de meses.",
        "We verhuizen, probeer het over een paar maanden opnieuw.",
        "Estamos a mudar de escritório, tente novamente daqui a uns meses.",
    ],
)
def test_try_again_in_a_span_of_months_is_a_later(sentence):
    assert reading(f"Salve,\n\n{sentence}\n\nMarco\n") == "not_now"


@pytest.mark.parametrize(
    "sentence",
    [
        "Riprovi fra un'ora, ora sono in riunione.",
        "Riprovi fra dieci minuti.",
        "Non riprovi fra un paio di mesi: la risposta resta no.",
    ],
)
def test_a_span_of_minutes_or_the_try_refused_is_no_later(sentence):
    assert reading(f"Salve,\n\n{sentence}\n\nMarco\n") != "not_now"


@pytest.mark.parametrize(
    "sentence",
    [
        "Ciao, sono sotto fiera fino a fine mese (Cersaie), scrivimi dopo e vediamo.",
        "Je suis pris par un salon jusqu'à la fin du mois, écrivez-moi après et on verra.",
        "Estoy liado con una feria hasta final de mes, escríbeme después y vemos.",
        "Estou com uma feira até ao fim do mês, escreva-me depois e vemos.",
        "Tot het eind van de maand zit ik op de beurs, mail me daarna.",
        "Bis Ende des Monats bin ich auf der Messe, schreiben Sie mir danach.",
    ],
)
def test_busy_until_a_time_write_after_and_we_will_see_is_a_later(sentence):
    assert reading(f"{sentence}\n\nMarco\n") == "not_now"


@pytest.mark.parametrize(
    "sentence",
    [
        "Scrivimi dopo pranzo e vediamo.",
        "Mandami la demo, scrivimi dopo e vediamo insieme i prezzi.",
    ],
)
def test_after_lunch_or_a_we_will_see_about_a_demo_asked_is_no_later(sentence):
    assert reading(f"{sentence}\n\nMarco\n") != "not_now"
