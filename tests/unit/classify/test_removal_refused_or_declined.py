"""A removal word the sender uses to refuse doing it is no removal request: "I won't unsubscribe", "ich
melde mich nicht ab", and our own instruction named and declined ("Your footer says to reply
"unsubscribe" to stop. I'm not doing that"), in the rule languages. A real request beside the refusal
("I'm not doing that. Just take me off your list."), a refusal of something else ("Please unsubscribe me,
I'm not doing this again") and someone else's "won't" ("you won't stop, so unsubscribe me") stay
removals.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # the held-out reply's P.S. (heldout_q), and the refusal in the same sentence
        "P.S. Your footer says to reply \"unsubscribe\" to stop. I'm not doing that, I don't mind hearing"
        " about new products once a year.",
        "Your footer says to reply unsubscribe to stop, which I won't do.",
        'Your email says to reply "STOP" to opt out. I am not going to.',
        # the other rule languages
        "Laut Ihrer Fußzeile soll ich mit „Abmelden“ antworten. Das mache ich nicht, ich lese sie gern.",
        "Votre pied de page dit de répondre « désinscription ». Je ne le ferai pas, je lis vos messages.",
        "Volgens de voettekst moet ik met 'afmelden' antwoorden. Dat doe ik niet, ik lees ze graag.",
        # the sender's own refusal before the removal word
        "I'm not going to unsubscribe, I like the updates.",
        "I won't unsubscribe, the updates are useful.",
        "We won't unsubscribe, keep the newsletter coming.",
        "Ich melde mich nicht ab, die Infos sind nützlich.",
        "Je ne vais pas me désinscrire, vos nouvelles m'intéressent.",
        "No me voy a dar de baja, sus novedades me sirven.",
        "Non mi disiscrivo, le novità mi servono.",
        "Ik meld me niet af, de updates zijn nuttig.",
        "Não vou cancelar a inscrição, as novidades são úteis.",
        # a refusal that keeps the mail coming, only less of it: no removal (a frequency wish)
        "I don't want to unsubscribe but please send less.",
        "I won't unsubscribe, but please send less.",
    ],
)
def test_a_refused_removal_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please unsubscribe me, I'm not doing this again.",
        'Your footer says to reply "unsubscribe" to stop. I\'m not doing that. Just take me off your list.',
        'Your footer says to reply "unsubscribe" to stop. I did that twice already.',
        "Your footer says to reply STOP. I'm not doing that; stop emailing me.",
        'Your footer says to reply "unsubscribe" to stop. I\'m not doing that anymore. Remove me.',
        "You won't stop, so unsubscribe me.",
        "Since you won't listen, please unsubscribe me.",
        "Unsubscribe. I'm not doing that demo.",
        # "won't" refuses only the removal word right after it, never one further on
        "We won't buy so please stop emailing us.",
        "I won't read these so stop sending them.",
        "We won't need it so unsubscribe us.",
    ],
)
def test_a_removal_beside_a_refusal_of_something_else_stays(text):
    assert rule_intent(text) == "unsubscribe"
