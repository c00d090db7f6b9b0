"""Our offer judged not worth looking into further is a no in every rule language
(`offer_not_explored.OFFER_NOT_EXPLORED`); with a "now" in its sentence a later; never something else
judged, never with a question after it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Having discussed it internally, we do not believe it is worthwhile to explore your platform.",
        "Nach interner Abstimmung halten wir es nicht für zielführend, Ihr Angebot weiter zu verfolgen.",
        "Après discussion, nous ne pensons pas utile d'étudier votre offre.",
        "Tras revisarlo, no vemos necesario evaluar su propuesta.",
        "Dopo averne parlato, non crediamo sia utile valutare la vostra proposta.",
        "Na intern overleg vinden we het niet nuttig om jullie voorstel te onderzoeken.",
        "Depois de analisarmos, não achamos útil avaliar a sua proposta.",
    ],
)
def test_offer_not_explored_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We do not believe it is worthwhile to explore your platform at the moment.",
        "Non crediamo sia utile valutare la vostra proposta per ora.",
    ],
)
def test_offer_not_explored_now_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # something else judged
        "Non riteniamo opportuno condividere i nostri dati via mail.",
        "We don't think it's appropriate to send contracts by email.",
        # a question after it
        "Wir halten es nicht für sinnvoll, Ihr Angebot zu verfolgen, oder gibt es eine kleinere Version?",
    ],
)
def test_offer_not_explored_look_alikes(text):
    assert reading(text) != "not_interested"
