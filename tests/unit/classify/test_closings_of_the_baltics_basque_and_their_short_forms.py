"""Closings in more languages outside the seven end the own text (heldout_bu): Estonian ("Lugupidamisega",
"Parimate soovidega", "Tervitades"), Latvian ("Ar cieņu", "Ar labākajiem novēlējumiem"), Lithuanian
("Pagarbiai", "Su pagarba", "Geriausi linkėjimai"), Basque ("Ondo izan", "Adeitasunez"), Icelandic
("Kveðja"), the short Slovenian "Lp," and Finnish "t." before a name on the same line, and a Vietnamese
thanks with the one thanked ("Cảm ơn anh.") as the last line. A thanks alone is still an answer, and a
sentence that only begins with one of these words stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("text", "closing"),
    [
        ("Tere,\n\npalun saatke pakkumine.", "Lugupidamisega\nKadri Tamm\nTallinna Trükk OÜ"),
        ("Tere,\n\npalun saatke pakkumine.", "Parimate soovidega,\nKadri Tamm"),
        ("Tere,\n\npalun saatke pakkumine.", "Tervitades\nKadri"),
        ("Labdien,\n\nšobrīd neko nemainām.", "Ar cieņu,\nLīga Ozola\nSIA Daugava Dizains"),
        ("Labdien,\n\nšobrīd neko nemainām.", "Ar labākajiem novēlējumiem,\nLīga Ozola"),
        ("Laba diena,\n\nkreipkitės į kolegę.", "Pagarbiai\nTomas Kazlauskas\nUAB „Baldai Vilnius“"),
        ("Laba diena,\n\nkreipkitės į kolegę.", "Su pagarba,\nTomas Kazlauskas"),
        ("Laba diena,\n\nkreipkitės į kolegę.", "Geriausi linkėjimai,\nTomas"),
        ("Kaixo Jordan,\n\nez zaigu interesatzen.", "Ondo izan,\nAne"),
        ("Kaixo Jordan,\n\nez zaigu interesatzen.", "Adeitasunez,\nAne Etxeberria"),
        ("Halló,\n\nvið höfum ekki áhuga.", "Kveðja,\nJón Jónsson"),
        ("Pozdravljeni,\n\nne želim več prejemati vaših sporočil.", "Lp, Matej"),
        ("Hei,\n\nen halua enää näitä viestejä.", "t. Juha"),
        ("Hei,\n\nen halua enää näitä viestejä.", "Terv. Juha"),
    ],
)
def test_the_closing_and_the_name_end_the_own_text(text, closing):
    assert own_text(f"{text}\n\n{closing}\n") == text


def test_a_vietnamese_thanks_to_the_reader_closes_a_question():
    text = "Chào anh,\n\nbên anh là công ty nào vậy ạ?"
    assert own_text(f"{text}\n\nCảm ơn anh.\n") == text


@pytest.mark.parametrize(
    "body",
    [
        "Paldies!",
        "Ačiū!",
        "Cảm ơn anh.",
        "Pagarbiai dėkoju už pasiūlymą, bet šiuo metu jis mums netinka.",
        "Ondo izan da zure mezua, baina ez zaigu interesatzen.",
    ],
)
def test_a_thanks_alone_or_a_sentence_that_begins_alike_stays(body):
    assert own_text(body) == body
