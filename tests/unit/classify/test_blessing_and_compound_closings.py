"""Blessings and religious closings ("God bless", "Blessings", "Dios le bendiga", "Gott segne Sie", "Que
Dieu vous bénisse", "Dio vi benedica", "Deus abençoe", "Shalom", "Salam") end the own text as any closing
formula does, alone or joined to a thanks ("Thank you and God bless", "Thanks again and God bless"); a
postscript after the signature stays. A sentence that blesses ("God bless you for asking, yes let's
talk.") and a thanks that goes on ("Thank you and see you Tuesday") stay the sender's words.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

EN = "Dear Sam,\n\nPlease send the proposal, our board meets on Friday."


@pytest.mark.parametrize(
    ("text", "closing"),
    [
        (EN, "God bless,"),
        (EN, "God bless you!"),
        (EN, "Blessings,"),
        (EN, "Many blessings,"),
        (EN, "Stay blessed."),
        (EN, "Thank you and God bless,"),
        (EN, "Thanks again and God bless!"),
        (EN, "Thank you and blessings,"),
        (EN, "Shalom,"),
        (EN, "Salam,"),
        ("Hola Sam,\n\nNo nos interesa por ahora.", "Dios le bendiga,"),
        ("Hola Sam,\n\nNo nos interesa por ahora.", "Gracias y Dios le bendiga."),
        ("Hola Sam,\n\nNo nos interesa por ahora.", "Bendiciones,"),
        ("Hallo Herr Kern,\n\nwir haben kein Interesse.", "Gott segne Sie"),
        ("Hallo Herr Kern,\n\nwir haben kein Interesse.", "Mit Segensgrüßen"),
        ("Bonjour,\n\nNous ne sommes pas intéressés.", "Que Dieu vous bénisse,"),
        ("Bonjour,\n\nNous ne sommes pas intéressés.", "Fraternellement,"),
        ("Buongiorno,\n\nnon siamo interessati.", "Dio vi benedica"),
        ("Buongiorno,\n\nnon siamo interessati.", "Pace e bene,"),
        ("Beste Sam,\n\nWij hebben geen interesse.", "God zegene u,"),
        ("Bom dia,\n\nNão temos interesse.", "Deus abençoe,"),
        ("Bom dia,\n\nNão temos interesse.", "Fique com Deus."),
    ],
)
@pytest.mark.parametrize("gap", ["\n\n", "\n"])
def test_a_blessing_is_a_closing(text, closing, gap):
    assert own_text(f"{text}{gap}{closing}\nMaria Santos\nParish Office\n") == text


def test_the_postscript_after_a_blessing_and_its_signature_stays():
    body = (
        "Dear Sam,\n\nWe are a small parish, we won't be needing this, thank you all the same.\n\n"
        "God bless,\nFr Anthony Murphy\nParish Priest, St Brigid's\n\n"
        "P.S. Our roof appeal is on the parish website!\n"
    )
    assert own_text(body) == (
        "Dear Sam,\n\nWe are a small parish, we won't be needing this, thank you all the same.\n\n"
        "P.S. Our roof appeal is on the parish website!"
    )


@pytest.mark.parametrize(
    "body",
    [
        "God bless you for asking, yes let's talk.",
        "Hi Sam,\n\nGod bless you for asking, yes let's talk.\nTuesday works for me.",
        "Hi Sam,\n\nThe call is fine.\nThank you and see you Tuesday",
        "Hi Sam,\n\nThe call is fine.\nThanks again and see you at the fair",
        "Hi Sam,\n\nOur blessings are many this year, but budget is not one of them.",
        "Hi Sam,\n\nDios le bendiga por su paciencia, le llamo el lunes.",
    ],
)
def test_a_sentence_that_blesses_or_thanks_stays(body):
    assert own_text(body) == body
