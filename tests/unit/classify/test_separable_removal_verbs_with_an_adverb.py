"""The German and Dutch separable removal verbs with an adverb between the sender and the particle ("bitte
tragen Sie mich manuell aus", "schrijf me maar handmatig uit", `unsubscribe.UNSUBSCRIBE`; review of
2026-12-07) are removals, also after our removal link named and its use declined (`removal_link_unused`
keeps a removal asked elsewhere). A German "abmelden" that is a leave ("Meld mich bei Frau Schulz für
morgen ab") or an "an" closing "anmelden" before an "ab" of time ("Melden Sie uns für die Demo an, ab
Mittwoch ...") is none.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Der Abmeldelink funktioniert nicht, ich werde ihn nicht benutzen, bitte tragen Sie mich manuell aus",
        "De afmeldlink werkt niet, ik ga hem niet gebruiken, schrijf me maar handmatig uit",
        "Ich brauche das nicht. Bitte tragen Sie mich manuell aus.",
        "Schrijf me maar handmatig uit",
        "Bitte tragen Sie mich einfach aus.",
        "Trag mich bitte manuell aus dem Verteiler aus.",
        "Meld me maar zelf af.",
        "Melden Sie mich bitte vom Newsletter ab.",
        "Melden Sie mich von allen Webinar-Einladungen und Newslettern ab.",
    ],
)
def test_a_separable_verb_with_an_adverb_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Melden Sie uns gerne für die Demo nächste Woche an, ab Mittwoch sind wir im Büro",
        "Meld mich bitte bei Frau Schulz aus der Buchhaltung für morgen ab, ich bin krank",
        "Melden Sie mich bitte bei Herrn Weber aus dem Einkauf an, ab Montag ist er zuständig",
        "Melden Sie mich für das Erstgespräch an, ab 9 Uhr geht es.",
        "Meldet mich bitte bei meinem Kollegen für heute ab, ich habe einen Arzttermin.",
    ],
)
def test_a_leave_or_an_ab_of_time_is_no_removal(text):
    assert reading(text) != "unsubscribe"
