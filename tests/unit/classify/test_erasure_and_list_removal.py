"""Removal requests in the wordings people use beyond "remove me": being taken off a list they name
(or "it", when the sentence names the list), erasure of their personal data (GDPR article 17, the right
to be forgotten) in every rule language, Dutch "van de lijst halen", Portuguese "retirem o meu
endereço", Swedish "radera mina personuppgifter". Precision first: a negated request, a request to
*see* the data (article 15) or a list that is no mailing list is never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


def rule_intent_whole(text: str) -> str:
    return rule_intent(text, whole=True)


@pytest.mark.parametrize(
    "text",
    [
        # English: taken off / removed from a list, or "it" in a sentence that names the list
        "Not sure how I got onto this list, but I'd like to be taken off it.",
        "Could you get me off this mailing list?",
        "I'd like to be removed from your list, please.",
        "Please have me taken off your distribution list.",
        "I never signed up for this newsletter, please get me off it.",
        # English: erasure
        "Under Article 17 of the GDPR, please erase all personal data you hold about me.",
        "Please delete any data your company has on me.",
        "I am requesting the erasure of my personal data.",
        "I'm exercising my right to be forgotten.",
        # the law named beside a removal request, also when the reply asks what is held
        "Nach DSGVO: welche Daten haben Sie über mich? Löschen Sie sie und tragen Sie mich aus.",
        "Widerspruch nach DSGVO gegen jede weitere Werbung.",
        # German, French, Spanish, Italian, Dutch, Portuguese
        "Hiermit bitte ich um Löschung meiner personenbezogenen Daten.",
        "Ich mache mein Recht auf Löschung geltend.",
        "Je demande l'effacement de mes données personnelles.",
        "Merci de procéder à la suppression de mes coordonnées.",
        "Solicito la supresión de mis datos personales.",
        "Ejerzo mi derecho al olvido.",
        "Chiedo la cancellazione dei miei dati personali.",
        "Esercito il diritto all'oblio.",
        "Ik verzoek om verwijdering van mijn persoonsgegevens.",
        "Wis al mijn gegevens alstublieft.",
        "Solicito o apagamento dos meus dados.",
        "Peço a eliminação de todos os meus dados pessoais.",
        "Apaguem os meus dados, por favor.",
        # Dutch: off the list, rather no more messages
        "Wilt u mij van uw mailinglijst halen?",
        "Kunt u mijn adres uit uw bestand verwijderen?",
        "Ik ontvang liever geen e-mails meer van jullie.",
        # Portuguese: my address off your list, no intention to receive more
        "Peço que retirem o meu endereço da vossa lista de contactos.",
        "Removam o meu e-mail da vossa base, obrigado.",
        "Não pretendo receber mais mensagens.",
        # Swedish (a language whose other intents the rules do not read)
        "Jag begär att ni raderar alla mina personuppgifter.",
        "Jag vill att ni slutar skicka e-post till mig.",
        # Danish
        "Slet alle mine personoplysninger.",
    ],
)
def test_list_removal_and_erasure_requests_are_unsubscribes(text):
    assert rule_intent_whole(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "Please don't take me off the list, I read every issue.",
        "I like this list and don't want to be taken off it.",
        "Please do not delete my data, we may pick this up next year.",
        "Verwijder mijn gegevens niet, we komen er later op terug.",
        "Löschen Sie meine Daten bitte nicht, wir melden uns im Herbst.",
        "Bitte keine Löschung meiner Daten, wir melden uns im Herbst.",
        "Tragen Sie mich bitte nicht aus, der Newsletter ist nützlich.",
        # "it" is a meeting, a list of speakers, a project: no mailing list named
        "Can you take me off the invite? I'd like to be taken off it.",
        "I'd like to be removed from the list of speakers for the panel.",
        "Our old vendor kept the contract data, but we had it erased last year.",
        # seeing the data is not erasing it
        "Under Article 15 of the GDPR, please tell me what personal data you hold about me.",
        "What data do you hold on me, and where did you get it?",
        "Welke gegevens heeft u over mij opgeslagen? Graag een overzicht.",
        "Bitte teilen Sie mir gemäß Art. 15 DSGVO mit, welche Daten Sie über mich gespeichert haben.",
        "Conformément au RGPD, quelles données détenez-vous sur moi ?",
        "This is a GDPR request: what personal data do you hold about me?",
        # a quoted footer is the original's, never the contact's words
        "Sounds good, Thursday works.\n\nOn Mon, 9 Feb 2026 at 10:00, Dana <rep@acme.test> wrote:\n"
        "> To be removed from our mailing list, reply with REMOVE.\n> Erase my data: acme.test/privacy",
    ],
)
def test_negated_requests_other_lists_and_access_requests_are_no_unsubscribe(text):
    assert rule_intent_whole(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "What data do you hold on me, and where did you get it?",
        "Welke gegevens heeft Acme over mij opgeslagen en waar komen die vandaan? Graag een overzicht.",
        "Welche Daten haben Sie über mich gespeichert? Gerne eine Übersicht.",
        "Quelles données détenez-vous sur moi ? Envoyez-moi la liste.",
    ],
)
def test_a_request_to_see_the_data_held_is_other_not_interest(text):
    assert rule_intent_whole(text) == "other"
