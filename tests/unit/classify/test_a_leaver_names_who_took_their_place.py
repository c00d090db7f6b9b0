"""The sender left the company and names the one who took their place ("Quem ficou no meu lugar no RH foi
X, pode procurar por ela", heldout_ec; `scope.SCOPE`, `scope.POINTER`): wrong person, in every rule
language. The place as anything else ("my usual place at the table") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I left Harbour Logistics in May. The colleague who took my place is Priya Nair.",
        "Ich habe die Firma im Mai verlassen, an meine Stelle trat Frau Vogt.",
        "J'ai quitté Ardenne Bois en mai ; c'est Luc Petit qui m'a remplacé.",
        "Dejé la empresa en mayo; quien me sustituyó es Nuria Vidal.",
        "Ho lasciato la ditta a maggio, al mio posto c'è ora Sara Conti.",
        "Ik ben in mei vertrokken bij Delta Bouw; in mijn plaats kwam Tom Bos.",
        "Saí da Metalúrgica Norte em maio. Quem entrou no meu lugar foi o Paulo Reis, procure pelo Paulo.",
    ],
)
def test_a_leaver_naming_who_took_their_place_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_a_place_kept_is_no_successor():
    assert reading("Fiquei no meu lugar de sempre na conferência. Liguem-me em maio.") != "wrong_person"
