""" "Háblame" and the voseo "escribime" with a later time ("Háblame a principios de diciembre porfa y vemos",
"Escribime a principios de diciembre") are a later (heldout_cb); "háblame más de ...", a language and a
weekday are none. Spanish only: the other rule languages have no such forms.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Estamos en pleno cierre y no doy más. Háblame a principios de diciembre porfa.",
        "Háblame en diciembre.",
        "Escribime a principios de diciembre.",
        "Escribinos después de las fiestas.",
        "Háblenme a finales de enero.",
    ],
)
def test_hablame_or_escribime_at_a_later_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Háblame más de la integración con Holded.",
        "Háblame en español, por favor.",
        "Escribime el martes y lo vemos.",
    ],
)
def test_tell_me_more_a_language_or_a_weekday_is_no_later(text):
    assert rule_intent(text) != "not_now"
