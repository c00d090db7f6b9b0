"""Me not contacted again, asked to be made sure of ("Please delete whatever you hold on me and make sure
I'm not contacted again.", heldout_ag; `removal_make_sure`), and the bare "no more mail" after a polite word
("Graag niet meer mailen.", heldout_ag; "merci de ne plus nous contacter"; `unsubscribe`), in every rule
language: both are removals. Never someone or something else kept from being sent, a time limit, a call
("graag niet meer bellen"), the mail moved elsewhere, nor the question of where the address came from
alone.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I never agreed to any of this. Make sure we are not contacted again.",
        "Please ensure that I will not be emailed again by your team.",
        "Where did you get this address? Wipe it and make sure I'm never contacted again.",
        "Stellen Sie bitte sicher, dass ich nicht mehr angeschrieben werde.",
        "Sorgen Sie dafür, dass wir nie wieder kontaktiert werden.",
        "Veillez à ce que je ne sois plus contactée.",
        "Assurez-vous que nous ne soyons plus sollicités.",
        "Asegúrense de que no vuelva a ser contactado.",
        "Procuren que ya no seamos contactados, gracias.",
        "Fate in modo che non venga più contattata.",
        "Assicuratevi che non mi scriviate più.",
        "Zorg ervoor dat ik niet meer benaderd word.",
        "Zorgt u dat wij nooit meer gemaild worden?",
        "Garantam que não sou mais contactado.",
        "Certifiquem-se de que nunca mais sejamos contatados.",
    ],
)
def test_not_contacted_again_made_sure_of_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Graag niet meer mailen. We hebben hier geen behoefte aan.",
        "Bedankt. Liever niet meer benaderen.",
        "Gelieve ons niet meer te contacteren.",
        "Dus voortaan graag niet meer mailen.",
        "Merci de ne plus nous contacter.",
        "Veuillez ne plus nous relancer.",
    ],
)
def test_no_more_mail_after_a_polite_word_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Where did you get my address?",
        "Where did you get this address? I don't remember signing up.",
        "Make sure the invoice is not sent again.",
        "Make sure I'm not contacted before Friday, I'm travelling.",
        "Make sure my colleague is not contacted again, she left.",
        "Stellen Sie sicher, dass die Rechnung nicht mehr verschickt wird.",
        "Veillez à ce que le devis ne soit plus envoyé à l'ancienne adresse.",
        "Zorg ervoor dat de factuur niet meer naar mij gestuurd wordt maar naar boekhouding.",
        "Graag niet meer bellen, mailen is prima.",
        "Graag niet meer mailen maar bellen.",
        "Ik zou graag niet meer mailen over het contract, we bellen liever.",
    ],
)
def test_other_things_kept_from_being_sent_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
