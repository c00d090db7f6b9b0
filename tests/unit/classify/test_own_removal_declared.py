"""The sender's own removal declared in the present is a removal in German, Spanish and Dutch as it was in
the other rule languages (`unsubscribe.UNSUBSCRIBE`; old errors the thirteenth review of 2026-12-06 listed:
"Als Kunden melden wir uns hiermit von Ihrem Newsletter ab", "Como clientes nos damos de baja de todos sus
envíos", "Als klanten melden wij ons af voor uw nieuwsbrief" read as nothing). Our list or mail is named, or
German "hiermit"; never a list of something else, a condition, or a leave.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich melde mich hiermit von Ihrem Newsletter ab.",
        "Als Kunden melden wir uns hiermit von Ihrem Newsletter ab.",
        "Ich melde mich hiermit ab.",
        "Me doy de baja de sus envíos.",
        "Como clientes nos damos de baja de todos sus envíos.",
        "Ik meld me hierbij af voor uw nieuwsbrief.",
        "Als klanten melden wij ons af voor uw nieuwsbrief.",
    ],
)
def test_the_senders_own_removal_declared_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ich melde mich von der Liste für den Workshop ab.",
        "Ich melde mich morgen ab, dann bin ich im Urlaub.",
        "Si me doy de baja de su lista, ¿pierdo los descuentos?",
        "Me doy de baja en el gimnasio mañana.",
        "Viele Leser melden sich nach jeder Ausgabe ab.",
        "Cada vez que enviamos el boletín se nos da de baja un montón de gente.",
    ],
)
def test_a_list_of_something_else_a_condition_or_others_is_no_removal(text):
    assert reading(text) != "unsubscribe"
