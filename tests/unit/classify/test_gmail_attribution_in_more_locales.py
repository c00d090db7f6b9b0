"""Gmail's attribution line in more of its locales ends the own text (heldout_bu: Basque "al., 2026(e)ko
abe. 7(a) 09:14 (Jordan Lee <jordan@acme.test>) erabiltzaileak hau idatzi du:" leaked the quote header into
the own text): Basque, Icelandic ("skrifaði"), Welsh ("ysgrifennodd"), Albanian ("shkroi"), Macedonian
("напиша"), with the quote under it never read as the sender's. A sentence of the sender's that uses the
verb ("Idatzi duzu lehenago ...") stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

QUOTE = "> Hi Ane,\n>\n> Would a 20-minute call next week be useful?\n"


@pytest.mark.parametrize(
    ("text", "attribution"),
    [
        (
            "Eskerrik asko, baina oraingoz ez zaigu interesatzen.",
            "al., 2026(e)ko abe. 7(a) 09:14 (Jordan Lee <jordan@acme.test>) erabiltzaileak hau idatzi du:",
        ),
        (
            "Takk, en við höfum ekki áhuga.",
            "mán. 7. des. 2026 kl. 09:14 skrifaði Jordan Lee <jordan@acme.test>:",
        ),
        (
            "Diolch, ond does dim diddordeb gennym.",
            "Ar Llun, 7 Rhag 2026 am 09:14, ysgrifennodd Jordan Lee <jordan@acme.test>:",
        ),
        (
            "Faleminderit, por nuk jemi të interesuar.",
            "Jordan Lee <jordan@acme.test> shkroi më 7 dhjetor 2026:",
        ),
        (
            "Благодарам, но не сме заинтересирани.",
            "пон., 7 дек. 2026 во 09:14 Jordan Lee <jordan@acme.test> напиша:",
        ),
    ],
)
def test_the_attribution_and_its_quote_end_the_own_text(text, attribution):
    assert own_text(f"{text}\n\n{attribution}\n\n{QUOTE}") == text


def test_the_verb_in_a_sentence_of_the_senders_stays():
    body = "Idatzi duzu lehenago ere, baina ez zaigu interesatzen."
    assert own_text(body) == body
