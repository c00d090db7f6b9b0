"""The reader's handling of removals asked about in other words than before (heldout_eb: a French reader
building a newsletter of her own, "comment gérez-vous la désinscription de vos destinataires ?", then
"je vois que votre mail propose de répondre « désinscription » ... je me demande si répondre par e-mail
suffit"), in every rule language:

- a singular removal noun naming many people after it, the reader's recipients, subscribers or contacts
  (`removal_handling_asked.MANY_PEOPLE_AFTER`), never the sender's own ("of my contacts");
- our removal instruction noticed, then a question put indirectly after it ("I wonder whether",
  `removal_instruction_seen.WONDERING`), read as a question mark is.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Bonjour, comment gérez-vous la désinscription de vos abonnés ?",
        "Quick one: how do you handle the unsubscribing of your subscribers?",
        "Wie verarbeiten Sie die Abmeldung Ihrer Empfänger?",
        "¿Cómo gestionan ustedes la baja de sus suscriptores?",
        "Come gestite la disiscrizione dei vostri iscritti?",
        "Hoe verwerken jullie het afmelden van uw ontvangers?",
        "Como vocês tratam o descadastro dos seus contatos?",
    ],
)
def test_many_people_removed_asked_about_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        'I saw your footer says to reply "unsubscribe" to stop. We\'re building our own list and I wonder '
        "whether a reply is enough.",
        "Ich habe gesehen, dass man mit „Abmelden“ antworten soll. Wir bauen einen eigenen Verteiler auf und "
        "ich frage mich, ob das reicht.",
        "Je vois que votre mail propose de répondre « désinscription ». On lance notre propre lettre et "
        "je me "
        "demande si cela suffit légalement.",
        "Ho visto che scrivete di rispondere «cancellami». Stiamo preparando una newsletter e mi chiedo "
        "se basta.",
        'Ik zag dat je met "afmelden" kunt antwoorden. We bouwen zelf een nieuwsbrief en ik vraag me af '
        "of dat "
        "volstaat.",
        'Vi que vocês pedem pra responder "descadastrar". Estamos montando nossa newsletter e me pergunto se '
        "isso basta.",
    ],
)
def test_our_instruction_seen_then_wondered_about_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Comment gérez-vous ma désinscription ? Je la demande depuis un mois.",
        "Can you process the unsubscribe of my contacts please?",
        'I saw your footer says to reply "unsubscribe". So: unsubscribe.',
        "I wonder why you keep writing. Unsubscribe me.",
    ],
)
def test_the_senders_own_removal_stays_one(text):
    assert reading(text) == "unsubscribe"
