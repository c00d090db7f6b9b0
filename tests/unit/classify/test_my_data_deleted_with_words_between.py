"""My data deleted, with an adverb or a place between, in a request's infinitive or subjunctive
(`removal_my_data.MY_DATA_DELETED`), and the Dutch "mij geen e-mails meer te sturen" after a request
(`unsubscribe`). A negation, a request to see or update the data, a question about how long it is kept,
or the sender's own mailing are no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I want my personal data to be deleted immediately.",
        "Please delete immediately all of my data.",
        "Ich bitte Sie, meine Daten umgehend zu löschen.",
        "Je vous demande d'effacer immédiatement mes données.",
        "Le ruego que borre cuanto antes mis datos.",
        "Vi chiedo di cancellare immediatamente i miei dati dai vostri archivi.",
        "Ik verzoek u mijn gegevens zo snel mogelijk te verwijderen.",
        "Solicito que apaguem imediatamente os meus dados dos vossos ficheiros.",
        "Ik heb daar nooit om gevraagd. Ik verzoek u mij geen e-mails meer te sturen.",
    ],
)
def test_my_data_deleted_with_words_between_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte meine Daten nicht zu löschen, ich möchte das Testkonto behalten.",
        "Ik verzoek u mijn gegevens in uw bestand bij te werken.",
        "Please update my details in your records.",
        "Wie lange speichern Sie meine Daten?",
        "Can you tell me which data you hold about me?",
        "Welke gegevens heeft u over mij?",
        "We hebben besloten onze klanten geen e-mails meer te sturen.",
    ],
)
def test_no_deletion_asked_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
