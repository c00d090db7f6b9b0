"""A decision reached after careful review, in the formal words an assistant drafts ("Nach sorgfältiger
Prüfung sind wir zu dem Ergebnis gekommen, dass Acme derzeit nicht zu unseren Anforderungen passt"): the
"derzeit", "at this time" in it is the decision's politeness, so it is a no, not a later, in every rule
language; unless a time is named, and never for a review only promised."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "After careful consideration, this is not the right moment for us.",
        "Having carefully reviewed your proposal, it is not a priority for us right now.",
        "Nach sorgfältiger Prüfung sind wir zu dem Ergebnis gekommen, dass Acme derzeit nicht zu unseren "
        "Anforderungen passt.",
        "Après mûre réflexion, ce n'est pas le moment pour nous.",
        "Tras analizarlo detenidamente, por ahora no es para nosotros.",
        "Dopo un'attenta valutazione, al momento non abbiamo questa esigenza.",
        "Na zorgvuldige overweging is het op dit moment niet aan de orde.",
        "Após análise cuidadosa, neste momento não temos essa necessidade.",
    ],
)
def test_a_soft_later_after_careful_review_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "After careful review, not right now, but please reach out again in March.",  # a time named
        "Nach sorgfältiger Prüfung derzeit nicht, gerne wieder im Herbst.",
        "We will carefully review it; not right now though.",  # the review only promised
        "Wir werden das sorgfältig prüfen, derzeit nicht.",
        "Not right now.",  # no review at all
        "Dopo un'attenta valutazione vorremmo una demo la prossima settimana.",  # a yes after the review
    ],
)
def test_a_named_time_a_promised_review_or_a_yes_is_no_such_no(text):
    assert rule_intent(text) != "not_interested"
