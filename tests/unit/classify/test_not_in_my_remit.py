"""The matter said to lie outside the sender's remit, with "in"/"within" or "outside" and often an
intensifier, is a wrong person (`not_in_my_remit.NOT_IN_REMIT`; heldout_dl: a hospital pharmacist for
whom supplier invoices are "not at all within my scope"). Never the reader's remit, never a budget.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Supplier onboarding is completely outside my remit, sorry.",
        "Freight audits really aren't within my remit.",
        "Die Rechnungsprüfung fällt überhaupt nicht in meinen Zuständigkeitsbereich.",
        "Les contrats de transport ne sont vraiment pas dans mes attributions.",
        "La logística no entra para nada dentro de mis funciones.",
        "Gli acquisti non rientrano affatto nelle mie competenze.",
        "Inkoop valt helemaal niet binnen mijn takenpakket.",
        "A faturação não está de todo na minha área.",
    ],
)
def test_outside_my_remit_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the reader's remit, asked
        "Isn't that within your remit?",
        # a budget, no remit
        "That's not in my budget this year.",
        "Ce n'est pas du tout dans mes moyens cette année.",
    ],
)
def test_remit_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a part outside the remit, a request or an interest after "but" (review of 2026-12-07)
        "La facturation n'entre pas dans mes missions, mais la partie achats oui : envoyez-moi la "
        "proposition.",
        "No está dentro de mis funciones decidir esto sola, pero me interesa: ¿podemos hablar la semana que "
        "viene?",
        "Pricing is not in my remit, but I'd love to see it: can we book a demo?",
        "Non rientra nelle mie competenze firmare, ma sono interessato: mandatemi il preventivo.",
        "Die Preise fallen nicht in meinen Aufgabenbereich, aber ich bin interessiert: schicken Sie mir die "
        "Unterlagen.",
        "Prijzen vallen niet binnen mijn takenpakket, maar stuur me gerust een demo.",
        "A faturação não está na minha área, mas tenho interesse: mandem a proposta.",
        # the remit negated
        "This is not outside my remit, so let's talk next week.",
        "Ce n'est pas hors de mon périmètre, envoyez-moi la proposition.",
        "La logística no está fuera de mis funciones, mándeme la propuesta.",
    ],
)
def test_a_remit_taken_back_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a "but" that points elsewhere or asks nothing keeps the wrong person
        "Pricing is not in my remit, but please write to Maria in finance.",
        "La facturation n'entre pas dans mes missions, mais je transmets à ma collègue.",
    ],
)
def test_a_but_without_a_request_keeps_the_wrong_person(text):
    assert reading(text) == "wrong_person"
