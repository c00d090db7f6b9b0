"""Leftovers of the earlier held-out sets: a "no" to one thing and a request after "but" ("the report is
not relevant, but send the demo") is interest, in every rule language: the but-clause wins, a later if
it asks for later. A but-clause that only thanks or wishes well leaves the "no" as it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "The report is not relevant, but send the demo.",
        "The report is not relevant for us. But could you send pricing for the API?",
        "Not interested in the newsletter, but I'd love a demo of the scheduler.",
        "Der Report ist für uns nicht relevant, aber schicken Sie mir gerne die Demo.",
        "Kein Interesse am Newsletter, aber ein Termin für die Demo wäre gut, bitte.",
        "Le rapport n'est pas pertinent, mais envoyez-moi la démo.",
        "El informe no es relevante, pero envíeme la demo.",
        "Il report non ci interessa, ma mandatemi la demo.",
        "Het rapport is niet relevant, maar stuur me de demo.",
        "O relatório não é relevante, mas me envie a demonstração.",
    ],
)
def test_a_no_then_a_request_after_but_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # thanks, good wishes, a noun of interest without a request, the "no" after the request
        "Not relevant, but thanks.",
        "Not relevant, but thanks for thinking of us.",
        "Not interested, but good luck with the demo day.",
        "Kein Interesse, aber danke für die Infos.",
        "Pas pertinent, mais merci pour la documentation.",
        "No es relevante, pero gracias por la información.",
        "Non ci interessa, ma grazie per la presentazione.",
        "Niet relevant, maar bedankt voor de info.",
        "Não é relevante, mas obrigado pela apresentação.",
        "Send me the demo, but we're not interested in the report.",
        "No me interesa más, gracias.",
    ],
)
def test_a_no_then_thanks_stays_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Not a fit right now, but send me info next quarter.",
        "Kein Bedarf im Moment, aber schicken Sie mir nächstes Jahr gerne Infos.",
        "Pas pertinent pour l'instant, mais envoyez-moi la documentation le mois prochain.",
    ],
)
def test_a_request_for_later_after_but_is_a_later(text):
    assert rule_intent(text) == "not_now"


def test_a_removal_after_but_stays_an_unsubscribe():
    assert rule_intent("No thanks, but please remove me from your list.") == "unsubscribe"
