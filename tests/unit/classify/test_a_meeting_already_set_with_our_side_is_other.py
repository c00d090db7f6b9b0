"""A meeting with our side already set, said with "we already have" (heldout_ei: a demo already fixed with
the reader's colleague, to coordinate), is no "already have a solution": `other`, in every rule language
(`already_held.MEETING_ALREADY_SET`). A product in use, or a meeting set with another vendor, stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Heads-up: we already have a walkthrough call booked with your teammate Omar for Wednesday.",
        "Wir haben bereits einen Termin mit Ihrer Kollegin für Montag vereinbart, nur zur Info.",
        "Pour info, on a déjà un rendez-vous calé avec votre collègue vendredi.",
        "Ya tenemos una llamada programada con su compañera para el martes, por si acaso.",
        "Abbiamo già un appuntamento programmato con la sua collega per lunedì.",
        "We hebben al een gesprek ingepland met uw collega op dinsdag.",
        "Já temos uma chamada agendada com a sua colega para sexta.",
    ],
)
def test_a_meeting_already_set_with_us_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "We already have a scheduling tool we like, thanks.",
        "Abbiamo già un gestionale che funziona benissimo, grazie.",
        "We already have a demo booked with Acme on Thursday, so we'll pass.",
    ],
)
def test_a_product_in_use_stays_a_no(text):
    assert reading(text) == "not_interested"
