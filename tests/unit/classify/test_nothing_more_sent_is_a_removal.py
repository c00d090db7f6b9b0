"""A "send me nothing more" is a removal in the languages that said it with "nothing" and no "don't": English
"send me nothing more / further", the German "Sie" form "Schicken Sie mir nichts mehr" (read as interest
before: "schicken Sie mir" asks for something) and Dutch "Stuur me maar niks meer" (the review of
2026-12-06, third), `unsubscribe.UNSUBSCRIBE`. Never "nothing more than the quote", "nichts mehr außer dem
Angebot", "niks meer dan de offerte" or "niks meer over de webinar": one thing still asked for.

The review of 2026-12-06, fourth, listed the same request missed in more forms: German with the separable
"zu" at the end ("Bitte schicken Sie mir nichts mehr zu", "Senden Sie mir keine weiteren Informationen zu",
read as interest), English "about this product", Dutch "voortaan" and "stuurt u mij alstublieft", French
"ne plus rien m'envoyer", Polish "Proszę mnie wypisać z listy".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Send me nothing more.",
        "Please send me nothing further, thank you.",
        "Schicken Sie mir nichts mehr.",
        "Schicken Sie mir bitte nichts mehr, danke.",
        "Stuur me maar niks meer.",
        "Stuur me gewoon niets meer, bedankt.",
        "Bitte schicken Sie mir nichts mehr zu.",
        "Senden Sie mir keine weiteren Informationen zu.",
        "Schicken Sie mir ab sofort keine Angebote mehr zu!",
        "Kindly email me nothing further about this product.",
        "Mail ons voortaan niks meer.",
        "Stuurt u mij alstublieft niets meer.",
        "Merci de ne plus rien m'envoyer.",
        "Proszę mnie wypisać z listy.",
        "Proszę o wypisanie z listy.",
    ],
)
def test_nothing_more_sent_is_a_removal(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Send me nothing more than the quote, please.",
        "Schicken Sie mir nichts mehr außer dem Angebot.",
        "Stuur me niks meer dan de offerte.",
        "Stuur me maar niks meer over de webinar, wel de offerte.",
        "Schicken Sie mir nichts mehr zu dem Webinar, aber gern das Angebot.",
        "Send me nothing further about the webinar, the pricing is what I need.",
        "Senden Sie mir keine weiteren Informationen zu Produkt B zu, nur zu A.",
    ],
)
def test_nothing_more_but_one_thing_is_no_removal(body):
    assert reading(body) != "unsubscribe"
