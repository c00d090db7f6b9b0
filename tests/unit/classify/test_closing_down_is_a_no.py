"""The sender's business closing, sold or the sender retiring with it is a no for good, whatever month it
names, in every rule language; a deal or a month closed is none."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(text, sender="bernard@hollis.example", ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm 67 and closing the shop at the end of March, so there's really no point I'm afraid.",
        "We're closing down in January, sorry.",
        "I'm retiring and selling the business next year.",
        "Wir schließen den Laden Ende März, es lohnt sich nicht mehr.",
        "Ich gehe im Frühjahr in den Ruhestand.",
        "Nous fermons la boutique en mars, inutile d'insister.",
        "Cerramos el negocio en marzo, no tiene sentido.",
        "Chiudo il negozio a marzo, non ha senso.",
        "We sluiten de zaak in maart.",
        "Vamos fechar a loja em março.",
    ],
)
def test_closing_the_business_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're closing the deal with you next week, send the contract.",
        "Closing the month in four days is what we need. Can we talk Tuesday?",
        "Chiudiamo il trimestre a marzo, mi ricontatti ad aprile.",
    ],
)
def test_a_deal_or_a_month_closed_is_no_no(text: str) -> None:
    assert _intent(text) != "not_interested"


def test_a_retirement_with_a_successor_stays_wrong_person() -> None:
    text = "I'm retiring at Christmas, my successor Anna takes over, anna@hollis.example."
    assert _intent(text) == "wrong_person"
