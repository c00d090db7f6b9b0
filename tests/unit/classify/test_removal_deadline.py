"""The last day to withdraw from something the sender runs, stated as a rule, is no removal
(`removal_deadline`, `removal_guards.other_things.deadline_stated`; heldout_dq: a reply pitched its own event
back and closed with when one can still withdraw from it). Never a removal with the sender in it, a
question, our list named, or a deadline without a possibility or a "before".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We organiseren in het voorjaar een klantendag. Afmelden is mogelijk tot drie dagen voor aanvang.",
        "Volgende maand geven we een workshop. Uitschrijven kan kosteloos tot vrijdag.",
        "Wir veranstalten einen Praxistag. Abmelden ist bis zwei Tage vorher möglich.",
        "Wir laden zu unserem Sommerfest ein. Eine Abmeldung ist bis zum 12. Juni kostenlos möglich.",
        "We're running a partner day next spring. You can unregister from it until the day before.",
        "Nous organisons une matinée d'échanges. La désinscription est possible jusqu'à deux jours avant.",
        "Nous organisons un atelier. Désinscription possible jusqu'au 9 avril.",
        "Organizamos una jornada técnica. Es posible darse de baja hasta cinco días antes.",
        "Organizziamo una giornata di formazione. È possibile disiscriversi fino a tre giorni prima.",
        "Organizziamo un evento. La disiscrizione è possibile fino al 20 maggio.",
        "Organizamos um encontro de clientes. O descadastro é possível até dois dias antes.",
    ],
)
def test_withdrawal_deadline_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender in the removal: a request with a deadline
        "Abmelden bis spätestens Montag, sonst beschwere ich mich.",
        "You can unsubscribe me until Friday, after that I'll report you.",
        "Es posible darme de baja hasta el lunes.",
        # a question
        "Abmelden ist bis wann möglich?",
        "Uitschrijven kan toch tot morgen?",
        # our list named in the sentence
        "Uitschrijven voor de nieuwsbrief kan tot een week van tevoren.",
        # a removal with no possibility or "before"
        "Désinscription jusqu'à nouvel ordre.",
        "Afmelden graag, tot ziens.",
    ],
)
def test_removal_with_a_time_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "before" as the conjunction of a threat, never an event's "beforehand" (the fifth review of
        # 2026-12-07)
        "Descadastro até amanhã antes que eu registre reclamação no Procon.",
        # written for these tests
        "Disiscrizione entro domani prima che vi segnali al Garante.",
        "Désinscription jusqu'à demain avant que je porte plainte.",
        "Désinscription jusqu'à demain avant de porter plainte à la CNIL.",
        "Unsubscription by Friday before I report you.",
    ],
)
def test_removal_with_a_deadline_before_a_threat_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "before" as the event's adverb, alone or before a time or the event
        "O descadastro é possível até dois dias antes.",
        "Darse de baja del taller hasta una semana antes de la fecha.",
        "La désinscription jusqu'à trois jours avant le début.",
        "La disiscrizione dal corso fino a due giorni prima dell'inizio.",
        "Disiscrizione fino a due giorni prima di lunedì.",
        "Unregistering from our open day is possible until the day before; details are on the flyer.",
    ],
)
def test_withdrawal_deadline_before_the_event_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
