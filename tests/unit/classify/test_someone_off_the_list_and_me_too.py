"""Someone taken off the list, and the sender too, is the sender's removal in Italian, Spanish, Dutch and
Portuguese as it already was in English, German and French (`removal_me_too.ME_TOO_REMOVAL`; an old gap the
fourteenth review of 2026-12-06 listed). Never the sender staying, never an event's list of people, never
off a chat or a copy.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Cancellate Giulia dalla vostra lista, e anche me.",
        "Togliete il dottor Neri dalla mailing list. E togliete anche me, grazie.",
        "La collega è in maternità: rimuovete anche il mio indirizzo dalla lista.",
        "Borren a Luis de su lista y a mí también, por favor.",
        "Saquen a la gerente de la base de datos, yo también quiero salir, y a mí también.",
        "Verwijder mevrouw De Vries uit uw bestand, en mij ook.",
        "Haal mijn collega van de mailinglijst, ik ook graag. En mij ook.",
        "Removam o Rui da vossa lista, e a mim também.",
        "Take Paul off your list, and me too.",
    ],
)
def test_someone_off_the_list_and_me_too_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Cancellate Giulia dalla vostra lista, ma non me: a me interessa.",
        "Borren a Luis de su lista, a mí sigan escribiéndome.",
        "Removam o Rui da lista de convidados do evento, e a mim também.",
        "Togliete il dottor Neri dalla lista dei relatori e anche me, non possiamo venire.",
        "Rimuovete anche me dalla chat del progetto.",
    ],
)
def test_the_sender_staying_or_another_list_is_none(text):
    assert reading(text) != "unsubscribe"
