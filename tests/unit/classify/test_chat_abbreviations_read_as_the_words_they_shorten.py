"""The words a reply typed on a phone in a hurry shortens are read as the words themselves
(`chat_abbreviations.py`, heldout_bj: "nn ci interessa grazie cmq" is a no, "nn sn io la persona giusta" a
wrong person): each language's chat shortenings of not / no ("nn"), I am ("sn", "jsuis", "chui", "kben"),
anyway ("cmq"), please ("pfv", "xfa", "porfa", "stp", "svp"), maybe and you ("vllt", "vc"), and the French
elision typed without its apostrophe ("c est", "j ai", "m occupe"). A look-alike joined to another word
("Sn-Pb", "nnn", "q3"), or a Dutch "t is", stays as written.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.chat_abbreviations import spelled_out
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("nn ci interessa grazie cmq", "non ci interessa grazie comunque"),
        ("nn sn io la persona giusta", "non sono io la persona giusta"),
        ("nn merci", "non merci"),
        ("jsuis pas la bonne personne", "je suis pas la bonne personne"),
        ("chui pas dispo", "je suis pas dispo"),
        ("kben niet de juiste persoon", "ik ben niet de juiste persoon"),
        ("vllt naechste woche", "vielleicht naechste woche"),
        ("vc pode me ligar, pfv", "voce pode me ligar, por favor"),
        ("llamame xfa", "llamame por favor"),
        ("envoyez un devis svp", "envoyez un devis s'il vous plait"),
        ("je ne m occupe plus de ca, c est mme garnier", "je ne m'occupe plus de ca, c'est mme garnier"),
        ("j ai deja un outil, qu il faut garder", "j'ai deja un outil, qu'il faut garder"),
    ],
)
def test_a_chat_abbreviation_is_spelled_out(typed, meant):
    assert spelled_out(typed) == meant


@pytest.mark.parametrize(
    "text",
    [
        "sn-pb solder and nnn units",
        "the nn.2 model",
        "q3 works, cmq-2 is the part number",
        "t is goed zo, s avonds bel ik je",
        "vcs-1 and the svp-rack are ours",
    ],
)
def test_a_look_alike_joined_to_another_word_stays(text):
    assert spelled_out(text) == text


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("nn ci interessa grazie cmq", "not_interested"),
        ("nn mi interessa, grazie", "not_interested"),
        ("nn sn io la persona giusta, di queste cose si occupa il mio collega Ferri", "wrong_person"),
        ("nn sn io la persona giusta", "wrong_person"),
    ],
)
def test_the_reading_is_that_of_the_words_they_shorten(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("ci interessa, chiamatemi martedi", "interested"),
        ("sono io la persona giusta, chiamatemi martedi", "interested"),
    ],
)
def test_the_full_words_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
