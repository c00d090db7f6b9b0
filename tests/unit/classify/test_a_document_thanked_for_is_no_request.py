"""A document thanked for is one already received (heldout_af: "Merci pour votre message et pour la
documentation. Je vous souhaite de belles fêtes"), in every rule language (`intent_rules/thanked_for.py`):
the bare noun ("documentation", "Unterlagen", "plaquette", "propuesta") in the clause of a thanks for it
is no request, and a reply of thanks and wishes reads `other`. A request after a comma, a "but" or a new
sentence still reads as interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Merci pour votre message et pour la documentation. Belles fêtes à toute l'équipe !",
        "Merci beaucoup pour la plaquette et la présentation.",
        "Vielen Dank für die Unterlagen, frohe Weihnachten.",
        "Herzlichen Dank für das Angebot und schöne Feiertage.",
        "Thanks for the message and the documentation, happy holidays.",
        "Muchas gracias por la propuesta y felices fiestas.",
        "Gracias por la información y por la presentación.",
        "Grazie per la documentazione, buone feste.",
        "Bedankt voor de documentatie en fijne feestdagen.",
        "Obrigado pela apresentação e boas festas.",
    ],
)
def test_a_document_thanked_for_is_no_request(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Merci pour votre message, envoyez-moi la documentation.",
        "Merci pour votre message. La documentation m'intéresse.",
        "Merci pour votre message mais la documentation svp.",
        "Thanks for the message, documentation please.",
        "Vielen Dank für Ihre Nachricht. Bitte schicken Sie mir die Unterlagen.",
        "Gracias por su correo, envíeme la propuesta.",
    ],
)
def test_a_request_beside_the_thanks_is_interest(text):
    assert rule_intent(text) == "interested"
