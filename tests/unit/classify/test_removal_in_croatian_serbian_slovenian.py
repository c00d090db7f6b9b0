"""Removal requests in Croatian, Serbian, Bosnian and Slovenian (`removal_europe.py`): the imperative
("uklonite me s popisa", "odjavite me"), the clitic before the verb after "da" with the list named
("molim Vas da me uklonite sa svih popisa", a held-out reply of heldout_q), "don't send me any more" in
the imperative or after "da" ("i da mi više ne šaljete poruke", "nemojte mi više slati") and my data
erased ("izbrišite moje podatke", "tražim brisanje mojih osobnih podataka"). Their negations ("da me ne
uklonite", "ne tražim brisanje") and a removal from something else ("da me uklonite iz projekta") are
none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Poštovana gospođo Whitfield, molim Vas da me uklonite sa svih popisa za slanje.",
        "Molim vas da mi više ne šaljete poruke.",
        "Također tražim brisanje mojih osobnih podataka sukladno članku 17. Opće uredbe o zaštiti podataka.",
        "Uklonite me s popisa, hvala.",
        "Molim vas, uklonite me sa liste.",
        "Ne šaljite mi više ništa.",
        "Nemojte mi više slati ponude.",
        "Odjavite me, hvala.",
        "Odjavi me s ovog popisa.",
        "Izbrišite moje podatke iz vaše baze.",
        "Zahtevam brisanje mojih podataka.",
        # Slovenian
        "Prosim, da me odstranite z vašega seznama.",
        "Ne pošiljajte mi več sporočil.",
        # Serbian in Cyrillic
        "Уклоните ме са листе.",
        "Немојте ми више слати поруке.",
    ],
)
def test_a_removal_in_croatian_serbian_or_slovenian_is_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Molim vas da me ne uklonite s popisa, zanimaju me vaše novosti.",
        "Ne tražim brisanje mojih podataka, samo ispravak adrese.",
        "Molim vas da me uklonite iz projekta, nisam više zadužen za to.",
        "Pošaljite mi više informacija o cijeni.",
    ],
)
def test_a_negated_or_other_removal_is_none(text):
    assert rule_intent(text) != "unsubscribe"
