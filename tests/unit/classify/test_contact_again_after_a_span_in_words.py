"""Contact asked again after a span said in words ("over een half jaar", "tra sei mesi", "daqui a seis
meses") is a firm later that outweighs the interest beside it (`later.LATER_FIRM`; heldout_cq: "sounds
interesting, but we've just brought in a new package, get in touch again in half a year"), in Dutch, Italian
and Portuguese. A span alone, not a contact asked, stays as it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Klinkt goed, maar we zitten midden in een verhuizing. Neem over een half jaar gerust weer contact"
        " op.",
        "Interessant, maar neem over zes maanden nog eens contact met ons op.",
        "Neem over een paar maanden gerust contact op.",
        "Sembra utile, ma stiamo cambiando gestionale. Ci ricontatti tra sei mesi.",
        "Interessante, mi scriva fra qualche mese.",
        "Parece útil, mas estamos a mudar de sistema. Volte a contactar-nos daqui a seis meses.",
        "Interessante! Contacte-me dentro de alguns meses.",
    ],
)
def test_contact_after_a_span_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a span alone, the interest now
        "Sembra interessante, la fiera è tra sei mesi, mi mandi pure il listino.",
        "Neem contact op, het klinkt interessant.",
    ],
)
def test_no_contact_after_a_span(text):
    assert reading(text) != "not_now"
