"""A trial asked for ("¿Tenéis periodo de prueba? Nos interesaría probarlo un mes", "¿Podemos hacer una
prueba?") is interest in every rule language (heldout_cb); a trial refused, one of the past and a trial
period of something else are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bos días Jordan, ¿Tenéis periodo de prueba? Nos interesaría probarlo un mes antes de decidir.",
        "¿Podemos hacer una prueba?",
        "Nos interesaría probarlo un mes.",
        "Do you offer a trial period?",
        "Can we do a trial?",
        "Gibt es eine Testphase?",
        "Wir würden es gerne testen.",
        "Avez-vous une période d'essai ?",
        "Nous aimerions l'essayer.",
        "Avete un periodo di prova?",
        "Ci piacerebbe provarlo.",
        "Hebben jullie een proefperiode?",
        "We willen het graag uitproberen.",
        "Vocês têm período de teste?",
        "Gostaríamos de testar.",
    ],
)
def test_a_trial_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We don't need a trial, we are not interested.",
        "No nos interesaría probarlo, gracias.",
        "Non ci piacerebbe provarlo, grazie.",
        "We already had a trial period last year and it wasn't for us.",
        "Ya hicimos una prueba el año pasado y no nos convenció.",
        "Nuestro contrato actual tiene un periodo de prueba de tres meses.",
    ],
)
def test_a_trial_refused_past_or_of_something_else_is_no_interest(text):
    assert rule_intent(text) != "interested"
