"""A removal verb with a letter put in is still the removal verb (`removal_more.TYPOS`, heldout_cs): one
letter written twice in every rule language ("unsubscrribe", "abmeldden", "désinscrrire"), and Portuguese
"descadrastrar", an r put in after the d, in every form. The tables read the fixed text with their own
checks, so a negation or a story of nearly doing it is still no removal, and a word of its own (Dutch
"afmeldden", they signed off) is never put right.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "quero descadrastrar meu email de vcs",
        "por favor me descadrastre dessa lista",
        "descadrastrem meu contato pfv",
        "pls unsubscrribe me",
        "please remmove me from your list",
        "Bitte abmeldden, danke.",
        "Merci de me désinscrrire de votre liste.",
        "Per favore cancellaami dalla lista.",
        "Graag afmellden voor deze nieuwsbrief.",
    ],
)
def test_a_removal_verb_with_a_letter_put_in_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a story of nearly doing it
        "quase me descadrastrei semana passada, mas gostei do último texto",
        # negated
        "não precisa descadrastrar ninguém, só atualizar o endereço",
        # a Dutch past tense, a word of its own
        "Zij afmeldden zich gisteren voor het diner.",
    ],
)
def test_a_letter_put_in_keeps_the_checks(text):
    assert reading(text) != "unsubscribe"
