"""Every address at the sender's company taken off, the sender's own among them ("Take every
hollis-freight.example address off whatever you are sending from, not just mine", "que nos borren a todos
de su base de datos", heldout_aj): a removal for the whole company, in every rule language
(`removal_company.SAME_COMPANY`). Never a thing removed, the sender's own act, a negated request, nor a
request to add us all.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Take every hollis-freight.example address off whatever you are sending from, not just mine.",
        "Please remove everyone at our company from your list.",
        "Please delete all addresses at our company from your database.",
        "Löschen Sie alle Adressen von @kessler-bau.example.",
        "Schreiben Sie niemanden mehr bei uns an.",
        "Supprimez toutes les adresses de notre société.",
        "N'écrivez plus à personne chez nous.",
        "Les pido que dejen de contactar a cualquier dirección de @quintana.example, la mía incluida.",
        "Eliminen todas las direcciones de nuestra empresa de su lista.",
        "Ya han escrito a cuatro personas. Que nos borren a todos de su base de datos.",
        "Rimuovete tutti gli indirizzi della nostra azienda dalle vostre liste.",
        "Cancellateci tutti dalla vostra lista.",
        "Verwijder alle adressen van ons bedrijf uit uw bestand.",
        "Mail niemand van ons bedrijf meer.",
        "Removam todos os endereços da nossa empresa da vossa lista.",
    ],
)
def test_every_address_at_the_company_taken_off_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a thing removed, not us
        "Please remove all the attachments, they were too large.",
        "Please remove all the addresses from the export before you send it.",
        "Rimuovete tutti gli allegati, sono troppo pesanti.",
        # the sender's own act
        "We'll remove all your addresses from our CRM.",
        # negated
        "Don't remove everyone at our company, only Tom left.",
        # everyone added, not removed
        "Can you add everyone at our company to the webinar?",
    ],
)
def test_everyone_named_without_a_removal_of_us_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
