"""The organisation as the subject of "has no interest" ("o Agrupamento não tem interesse na solução
apresentada", "el colegio no tiene interés", "l'istituto non ha interesse", "la scuola non è
interessata") is no interest, as "the district has no interest", "die Schule hat kein Interesse" and
"de school heeft geen interesse" already were (heldout_x). Not knowing whether someone is interested,
then asking for the offer, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for reaching out, but the district has no interest in the solution you describe.",
        "Danke für die Nachricht, aber die Schule hat kein Interesse an der vorgestellten Lösung.",
        "Merci pour votre message, mais l'établissement n'a pas d'intérêt pour la solution présentée.",
        "Gracias por el contacto, pero el colegio no tiene interés en la solución presentada.",
        "Grazie per il contatto, ma l'istituto non ha interesse per la soluzione presentata.",
        "Grazie per il contatto, ma la scuola non è interessata alla piattaforma.",
        "Bedankt voor het bericht, maar de school heeft geen interesse in de oplossing.",
        "Agradeço o contacto, mas o Agrupamento não tem interesse na solução apresentada.",
        "Agradeço o contacto, mas a escola não está interessada na solução apresentada.",
    ],
)
def test_the_organisation_with_no_interest_is_no_interest(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não sei se a escola tem interesse, envie-me a proposta por favor.",
        "Non so se il preside è interessato, mi mandi il preventivo.",
        "No sé si el director tiene interés, envíeme la propuesta.",
    ],
)
def test_not_knowing_then_asking_stays_interest(text):
    assert rule_intent(text) == "interested"
