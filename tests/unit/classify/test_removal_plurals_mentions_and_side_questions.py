"""Held-out set I: a removal asked in the informal plural ("no me escribáis más", "schreibt mir nicht
mehr", "non mandatemi più") wins over praise beside it; a removal word quoted in a sentence about how
other people's "unsubscribe" replies work is a mention, no request; a reply that says it is not about the
product is a side question, so mere curiosity in it is no interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Me parece un producto interesante, pero no me escribáis más, por favor.",
        "No me enviéis más correos, gracias.",
        "No me mandéis nunca más estas cosas.",
        "No volváis a escribirme.",
        "Borradme de vuestra base, gracias.",
        "Schreibt mir bitte nicht mehr.",
        "Klingt interessant, aber schickt mir keine Mails mehr.",
        "Non mandatemi più email, grazie.",
        "Prodotto interessante, ma non inviatemi più nulla.",
        # the singular and polite forms beside them, as before
        "Interesting product, but don't email me again.",
        "Produit intéressant, mais ne m'écrivez plus.",
        "Produto interessante, mas não me escrevam mais.",
    ],
)
def test_a_removal_in_the_informal_plural_beats_praise(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "No me escribáis antes del lunes, estoy de viaje.",
        "¿Me escribís el lunes con la demo?",
        "Schreibt mir gerne nächste Woche mehr dazu.",
        "Mandatemi più informazioni, grazie.",
    ],
)
def test_a_plural_request_to_write_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'Your footer says people can just reply "unsubscribe" and you\'ll stop writing. Does that work?',
        "Bei uns antworten die Leute einfach mit „Abmelden“ – wie macht ihr das?",
        "Chez nous les gens répondent « désinscription » et on les retire. Comment faites-vous ?",
        'Nuestros suscriptores responden "baja" y les damos de baja. ¿Cómo lo gestionáis?',
        'I destinatari rispondono "cancellami" e li togliamo dalla lista. Come fate voi?',
        'Bij ons antwoorden mensen gewoon "afmelden" en dan schrijven we ze uit. Hoe doen jullie dat?',
        'Os nossos assinantes respondem "descadastrar" e pronto. Como vocês fazem?',
    ],
)
def test_a_quoted_removal_word_other_people_reply_is_a_mention(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        'I replied "unsubscribe" twice and you keep writing.',
        'I wrote back "stop sending me this" twice and here you are again.',
        "If someone replies 'remove me', do you catch it? Anyway, please remove me.",
        'I\'m replying "unsubscribe" as your footer says.',
        '"Unsubscribe"',
        'Your footer says people can just reply "unsubscribe". Unsubscribe.',
        'Please unsubscribe me. People say "stop" works too.',
        "Ich antworte wie gewünscht mit „Abmelden“.",
    ],
)
def test_the_senders_own_quoted_removal_stays_a_request(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Not about your product, sorry, more about your emails. I'm curious what works in practice.",
        "Nicht wegen Ihres Produkts, aber interessant: wie macht ihr das mit dem Footer?",
        "Rien à voir avec votre produit, je suis curieux de savoir comment vous gérez les réponses.",
        "No es sobre vuestro producto, pero es interesante cómo lo hacéis.",
        "Non riguarda il vostro prodotto, ma è interessante come gestite le risposte.",
        "Niet over jullie product, maar ik ben benieuwd hoe jullie dat doen.",
        "Não é sobre o vosso produto, mas é interessante como vocês fazem.",
    ],
)
def test_curiosity_in_a_side_question_is_no_interest(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Not about your product, but can we book a demo of your email setup?",
        "I'm curious about your product, can you tell me more?",
        "Sounds interesting, send me the pricing.",
        "Klingt interessant, schicken Sie mir die Unterlagen.",
    ],
)
def test_a_request_or_curiosity_about_the_product_is_still_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # someone else's quoted reply, whatever the words and whoever else is named (heldout_eh's family)
        'If a customer writes back "please stop emailing me", I need to know our tool catches it.',
        "Wenn ein Kunde „bitte keine Mails mehr“ zurückschreibt, erkennt Ihr System das?",
        "Si quelqu'un répond « arrêtez de m'écrire », votre système le comprend-il ?",
        "Se qualcuno risponde «non scrivetemi più», il sistema lo capisce?",
    ],
)
def test_a_removal_quoted_as_someone_elses_reply_is_a_mention(text):
    assert rule_intent(text) != "unsubscribe"
