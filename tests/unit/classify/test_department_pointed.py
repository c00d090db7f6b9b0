"""The reader sent on to a department of the sender's company, with an obligation, is a wrong person in every
rule language (`department_pointed.DEPARTMENT_POINTED`; heldout_ck: a production manager, "you have to talk
to admin"). Never in a question, never with interest of the sender's own, never the sender's own step.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I run the workshop floor. For invoices you'll need to speak to our accounts department.",
        "Ich bin in der Montage. Mit Rechnungen müssen Sie sich an die Buchhaltung wenden.",
        "Je m'occupe de l'atelier, pour ça il faut voir avec le service comptable.",
        "Yo llevo el almacén; para eso tienes que hablar con el departamento de compras.",
        "Io sto in magazzino, per queste cose deve rivolgersi all'ufficio acquisti.",
        "Ik sta in de werkplaats, daarvoor moet je bij de boekhouding zijn.",
        "Eu trato da produção, isso tem de ver com a contabilidade.",
    ],
)
def test_department_pointed_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # asked, not said
        "Devo sentire l'amministrazione o posso decidere io?",
        # the sender's own step, no one pointed to
        "I'll have to talk to accounts first, but Thursday at 10 works for me.",
        "Tengo que hablar con administración antes, pero el jueves a las 10 me va bien.",
    ],
)
def test_department_not_pointed_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the secretariat or the school office as the department (heldout_du)
        "I only teach maths. You'll need to write to the school office about fees.",
        "Da müssen Sie sich an das Sekretariat wenden.",
        "Il faut voir avec le secrétariat.",
        "Tienes que hablar con la secretaría.",
        "Sono solo un docente, deve rivolgersi alla segreteria didattica.",
        "Daarvoor moet je bij het secretariaat zijn.",
        "Tem de falar com a secretaria.",
    ],
)
def test_the_secretariat_pointed_to_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_the_sender_writing_to_the_secretariat_is_no_wrong_person():
    assert reading("Devo scrivere alla segreteria per il rimborso, poi le faccio sapere.") != "wrong_person"
