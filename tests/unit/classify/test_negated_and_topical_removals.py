"""A removal word that is no removal request: a removal wish the sender negates ("abmelden will ich
mich nicht", "I don't want to unsubscribe", "no me quiero dar de baja") in every rule language, and
"unsubscribe" as a topic, a noun about a product or other people's mail ("our product helps brands
handle unsubscribe and stop requests", "gérer les désinscriptions"). Precision never at the cost of
recall: a real request beside the negated or topical one, a negation that asks all the more ("nicht
mehr", "not only"), or a topic the sender makes their own ("my unsubscribe request") is still an
unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # English
        "I don't want to unsubscribe, please send the pricing.",
        "No worries, I'm not unsubscribing. Send me the deck.",
        "We don't want to unsubscribe, we want a demo.",
        # German: the removal verb first, its modal and pronouns between it and "nicht"
        "Keine Sorge, abmelden will ich mich nicht – im Gegenteil. Schicken Sie mir eine Preisübersicht.",
        "Abmelden werde ich mich sicher nicht, senden Sie mir bitte Unterlagen.",
        "Ich will mich nicht abmelden, schicken Sie mir die Preise.",
        # French, Spanish, Italian
        "Je ne veux pas me désinscrire, envoyez-moi les tarifs.",
        "No me quiero dar de baja, envíenme los precios.",
        "Non voglio disiscrivermi, mandatemi i prezzi.",
        # Dutch: the negation before the verb, or after it when the verb comes first
        "Ik wil me niet afmelden, stuur me de prijzen.",
        "Afmelden wil ik me niet, stuur me de prijzen.",
        # Portuguese
        "Não quero cancelar a inscrição, podemos marcar uma demo?",
    ],
)
def test_a_negated_removal_wish_beside_interest_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I do not want to be removed from your list.",
        "No quiero darme de baja.",
        "Non voglio cancellarmi.",
        "Não quero me descadastrar.",
        "Ik wil me echt niet afmelden.",
        "Abmelden möchte ich mich nicht, aber bitte erst im März wieder.",
    ],
)
def test_a_negated_removal_wish_alone_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a real request in the next clause
        "Abmelden will ich mich nicht, aber schreiben Sie mir bitte nicht mehr.",
        "I don't want to receive these emails, unsubscribe me.",
        "We don't need this. Unsubscribe.",
        # "no longer", "not only": the negation asks all the more
        "Ich möchte diese Mails nicht mehr erhalten und mich abmelden.",
        "Abmelden will ich mich nicht nur vom Newsletter, sondern von allem.",
        "Ik wil deze mails niet meer ontvangen en me afmelden.",
        "Ik wil niet alleen afmelden, verwijder ook mijn gegevens.",
        # a negation in another clause
        "Keine Sorge, ich bin nicht böse, aber bitte melden Sie mich ab.",
        "Ik ben niet boos, maar meld me af.",
    ],
)
def test_a_real_request_beside_a_negation_is_still_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Funny timing. We build the opposite of a sales sequencer: our product helps e-commerce brands handle"
        " unsubscribe and stop requests across email and SMS so they stay compliant. Open to a partnership?",
        "We help retailers cut their unsubscribe rates in half. Would a partnership make sense?",
        "Our platform automates unsubscribe handling for B2B brands.",
        "Notre outil aide les marques à gérer les désinscriptions et les plaintes.",
        "Le taux de désinscription de nos clients a baissé de moitié avec notre outil.",
        "La nostra piattaforma aiuta i brand a gestire le disiscrizioni.",
        "Nossa ferramenta ajuda as marcas a gerenciar os descadastros.",
    ],
)
def test_unsubscribe_as_a_topic_of_a_product_or_other_peoples_mail_is_no_request(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the topic, then a request of the sender's own
        "Our product handles unsubscribe requests for brands. Speaking of which: unsubscribe me.",
        "Our customers complain about your emails. Unsubscribe our whole team.",
        "Their unsubscribe link does not work for me, so unsubscribe me here.",
        # the sender's own request, named as a noun
        "I've sent you three unsubscribe requests already.",
        "Please process my unsubscribe request.",
        "Process the unsubscribe request I sent last week for our customers.",
        "Handle the unsubscribe request, please.",
        "Your unsubscribe link is broken, take me off the list.",
        "J'ai fait trois désinscriptions, arrêtez vos envois.",
    ],
)
def test_a_request_of_the_senders_own_beside_or_as_a_noun_is_still_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"
