"""A sign-off from one event, the event named where German and Dutch put it, before the unsubscribe verb, or
after it with "from" in French, Italian and Portuguese, is no removal from our mail
(`removal_event.EVENT_BEFORE_VERB`, `EVENT_IN_PHRASE`, `EVENT_AFTER`; heldout_dg: a German reader who must
"sich vom Webinar abmelden" and asks to free her seat). Our mail, a list, or webinars in the plural stay
removals; so do an event noun as the first of two words naming a mailing ("webinar uitnodigingen",
"Seminar Einladungen"), every future event, the event and everything else, and a thanks for the event with a
clause joined after it (review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich muss mich für den Workshop am Freitag leider abmelden, wir haben Inventur.",
        "Leider muss ich mich von der Veranstaltung nächste Woche abmelden. Danke für Ihr Verständnis.",
        "Bitte melden Sie mich vom Seminar am Montag ab, ich bin krank.",
        "Ik moet me voor het webinar van donderdag helaas afmelden, er kwam iets tussen.",
        "Je dois me désinscrire du webinaire de jeudi, un client a besoin de moi.",
        "Devo disiscrivermi dal seminario di domani, ho un impegno in ufficio.",
        "Preciso de me descadastrar do webinar de amanhã, fiquei doente.",
    ],
)
def test_leaving_one_event_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte melden Sie mich vom Newsletter ab.",
        "Ich möchte mich von Ihren Webinaren abmelden.",
        "Nach dem Webinar möchte ich mich abmelden.",
        "Bitte melden Sie mich vom Webinar-Verteiler ab.",
        "Ich möchte mich vom Webinar und von Ihrer Liste abmelden.",
        "Ik wil me afmelden voor al jullie webinars.",
        "Je veux me désinscrire de vos webinaires.",
    ],
)
def test_our_mail_left_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Graag afmelden van de webinar uitnodigingen",
        "Graag afmelden van het event programma",
        "Ik wil me uitschrijven van de webinar reeks",
        "Per favore disiscrivetemi da ogni evento futuro",
        "Disiscrivetemi dal webinar e da tutto il resto, grazie",
        "Ich möchte mich vom Seminar Einladungsdienst abmelden",
        "Bitte für die Seminar Einladungen abmelden",
        "Bedankt voor het webinar maar ik wil me nu afmelden",
        "Danke für das Webinar aber ich möchte mich jetzt abmelden",
        # written for these tests
        "Bitte melden Sie mich vom Webinar Programm ab",
        "Ik wil me afmelden voor elk toekomstig event",
        "Je veux me désinscrire de chaque webinaire futur",
        "Quiero darme de baja de cualquier evento",
        "Please unsubscribe me from every future event",
        "Quero descadastrar do webinar e de tudo o resto",
        "Bedankt voor de workshop, maar ik wil me afmelden",
        "Danke für den Workshop aber bitte melden Sie mich ab",
    ],
)
def test_our_mail_beside_an_event_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ik moet me voor het webinar en de lunch van donderdag afmelden",
        "Ich muss mich für den Workshop und das Abendessen leider abmelden",
        "Ich muss mich vom Webinar morgen leider abmelden, danke für die Einladung",
        "Devo disiscrivermi dal webinar di giovedì, mi dispiace",
    ],
)
def test_one_event_left_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's (part 2): a softener is no clause joiner, a dated series is an event, invitations
        # counted and "and everything" as a filler name no mail of ours
        "Vom Seminar doch bitte abmelden, ich kann nicht.",
        "Kunt u mij afmelden voor de webinar reeks van maart? Ik ben dan op vakantie.",
        "Bitte melden Sie mich vom Workshop am Freitag ab, ich habe zwei Einladungen bekommen und mich"
        " doppelt angemeldet.",
        "Disiscrivetemi dal workshop di venerdì, con il trasloco e tutto non riesco a venire.",
        "Me descadastrem do workshop de sexta, com a mudança e tudo não vou conseguir ir.",
        # written for these tests
        "Vom Webinar also bitte abmelden.",
        "Voor de workshop dus graag afmelden, ik ben ziek.",
        "Bitte melden Sie mich von der Webinar Reihe im März ab, ich bin dann im Urlaub.",
        "Tengo que darme de baja del taller del viernes, con la mudanza y todo no puedo ir.",
        "Vom Workshop doch bitte abmelden, ich habe drei Einladungen bekommen.",
    ],
)
def test_one_event_left_with_a_softener_or_a_filler_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Danke für das Webinar, doch ich möchte mich jetzt abmelden",
        "Ik wil me uitschrijven van de webinar reeks",
        "Bitte melden Sie mich von der Webinar Reihe ab.",
        "Disiscrivetemi dal webinar e tutto, grazie",
    ],
)
def test_a_joined_clause_an_undated_series_or_the_event_and_everything_stay_a_removal(text):
    assert reading(text) == "unsubscribe"


# a round table or a symposium left, a German day's ordinal between (heldout_ed: "Ik moet me helaas afmelden
# voor de rondetafel van 10 december")
@pytest.mark.parametrize(
    "text",
    [
        "Ik moet me afmelden voor het rondetafelgesprek van dinsdag.",
        "Ich muss mich leider vom Symposium am 3. März abmelden.",
        "Ich muss mich für den Workshop am 12. Mai wieder abmelden.",
        "Je dois me désinscrire de la table ronde de jeudi.",
        "Devo disiscrivermi dalla tavola rotonda di venerdì.",
    ],
)
def test_a_round_table_or_a_dated_event_left_is_no_removal(text):
    assert reading(text) != "unsubscribe"


def test_the_round_tables_invitations_left_stay_a_removal():
    assert reading("Meld me af voor de rondetafel uitnodigingen en de nieuwsbrief.") == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ich muss mich leider vom Partnerseminar am 3. März abmelden, da ist Inventur.",
        "Für das Kundenfrühstück am Freitag muss ich mich abmelden.",
        "Ik moet me helaas afmelden voor de gebruikersdag van 12 mei.",
        "Ik moet me voor de klantenbijeenkomst van donderdag afmelden.",
    ],
)
def test_one_event_named_as_a_compound_left_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte melden Sie mich vom Kundenseminar-Newsletter ab.",
        "Ik wil me afmelden voor de klantendag uitnodigingen.",
        "Ich möchte mich von Ihren Seminarmails abmelden.",
    ],
)
def test_a_compounds_mailing_left_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the event's own title in quotation marks between its noun and the verb (heldout_eg)
        "Leider muss ich mich vom Workshop „Digitale Eingangsrechnungen im Mittelstand“ am Freitag abmelden.",
        "Ik moet me voor de workshop 'Slim factureren met minder stappen' van donderdag helaas afmelden.",
    ],
)
def test_one_event_left_with_its_quoted_title_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte melden Sie mich von Ihrem Newsletter „Finanz kompakt“ ab.",
        "Ich möchte mich von Ihren Webinaren „Finanz kompakt“ abmelden.",
        "Vielen Dank für das Webinar „Finanz kompakt“, bitte abmelden.",
    ],
)
def test_a_quoted_title_of_our_mail_or_a_thanks_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
