"""Not the sender's matter (`scope.SCOPE`) and then the department or colleague who handles it named, no one
to write to given ("I have nothing to do with invoicing. That's handled by our accounts team"): a wrong
person, in every rule language (`scope.POINTER`). The handled-by alone, or the sender or us as the ones
who handle it, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I work in HR and have nothing to do with invoicing. That's handled by our accounts team.",
        "Ich habe mit der Buchhaltung nichts zu tun. Das wird bei uns von der Finanzabteilung erledigt.",
        "Ich arbeite in der Personalabteilung. Das erledigt bei uns die Buchhaltung.",
        "Je n'ai rien à voir avec la facturation, c'est géré par la comptabilité.",
        "No tengo nada que ver con la facturación. Eso está gestionado por contabilidad.",
        "Non ho niente a che fare con la fatturazione: è gestita dall'amministrazione.",
        "Ik heb niets te maken met facturatie, dat wordt door de administratie gedaan.",
        "Eu não tenho nada a ver com as compras, isso fica a cargo do financeiro.",
    ],
)
def test_handled_by_another_department_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # no scope before it
        "That's handled by our accounts team.",
        # the sender handles it
        "I have nothing to do with billing. That's handled by me and Tom, just kidding.",
    ],
)
def test_handled_by_alone_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
