"""Old removal errors the review of 2026-12-06, fifth, listed (wrong before the rounds of heldout_bm to
heldout_br and after them), fixed as families afterwards: the sender named beside someone else ("Remove my
colleague and me from your list"), someone's removal and the sender's too ("... and so do I"), a removal after
a reason set off by dashes ("No more invoices please - we're not customers - and remove me"), Dutch
"voortaan", a condition about our mail with "these emails are automated", Portuguese "não ser mais
contactado"; and the false removals a time limit makes ("Ich möchte bis Ende März nicht mehr kontaktiert
werden", "Preferiría no recibir más correos hasta febrero": laters), never "until further notice".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Remove my colleague and me from your list.",
        "Please take Anna and me off your mailing list.",
        "My colleague asked to be removed and so do I.",
        "Did I get removed? Good. Also remove my colleague and me from everything.",
        "No more invoices please - we're not customers - and remove me from your mailing list.",
        "Stuur me voortaan geen mails meer.",
        "If these emails are automated, please stop them.",
        "Preferia não ser mais contactado.",
        "Bitte schicken Sie mir bis auf Weiteres keine Mails mehr.",
        "Please remove me from your list until further notice.",
        "I would like to be removed from your list before the next newsletter.",
        "Ich möchte ab sofort nicht mehr kontaktiert werden.",
    ],
)
def test_the_removal_is_read(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Ich möchte bis Ende März nicht mehr kontaktiert werden.",
        "Je préférerais ne plus être contacté avant septembre.",
        "Preferiría no recibir más correos hasta febrero.",
        "Remove my colleague and keep me on the list.",
        "If these emails are automated, please don't stop them, they're useful.",
        "Please don't - I repeat - don't remove me.",
    ],
)
def test_a_time_limit_someone_else_or_a_refusal_is_no_removal(body):
    assert reading(body) != "unsubscribe"
