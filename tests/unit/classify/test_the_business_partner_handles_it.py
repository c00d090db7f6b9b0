"""The sender's business partner handles it (heldout_bh: "Dit soort zaken regel ik niet, dat doet mijn
compagnon Mirjam Bakker"): a manager or owner pointing to the partner, co-owner or associate who does this
is a wrong person, in every rule language. Never asked ("Does your business partner handle that?"), never
a partner not doing it ("Dat doet mijn compagnon niet"), never the partner and the sender together, and
never beside the sender's own interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Hallo Jordan,\n\nDit soort zaken regel ik niet, dat doet mijn compagnon Mirjam Bakker. Je kunt haar "
        "mailen.",
        "Mijn zakenpartner Ruud regelt dat soort dingen, niet ik.",
        "That's my business partner's side, she does the ordering and the systems.",
        "Our co-owner, Dave Hill, looks after that sort of thing.",
        "Das macht mein Geschäftspartner Jens Weber, schreiben Sie ihm direkt.",
        "C'est mon associée Claire qui s'occupe de ça au restaurant.",
        "Eso lo lleva mi socio Pablo, escríbale a él.",
        "Se ne occupa il mio socio Marco, gli giro la mail.",
        "Isso é com o meu sócio, o Rui, ele trata das encomendas.",
    ],
)
def test_the_partner_who_handles_it_is_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "Doet je compagnon dat ook?",
        "Does your business partner handle that?",
        "Dat doet mijn compagnon niet, dat doe ik zelf.",
        "Das macht mein Geschäftspartner nicht, das mache ich.",
        "My business partner handles the rota, and I'd love a demo next week.",
        "Mijn compagnon en ik regelen dat samen. Bel me maar.",
    ],
)
def test_a_partner_asked_about_not_doing_it_or_beside_interest_is_no_wrong_person(body: str) -> None:
    assert reading(body) != "wrong_person"
