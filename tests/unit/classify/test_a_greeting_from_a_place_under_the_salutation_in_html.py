"""A greeting from a place right under the salutation opens the letter even when Outlook's HTML leaves
four blank lines around each paragraph (heldout_aq: "Dear Jordan,\\n\\n\\n\\n\\nGreetings from
Dubai.\\n\\n\\n\\n\\nThanks for your email. Kindly share your company profile ..."): the sentences under it
are the own text (`signoffs._place_opener`). Below a sentence of the sender's, over a name, or as the last
line, however far apart, it is still the closing it looks like.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

GAP = "\n\n\n\n\n"

OPENERS = [
    ("Dear Jordan,", "Greetings from Dubai.", "Kindly share your company profile and the commercial offer."),
    ("Hello Dana,", "Warm greetings from Lagos!", "Please send the proposal and your price for two sites."),
    ("Estimado Jordan:", "Saludos desde Bogotá.", "Nos interesa una demostración la semana que viene."),
    ("Sehr geehrter Herr Lee,", "Viele Grüße aus Wien.", "Wir hätten gerne eine Vorführung nächste Woche."),
    (
        "Bonjour Jordan,",
        "Salutations de Lyon.",
        "Nous aimerions voir une démonstration la semaine prochaine.",
    ),
    ("Gentile Jordan,", "Saluti da Catania.", "Vi scrivo per chiedere un preventivo per due sedi."),
    ("Beste Jordan,", "Groeten uit Gent.", "Wij willen graag volgende week een demo zien."),
    ("Olá Jordan,", "Abraços de Lisboa.", "Gostaríamos de ver uma demonstração na próxima semana."),
]


@pytest.mark.parametrize(("salutation", "opener", "sentence"), OPENERS)
def test_a_greeting_from_a_place_under_the_salutation_opens_an_html_letter(salutation, opener, sentence):
    body = f"{salutation}{GAP}{opener}{GAP}{sentence}{GAP}Best Regards,\n\nMohammed Al Mansoori\n"
    assert own_text(body) == f"{salutation}\n\n{opener}\n\n{sentence}"


@pytest.mark.parametrize(
    ("body", "own"),
    [
        # below a sentence of the sender's it is the closing
        (
            f"Dear Jordan,{GAP}Please send the brochure.{GAP}Greetings from Dubai.{GAP}Sent from the road, "
            "forgive the brevity.",
            "Dear Jordan,\n\nPlease send the brochure.",
        ),
        # the last line under the salutation: nothing of theirs follows
        (f"Dear Jordan,{GAP}Greetings from Dubai.{GAP}", "Dear Jordan,"),
        # over a name: the closing and its signature
        (f"Dear Jordan,{GAP}Greetings from Dubai,{GAP}Mohammed Al Mansoori", "Dear Jordan,"),
    ],
)
def test_a_greeting_from_a_place_elsewhere_is_still_a_closing(body, own):
    assert own_text(body) == own
