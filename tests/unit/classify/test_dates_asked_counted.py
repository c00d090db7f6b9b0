"""Two or three dates asked of us, counted or to be proposed, are interest in every rule language
(`meeting_asked_casually.MEETING_ASKED_CASUALLY`; heldout_ck: a long formal reply whose last paragraph asks
"send me two or three dates"). Never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ci siamo confrontati in ufficio. Mi indichi due o tre date per inizio mese e ci organizziamo.",
        "Mi proponga pure qualche data, coinvolgo anche il socio.",
        "Proposez-moi deux ou trois créneaux pour la semaine d'après.",
        "Propóngame un par de fechas y lo vemos con el equipo.",
        "Schlagen Sie mir zwei oder drei Termine vor, dann stimme ich mich intern ab.",
        "Stel me gerust twee of drie tijden voor.",
        "Proponha-me duas ou três datas e eu organizo com a equipa.",
    ],
)
def test_dates_asked_are_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non mi mandi date, per favore: non siamo interessati.",
        "Please don't send me any dates, we're not interested.",
    ],
)
def test_dates_refused_are_no_interest(text):
    assert reading(text) != "interested"
