"""The topic said to be handled by a department of the sender's company is a wrong person in every rule
language (`department_handles.DEPARTMENT_HANDLES`; heldout_dn: a sales director says scheduling questions
are dealt with by Human Resources). Never asked, never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'm in operations, software purchases are handled by procurement.",
        "Solche Anfragen werden bei uns von der Einkaufsabteilung bearbeitet.",
        "Das entscheidet bei uns die Personalabteilung.",
        "Ce genre d'outil est géré par le service informatique.",
        "C'est la direction des achats qui décide.",
        "Estas compras las gestiona el departamento de sistemas.",
        "Ese tema es llevado por compras, no por mí. Son gestionadas por el área de compras.",
        "Le licenze sono gestite dall'ufficio acquisti.",
        "Software wordt bij ons door de afdeling inkoop geregeld.",
        "As licenças são geridas pelo departamento de informática.",
        "Disso trata a contabilidade, não eu.",
    ],
)
def test_handled_by_a_department_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # asked
        "As licenças são geridas pelo departamento de informática?",
        "Est-ce que c'est géré par le service informatique chez vous ?",
        # negated: the sender decides
        "Isto não é tratado pelo RH, sou eu que decido.",
        "Das wird nicht von der Buchhaltung entschieden, sondern von mir.",
        "Les licences ne sont pas gérées par les RH.",
    ],
)
def test_not_handled_there_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # negated, the sender handling it and asking for more (review of 2026-12-07, part 3)
        "Das wird nicht von der Personalabteilung bearbeitet, sondern von mir, erzählen Sie mehr.",
        "Eso no lo lleva Recursos Humanos, sino yo, cuénteme más.",
        "Non lo gestisce l'ufficio del personale, ma io, ditemi di più.",
        "Erzählen Sie mehr über die Preise.",
    ],
)
def test_not_handled_there_with_more_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Eso lo lleva Recursos Humanos.",
        "Lo gestisce l'ufficio del personale.",
    ],
)
def test_handled_there_with_the_pronoun_first_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Io seguo la logistica; i contratti di assistenza sono di competenza dell'ufficio acquisti.",
        "Das ist bei uns Sache der Buchhaltung.",
        "Cette question relève du service des achats.",
        "La renovación de licencias es cosa del departamento de sistemas.",
        "Dat is een zaak van de afdeling inkoop, niet van mij.",
        "A renovação é da competência do departamento financeiro.",
        "Queste richieste le gestisce l'ufficio vendite.",
        "Das wird von unserem Vertrieb entschieden.",
    ],
)
def test_a_departments_matter_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Il rinnovo non è di competenza dell'ufficio acquisti, decido io: mandatemi un'offerta.",
        "È materia dell'ufficio acquisti?",
        "Die Rechnung liegt bei der Buchhaltung zur Prüfung.",
    ],
)
def test_a_departments_matter_negated_asked_or_a_paper_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
