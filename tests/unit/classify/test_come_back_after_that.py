"""Come back "after that", the time named before ("we're moving until May. After that you're welcome to come
back"), where the tables of `later` miss it: a later (`later_then.WRITE_THEN`, read with its time named
before). Never without a time named before ("send the brochure, after that ...").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Not for now. We're moving offices until May. After that you're welcome to come back.",
        "Voorlopig niet, we verhuizen in april. Daarna mag je altijd nog eens terugkomen.",
        "Per ora no: siamo in trasloco fino a maggio. Dopo può ricontattarmi.",
        "Por agora não, temos auditoria até ao verão. Depois pode voltar a contactar-me.",
    ],
)
def test_come_back_after_that_is_a_later(text):
    assert reading(text) == "not_now"


def test_no_time_before_is_no_later():
    assert reading("Stuur de brochure, daarna mag u altijd eens terugkomen met een offerte.") != "not_now"
