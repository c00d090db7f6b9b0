"""An address out of use, then "please remove it", the address only a pronoun: a removal request for the
address we write to, in every rule language. Either half alone is none."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender=None, ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "This address is no longer in use. Please remove it.",
        "This address is no longer monitored, please delete it from your database.",
        "The mailbox has been closed - please remove it from your list.",
        "Diese Adresse wird nicht mehr genutzt. Bitte entfernen Sie sie.",
        "Diese E-Mail-Adresse ist nicht mehr aktiv, bitte diese aus Ihrem Verteiler löschen.",
        "Cette adresse n'est plus utilisée, merci de la supprimer.",
        "Esta dirección ya no se usa, por favor elimínenla.",
        "Questo indirizzo non è più utilizzato, cancellatelo dalle vostre liste.",
        "Dit adres wordt niet meer gebruikt, verwijder het a.u.b.",
        "Este endereço já não é usado, removam-no da lista.",
    ],
)
def test_an_address_out_of_use_to_be_removed_is_a_removal(text: str) -> None:
    assert _intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "This address is no longer in use, please write to jan@example.com instead.",
        "This address is no longer monitored; Maria will take it from here: maria@example.com.",
        "Cette adresse n'est plus utilisée, écrivez plutôt à jean@example.com.",
        "Dit adres wordt niet meer gebruikt, mail voortaan naar info@example.com.",
        "Please remove it from the agenda, the call moved to Tuesday.",
    ],
)
def test_either_half_alone_is_none(text: str) -> None:
    assert _intent(text) != "unsubscribe"
