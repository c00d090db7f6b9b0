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


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: our mail said to keep coming, or the removal asked
        "Meine Abmeldung wurde vom Sekretariat schon eingereicht, während ich im Urlaub war, und trotzdem"
        " schreiben Sie mir.",
        "Meine Abmeldung wurde vom Sekretariat eingereicht, als ich im Urlaub war, aber Ihre Werbung kommt"
        " weiter.",
        "Die Abmeldung wurde von meiner Assistentin bereits eingereicht, als ich krank war. Warum bekomme ich"
        " immer noch Post von Ihnen?",
        "Mein Assistent hat die Abmeldung längst abgegeben, ich bin auf Dienstreise, und trotzdem kommt jede"
        " Woche Post von Ihnen.",
        "Die Abmeldung wurde von der Zentrale schon weitergeleitet, ich bin im Urlaub, bitte nehmen Sie mich"
        " raus.",
        "Die Abmeldung hat mein Kollege schon weitergegeben, ich bin jetzt auf Dienstreise. Bitte endlich"
        " umsetzen.",
        # written for these tests
        "Die Abmeldung wurde vom Büro schon bestätigt, ich bin krank, tragen Sie mich bitte endlich aus.",
        "Die Abmeldung wurde vom Sekretariat eingereicht, ich bin im Urlaub, und immer noch kommen Ihre"
        " Angebote.",
        "Die Abmeldung wurde vom Sekretariat eingereicht, ich bin in Elternzeit, aber Sie schreiben mir"
        " trotzdem jede Woche.",
    ],
)
def test_a_leave_abmeldung_with_our_mail_still_coming_or_asked_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: "trotzdem" of the sender, a note taken, a stand-in named
        "Die Abmeldung wurde vom Sekretariat eingereicht, ich bin im Urlaub, aber trotzdem per Handy"
        " erreichbar.",
        "Die Abmeldung wurde vom Sekretariat eingereicht, ich bin im Urlaub. Bitte berücksichtigen.",
        "Die Abmeldung ist beantragt, ich bin ab Montag krankgeschrieben. Bitte wenden Sie sich an Frau"
        " Meier.",
    ],
)
def test_a_leave_abmeldung_with_no_mail_of_ours_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the seventh review of 2026-12-07: the sender's own leave registered, and an invitation to write
        # again later
        "Meine Abmeldung für die Elternzeit ist eingetragen. Schreiben Sie mir gern im März wieder.",
        # written for these tests
        "Meine Abmeldung für die Elternzeit ist eingetragen. Schreiben Sie mir ruhig nach dem Sommer"
        " nochmal.",
        "Meine Abmeldung für den Urlaub ist eingereicht. Sie dürfen mich danach gern wieder anschreiben.",
    ],
)
def test_a_leave_abmeldung_with_an_invitation_to_write_again_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: our mail coming again, "schon wieder" or "immer wieder", is a complaint
        "Meine Abmeldung ist längst eingetragen, und jetzt schreiben Sie mir schon wieder.",
        "Meine Abmeldung ist eingetragen und Sie schreiben mir immer wieder.",
        "Meine Abmeldung habe ich schon vor Wochen geschickt und trotzdem schreiben Sie mir immer noch.",
    ],
)
def test_a_leave_abmeldung_with_our_mail_coming_again_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
