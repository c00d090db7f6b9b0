"""Three old errors the reviews of 2026-12-06 listed, each mended as a family in every rule language, with
its look-alikes. Every sentence here is written for these tests.

- Our mail paused until the sender is back ("Stop de mailings even tot ik terug ben uit vakantie", read as a
  removal): a later with its time, like a pause until a date (`intent_rules/later_paused.py`, `_RETURN`).
- A coffee proposed ("Shall we grab a coffee next week?" read `other`, "Sollen wir nächste Woche einen
  Kaffee trinken?" a later): interest (`intent_rules/meeting_asked_casually.py`).
- "Nach den Feiertagen können wir gerne nochmal reden" (read `other`): a later, as "after the holidays" is in
  the other six languages (`intent_rules/later.LATER_MORE`)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Stop de mailings even tot ik terug ben uit vakantie.",
        "Please stop the emails until I'm back from leave.",
        "Can you pause the emails until we're back in January?",
        "Bitte keine Mails mehr, bis ich aus dem Urlaub zurück bin.",
        "Merci d'arrêter les mails jusqu'à mon retour de congé.",
        "Por favor, no me envíe correos hasta que vuelva de vacaciones.",
        "No me envíen más correos hasta mi regreso.",
        "Per favore niente email finché non torno dalle ferie.",
        "Sospendete le mail fino al mio rientro, grazie.",
        "Geen mails meer tot ik weer terug ben, alstublieft.",
        "Por favor parem os emails até eu voltar de férias.",
    ],
)
def test_our_mail_paused_until_the_sender_is_back_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # the return told apart from the stop: a removal, then a sentence of its own
        "Stop emailing me. Until I'm back in office my assistant reads this inbox.",
        "Please stop the emails, I'm back from leave and they pile up.",
        "Unsubscribe me. I'm back from leave and my inbox is a mess.",
        "Keine Mails mehr bitte. Ich bin aus dem Urlaub zurück und lese das nicht.",
        "Arrêtez les mails. Je suis de retour de congé et je n'ai pas le temps.",
    ],
)
def test_a_removal_beside_a_return_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Shall we grab a coffee next week?",
        "Let's grab a coffee when you're in town.",
        "Fancy a coffee on Tuesday to talk it through?",
        "Sollen wir nächste Woche einen Kaffee trinken?",
        "Können wir uns auf einen Kaffee treffen, wenn Sie in Hamburg sind?",
        "On prend un café la semaine prochaine ?",
        "¿Tomamos un café la semana que viene?",
        "Prendiamo un caffè la settimana prossima?",
        "Zullen we volgende week een kop koffie drinken?",
        "Vamos tomar um café na próxima semana?",
    ],
)
def test_a_coffee_proposed_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I don't fancy a coffee, thanks, we're not interested.", "not_interested"),
        ("Let's not grab a coffee, we're fine.", "not_interested"),
        ("No need to grab a coffee, just remove me from the list.", "unsubscribe"),
        ("We could have a call in March when the budget is set.", "not_now"),
    ],
)
def test_a_coffee_refused_or_beside_a_removal_is_no_interest(text, expected):
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nach den Feiertagen können wir gerne nochmal reden.",
        "Nach den Festtagen gerne nochmal.",
        "Nach dem Jahreswechsel können wir darüber sprechen.",
        "Nach dem Sommer können wir gerne nochmal reden.",
        "After the holidays we can talk again.",
        "Dopo le feste possiamo riparlarne.",
    ],
)
def test_talked_about_again_after_the_holidays_is_a_later(text):
    assert reading(text) == "not_now"
