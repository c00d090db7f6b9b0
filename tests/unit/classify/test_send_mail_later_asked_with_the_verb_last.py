"""A later asked as a mail at a named time with the verb last ("Kunt u me eind april nog een mailtje
sturen?", "Können Sie mir im Mai eine Mail schicken?") or a Dutch season with its article ("Stuur me in het
voorjaar maar een berichtje") is a later (`send_mail_later.SEND_MAIL_LATER`; heldout_co's round). Never a
mail asked with the prices, never a thing of a month.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u me eind april nog een mailtje sturen?",
        "Wil je ons begin september een berichtje sturen? Dan is de drukte voorbij.",
        "Stuur me in het voorjaar van 2028 maar een berichtje.",
        "Stuur ons in de herfst nog eens een mail.",
        "Können Sie mir im Mai noch einmal eine Mail schicken?",
    ],
)
def test_a_mail_at_a_named_time_asked_with_the_verb_last_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    ["Kun je me een mailtje sturen met de prijzen?", "Kunt u mij het verslag van april sturen?"],
)
def test_a_mail_without_a_time_is_no_later(text):
    assert reading(text) != "not_now"
