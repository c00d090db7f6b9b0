"""A no said by understatement or indirectly (heldout_bw: "I'm not sure it's quite for us", "ta but
wouldnt be a fit for us", "we'll bear it in mind") is a no (`intent_rules/understated_no.py`), in every
rule language. Never bounded by now or a time ("we'll bear it in mind for Q3" is a later), never under a
condition after it, never in a question, and a request after a "but" still wins ("not sure it's for us,
but send me the pricing" is interest).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for this. I'm not sure it's quite for us, but I appreciate you thinking of us.",
        "ta but wouldnt be a fit for us, were tiny",
        "Thanks Priya, we'll bear it in mind.",
        "Cheers, we'll keep it in mind.",
        "Ich bin mir nicht sicher, ob das so ganz etwas für uns ist.",
        "Danke, das wäre kein Fit für uns.",
        "Danke, wir behalten es im Hinterkopf.",
        "Je ne suis pas sûr que ce soit vraiment pour nous.",
        "Merci, ça ne serait pas adapté pour nous.",
        "Merci, nous le garderons en tête.",
        "No estoy seguro de que sea del todo para nosotros.",
        "Gracias, no encajaría con nosotros.",
        "Gracias, lo tendremos en cuenta.",
        "Non sono sicuro che faccia proprio per noi.",
        "Grazie, non farebbe per noi.",
        "Grazie, lo terremo presente.",
        "Ik weet niet zeker of het echt iets voor ons is.",
        "Bedankt, dat zou niet bij ons passen.",
        "Bedankt, we houden het in gedachten.",
        "Não tenho certeza de que seja para nós.",
        "Obrigado, não seria adequado para nós.",
        "Obrigado, vamos ter isso em mente.",
    ],
)
def test_an_understated_no_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I'm not sure it's for us, but send me the pricing.", "interested"),
        ("We'll bear it in mind for Q3.", "not_now"),
        ("Lo tendremos en cuenta para el próximo año.", "not_now"),
    ],
)
def test_a_request_after_but_or_a_time_wins_over_the_understatement(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm not sure it's for us right now.",
        "Would it not be a fit for you?",
        "It wouldn't be a fit unless you host in the EU.",
        "We'll bear it in mind when we review suppliers in the autumn.",
        "Non farebbe per noi se non fosse per il prezzo.",
        "Are you sure it's for us?",
    ],
)
def test_an_understatement_bounded_conditioned_or_asked_is_no_plain_no(text):
    assert rule_intent(text) != "not_interested"
