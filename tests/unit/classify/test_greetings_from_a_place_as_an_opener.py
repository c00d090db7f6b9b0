"""A greeting from a place ("Greetings from Sundaram Textiles.", "Saludos desde Madrid.") with the
sender's sentences below it is how they open their letter, not their closing: the answer under it is
kept. As a sign-off line over a name or a card, or as the last line, it still ends the own text, and
the plain closings ("Greetings,", "Regards") are untouched.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

OPENERS = [
    ("Greetings from Sundaram Textiles.", "We would like to see a demo along with the commercials."),
    ("Warm greetings from Chennai!", "Kindly share two or three slots in the week of 14th December."),
    ("Saludos desde Madrid.", "Nos interesa una demostración la semana que viene, por favor."),
    ("Saluti da Catania.", "Vi scrivo per chiedere un preventivo per due sedi."),
    ("Viele Grüße aus Wien.", "Wir hätten gerne eine Vorführung in der nächsten Woche."),
    ("Mit freundlichen Grüßen aus Graz.", "Wir hätten gerne eine Vorführung in der nächsten Woche."),
    ("Salutations de Lyon.", "Nous aimerions voir une démonstration la semaine prochaine."),
    ("Groeten uit Gent.", "Wij willen graag volgende week een demo zien."),
    ("Abraços de Lisboa.", "Gostaríamos de ver uma demonstração na próxima semana."),
]


@pytest.mark.parametrize(("opener", "sentence"), OPENERS)
def test_a_greeting_from_a_place_over_sentences_opens_the_letter(opener, sentence):
    body = f"Dear Dana,\n\n{opener}\n\n{sentence}\n\nRegards,\nRachna Iyer\nExecutive Assistant\n"
    assert own_text(body) == f"Dear Dana,\n\n{opener}\n\n{sentence}"


def test_the_assistant_booking_a_demo_keeps_her_whole_request():
    body = (
        "Dear Dana,\n\nGreetings from Sundaram Textiles.\n\nI am writing on behalf of Mr. Vikram Sundaram, "
        "Director – Finance. He would like to see a demo of Acme.\n\nKindly share two or three slots.\n\n"
        "Thanks & Regards,\nRachna Iyer\nExecutive Assistant to Director – Finance\n"
        "Sundaram Textiles Pvt. Ltd.\n+91 422 555 0147\n"
    )
    assert own_text(body) == (
        "Dear Dana,\n\nGreetings from Sundaram Textiles.\n\nI am writing on behalf of Mr. Vikram Sundaram, "
        "Director – Finance. He would like to see a demo of Acme.\n\nKindly share two or three slots."
    )


@pytest.mark.parametrize(
    "closing",
    [
        "Saludos desde Madrid",
        "Greetings from Leeds,",
        "Grüße aus Berlin",
        "Saluti da Catania.",
        "Groeten uit Gent",
    ],
)
@pytest.mark.parametrize(
    "below",
    [
        "Juan Pérez",
        "Juan Pérez\nDirector de Compras\nAcme S.L.",
        "Juan\n\nEste mensaje es confidencial y está dirigido únicamente a su destinatario.",
        "Juan\nSales Director, Acme Ltd.",
        "",
    ],
)
def test_a_greeting_from_a_place_as_the_sign_off_still_closes(closing, below):
    body = f"Hola,\n\nnos interesa, mándenos precios.\n\n{closing}\n{below}\n"
    assert own_text(body) == "Hola,\n\nnos interesa, mándenos precios."


def test_a_greeting_from_a_place_over_a_postscript_still_closes():
    body = "Hola,\n\nnos interesa.\n\nSaludos desde Madrid\nJuan\n\nP.D. ¿Tienen precios para dos sedes?\n"
    assert own_text(body) == "Hola,\n\nnos interesa.\n\nP.D. ¿Tienen precios para dos sedes?"


@pytest.mark.parametrize("closing", ["Greetings,", "Greetings", "Regards", "Best regards,", "Saludos,"])
def test_plain_closings_over_a_sentence_still_cut(closing):
    below = "This inbox is monitored during office hours only, thank you."
    body = f"Please send the pricing.\n\n{closing}\n{below}\n"
    assert own_text(body) == "Please send the pricing."
