"""A request for something to read with a softener between the verb and the object is interest, in every
rule language (`material_asked.MATERIAL_ASKED`; heldout_cr, a "pure" after the informal imperative): "send
me over something short", "schick mir ruhig etwas zum Lesen", "mandami pure qualcosa da leggere", "stuur me
gerust iets om te lezen", "me manda aí algo para ler". Never something the sender sends us.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Send us over something brief, the partners meet on Monday.",
        "Schicken Sie mir gerne etwas Kurzes, ich lese es im Zug.",
        "Schick uns doch was Schriftliches, dann sehen wir weiter.",
        "Mándame si quieres algo breve para leer el lunes.",
        "Mi mandi pure qualcosa di sintetico, lo giro al titolare.",
        "Inviatemi intanto qualcosa per iscritto, poi vi richiamo io.",
        "Stuur ons maar iets beknopts, dan kijken we ernaar.",
        "Me mande então algo curto, que eu leio no fim de semana.",
    ],
)
def test_something_to_read_asked_with_a_softener_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # something the sender sends us
        "Ti mando pure qualcosa da leggere sul nostro progetto di ristrutturazione.",
        "Ich schicke Ihnen gern etwas zum Lesen über unseren Verein.",
    ],
)
def test_something_the_sender_sends_is_not_asked(text):
    assert reading(text) != "interested"
