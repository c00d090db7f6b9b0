"""The sender's own newsletter named as what the sender sends ("wij versturen zelf elke maand een
nieuwsbrief"), then the reader told that leaving it is always possible ("je kunt je altijd met één klik
weer afmelden", `removal_reader_invited.LEAVE_OFFERED`, heldout_dc), is our leaving theirs: no removal.
A removal that names the sender ("you can unsubscribe me") stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Leuk! Wij versturen zelf elke maand een nieuwsbrief met tips. Je kunt je altijd weer afmelden.",
        "We send out a monthly newsletter ourselves, have a look. You can unsubscribe at any time.",
        "Wir verschicken jeden Monat einen Newsletter, schauen Sie mal rein. Sie können sich jederzeit"
        " abmelden.",
        "Nous envoyons chaque mois une newsletter. Vous pouvez vous désabonner à tout moment.",
        "Inviamo ogni mese una newsletter con consigli. Puoi disiscriverti quando vuoi.",
        "Enviamos todo mês uma newsletter com dicas. Pode cancelar a inscrição a qualquer momento.",
    ],
)
def test_leaving_their_newsletter_offered_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We send out a monthly newsletter too. Anyway, you can unsubscribe me from yours.",
        "Wij versturen ook een nieuwsbrief. Maar meld mij af voor de uwe.",
        "Wij versturen ook een nieuwsbrief. Kunt u mij afmelden?",
    ],
)
def test_the_senders_own_removal_stays(text):
    assert reading(text) == "unsubscribe"
