"""The German separable "melden ... ab" with a clause between it and its particle (`unsubscribe.UNSUBSCRIBE`,
`_DE_NOT_A_LEAVE`; review of 2026-12-07, part 2): an "ab" that closes the sentence after a relative or
parenthetical clause is still the particle, and "an" as a preposition ("an allen Stellen") is no closed
"anmelden". An "ab" after a comma that goes on ("an, ab Mittwoch") and a leave for a day stay no removal.
The clause may come right after the pronoun ("Bitte melden Sie mich, da ich das Unternehmen verlasse, ab.");
a sign-out at a place of work or for a day ("beim Empfang", "morgen früh im Büro") is a leave, in the Dutch
"meld me af bij de receptie" and the Danish "meld mig af ved receptionen" too (review of 2026-12-07, part 3).
A day is a leave only when no mailing, list or mail of ours is named as what is left ("Melden Sie mich morgen
von Ihrem Newsletter ab", `_DE_NO_MAILING_LEFT`; review of 2026-12-07, fourth, part 2).

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Melden Sie mich bitte von allem, was Sie verschicken, ab.",
        "Melden Sie mich bitte, wie schon zweimal verlangt, ab.",
        "Melden Sie mich bitte an allen Stellen ab, wo ich bei Ihnen gespeichert bin.",
        # written for these tests
        "Meldet uns bitte, falls möglich, auch vom Newsletter ab!",
        "Melden Sie uns bitte von allen Listen, die Sie führen, ab",
        "Meld mich bitte an jeder Stelle ab, danke.",
        # the review of 2026-12-07, part 3, and written for it
        "Bitte melden Sie mich, da ich das Unternehmen verlasse, ab.",
        "Melden Sie mich bitte, da ich in Rente gehe, von allen Verteilern ab.",
        "Meldet uns, wie besprochen, ab.",
        "Melden Sie mich ab morgen bitte vom Newsletter ab.",
        "Melden Sie mich bitte heute noch vom Newsletter ab.",
        "Meld me alsjeblieft af, ik ga met pensioen.",
        "Meld me af voor jullie nieuwsbrief.",
        "Meld mig af nyhedsbrevet.",
        "Meld mig af, tak.",
    ],
)
def test_the_particle_after_a_clause_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Melden Sie uns gerne für die Demo nächste Woche an, ab Mittwoch sind wir im Büro",
        "Meld mich bitte bei Frau Schulz aus der Buchhaltung für morgen ab, ich bin krank",
        "Melden Sie uns für die Demo an und ab Mittwoch sind wir da.",
        "Melden Sie mich bitte für den Workshop an, ab 10 Uhr bin ich frei.",
        # the review of 2026-12-07, part 3, and written for it: a place of work or a day
        "Melden Sie mich bitte beim Empfang, sobald Sie da sind, ab.",
        "Meldet mich bitte morgen früh im Büro ab, ich habe einen Arzttermin.",
        "Meld mich bitte am Freitag im Büro ab, ich bin auf Dienstreise.",
        "Meldet uns bitte morgen beim Chef ab, wir sind auf der Messe.",
        "Melden Sie mich bitte an der Rezeption ab, wenn ich gehe.",
        "Meld me alsjeblieft af bij de receptie, ik ga naar de tandarts.",
        "Meld me maar af voor morgen, ik ben ziek.",
        "Meld mig af ved receptionen i morgen.",
        "Meld meg av i resepsjonen, jeg går hjem.",
        "Meld mig af for i dag, jeg er syg.",
    ],
)
def test_a_sign_up_or_a_leave_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, part 3: a sign-up with the sender back at work, no later
        "Melden Sie uns bitte für die Messe an und ab Montag bin ich wieder im Büro.",
        "Ab Montag bin ich wieder im Büro.",
        "Ab Montag bin ich wieder im Büro, dann können wir sprechen.",
    ],
)
def test_back_at_a_place_of_work_is_no_later(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Melden Sie sich wieder im Herbst.",
        "Ab Montag bin ich wieder im Büro, melden Sie sich gern im März.",
        "Nochmal im Mai bitte.",
        "Wieder ab Mai bitte.",
    ],
)
def test_again_at_a_time_stays_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fourth, part 2
        "Melden Sie mich morgen von Ihrem Newsletter ab.",
        "Meldet mich am Montag vom Newsletter ab, danke.",
        # written for these tests
        "Meld mich bitte für morgen von allen Verteilern ab.",
        "Meldet uns bitte am Montag von der Mailingliste ab.",
        "Melden Sie mich übermorgen aus dem Verteiler ab.",
        "Meld mich bitte morgen von Ihren Werbemails ab.",
    ],
)
def test_a_day_with_our_mailing_named_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: a day with no mailing named, or something else left, stays a leave
        "Melden Sie mich morgen ab, ich bin krank.",
        "Meld mich für morgen ab, danke.",
        "Melden Sie mich morgen vom Unterricht ab, ich bin krank.",
        "Melden Sie mich morgen von der Schulung ab.",
        "Meldet mich am Montag vom Kurs ab, danke.",
        "Meldet mich bitte morgen früh im Büro ab, ich habe einen Arzttermin.",
    ],
)
def test_a_day_with_no_mailing_named_stays_a_leave(text):
    assert reading(text) != "unsubscribe"
