"""A closing of one greeting from a place ("Gruß aus der Backstube", "Grüße aus dem Allgäu", "Saludos
desde Oaxaca", "Greetings from the Hawke's Bay") over the sender's name ends the own text, as
"Grüße aus Berlin" did; "Greetings from Lisbon! Thanks for ..." over the sender's sentences still opens
the letter. Māori closings ("Ngā mihi", "Ngā mihi nui", "Nāku noa, nā", "Noho ora mai", "Mauri ora")
and "Cheers mate" close a New Zealand letter; "Kia ora" opening it stays.

Every sentence here is written for these tests (heldout_x's first run)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

KEPT = "Hallo Dana,\n\ndanke, aber das brauchen wir nicht."


@pytest.mark.parametrize(
    "closing",
    [
        "Gruß aus der Backstube",
        "Gruß vom Bodensee",
        "Grüße aus dem Allgäu",
        "Saludos desde Oaxaca",
        "Greetings from the Hawke's Bay",
        "Saluti dalla Valtellina",
    ],
)
@pytest.mark.parametrize("below", ["Jürgen Brotzeller", "Jürgen Brotzeller\nBäckerei Brotzeller", ""])
def test_a_greeting_from_a_place_closes_over_a_name(closing, below):
    body = f"{KEPT}\n\n{closing}\n{below}\n"
    assert own_text(body) == KEPT


def test_a_greeting_from_a_place_over_sentences_still_opens_the_letter():
    body = "Hi Dana,\n\nGreetings from Lisbon! Thanks for the note, please send the pricing.\n\nBest,\nAna\n"
    assert (
        own_text(body) == "Hi Dana,\n\nGreetings from Lisbon! Thanks for the note, please send the pricing."
    )


def test_gruss_inside_a_sentence_is_kept():
    body = "Hallo Dana,\n\nGruß aus der Backstube ist unser Newsletter, schicken Sie mir Preise.\n\nJürgen\n"
    assert (
        own_text(body)
        == "Hallo Dana,\n\nGruß aus der Backstube ist unser Newsletter, schicken Sie mir Preise."
    )


NZ = "Kia ora Dana,\n\nFlick me an email after February and I'll put it on the agenda."


@pytest.mark.parametrize(
    "closing",
    ["Ngā mihi,", "Nga mihi", "Ngā mihi nui,", "Nāku noa, nā", "Noho ora mai", "Mauri ora", "Cheers mate,"],
)
def test_maori_closings_end_the_own_text(closing):
    card = "Tui Harrington\nOffice Manager\nKaweka Growers Co-operative Ltd\nPh 06 555 0142"
    body = f"{NZ}\n\n{closing}\n{card}\n"
    assert own_text(body) == NZ


def test_kia_ora_opening_and_a_sentence_with_nga_mihi_stay():
    body = "Kia ora Dana,\n\nNgā mihi for the note, send me the pricing please.\n\nTui\n"
    assert own_text(body) == "Kia ora Dana,\n\nNgā mihi for the note, send me the pricing please."
