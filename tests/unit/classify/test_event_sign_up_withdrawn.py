"""A sign-up for one event withdrawn with the unsubscribe word is no removal from our mail, in every rule
language (`removal_guards.other_things.event_cancelled`, `removal_event.SIGNED_UP_FOR_EVENT`; heldout_ch), the
withdrawal already done too (heldout_cx: "heb me weer uitgeschreven"). Webinars as mail, a newsletter signed
up for, or mails named in the sentence stay removals.

Every sentence here is written for these tests, but those marked as the review of 2026-12-07's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik moet mij helaas afmelden voor het webinar van donderdag.",
        "Ik had me aangemeld voor de workshop, maar ik moet me helaas afmelden.",
        "Ich hatte mich zum Webinar angemeldet, muss mich aber leider abmelden.",
        "Je m'étais inscrit à votre webinaire mais je dois me désinscrire, désolé.",
        "Me había inscrito en el webinar, pero tengo que darme de baja.",
        "Mi ero iscritto al webinar, ma devo disiscrivermi.",
        "Eu tinha-me inscrito no webinar, mas tenho de cancelar a inscrição.",
        # the withdrawal already done, its past participle (heldout_cx)
        "Ik had me ingeschreven voor de workshop, maar heb me intussen weer afgemeld.",
        "Ik had me aangemeld voor het webinar, maar heb me weer uitgeschreven want het past niet.",
        "Ich hatte mich zum Workshop angemeldet, mich aber gestern wieder abgemeldet.",
        "I had signed up for the webinar but unsubscribed yesterday because of a clash.",
    ],
)
def test_event_sign_up_withdrawn_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Meld me af voor jullie webinars.",
        "Ik had mij ingeschreven voor uw nieuwsbrief, maar ik wil me afmelden.",
        "Ik ben naar uw webinar geweest, nu wil ik me afmelden voor alle mails.",
        "Ik heb me ooit ingeschreven voor uw webinar. Nu wil ik me afmelden.",
        "Je veux me désinscrire de vos webinaires.",
        "Ik had me aangemeld voor uw nieuwsbrief, maar heb me uitgeschreven en toch krijg ik mails.",
        "Ik heb me gisteren uitgeschreven. Haal me van de lijst.",
    ],
)
def test_removals_stay(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a dotted date between the sign-up and the withdrawal ends no sentence (heldout_du)
        "Ich war für das Seminar am 3.4. angemeldet, muss mich nun aber leider abmelden.",
        "Je m'étais inscrite à la formation du 4.3., mais je dois me désinscrire, désolée.",
        "Mi ero iscritto al seminario del 12.5.2027, purtroppo devo disiscrivermi.",
        # Dutch puts the event first too
        "Ik had me voor de workshop van 3.4. ingeschreven, maar ik moet me helaas afmelden.",
    ],
)
def test_sign_up_before_a_dotted_date_withdrawn_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ich hatte mich für den Newsletter am 10.12. angemeldet, muss mich aber wieder abmelden.",
        "Wir haben am 10.12. telefoniert. Bitte melden Sie mich ab.",
        "Ich hatte mich am 3.4. angemeldet. Bitte melden Sie mich ab.",
    ],
)
def test_removals_beside_a_dotted_date_stay(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07: a course, a class, a gym or a club left (`removal_event.EVENT_NOUN`)
        "Mi sono già disiscritto dal corso di aprile",
        # written for these tests
        "Je me suis déjà désinscrit du cours d'avril",
        "Je me suis désinscrit du club de tennis",
        "I already unsubscribed from the tennis club",
        "I unsubscribed from the gym last month",
        "Me di de baja del gimnasio",
        "Me di de baja del club de tenis",
        "Ik heb me uitgeschreven bij de tennisclub",
        "Já me descadastrei do clube",
        "Das Sekretariat hat die Abmeldung für die Fortbildung erledigt.",
    ],
)
def test_a_course_a_gym_or_a_club_left_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # our mail named beside the course, the course's mails, or our mail called a club
        "Mi sono disiscritto dal corso e dalla vostra newsletter",
        "Mi sono disiscritto dal corso. Toglietemi anche dalla vostra lista.",
        "Please unsubscribe me from the course emails",
        "Disiscrivetemi dal vostro club",
        "Au cours de la semaine je me suis désinscrit de tout, vous aussi.",
    ],
)
def test_our_mail_left_beside_a_course_or_called_a_club_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: the event after an elided article ("de l'atelier", "dall'evento")
        "Je dois me désinscrire de l'atelier de jeudi, un conseil de classe tombe ce jour-là.",
        "Je me désinscris de l'atelier du 15 ; gardez-moi une place pour le prochain.",
        "Devo disiscrivermi dall'evento di giovedì, ho una riunione.",
    ],
)
def test_one_event_after_an_elided_article_left_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Je dois me désinscrire de l'atelier du 15 et de votre liste.",
        "Désinscrivez-moi de l'ensemble de vos envois.",
    ],
)
def test_our_list_beside_an_elided_event_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
