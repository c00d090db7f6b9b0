"""This address or mine as the subject, taken out of our lists ("could you make sure this address comes out of
your sequences?"): a removal request in every rule language, after a polite no too. Someone else's address,
an old address replaced, a negated wish and an address only said to be on a list are none."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "We're happy with what we have. Can you also make sure my address comes off your lists?",
        "Not for us, thanks. Please ensure this email address gets removed from your sequences.",
        "I'd appreciate it if my email is permanently deleted from your database.",
        "Wir bleiben bei unserem System. Sorgen Sie bitte dafür, dass diese Adresse aus Ihrem Verteiler "
        "verschwindet.",
        "Merci de faire en sorte que mon adresse soit supprimée de vos fichiers.",
        "Les agradecería que esta dirección quede fuera de sus envíos.",
        "Le chiedo che il mio indirizzo venga tolto dai vostri elenchi.",
        "Ik wil graag dat mijn e-mailadres uit jullie mailinglijst wordt gehaald.",
        "Obrigado, mas prefiro que este endereço saia das suas listas.",
    ],
)
def test_this_address_out_of_your_lists_is_a_removal(text: str) -> None:
    assert _intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please make sure my address is not removed from your list, I want the newsletter.",
        "Make sure the old address is removed from your list and use this one from now on.",
        "Can you make sure Anna's address is removed from your lists? She left in May. I'm still keen.",
        "Is my address on your list because of the trade fair? Send me the demo link.",
        "Mon adresse est dans vos fichiers depuis le salon ? Envoyez-moi la démo.",
    ],
)
def test_other_addresses_and_addresses_only_on_a_list_keep_their_reading(text: str) -> None:
    assert _intent(text) != "unsubscribe"
