"""A closing shortened with a full stop instead of its comma, and the name after it on one line, ends the
sender's own text, a company line under it or not (heldout_bq: "... Ik ga geen abbonement nemen op
zoiets.\n\nGr. Henk Mulder\nMulder Tuinmachines"); so does a closing typed in small letters over such a
company line ("gr Henk Mulder\nMulder Tuinmachines"). A title before the name ("Dr."), a sentence after
the closing word or a time after it stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Wij doen al jaren zaken met de telefoon en een agenda. Ik ga geen abonnement nemen op zoiets."


@pytest.mark.parametrize(
    "closing",
    [
        "Gr. Henk Mulder",
        "Gr. Henk Mulder\nMulder Tuinmachines",
        "Mvg. Jan de Vries\nDe Vries Installatietechniek",
        "gr Henk Mulder\nMulder Tuinmachines",
        "Saluti. Marco Rossi\nRossi Serramenti",
        "Cdt. Olivier Martin\nMartin Menuiserie",
        "Sds. Ana Torres\nTorres Reformas",
        "Thanks. Tom Baker\nBaker Joinery",
    ],
)
def test_a_shortened_closing_and_the_name_end_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\n") == BODY


@pytest.mark.parametrize(
    "last",
    [
        "Bedankt. Ik bel morgen even",
        "Gr. 14u",
        "Grazie. Ci sentiamo a gennaio",
    ],
)
def test_a_closing_word_and_a_sentence_after_the_stop_stay(last):
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"
