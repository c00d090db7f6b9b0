"""A no given in a reply that mixes two languages (heldout_au: "Merci mais pas pour nous, on vient de signer
avec un autre provider et honnêtement on est good."), in every rule language: "not for us" with no verb
(`not_a_fit.py`), signed with another vendor named by its English loan word (`committed_elsewhere.py`), and
"we're good" said with the English word (`covered.py`). Never "not for us, but for our subsidiary", never
bounded by a time, never "we're good for Tuesday", never before a signing still to come.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Merci mais pas pour nous.",
        "Pas pour nous, merci.",
        "Danke, aber nichts für uns.",
        "Gracias pero no para nosotros.",
        "Grazie ma non per noi.",
        "Bedankt maar niets voor ons.",
        "Obrigado mas não para nós.",
    ],
)
def test_not_for_us_without_a_verb_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "On a déjà signé avec un autre vendor.",
        "On vient de signer avec un autre provider.",
        "Wir haben gerade mit einem anderen Provider unterschrieben.",
        "Acabamos de firmar con otro vendor.",
        "Abbiamo appena firmato con un altro provider.",
        "We hebben net getekend bij een andere provider.",
        "Acabámos de assinar com outro vendor.",
    ],
)
def test_signed_with_another_vendor_in_the_english_word_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Honnêtement on est good.",
        "Wir sind good, danke.",
        "Estamos good, gracias.",
        "Siamo good, grazie.",
        "Merci, mais on est déjà good.",
    ],
)
def test_we_are_good_in_the_english_word_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Pas pour nous, mais pour notre filiale oui : pouvez-vous leur écrire ?",
        "Merci, pas pour nous pour l'instant.",
        "Non per noi il problema, ma per il cliente.",
        "On est good pour mardi 14h.",
        "On est good ?",
        "Avant de signer avec un autre provider, j'aimerais voir votre démo.",
    ],
)
def test_someone_else_a_time_a_day_or_a_question_is_no_no(text):
    assert rule_intent(text) != "not_interested"
