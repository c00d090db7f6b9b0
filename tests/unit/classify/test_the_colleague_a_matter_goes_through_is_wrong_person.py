"""The one who handles or looks after the matter named ("whoever deals with travel claims is X", heldout_ei:
"quem vê essa parte de despesas é o Felipe", `referral.py`), or the colleague or team the matter goes
through ("Declaraties gaan via onze controller", heldout_ei, `wrong_person._HANDLER`): a wrong person, in
every rule language. The sender as that one, or a thing the matter goes through, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "The person who deals with supplier onboarding is Kemi Adeyemi in procurement.",
        "Wer bei uns die Spesenabrechnung betreut, ist Herr Vogt aus der Buchhaltung.",
        "C'est Léa qui s'occupe des abonnements logiciels chez nous.",
        "El que ve los temas de viajes es Tomás, de administración.",
        "Chi gestisce le trasferte è Sara dell'ufficio personale.",
        "Quem olha os contratos de software é a Beatriz do jurídico.",
        "Licenties en abonnementen lopen via onze inkoper, Ruud.",
        "Ces achats passent toujours par notre service achats, voyez avec Marc.",
        "Las suscripciones pasan por el departamento de compras.",
        "Gli abbonamenti passano dall'ufficio acquisti, non da me.",
        "Essas compras passam pela nossa equipa financeira, fale com a Rita.",
    ],
)
def test_the_colleague_handling_it_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "The one who handles renewals is me, so send it over.",
        "Quem vê isso sou eu, pode mandar a proposta.",
        "Bestellingen lopen via onze webshop, dat werkt prima.",
        "Todo pasa por nuestra web, sin intermediarios.",
    ],
)
def test_the_sender_or_a_thing_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


# the one who handles or approves it named after "is": a person or a role of the sender's side, in every
# rule language
@pytest.mark.parametrize(
    "text",
    [
        "The one who approves budgets is our CFO, Anna.",
        "The one who handles this is my colleague Tom, tom@acme.com.",
        "Wer die Spesen bearbeitet, ist Frau Keller.",
        "La que revisa las facturas es Marta.",
        "Chi gestisce i rimborsi è Paolo.",
        "Degene die de declaraties afhandelt is Eline.",
        "Quem aprova orçamentos é a nossa diretora financeira, Ana.",
    ],
)
def test_the_handler_named_as_a_person_or_role_is_wrong_person(text):
    assert reading(text) == "wrong_person"


# ... never a state (a later), our own side (a complaint) or an outside firm (a no), in every rule language
# (the twentieth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "The one who approves budgets is on leave until March, try again then.",
        "Whoever handles your billing is very slow, we are still waiting on a refund.",
        "Chi gestisce questi strumenti è il nostro fornitore esterno, quindi non ci serve.",
        # ours
        "Chi gestisce i rimborsi è in ferie fino a marzo.",
        "Whoever handles invoices is our external accountant, so no need.",
        "Quien gestiona esto es una agencia externa, no lo necesitamos.",
        "Quem gere isso é uma empresa externa.",
        "Wer das betreut, ist eine externe Agentur.",
        "Degene die dat afhandelt is een extern bureau.",
    ],
)
def test_the_handler_a_state_our_side_or_an_outside_firm_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


# ... a place after "is" still points to that someone else (the twenty-first review of 2026-12-07, `referral`
# `_PLACE`): a town, an office or a site; "in hospital", "at lunch", "im Urlaub", "in a meeting" stay states
@pytest.mark.parametrize(
    "text",
    [
        "The one who handles procurement is in Berlin.",
        "The person who handles purchasing is in our London office.",
        "Whoever handles this is at the Leeds site, ask for Mark.",
        "Wer den Einkauf betreut, ist in Wien.",
    ],
)
def test_the_handler_placed_after_is_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "The one who handles procurement is in hospital.",
        "The one who handles procurement is in a meeting all day.",
        "The one who handles procurement is at lunch.",
        "Wer den Einkauf betreut, ist im Urlaub.",
    ],
)
def test_the_handler_in_a_state_after_in_or_at_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
