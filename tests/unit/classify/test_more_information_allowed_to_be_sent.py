"""More information allowed to be sent, with the modal (`interest.INTERESTED`; heldout_cl: a one-line yes
from a phone): interested, in every rule language. Never negated.

Every sentence here is written for these tests, but those marked as the review of 2026-12-07's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pode mandar mais detalhes para o meu email pessoal.",
        "Podem enviar-me mais informações, por favor.",
        "Vous pouvez m'envoyer plus d'informations sur les tarifs.",
        "Può mandarmi maggiori informazioni sul modulo paghe.",
        "U kunt mij meer informatie over de koppeling sturen.",
        "You can send more details over to me.",
    ],
)
def test_more_information_allowed_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não pode enviar mais informações para este endereço.",
        "Vous ne pouvez pas m'envoyer plus d'informations ici.",
    ],
)
def test_negated_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07: a brochure or a catalogue asked for with a modal, as in English
        "Puoi mandarmi una brochure?",
        "Kunt u mij een brochure sturen?",
        # written for these tests
        "Können Sie mir eine Broschüre schicken?",
        "Könnten Sie uns Ihren Katalog zusenden?",
        "Pouvez-vous m'envoyer une brochure ?",
        "Peux-tu m'envoyer un catalogue ?",
        "¿Puede enviarme un folleto?",
        "¿Podrían enviarnos su documentación?",
        "Pode me enviar um folheto?",
        "Podes enviar-me uma brochura?",
        "Kunt u ons de brochure per post toesturen?",
        "Can you send me a brochure?",
    ],
)
def test_a_brochure_asked_for_with_a_modal_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # no more brochures asked for: never interest
        "Können Sie mir keine Broschüren mehr schicken?",
        "Kunt u mij geen brochures meer sturen?",
        "Pouvez-vous ne plus m'envoyer de brochures ?",
    ],
)
def test_no_more_brochures_asked_is_no_interest(text):
    assert reading(text) != "interested"
