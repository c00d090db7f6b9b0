"""Three referrals of a family firm or a branch office (heldout_by), in every rule language:

- a relative who handles it: "di queste cose se ne occupa mio fratello Luca", "my brother handles that",
  "darum kümmert sich mein Bruder", "c'est mon frère qui s'en occupe", "de eso se encarga mi hermano", "dat
  doet mijn broer", "isso é com o meu irmão"; never asked nor negated;
- the head office that handles it, in the active voice: "Se ne occupa la direzione a Roma", "Head office in
  Rome deals with that", "Darum kümmert sich die Zentrale", "C'est le siège à Rome qui s'en occupe", "De eso
  se encarga la sede central", "Dat regelt het hoofdkantoor", "Disso trata a sede em Lisboa"; never asked
  nor negated;
- the wrong person said after a hedge, in the plain words: "credo abbiate sbagliato persona", "je crois que
  vous vous êtes trompé de personne", "acho que se enganou na pessoa"; never the hedge denied ("non credo
  abbiate sbagliato persona").

All are `wrong_person`. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "sentence",
    [
        "Io seguo la parte officina, di queste cose se ne occupa mio fratello Luca.",
        "I run the workshop, my brother Luca handles that.",
        "Ich mache die Werkstatt, darum kümmert sich mein Bruder Luca.",
        "Je m'occupe de l'atelier, c'est mon frère Luca qui s'en occupe.",
        "Yo llevo el taller, de eso se encarga mi hermano Luca.",
        "Ik doe de werkplaats, dat doet mijn broer Luca.",
        "Eu trato da oficina, isso é com o meu irmão Luca.",
    ],
)
def test_a_relative_who_handles_it_is_a_wrong_person(sentence):
    assert reading(f"Ciao,\n\n{sentence}\n\nMarco\n") == "wrong_person"


@pytest.mark.parametrize(
    "sentence",
    [
        "Se ne occupa mio fratello?",
        "Mio fratello non se ne occupa più, decido io.",
        "Dat doet mijn broer niet, dat doe ik.",
    ],
)
def test_a_relative_asked_about_or_not_handling_it_is_no_wrong_person(sentence):
    assert reading(f"Ciao,\n\n{sentence}\n\nMarco\n") != "wrong_person"


@pytest.mark.parametrize(
    "sentence",
    [
        "La sede di Pescara non ha autonomia su questi acquisti. Se ne occupa la direzione a Roma.",
        "Head office in Rome deals with that.",
        "Darum kümmert sich die Zentrale in Rom.",
        "C'est le siège à Rome qui s'en occupe.",
        "De eso se encarga la sede central.",
        "Dat regelt het hoofdkantoor.",
        "Disso trata a sede em Lisboa.",
    ],
)
def test_the_head_office_that_handles_it_is_a_wrong_person(sentence):
    assert reading(f"Buongiorno,\n\n{sentence}\n\nMarco\n") == "wrong_person"


@pytest.mark.parametrize(
    "sentence",
    [
        "Se ne occupa la direzione?",
        "Darum kümmert sich die Zentrale?",
        "Non se ne occupa la direzione, decido io.",
        "Dat regelt het hoofdkantoor niet, dat doe ik.",
    ],
)
def test_the_head_office_asked_about_or_not_handling_it_is_no_wrong_person(sentence):
    assert reading(f"Buongiorno,\n\n{sentence}\n\nMarco\n") != "wrong_person"


@pytest.mark.parametrize(
    "sentence",
    [
        "Credo abbiate sbagliato persona, io mi occupo della contabilità.",
        "Credo che abbia sbagliato persona.",
        "Je crois que vous vous êtes trompé de personne.",
        "Acho que se enganou na pessoa.",
        "I think you have the wrong person.",
        "Ich glaube, Sie haben die falsche Person.",
        "Creo que se ha equivocado de persona.",
        "Ik denk dat u de verkeerde persoon heeft.",
    ],
)
def test_the_wrong_person_after_a_hedge_is_a_wrong_person(sentence):
    assert reading(f"Buongiorno,\n\n{sentence}\n\nMarco\n") == "wrong_person"


@pytest.mark.parametrize(
    "sentence",
    [
        "Non credo abbiate sbagliato persona, sono io che decido.",
        "Je ne pense pas que vous vous soyez trompé de personne.",
        "Vous vous êtes trompé de date.",
    ],
)
def test_the_hedge_denied_or_a_wrong_date_is_no_wrong_person(sentence):
    assert reading(f"Buongiorno,\n\n{sentence}\n\nMarco\n") != "wrong_person"
