"""A reply that says this (or a competing tool) will not be bought, or that the sender works for a
competitor, is a no whatever else it says, in every rule language (heldout_az: "I'm in sales too so I'll be
honest with you instead of ghosting: we're not going to buy this", "Heads up that I work at Forecastly, so
we won't be buying a competing forecasting tool"), `wont_buy.py`. Never bounded by a time or a condition,
never a competitor asked about, denied, or someone else's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "I'm in sales too so I'll be honest with you instead of ghosting: we're not going to buy this. "
        "We rolled out a forecasting module in the summer.\n\nGood luck hitting your number this quarter",
        "Heads up that I work at Forecastly, so we won't be buying a competing forecasting tool :)",
        "Ich bin selbst im Vertrieb, also ehrlich: das werden wir nicht kaufen.",
        "Je suis aussi dans la vente, alors je serai franc : nous n'allons pas l'acheter.",
        "Yo también estoy en ventas, así que seré sincero: no lo vamos a comprar.",
        "Lavoro anch'io nelle vendite, quindi sarò onesto: non lo compreremo.",
        "Ik zit zelf ook in sales, dus eerlijk gezegd: dit gaan we niet kopen.",
        "Também trabalho em vendas, por isso vou ser sincero: não vamos comprar isso.",
    ],
)
def test_this_not_to_be_bought_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "FYI I work for a direct competitor, so this one isn't going anywhere. Nice sequence though.",
        "Wir sind ein direkter Wettbewerber von euch, das wird also nichts.",
        "Nous sommes un concurrent direct, donc ça n'ira pas plus loin.",
        "Somos competencia directa, así que esto no va a ningún lado.",
        "Lavoro per un concorrente, quindi non se ne fa niente.",
        "Wij zijn concurrenten, dus dit gaat niks worden.",
        "Somos concorrentes diretos, então isso não vai acontecer.",
    ],
)
def test_a_sender_at_a_competitor_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    ("body", "want"),
    [
        ("We're not going to buy this until Q3, when the new budget opens.", "not_now"),
        ("We won't buy it without a trial. Can you set one up for next week?", "interested"),
        ("Are we competitors? Either way, send me the deck.", "interested"),
        ("We're not competitors, so send me the deck.", "interested"),
        ("Our competitor uses you. Can we get a demo?", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(body: str, want: str) -> None:
    assert reading(body) == want
