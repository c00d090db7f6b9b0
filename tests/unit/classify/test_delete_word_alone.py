"""The delete verb a footer asks for, typed alone as the whole reply, is a removal in every rule language
(`removal_word_alone.WORD_ALONE`; heldout_ck: a one-word reply, the word our footer names). Never the verb
with an object of its own, never asked back as a question. A removal noun as the whole request of its
sentence, with a now, a day or a please, is a removal too (`removal_word_alone.NOUN_DEMANDED`, the fifth
review of 2026-12-07); the same noun about a course or an order is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Delete",
        "Delete me, please.",
        "Löschen!",
        "Entfernen, danke",
        "Supprimer.",
        "Borrar",
        "Eliminar, gracias",
        "Cancella",
        "Rimuovi, grazie.",
        "Elimina!!",
        "Verwijderen",
        "Apagar, obrigado",
        "Remover",
    ],
)
def test_delete_word_alone_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the verb with its own object: a call or a file, not the sender
        "Cancella la riunione di giovedì, grazie.",
        "Delete the old invoice and send the new one.",
        "Bitte die alte Datei löschen und die neue schicken.",
        # asked back
        "Cancella?",
        "Supprimer quoi exactement ?",
    ],
)
def test_delete_word_with_more_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the removal noun as the whole request of its sentence, with a now,
        # a day it is due by or a please, our address or list at most after it; a threat may follow
        "Baja inmediata, por favor.",
        "Cancellazione entro domani, grazie.",
        "Cancellazione entro domani prima che vi segnali al Garante privacy.",
        "Löschung dieser Adresse bis morgen",
        "Löschung dieser Adresse bis morgen vor 12 Uhr, sonst gehe ich zum Datenschutzbeauftragten.",
        "Désinscription immédiate svp",
        "Uitschrijving graag",
        "Descadastro imediato, por favor",
        "Unsubscribe asap pls",
        # written for these tests
        "Abmeldung sofort, bitte.",
        "Afmelding per direct graag.",
        "Remoção imediata do meu e-mail da vossa lista, por favor.",
        "Disiscrizione subito, per favore.",
        "Suppression de mon adresse de votre liste avant vendredi, merci.",
    ],
)
def test_a_removal_noun_demanded_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the same noun about a course, an order, a contract: its own object
        "Baja del curso",
        "Baja del curso de abril, por favor.",
        "la cancellazione dell'ordine",
        "Cancellazione dell'ordine entro domani, grazie.",
        "Cancelación inmediata del pedido, por favor.",
        "Annulation immédiate de la commande svp.",
        # the last day to withdraw stated, no demand
        "Abmeldung bis Freitag möglich.",
        "La baja es posible hasta el viernes.",
    ],
)
def test_a_removal_noun_with_an_object_of_its_own_or_a_deadline_stated_is_no_removal(text):
    assert reading(text) != "unsubscribe"
