"""A removal asked in the informal address, du/ihr, tu, tú, jij, tu (heldout_ce: an Austrian electrician,
"bitte die Adresse office@x aus euren Listen entfernen. Danke"): "nimm mich raus", "lösch meine Adresse",
"entfern mich", "schreib mir nicht mehr", Austrian "schreibts ma nimma", Swiss "schreibt mir nümme";
French "ne m'écris plus", Italian "levami dalla lista", Spanish "borra mi dirección de tu lista", Portuguese
"não me escrevas mais". A negation, someone else, nothing more than one thing, a bounded time, an old
address replaced or a thing out of an offer is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Servus, bitte die Adresse office@elektro.example aus euren Listen entfernen. Danke",
        "Bitte meine Adresse aus allen euren Verteilern streichen.",
        "Nimm mich bitte raus.",
        "Nehmt mich da einfach raus, danke.",
        "Lösch meine Adresse, bitte.",
        "Entfern mich bitte, danke.",
        "Entfern bitte meine Daten.",
        "Schreib mir bitte nicht mehr.",
        "Schick mir keine Mails mehr.",
        "Schreibts ma nimma, danke.",
        "Schreibt mir nümme, merci.",
        "Ne m'écris plus, merci.",
        "Ne m'envoie plus de mails.",
        "Enlève mon adresse de ta liste.",
        "Levami dalla lista, grazie.",
        "Cancella il mio indirizzo dalla tua lista.",
        "Borra mi dirección de tu lista.",
        "Quita mi correo de tu lista, gracias.",
        "Não me escrevas mais.",
        "Não me mandes mais emails, obrigado.",
    ],
)
def test_an_informal_removal_is_one(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nimm mich bitte nicht raus, ich lese das gern.",
        "Entfern mich nicht, ich lese alles.",
        "Nimm meinen Kollegen raus, der ist nicht mehr da.",
        "Schreib mir nicht mehr als zwei Zeilen, dann lese ich es.",
        "Schreib mir im März nicht mehr, da bin ich weg.",
        "Nimm das Modul raus, dann passt der Preis.",
        "Lösch meine alte Adresse, die neue ist anna@neu.example.",
        "Borra mi dirección anterior, la nueva es ana@nueva.example.",
        "Ne m'écris plus que sur WhatsApp.",
        "Nimm mich ruhig auf die Liste.",
    ],
)
def test_a_look_alike_is_no_informal_removal(text):
    assert rule_intent(text) != "unsubscribe"


def test_the_austrian_electricians_reply_is_a_removal():
    assert reading(
        "Servus,\n\nbitte die Adresse office@elektro.example aus euren Listen entfernen. Danke\n"
    ) == ("unsubscribe")


# "Keep me out" in du/ihr is a removal, its list named or not (the eleventh review of 2026-12-07); never
# "out of that" nor kept informed
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Haltet mich bitte raus.", "unsubscribe"),
        ("Halt mich bitte aus euren Listen raus.", "unsubscribe"),
        ("Haltet mich da raus, das ist Sache der Geschäftsführung.", "other"),
        ("Haltet mich auf dem Laufenden.", "other"),
    ],
)
def test_kept_out_in_the_informal_address(text, expected):
    assert reading(text) == expected


# "raus" says out of what only as our list or not at all (the twelfth review of 2026-12-07): kept out of a
# thread, a vote or a project is no removal, in the "haltet", "nimm" and "lösch" forms alike
@pytest.mark.parametrize(
    "text",
    [
        "Haltet mich bitte raus aus dem Projekt-Thread, zuständig ist Jens Braun.",
        "Haltet mich bitte raus aus der Abstimmung, das entscheidet Frau Kühn.",
        "Nimm mich bitte raus aus dem Projekt, ich bin ab Mai in Elternzeit.",
        "Halt mich raus bei der Planung, das macht Tobias.",
        "Lösch mich da raus aus der Gruppe.",
    ],
)
def test_kept_out_of_something_not_ours_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... and out of anything of ours (the thirteenth review of 2026-12-07, `removal_informal._OURS_DE`): our
# mail, sequence, campaign, system or CRM, ours by "euren/eurem/eurer" or named as our sending; never a
# meeting, a vote, a group or a discussion of ours
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Haltet mich bitte raus aus euren Mails.",
        "Nimm mich raus aus der Sequenz, danke.",
        "Nimm mich raus aus eurem System.",
        "Lösch mich raus aus eurem CRM.",
        "Nehmt mich raus aus der Kampagne.",
        # ours
        "Nehmt mich raus aus euren Aussendungen, danke.",
        "Lösch mich raus aus deinen Mailings.",
        "Haltet mich raus aus euren Newsletter-Kampagnen.",
        "Nimm mich raus aus dem Mailverteiler.",
    ],
)
def test_kept_out_of_our_mail_or_system_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nimm mich raus aus eurem Meeting am Donnerstag.",
        "Haltet mich raus aus eurer Abstimmung.",
        "Nimm mich raus aus eurer WhatsApp-Gruppe.",
        "Haltet mich raus aus euren Projekt-Diskussionen.",
    ],
)
def test_kept_out_of_a_meeting_or_group_of_ours_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Haltet mich bitte raus aus dem Verteiler.",
        "Nimm mich bitte raus aus eurem Verteiler.",
        "Haltet mich bitte raus, danke.",
        "Nimm mich raus!",
    ],
)
def test_kept_out_of_our_list_or_nothing_named_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... the possessive makes it ours, the noun must still be our sending or what holds the address (the
# fourteenth review of 2026-12-07, `removal_informal._SENDING_DE`, `_HOLDS_ME_DE`): never a channel, an event,
# a document, a poll, nor a transactional kind
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the review's
        ("Nehmt mich bitte raus aus eurem Slack.", "other"),
        ("Nehmt mich raus aus eurem Teams-Kanal.", "other"),
        ("Nehmt mich raus aus eurem Workshop am Freitag.", "other"),
        ("Nimm mich raus aus deiner Präsentation, ich will da nicht namentlich stehen.", "other"),
        ("Nehmt mich raus aus eurem Doodle.", "other"),
        ("Nehmt mich raus aus euren Rechnungsmails, die gehen an die Buchhaltung.", "wrong_person"),
        # ours
        ("Nehmt mich raus aus eurem WhatsApp-Kanal.", "other"),
        ("Nimm mich raus aus deinem Entwurf.", "other"),
        ("Nimm mich raus aus eurer Datenbank.", "unsubscribe"),
        ("Nimm mich raus aus deinen nervigen Mails.", "unsubscribe"),
        ("Nehmt mich raus aus euren Werbemails.", "unsubscribe"),
        ("Nehmt mich raus aus eurem Newsletter-System.", "unsubscribe"),
    ],
)
def test_kept_out_of_a_channel_event_or_document_of_ours_is_no_removal(text, expected):
    assert reading(text) == expected


# ... a sales process of ours holding the writer is ours too (the fifteenth review of 2026-12-07,
# `removal_informal._HOLDS_ME_DE`): Akquise, Funnel, Marketing, Vertrieb, a target group; never a channel or a
# meeting of the same name
@pytest.mark.parametrize(
    "text",
    [
        "Nimm mich raus aus deiner Akquise.",
        "Nehmt mich raus aus eurer Kaltakquise.",
        "Nehmt mich raus aus eurem Funnel.",
        "Nimm mich raus aus eurem Marketing.",
        "Nehmt mich raus aus eurem E-Mail-Marketing.",
        "Nimm mich raus aus eurem Vertrieb.",
        "Nehmt mich raus aus eurer Zielgruppe.",
        "Nehmt mich raus aus eurer Leadliste.",
    ],
)
def test_kept_out_of_a_sales_process_of_ours_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nehmt mich raus aus eurem Marketing-Meeting.",
        "Nimm mich raus aus eurem Slack-Channel.",
        "Nehmt mich raus aus eurer WhatsApp-Gruppe.",
    ],
)
def test_kept_out_of_a_meeting_or_channel_named_by_marketing_is_no_removal(text):
    assert reading(text) != "unsubscribe"
