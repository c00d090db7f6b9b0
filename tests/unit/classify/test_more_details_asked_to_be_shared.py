"""More details asked to be shared or given, in a question with a modal, is interest in every rule language
(`details_shared_asked.DETAILS_SHARED_ASKED`; heldout_dk: "could you share more details of the tool, and how
it works with our CRM?" in Mexican Spanish). Never negated, never details of where the sender's address or
data came from.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "¿Nos podrían compartir más detalles sobre los planes?",
        "¿Podría pasarme más información del servicio?",
        "Pouvez-vous nous donner plus de précisions sur les tarifs ?",
        "Ci potreste fornire maggiori dettagli sul servizio?",
        "Vocês podem nos passar mais informações sobre os planos?",
        "Könnten Sie uns weitere Informationen zu den Paketen zukommen lassen?",
        "Zouden jullie wat meer informatie over de pakketten kunnen geven?",
    ],
)
def test_more_details_asked_to_be_shared_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the source of the address or the data
        "¿Nos podrían dar más detalles de dónde sacaron nuestros datos?",
        "Könnten Sie mir mehr Informationen geben, woher Sie meine Adresse haben?",
        # negated
        "No nos pueden compartir más detalles, así que lo dejamos.",
    ],
)
def test_details_of_the_source_or_refused_are_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        # our offer named, or nothing named
        "¿Me podría compartir más detalles de la herramienta?",
        "¿Me podría compartir más detalles?",
        "Pourriez-vous me donner plus de détails sur votre offre ?",
        "Potrebbe darmi maggiori informazioni sulla vostra piattaforma?",
        "Pode me passar mais informações sobre o produto?",
        "Kunt u mij meer informatie over de oplossing geven?",
    ],
)
def test_details_of_our_offer_or_unnamed_are_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # details of another matter: an invoice, a termination, a late payment, a delivery (review of
        # 2026-12-07)
        "¿Me puede dar más detalles de la factura que nos cobraron dos veces?",
        "Pourriez-vous me donner plus de précisions sur la résiliation de notre contrat ?",
        "Pode me passar mais informações sobre o boleto em atraso?",
        "Potrebbe darmi maggiori informazioni sul ritardo della consegna di ieri?",
        "Kunt u mij meer informatie over de dubbele factuur geven?",
    ],
)
def test_details_of_another_matter_are_no_interest(text):
    assert reading(text) != "interested"
