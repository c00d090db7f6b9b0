"""The sender's business taken out of our database (heldout_bh: "Please remove this practice and my details
from your database and confirm when done ... This is a request under GDPR"): a removal, alone or with my
details, whatever else the reply asks (where the address came from), in every rule language. The sender's
own act ("We removed the old practice from our database"), a negated wish ("don't remove our practice"),
a business added, and an address off an invoice are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Please remove this practice and my details from your database and confirm when done. I'd also like "
        "to know where you got this address from. This is a request under GDPR.",
        "Delete our salon from your records, please.",
        "Bitte entfernen Sie unsere Praxis und meine Daten aus Ihrer Datenbank.",
        "Merci de supprimer notre cabinet et mes coordonnées de votre base de données.",
        "Por favor, eliminen nuestra clínica y mis datos de su base de datos, según el RGPD.",
        "Vi prego di cancellare il nostro studio e i miei dati dal vostro database.",
        "Verwijder onze praktijk en mijn gegevens uit uw bestand, graag.",
        "Wij verzoeken u onze praktijk uit uw bestand te verwijderen.",
        "Por favor removam a nossa clínica e os meus dados da vossa base de dados.",
    ],
)
def test_the_business_out_of_the_database_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Please don't remove our practice from your database, we like the newsletter.",
        "We removed the old practice from our database last year. Happy to chat.",
        "Please add our second practice to your database and send me a quote.",
        "Can you remove the practice address from the invoice and resend it?",
        "Bitte entfernen Sie unsere Praxis nicht aus Ihrem Verteiler.",
    ],
)
def test_no_removal_of_ours_asked_is_none(body: str) -> None:
    assert reading(body) != "unsubscribe"
