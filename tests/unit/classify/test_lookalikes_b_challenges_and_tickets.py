"""German and French sender-verification requests are challenges; a help desk's ticket update about
bouncing mail or allow lists is the ticket system's automatic mail, neither a challenge nor a bounce.

Samples written for these tests. Look-alikes that must not change: a German and a French bounce that
mention a whitelist stay bounces, a German out-of-office asking to confirm stays an auto-reply, an
English challenge stays a challenge, a person's reply about a ticket stays a reply.
"""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, notice

# Automatic notices: auto-replied unless a sample says otherwise.
_notice = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")


CHALLENGES = {
    "german_confirmed_senders": _notice(
        "Hallo,\n\nIhre E-Mail an j.roth@holz.test wurde noch nicht zugestellt. Dieses Postfach\n"
        "akzeptiert nur Nachrichten von bestätigten Absendern. Bitte bestätigen Sie Ihre\n"
        "Absenderadresse über folgenden Link: https://schutz.test/b/77\n",
        subject="Nachricht zurückgehalten: Bitte Absender bestätigen",
        sender="Postfachschutz <pruefung@schutz.test>",
    ),
    "german_allowed_senders": _notice(
        "Guten Tag,\n\nHerr Roth erhält nur E-Mails von freigegebenen Absendern. Bitte bestätigen Sie\n"
        "einmalig, dass Sie eine Person sind: https://schutz.test/f/12\n",
        subject="Ihre Nachricht wartet auf Bestätigung",
        sender="Postfachschutz <pruefung@schutz.test>",
    ),
    "french_guest_list": _notice(
        "Bonjour,\n\nClaire Morel utilise une liste d'invités. Pour être ajouté(e) à sa liste et que\n"
        "votre message soit remis, cliquez ici : https://invites.test/d/5\n",
        subject="Votre message à Claire Morel est en attente",
        sender="Liste d'invités <notification@invites.test>",
    ),
    "french_liste_blanche": _notice(
        "Bonjour,\n\nVotre message est en attente : ce destinataire n'accepte que les expéditeurs de sa\n"
        "liste blanche. Répondez simplement à ce message pour confirmer votre adresse.\n",
        subject="Message en attente de confirmation",
        sender="Filtre anti-spam <filtre@courrier.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(CHALLENGES))
def test_sender_verification_in_german_and_french_is_a_challenge(name: str) -> None:
    found = classify(CHALLENGES[name])
    assert found.kind == "challenge"
    assert not found.suppress_address


TICKET_UPDATES = {
    "resolved_about_a_bounce": _notice(
        "##- Please type your reply above this line -##\n\nYour request (#5120) has been updated.\n\n"
        "Status: Solved\n\nHello,\n\nYour mail to sales@mill.test was rejected by our gateway\n"
        "(550 5.7.1 sender domain blocked) and returned as undeliverable. We added your domain to the\n"
        "allow list; please resend. Reply to this email to reopen the request.\n",
        subject="[Request #5120] Mail to sales rejected - status: solved",
        sender="Mill IT Desk <support@desk.mill.test>",
        extra="Auto-Submitted: auto-generated\nPrecedence: bulk\n",
    ),
    "ticket_updated_allow_list": _notice(
        "Ticket #884 has been updated by Ravi (Service Desk).\n\nWe have put ourco.test on the safe\n"
        "senders list. Please confirm that your messages now arrive: reply to this email to tell us.\n",
        subject="[Ticket #884] Emails from ourco.test blocked",
        sender="Service Desk <desk@corp.test>",
        extra="Auto-Submitted: auto-generated\n",
    ),
}


@pytest.mark.parametrize("name", sorted(TICKET_UPDATES))
def test_a_help_desk_ticket_update_is_an_auto_reply(name: str) -> None:
    found = classify(TICKET_UPDATES[name])
    assert found.kind == "auto_reply"
    assert not found.suppress_address


# Look-alikes that keep their reading.
def test_a_german_bounce_naming_a_whitelist_stays_a_bounce() -> None:
    raw = "Return-Path: <>\n" + _notice(
        "Ihre Nachricht konnte nicht zugestellt werden.\n\n  j.roth@holz.test\n"
        "  550 5.7.1 Absender nicht in der Whitelist\n",
        subject="Unzustellbar: Angebot",
        sender="Mail Delivery System <MAILER-DAEMON@mx.holz.test>",
        extra="Auto-Submitted: auto-replied\n",
    )
    assert classify(raw).kind == "bounce"


def test_a_french_bounce_naming_a_liste_blanche_stays_a_bounce() -> None:
    raw = "Return-Path: <>\n" + _notice(
        "Votre message n'a pas pu être remis à c.morel@vigne.test.\n"
        "550 5.7.1 Expéditeur absent de la liste blanche\n",
        subject="Non remis : Proposition",
        sender="Système de messagerie <MAILER-DAEMON@mx.vigne.test>",
        extra="Auto-Submitted: auto-replied\n",
    )
    assert classify(raw).kind == "bounce"


def test_a_german_out_of_office_asking_to_confirm_stays_an_auto_reply() -> None:
    raw = _notice(
        "Ich bin bis 10.12. nicht im Büro. Bitte bestätigen Sie Termine mit meiner Kollegin\n"
        "a.weiss@holz.test.\n",
        subject="Abwesenheitsnotiz: Angebot",
        sender="Jan Roth <j.roth@holz.test>",
    )
    assert classify(raw).kind == "auto_reply"


def test_an_english_challenge_stays_a_challenge() -> None:
    raw = _notice(
        "I am protecting myself from receiving junk mail. Please click the link below to complete\n"
        "the verification process: https://bluebottle.test/v/1\n",
        subject="Please verify your email address",
        sender="Bluebottle <verify@bluebottle.test>",
    )
    assert classify(raw).kind == "challenge"


def test_a_person_writing_about_their_ticket_stays_a_reply() -> None:
    raw = _notice(
        "Hi Alice,\n\nI asked our IT desk about the rejected mail yesterday; they say it is\n"
        "fixed now. Could you resend the proposal?\n\nThanks,\nJan\n",
        subject="Re: Proposal",
        sender="Jan Roth <j.roth@holz.test>",
        extra="",
    )
    assert classify(raw).kind == "reply"
