"""A stop of our mail bounded by a day of the week is a time asked for our mail, no removal
(`removal_day_bound`, the eighteenth review of 2026-12-07)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


# the day (or the weekend) named as when not to mail, in every rule language
@pytest.mark.parametrize(
    "body",
    [
        "Stop emailing me on Sundays, I'm with my family. Weekdays are fine.",
        "Stop emailing me on Sundays.",
        "No more emails on Mondays please, Tuesdays are better.",
        "Arrêtez de m'écrire le dimanche, en semaine ça va.",
        "Smettete di scrivermi la domenica, in settimana va bene.",
        "Parem de me escrever aos domingos, durante a semana tudo bem.",
        "Stop met mailen op zondag, doordeweeks is prima.",
        "Keine Mails mehr montags, bitte.",
        "Bitte keine Mails mehr am Wochenende.",
        "Deja de escribirme los domingos.",
    ],
)
def test_a_stop_bounded_by_a_day_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


# ... never how often our mail comes, a day in another sentence, another day joined to it, or a removal word
# with the day it is to be done
@pytest.mark.parametrize(
    "body",
    [
        "Stop emailing me. Every Monday another one!",
        "Stop emailing me every Monday.",
        "Arrêtez de m'écrire tous les lundis.",
        "Stop emailing me on weekends or any other day.",
        "Stop emailing me on weekends and weekdays.",
        "Arrêtez de m'écrire le dimanche et le reste de la semaine.",
        "Stop emailing me, on Monday I already said no.",
        "Unsubscribe me on Monday.",
        "Remove me from your list on Monday.",
    ],
)
def test_a_stop_with_every_day_or_a_removal_word_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# the day bound widened to every time in other words, or a day added with "too", or a later sentence that
# stops it all: a removal (the nineteenth review of 2026-12-07)
@pytest.mark.parametrize(
    "body",
    [
        # the review's
        "Keine Mails mehr montags und auch sonst nicht.",
        "Bitte keine Mails mehr am Wochenende, und auch sonst nicht.",
        "No more emails from you on weekends or otherwise.",
        "Stop emailing me on weekends too. Actually stop altogether.",
        "Arrêtez de m'écrire le dimanche. En fait, arrêtez tout.",
        # ours
        "Please no more emails on Sundays or at any other time.",
        "Arrêtez de m'écrire le dimanche, ni le reste du temps d'ailleurs.",
        "Stop met mailen op zondag, of eigenlijk nooit meer.",
        "Dejen de escribirme los domingos. Mejor dejen de escribirme del todo.",
        "Stop emailing me on Sundays. Actually, stop completely.",
    ],
)
def test_a_day_bound_widened_or_followed_by_a_full_stop_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# ... never another bound after the comma ("and otherwise only once a month"), nor a later sentence that
# only says the rest is fine
@pytest.mark.parametrize(
    "body",
    [
        "Stop emailing me on weekends, and otherwise only once a month.",
        "Keine Mails am Wochenende, und sonst bitte nur dienstags.",
        "Stop emailing me on Sundays. Everything else is fine.",
        "Dejen de escribirme los domingos. Gracias por todo.",
    ],
)
def test_a_day_bound_with_another_bound_or_thanks_stays_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"
