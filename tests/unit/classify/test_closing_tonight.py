"""The shop shut at the end of the day, said as when the sender will look, is no closing down
(`closing_day.CLOSING_TONIGHT`, heldout_dd); a closing for good or at a month still is.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Send me the price list, tonight I close the shop and have a look.",
        "Heute Abend schließe ich den Laden, dann schaue ich es mir an. Schicken Sie mir die Preise.",
        "Ce soir je ferme la boutique et je regarde ça, envoyez-moi les tarifs.",
        "Esta noche cierro la tienda y lo miro con calma, mándame los precios.",
        "Mandami i prezzi, stasera chiudo la bottega e ci guardo.",
        "Vanavond sluit ik de winkel en kijk ik ernaar, stuur me de prijzen.",
        "Hoje à noite fecho a loja e dou uma olhada, mande os preços.",
    ],
)
def test_shop_shut_tonight_is_no_closing_down(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Chiudo il negozio a fine marzo, quindi non ha senso.",
        "We're closing the shop at the end of March, so no point.",
        "Stasera chiudo il negozio per sempre, grazie lo stesso.",
        "Wir schließen den Laden Ende März.",
    ],
)
def test_closing_for_good_stays_a_no(text):
    assert reading(text) == "not_interested"
