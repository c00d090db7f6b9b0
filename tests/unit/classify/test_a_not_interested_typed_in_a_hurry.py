"""A "not interested" typed in a hurry, its key word misspelt (heldout_as: "thx but were all set with our
current vendor. not intrested"), in every rule language (`intent_rules/not_interested_typed.py`): not
interested. The misspelt word without its negation, a negation of something else, a question or a request
after "but" keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "thx but were all set with our current vendor. not intrested",
        "not intersted sorry",
        "im not really interseted in this",
        "NOT INTRESTED",
        "no intrest on our side",
        "danke kein intresse",
        "wir sind nicht intressiert",
        "kein Interese, danke",
        "merci mais pas interesé",
        "pas intressés du tout",
        "gracias no me intresa",
        "no estamos intresados",
        "sin intres la verdad",
        "grazie non mi interesa",
        "non siamo interesati",
        "nessun intresse grazie",
        "geen intresse",
        "niet geintresseerd sorry",
        "obrigado mas sem intresse",
        "nao temos intresse",
        "nao estamos intressados",
    ],
)
def test_a_misspelt_not_interested_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("very intrested, can you send me the deck?", "interested"),
        ("not intrested in the webinar, but send me the pricing", "interested"),
        ("are you not intrested in a partnership?", "other"),
        ("not only intrested in the price, what about support?", "interested"),
        ("sind Sie nicht intressiert an einem Austausch?", "other"),
        ("mi interesa, mandame info", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        # settled as the sender is, or looking for nothing else (heldout_du)
        "We're fine as we are, thanks.",
        "Siamo a posto così, grazie.",
        "Estamos bien así, gracias.",
        "Nous sommes bien équipés, merci.",
        "Estamos bem assim, obrigado.",
        "No buscamos nada más, gracias.",
        "Wir suchen nichts anderes.",
        "Non stiamo cercando nient'altro per ora, grazie.",
    ],
)
def test_settled_or_looking_for_nothing_else_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non cerchiamo altro che un partner affidabile: ci mandate un listino?",
        "Tutto a posto, ci sentiamo martedì alle 10.",
    ],
)
def test_nothing_else_but_a_request_keeps_its_interest(text):
    assert rule_intent(text) == "interested"


def test_a_leaver_reported_then_settled_is_a_no():
    text = (
        "Ti scrivo perché la tua mail è arrivata anche a Gianni, che ha lasciato l'azienda a maggio. "
        "Per il resto siamo a posto così e non cerchiamo altro."
    )
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: settled for now, a try-again or a write-then at a year in figures
        # after it (`later_try_again.WHEN`, `later_then.TIME_NAMED`): a later, not a no
        "We're fine as we are for this year, try again in 2028.",
        "Wir suchen nichts anderes, zumindest nicht vor 2028. Melden Sie sich dann gern.",
        "Siamo a posto così per quest'anno, riprovate nel 2028.",
        "Nous sommes déjà équipés pour cette année, réessayez en 2028.",
        "Wir suchen nichts anderes. Versuchen Sie es 2028 nochmal.",
        "Estamos bem assim, tente novamente em 2028.",
        "We zoeken niets anders, probeer het in 2028 nog eens.",
        "We're fine as we are, nothing before 2028. Write to us then.",
    ],
)
def test_settled_with_a_later_year_to_try_again_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # ... never a past year only told ("we bought it in 2022"): still settled
        "We're fine as we are; we bought it in 2022, call me then if you like.",
        "Estamos bien así, lo compramos en 2021.",
        "We're fine as we are.",
    ],
)
def test_settled_with_a_past_year_stays_a_no(text):
    assert rule_intent(text) == "not_interested"
