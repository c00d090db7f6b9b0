"""Not the whole offer needed, only a part of it, beside a yes or a request ("pas besoin de la totale,
juste la facturation", heldout_cm): the "no need" is of the rest, no no (`whole_not_needed`), in every rule
language. Without the "just" or "only" of the part, "we don't need all that" stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sounds good. We don't need the whole suite, only the reminders. What would that cost?",
        "Ça nous intéresse. Nous n'avons pas besoin de tous les modules, uniquement les devis. Quel tarif ?",
        "Klingt gut. Wir brauchen aber nicht alles, nur das Mahnwesen. Was kostet das?",
        "Me interesa. No necesitamos todo, solo los presupuestos. ¿Cuánto cuesta?",
        "Mi interessa. Non ci serve tutto, solo i preventivi. Quanto costa?",
        "Klinkt goed. We hebben niet alles nodig, alleen de offertes. Wat kost dat?",
        "Interessa-me. Não precisamos de tudo, apenas os orçamentos. Quanto custa?",
    ],
)
def test_only_a_part_needed_is_no_no(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We don't need all that, thanks.",
        "Pas besoin de tout ça, merci.",
        "Wir brauchen das nicht, danke.",
        "No necesitamos nada de esto, gracias.",
    ],
)
def test_the_whole_not_needed_stays_a_no(text):
    assert rule_intent(text) == "not_interested"
