"""A removal asked in the informal present, the reader taking the sender off a list named after the verb
(heldout_en: a French reply in the "tu" form): French "tu m'enlèves de tes contacts", Spanish "me quitas de
tu lista", Portuguese "me tiras da tua lista", German "streichst du mich aus deiner Liste?", Dutch "haal je
me van je lijst?". Under a condition, negated, told in the past, or off a list of guests or one for an event,
it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Franchement, tu m'enlèves de tes contacts et on s'arrête là.",
        "Tu me sors de ton fichier clients, merci.",
        "Bon, tu me retires de ta base de prospection stp.",
        "Oye, me quitas de tu lista y listo.",
        "Me borras de tus contactos, porfa.",
        "Me tiras da tua lista de contatos, valeu?",
        "Streichst du mich bitte aus deinem Verteiler?",
        "Haal je me maar uit jullie bestand?",
    ],
)
def test_the_informal_present_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Si tu me retires de ta liste un jour, préviens-moi.",
        "Tu m'as enlevé de ta liste, je crois ?",
        "Tu me sors de la liste des intervenants pour jeudi ?",
        "Si me quitas de tu lista, avísame.",
        "Me quitas de la lista de invitados de la cena?",
        "Streichst du mich von der Liste für das Sommerfest?",
        "Tu me mets sur ta liste pour le salon ?",
    ],
)
def test_a_condition_a_past_or_a_list_of_people_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"
