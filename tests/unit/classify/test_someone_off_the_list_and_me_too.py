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


# the reader taken off the sender's own file, then the same asked for the sender, is a removal in every rule
# language (`removal_me_too.RECIPROCAL_REMOVAL`, the twenty-second review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "We removed you from our file, please do the same with us",
        "Nous vous avons retiré de notre fichier, faites de même",
        "We removed you from our file last week, could you do the same for us?",
        "We've removed you from our mailing list. Please return the favour.",
        "Wir haben Sie aus unserer Datenbank entfernt, bitte tun Sie das Gleiche.",
        "Le hemos quitado de nuestra base de datos, hagan lo mismo por favor.",
        "Vi abbiamo rimosso dal nostro indirizzario, fate lo stesso con noi.",
        "Wij hebben u uit ons bestand verwijderd, doe graag hetzelfde.",
        "Removemos-vos da nossa base de dados, façam o mesmo, por favor.",
    ],
)
def test_the_same_asked_after_the_reader_taken_off_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... never the tidying alone, the same refused or asked of something else, or someone else taken off
@pytest.mark.parametrize(
    "text",
    [
        "We removed you from our file.",
        "We removed you from our file, please don't do the same with us",
        "We removed you from our file. Do the same with your invoices, they are wrong.",
        "We removed you from our supplier list, we'll do the same with others.",
        "Nous vous avons retiré de notre fichier, ne faites pas de même.",
        "Hemos quitado a Juan de nuestra lista, hagan lo mismo.",
    ],
)
def test_the_tidying_alone_or_the_same_refused_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"
