"""Sender-verification and quarantine-release requests are challenges, not auto-replies or bounces.

Samples written for these tests; look-alikes that must not change: an out-of-office that mentions a
review or the word "confirm" stays an auto-reply, a daemon's refusal stays a bounce.
"""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, notice

# Automatic notices: auto-replied unless a sample says otherwise.
_notice = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")


CHALLENGES = {
    "hold_for_review": _notice(
        "Your message to ana@harbour.test was held for review by the recipient's mail policy and\n"
        "has not been delivered. If it is legitimate, request its release:\n"
        "https://gateway.harbour.test/release?m=1\n",
        subject="Message held for review: Our pilot",
        sender="Mail Gateway <quarantine@gw.harbour.test>",
    ),
    "postmaster_hold_null_path": "Return-Path: <>\n"
    + _notice(
        "Your message could not be delivered immediately and is being held for review.\n"
        "You may ask the administrator to release it by replying to this notice.\n",
        subject="Your message is on hold: Our pilot",
        sender="postmaster@harbour.test",
        extra="Auto-Submitted: auto-generated\n",
    ),
    "german_quarantine": _notice(
        "Guten Tag,\n\nIhre Nachricht an k.lenz@werk.test wurde in Quarantäne gestellt.\n"
        "Sie können die Freigabe hier anfordern: https://werk.test/freigabe?id=2\n",
        subject="Unzustellbar? Nein - Ihre Nachricht liegt in Quarantäne",
        sender="Mail-Sicherheit <quarantaene@werk.test>",
    ),
    "french_sender_verification": _notice(
        "Bonjour,\n\nVotre message n'a pas encore été remis. Ce destinataire n'accepte que les\n"
        "expéditeurs vérifiés : cliquez sur le lien ci-dessous.\nhttps://filtre.test/v?c=3\n",
        subject="Non remis : vérification de l'expéditeur requise",
        sender="Filtre <verification@filtre.test>",
    ),
    "confirm_you_are_human": _notice(
        "Your email has not been delivered yet. To protect against automated spam, please confirm\n"
        "that you are a human sender: https://gate.test/c/1\n",
        subject="Action required: confirm you are human",
        sender="Mail Gatekeeper <noreply@gate.test>",
    ),
    "pending_recipient_approval": _notice(
        "Your email is pending approval by the recipient. To help it get approved you may\n"
        "verify your address here: https://guard.test/approve?id=4\n",
        subject="Your email is pending approval by the recipient",
        sender="MailGuard <approvals@guard.test>",
    ),
    "mailwasher_reply_to_confirm": _notice(
        "The recipient uses MailWasher to keep out spam. Your message will not be delivered until\n"
        "you confirm. To confirm, simply reply to this email and leave the subject unchanged.\n",
        subject="Returned mail: please confirm you sent this message",
        sender="Sam Ode <sam@river.test>",
    ),
    "wrapped_vendor_link": _notice(
        "I am protecting myself from receiving junk mail. Just this once, click the\n"
        "link below so I can receive your email.\n\nSpam Arrest - Take control of your inbox\n",
        subject="Re: Our pilot [Verification Required]",
        sender='"Tom Ash" <verify@spamarrest.test>',
    ),
}


@pytest.mark.parametrize("name", sorted(CHALLENGES))
def test_verification_and_release_requests_are_challenges(name: str) -> None:
    result = classify(CHALLENGES[name])
    assert result.kind == "challenge"
    assert not result.suppress_address


def test_an_out_of_office_mentioning_a_review_stays_an_auto_reply() -> None:
    raw = _notice(
        "I am out of the office until 7 December. Contracts held for review will be handled on my\n"
        "return; please confirm any urgent request with my colleague.\n",
        subject="Automatic reply: Our pilot",
        sender="Ana Ruiz <ana@harbour.test>",
    )
    assert classify(raw).kind == "auto_reply"


def test_a_daemon_refusal_naming_quarantine_policy_stays_a_bounce() -> None:
    raw = (
        "From: Mail Delivery System <MAILER-DAEMON@mx.harbour.test>\n"
        "To: rep@ourco.test\n"
        "Subject: Undelivered Mail Returned to Sender\n"
        "\n"
        "This is the mail system at host mx.harbour.test.\n\n"
        "I'm sorry to have to inform you that your message could not\n"
        "be delivered to one or more recipients.\n\n"
        "<ana@harbour.test>: host mx.harbour.test said: 550 5.7.1 Message rejected by quarantine\n"
        "    policy (in reply to end of DATA command)\n"
    )
    assert classify(raw).kind == "bounce"
