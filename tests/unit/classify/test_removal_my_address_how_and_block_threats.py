"""Removal requests the held-out set heldout_m missed, as families in every rule language: an imperative
plural to delete MY address or data from YOUR list (`removal_address.MY_ADDRESS`), "how do I unsubscribe?"
as a question (`removal_more.HOW_TO_STOP`), a threat to block or report conditioned on more mail
(`removal_wish.BLOCK_THREAT`). Precision first: the look-alikes are never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # my address out of your list
        "Cancellate immediatamente il mio indirizzo dalla vostra lista.",
        "Please delete my email address from your mailing list.",
        "Löschen Sie meine Adresse aus Ihrer Liste.",
        "Supprimez mon adresse de votre liste, merci.",
        "Borren mi dirección de su lista de correo.",
        "Verwijder mijn adres uit jullie lijst.",
        "Apaguem o meu endereço da vossa lista.",
        # how do I unsubscribe, as a question
        "¿Cómo me doy de baja de estos correos?",
        "How do I unsubscribe?",
        "How do I unsubscribe my team from your webinar reminders?",
        "Please unsubscribe all users at our company from your mailings.",
        "how can I opt out of these?",
        "Wie melde ich mich ab?",
        "Comment me désinscrire ?",
        "Come mi disiscrivo?",
        "Come mi cancello da questa lista?",
        "Hoe meld ik me af?",
        "Como me descadastro?",
        # a threat to block or report, conditioned on more mail
        "Send me a fourth and I'm forwarding the lot to our IT people to block your domain and reporting it"
        " to your ISP.",
        "One more email and I'm reporting you to your ISP.",
        "Noch eine Mail und ich sperre Ihre Domain.",
        "Encore un mail et je bloque votre domaine.",
        "Otro correo más y bloqueo su dominio.",
        "Un'altra mail e vi blocco il dominio.",
        "Nog één mail en ik blokkeer jullie domein.",
        "Mais um e-mail e bloqueio o vosso domínio.",
    ],
)
def test_removal_families_are_unsubscribes(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please update my address in your list, we moved offices.",
        "Please delete my address from the invoice and send it again.",
        "Cancellate il mio ordine di prova, grazie.",
        "How do I unsubscribe users in your product?",
        "Wie melde ich Nutzer in Ihrem Tool ab?",
        "If your tool can block spam domains, send a demo.",
        "Does your tool block spam domains? We report them to our ISP by hand today.",
        "Se il vostro software blocca lo spam, mandatemi una demo.",
    ],
)
def test_look_alikes_are_no_unsubscribe(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the kind of address between "my" and the noun
        "Remove my work email from your list.",
        # written for these tests, the kind before or after the noun as each language puts it
        "Please remove my business email address from your mailing list.",
        "Please remove my personal address.",
        "Löschen Sie bitte meine geschäftliche E-Mail-Adresse aus Ihrer Liste.",
        "Entfernen Sie meine dienstliche Adresse aus Ihrem Verteiler.",
        "Retirez mon adresse pro de votre liste.",
        "Quiten mi correo del trabajo de su lista.",
        "Verwijder mijn zakelijke e-mailadres uit uw mailinglijst.",
    ],
)
def test_my_address_of_a_kind_off_your_list_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # off a document, updated, or swapped for another address
        "Remove my work email from the invoice and use the billing one.",
        "Please update my work email in your records.",
        "Take my work email off your list; write to me at my Gmail from now on.",
    ],
)
def test_my_address_of_a_kind_off_a_document_or_swapped_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
