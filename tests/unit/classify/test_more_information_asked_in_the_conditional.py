"""More information asked with the modal in the conditional or the verb first is interest, in Dutch and
French (`interest.INTERESTED`; heldout_cx: a Dutch care group asked "would you be able to send me some more
information"), as the other rule languages' modals already are. Never a request to send no more.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Zou je me wat meer informatie kunnen mailen over de koppeling met ons ERP?",
        "Zouden jullie ons nadere details kunnen toesturen?",
        "Zoudt u mij extra documentatie willen sturen?",
        "Kunt u ons wat meer info sturen over de prijzen?",
        "Pourriez-vous nous envoyer quelques précisions sur le tarif ?",
        "Peux-tu m'envoyer plus d'infos sur l'intégration ?",
        "Könnten Sie uns weitere Informationen zum Ablauf schicken?",
        "Could you send us some more details on pricing?",
    ],
)
def test_more_information_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Zou u mij voortaan geen mails meer willen sturen?",
        "Pourriez-vous ne plus m'envoyer vos offres ?",
    ],
)
def test_no_more_mail_asked_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Gostávamos de conhecer a plataforma.",
        "Wir würden Ihre Plattform gerne einmal kennenlernen.",
        "Nous aimerions bien découvrir votre solution.",
        "Vorremmo vedere la vostra piattaforma.",
    ],
)
def test_the_product_wished_to_be_seen_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "J'aimerais voir d'où vous tenez mon adresse.",
        "Ich würde die Rechnung vom März gern sehen.",
    ],
)
def test_something_else_wished_to_be_seen_is_no_interest(text):
    assert reading(text) != "interested"
