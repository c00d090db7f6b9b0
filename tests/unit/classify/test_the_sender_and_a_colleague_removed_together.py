"""The sender and a colleague taken off together, the colleague named between ("wil je mij en mijn collega
Eline (in cc) van jullie lijst halen?", heldout_cf), is the sender's removal, in every rule language
(`intent_rules/removal_with_colleague.py`). The colleague alone taken off while the sender stays is none.
Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hoi Jordan, wil je mij en mijn collega Eline (in cc) van jullie lijst halen? We hebben geen"
        " interesse.",
        "Meld mij en mijn collega Eline (in cc) af.",
        "Kunnen jullie mij en mijn collega's Eline en Bram van de lijst halen?",
        "Können Sie mich und meine Kollegin Eline (in CC) aus dem Verteiler nehmen?",
        "Retirez-moi et ma collègue Eline de votre liste.",
        "¿Podéis quitarme a mí y a mi compañera Eline (en copia) de vuestra lista?",
        "Remove me and my colleague Ellen (cc'd) from your list.",
    ],
)
def test_the_sender_and_a_colleague_together_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Haal mijn collega Eline van de lijst, ik blijf er graag op.",
        "I don't want to be removed, I want to be on the list.",
    ],
)
def test_the_colleague_alone_or_a_wish_to_stay_is_none(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Graag mij en de rest van onze afdeling Logistiek uit het bestand verwijderen.",
        "Nehmen Sie mich und die restliche Abteilung bitte aus dem Verteiler.",
        "Take me and the rest of our office off your mailing list, please.",
        "Merci de retirer moi et toute l'équipe achats de votre liste.",
        "Por favor, tirem-me a mim e a toda a equipa comercial do vosso mailing.",
        "Toglietemi e tutto l'ufficio dalla vostra mailing list.",
        # the German lists in the plural
        "Streichen Sie uns einfach; nehmen Sie mich aus Ihren Verteilern.",
        "Bitte nehmen Sie mich aus Ihren Adresslisten.",
    ],
)
def test_the_sender_with_the_whole_team_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wil je de rest van het team op de lijst laten staan? Ik lees mee.",
        "Ik en de hele afdeling willen graag een demo zien.",
    ],
)
def test_the_team_alone_or_the_team_interested_is_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
