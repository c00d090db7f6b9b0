"""All the staff of a department or unit taken off your list is a removal, in every rule language
(`removal_company.SAME_COMPANY`; heldout_dr: a Flemish municipality asking that everyone in its finance
service, named with the body's name, be struck from the mailing list). Never a list of people (attendees),
never an invitation or a list joined, never the sender's own plan for its own file.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please remove all staff in our payroll office from your mailing list.",
        "Bitte nehmen Sie alle Mitarbeitenden der Kämmerei der Gemeinde Altdorf aus Ihrem Verteiler.",
        "Merci de retirer tous les collaborateurs du service comptable de votre liste de diffusion.",
        "Por favor, borren a todos los trabajadores del área de tesorería de sus listas.",
        "Vi chiediamo di cancellare tutto il personale del reparto acquisti dalla vostra newsletter.",
        "Gelieve alle personeelsleden van de dienst aankoop van Stad Heuvelgem uit uw verzendlijst te halen.",
        "Kunnen jullie alle collega's van de boekhouding van jullie lijst schrappen?",
        "Schrap alle medewerkers van onze administratie uit uw bestand.",
        "Por favor, removam todos os colegas da contabilidade da vossa base de contactos.",
    ],
)
def test_department_staff_off_the_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a list of people for an event
        "Kunt u alle medewerkers van de dienst uit uw deelnemerslijst schrappen? Ze kunnen niet komen.",
        "Borren a todos los empleados del departamento de su lista de asistentes, no podrán ir.",
        # an invitation, a list joined
        "Gelieve alle medewerkers van de afdeling uit te nodigen voor de demo.",
        "Graag alle collega's van de dienst op uw mailinglijst zetten.",
        # the sender's own plan for its own file
        "We gaan alle medewerkers van de afdeling uit ons bestand verwijderen.",
    ],
)
def test_department_staff_look_alikes(text):
    assert reading(text) != "unsubscribe"
