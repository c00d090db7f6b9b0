"""Our mail foretold to bounce ("mails aan hem komen binnenkort terug") is no come-back of the sender's
(`mail_bounced_back.BOUNCED_BACK`, passed over in `intent._leaning`). A person who comes back to us stays
a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kun je Jan uit de cc laten? Zijn account wordt opgeheven en mails aan hem komen binnenkort terug.",
        "Wil je Sanne uit de cc halen? De berichten aan haar komen straks gewoon terug.",
    ],
)
def test_mail_coming_back_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ik kom er in maart op terug.",
        "Mail me in het najaar nog eens terug.",
    ],
)
def test_a_person_coming_back_stays_a_later(text):
    assert reading(text) == "not_now"
