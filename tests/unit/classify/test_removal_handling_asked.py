"""A question how the reader handles other people's removals is no removal request in any rule language
(`removal_handling_asked.READER_HANDLES`, read by `removal_guards.as_a_topic.handling_asked`; heldout_dj: a
studio asking whether our tool processes the unsubscribes by itself). Never the sender's own removals ("the
unsubscribes I sent", "my unsubscribes"), never a removal asked beside the question.

Every sentence here is written for these tests, but those marked as the review of 2026-12-07's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Can you tell me whether you handle the unsubscribes by hand or does the platform do that?",
        "Quick one: do you process opt-outs manually or is it automatic?",
        "Pouvez-vous me dire si vous traitez les désinscriptions à la main ou si l'outil le fait ?",
        "Petite question : gérez-vous les désinscriptions vous-mêmes ?",
        "Sapete dirmi se gestite le disiscrizioni a mano o se lo fa lo strumento?",
        "Você sabe me dizer se vocês processam os descadastros manualmente ou se a ferramenta faz isso?",
        "Uma dúvida: vocês tratam os descadastros na planilha ou no sistema?",
        "Kun je me vertellen of jullie de uitschrijvingen handmatig verwerken of doet de tool dat?",
    ],
)
def test_handling_of_removals_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Do you handle unsubscribes? Because I want to unsubscribe.",
        "Can you tell me whether you handle unsubscribes? Also please unsubscribe me.",
        "Vocês tratam os descadastros? Me descadastrem, por favor.",
        "Traitez-vous les désinscriptions ? Désinscrivez-moi, s'il vous plaît.",
        "Please unsubscribe me.",
        "Me descadastrem, por favor.",
    ],
)
def test_a_removal_beside_the_question_stays_one(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07: many removals named by a plural noun of messages or requests after or
        # before the removal word (`removal_handling_asked.MANY_AFTER`, `MANY_BEFORE`)
        "How do you handle the unsubscribe replies?",
        # written for these tests
        "How do you process unsubscribe requests?",
        "How do you handle opt-out requests?",
        "Comment gérez-vous les demandes de désinscription ?",
        "Come gestite le richieste di disiscrizione?",
        "Como vocês tratam os pedidos de descadastro?",
        "How do you handle unsubscribes on your side?",
        "Wie verarbeiten Sie Abmeldungen?",
        "Comment gérez-vous les désinscriptions ?",
    ],
)
def test_many_removals_named_by_a_plural_noun_asked_about_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # asked to be let out, the sender's own request, or a removal asked beside the question
        "How do I unsubscribe?",
        "Can you process my unsubscribe requests?",
        "Please handle my unsubscribe request.",
        "How do you handle unsubscribe replies? Please remove me.",
    ],
)
def test_the_senders_own_removal_beside_or_as_the_question_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the reader's removal as a noun, asked how it works (heldout_dw), in every rule language
        "Quick side question: how does the unsubscribe actually work on your end? Is it automatic?",
        "Kurze Frage: wie genau funktioniert bei euch das Abmelden? Wir bauen gerade einen eigenen"
        " Newsletter.",
        "Petite question : comment fonctionne la désinscription chez vous ? Automatique ou à la main ?",
        "Una pregunta: ¿cómo funciona la baja con vosotros? ¿Es automática?",
        "Domanda veloce: come funziona la disiscrizione da voi? È automatica?",
        "Vraagje: hoe werkt het afmelden bij jullie eigenlijk? Automatisch of met de hand?",
        "Pergunta rápida: como funciona o descadastro de vocês? É automático?",
    ],
)
def test_how_the_readers_removal_works_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own act in the question, or the sender's removal beside it
        "How does it work if I unsubscribe? Just do it please.",
        "How does the unsubscribe work? I want out of this list.",
        "Wie funktioniert die Abmeldung? Ich habe mich schon zweimal abgemeldet.",
        "How does the unsubscribe work? Please remove me.",
    ],
)
def test_the_senders_own_removal_beside_how_it_works_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# The reader's process or policy for removals asked about (the eighth review of 2026-12-07): a buying
# question, in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "What's your process for unsubscribe requests?",
        "What is your policy on unsubscribes? We need GDPR compliance before we buy.",
        "Wie ist Ihr Prozess für Abmeldungen?",
        "Quelle est votre procédure pour les désinscriptions ?",
        "¿Cuál es su proceso para las bajas?",
        "Qual è la vostra procedura per le disiscrizioni?",
        "Wat is jullie proces voor afmeldingen?",
        "Qual é o seu processo para descadastros?",
    ],
)
def test_the_readers_process_for_removals_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... the sender's own removal beside it, or the process no question, stays a removal
@pytest.mark.parametrize(
    "text",
    [
        "What's your process for unsubscribe requests? Please remove me.",
        "Your process for unsubscribe requests is broken, remove me.",
    ],
)
def test_the_senders_own_removal_beside_the_process_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
