"""Leftovers of the earlier held-out sets: the sender is off the project and someone else runs it now
(wrong person), and a request to be written to again at a later date (not now), in every rule language.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm no longer on this project, Sam is leading it now.",
        "I've been moved off the CRM project; Dana took over.",
        "Dana has taken over the CRM project.",
        "Ich wurde vom Projekt abgezogen, Frau Kaya hat das Projekt übernommen.",
        "Das Projekt leitet jetzt Herr Vogel.",
        "J'ai été retirée du projet ERP le mois dernier, c'est maintenant Julien Mercier qui pilote.",
        "Je ne suis plus sur ce dossier.",
        "Ya no llevo este proyecto, ahora lo lleva Marta.",
        "Me sacaron del proyecto; ahora es Marta quien lo lleva.",
        "Non sono più sul progetto, ora lo segue Luca.",
        "Ik zit niet meer op dit project, Pieter trekt het nu.",
        "Já não estou no projeto, quem conduz agora é a Ana.",
        "Fui retirada do projeto, agora é a Ana que conduz.",
    ],
)
def test_off_the_project_and_someone_else_runs_it_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # a question, the sender or "we" running it, "now" in another sense
        ("Who is handling it now?", "other"),
        ("We are now running the project in-house, so no need.", "not_interested"),
        ("We took over the project from the agency; can you send pricing?", "interested"),
        ("I took over the project last month; send me a quote.", "interested"),
        ("Das Projekt läuft jetzt, schicken Sie mir ein Angebot.", "interested"),
        ("C'est maintenant le bon moment, envoyez-moi un devis.", "interested"),
        ("Ora è il momento giusto, mandatemi un preventivo.", "interested"),
        ("Il progetto è nuovo, ora lo seguo io.", "other"),
        ("Quem cuida disso agora?", "other"),
    ],
)
def test_look_alikes_of_a_handover_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Le agradezco me escriba nuevamente en la primera semana de febrero y con gusto miramos el tema.",
        "Me escribe de nuevo en marzo y lo vemos con gusto.",
        "Write me again in the first week of February, happy to take a look then.",
        "Drop us a note in the new year, happy to chat.",
        "Reach out again in the first week of Feb, happy to chat.",
        "Schreiben Sie mir im Februar wieder, dann gerne ein Termin.",
        "Schreiben Sie mir gerne in der ersten Februarwoche noch einmal, dann sprechen wir.",
        "Écrivez-moi à nouveau la première semaine de février, volontiers pour une démo.",
        "Réécrivez-moi en mars, avec plaisir.",
        "Recontactez-moi début mars, avec plaisir pour un échange.",
        "Scrivetemi di nuovo la prima settimana di febbraio, volentieri fissiamo una call.",
        "Mi riscriva a febbraio, volentieri.",
        "Mail me in de eerste week van februari opnieuw, dan graag een demo.",
        "Stuur me in maart nog eens een mail, graag.",
        "Me escreva novamente na primeira semana de fevereiro, com prazer.",
        "Volte a falar comigo em março, com prazer marcamos.",
    ],
)
def test_write_to_me_again_at_a_later_date_is_not_now_despite_the_interest_around_it(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # "next week", a weekday, a quote or the language to write in: no later
        ("Write me next week, happy to chat.", "interested"),
        ("Write me a proposal for March, we'd love to start then.", "interested"),
        ("Schreiben Sie mir bitte ein Angebot für März.", "interested"),
        ("Écrivez-moi un devis pour mars, volontiers.", "interested"),
        ("Escríbame en inglés, por favor, me interesa.", "interested"),
        ("Write to me in English please, we're interested.", "interested"),
        ("Mi scriva in inglese, mi interessa.", "interested"),
        ("Me escreva em inglês, tenho interesse.", "interested"),
        ("Mail me de offerte, graag.", "interested"),
    ],
)
def test_look_alikes_of_write_again_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


def test_the_first_week_of_a_month_is_that_months_first_day():
    from datetime import date

    from sequencer.classify.intent import RuleClassifier

    said = RuleClassifier().classify(
        "Le agradezco me escriba nuevamente en la primera semana de febrero.",
        sender=None,
        ours=set(),
        sent=date(2026, 12, 1),
    )
    assert (said.intent, said.follow_up_date) == ("not_now", date(2027, 2, 1))
