"""A leave or an absence registered by someone else ("Abmeldung" filed for a trip, a holiday, a parental or
sick leave) is no removal from our mail (`removal_leave_registered`, read by
`removal_guards.other_things.leave_registered`; review of 2026-12-07). The sender's own "Abmeldung" with mail
named, an "Abmeldung" asked for, or one with no absence named stay removals.

Every sentence here but the review's is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # the review's sentence
        "Die Personalabteilung hat die Abmeldung beantragt, wir sind auf Dienstreise.",
        # filed by someone else or in the passive, an absence named
        "Die Abmeldung wurde vom Sekretariat eingereicht, ich bin im Urlaub.",
        "Mein Chef hat meine Abmeldung schon eingetragen, ich bin nächste Woche in Elternzeit.",
        "Die Abmeldung ist beantragt, ich bin ab Montag krankgeschrieben.",
    ],
)
def test_a_leave_registered_by_someone_else_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # no absence named, asked for, or the sender's own with our mail named
        "Die Personalabteilung hat die Abmeldung beantragt.",
        "Bitte die Abmeldung bearbeiten, ich will keine Mails mehr.",
        "Meine Abmeldung habe ich schon beantragt, ich bin im Urlaub und will trotzdem keine Newsletter"
        " mehr.",
    ],
)
def test_an_abmeldung_of_our_mail_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the other rule languages' words for a leave are no removal words
        "Estoy de baja médica, escríbame en junio.",
        "HR heeft de afmelding doorgegeven, we zijn op dienstreis.",
        "Ich habe mich krank abgemeldet.",
    ],
)
def test_a_leave_in_other_words_is_no_removal(text):
    assert reading(text) != "unsubscribe"
