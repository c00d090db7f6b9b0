"""A document noun that alone reads as interest ("devis", "présentation") is no request when the sender owns
it ("my address only appears on my quotes", "sur mes devis", heldout_ec; `interest.OWN_DOCUMENT_BEFORE`) or
when it is ours not yet read ("je n'ai pas encore pris le temps de lire votre présentation",
`interest.NOT_YET_READ_BEFORE`). Ours asked for stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Comment avez-vous trouvé mon adresse ? Je ne la mets que sur mes devis clients.",
        "Woher stammt meine Adresse? Sie steht nur auf meinen Angeboten an Kunden.",
        "¿Cómo tienen mi correo? Solo lo pongo en mis presupuestos.",
        "Je n'ai pas encore eu le temps de lire votre plaquette.",
        "Je n'ai pas encore pris le temps de parcourir votre documentation.",
    ],
)
def test_the_senders_papers_or_ours_not_yet_read_are_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Pouvez-vous m'envoyer un devis pour mon atelier ?",
        "J'attends votre devis pour ma boutique.",
        "Envoyez-moi votre présentation, je la lirai ce soir.",
    ],
)
def test_ours_asked_for_stays_interest(text):
    assert reading(text) == "interested"
