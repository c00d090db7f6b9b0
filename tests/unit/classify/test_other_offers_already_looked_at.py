"""Other offers already looked at ("we've already looked at a couple of tools, none convinced us") are no "we
already have one": the perfect of looking around is no supplier in place, so a request after it reads as
interest (`interest.NOT_INTERESTED`, heldout_cr: "abbiamo già visto un paio di soluzioni", then a proposal
asked for). In Italian, French, German and Dutch, where "we already have" is the auxiliary of the perfect.
"We already have one" stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Abbiamo già valutato tre programmi diversi senza trovare quello giusto. Ci mandi un preventivo"
        " per cinque postazioni e lo guardiamo volentieri.",
        "Nous avons déjà examiné plusieurs logiciels sans être convaincus. Envoyez-nous un devis pour"
        " cinq postes, nous le regarderons volontiers.",
        "Wir haben bereits drei Anbieter miteinander verglichen, überzeugt hat uns keiner. Schicken Sie uns"
        " gerne ein Angebot für fünf Plätze.",
        "We hebben al twee pakketten grondig bestudeerd, maar die vielen tegen. Stuur ons graag een offerte"
        " voor vijf plekken.",
    ],
)
def test_other_offers_looked_at_then_a_request_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Abbiamo già un fornitore per questo, grazie.",
        "Nous avons déjà une solution en place.",
        "Wir haben bereits ein System, das wir uns genau angesehen haben.",
        "We hebben al een pakket dat prima werkt.",
    ],
)
def test_we_already_have_one_stays_a_no(text):
    assert reading(text) == "not_interested"
