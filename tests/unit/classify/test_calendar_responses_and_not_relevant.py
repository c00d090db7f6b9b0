"""Intents the first run of held-out set H read wrong, in every rule language: a calendar response
written out at the top of the reply ("Abgelehnt: Acme Demo ...") is `other` when it declines (never
interest from the meeting's title) and interest when it accepts; "no longer relevant for us" and
colloquial "we don't need it, we've got one" ("non ci serve", "c'abbiamo già") are a no. Look-alikes
keep their reading: the word further down, "not relevant" about a detail, "non ci serve altro".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Abgelehnt: Acme Demo - Flottentelematik\nWann: Donnerstag, 10. Dezember 2026 14:00-14:30\nWo: Teams",
        "Declined: Acme demo call\nWhen: Thursday 10 December 2026 14:00",
        "Refusé : Démo Acme\nQuand : jeudi 10 décembre 2026",
        "Rechazado: Demo de Acme\nCuándo: jueves, 10 de diciembre",
        "Rifiutato: Demo Acme\nQuando: giovedì 10 dicembre",
        "Geweigerd: Acme demo\nWanneer: donderdag 10 december",
        "Recusado: Demonstração Acme\nQuando: quinta-feira, 10 de dezembro",
    ],
)
def test_a_calendar_decline_written_out_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Angenommen: Acme Demo\nWann: Donnerstag, 10. Dezember 2026 14:00",
        "Accepted: Acme intro call\nWhen: Thursday 10 December 2026 14:00",
        "Accepté : Démo Acme",
        "Aceptado: Demo de Acme",
        "Accettato: Demo Acme",
        "Geaccepteerd: Acme demo",
        "Aceito: Demonstração Acme",
    ],
)
def test_a_calendar_acceptance_written_out_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Declined: Acme demo call. Please also take me off your list.",
        "Abgelehnt: Acme Demo. Bitte tragen Sie mich aus Ihrem Verteiler aus.",
    ],
)
def test_a_removal_beside_a_decline_is_still_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


def test_the_word_further_down_is_no_calendar_response():
    assert rule_intent("Happy to see a demo next week. Declined: the other vendor's invite.") == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Wij zijn vorig jaar gestopt met een eigen wagenpark. Dus telematics is voor ons niet meer relevant.",
        "We sold the fleet, so this is no longer relevant.",
        "Das Thema ist für uns nicht mehr relevant.",
        "Ce sujet n'est plus pertinent pour nous.",
        "Esto ya no es relevante para nosotros.",
        "Per noi non è più rilevante.",
        "Isso não é mais relevante para nós.",
        "a noi 'sta roba non ci serve. C'abbiamo già il gestionale da anni",
        "Ce l'abbiamo già, grazie.",
        "No nos hace falta, gracias.",
        "Dat hebben we niet nodig.",
        "Não precisamos disso.",
    ],
)
def test_not_relevant_any_more_and_not_needed_are_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non ci serve altro, mandate pure il preventivo.",
        "Gestopt met mailen? Nee hoor, stuur de offerte maar.",
    ],
)
def test_look_alikes_are_no_no(text):
    assert rule_intent(text) != "not_interested"
