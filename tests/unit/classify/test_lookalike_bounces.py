"""Issue 38: non-bounces are never bounces. Mail that forwards, quotes or discusses a bounce, bulk mail
about bounce rates and auto-replies in bounce words are read as what they are; every real report
format next to them stays a bounce. Samples written for these tests.
"""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail

SENDMAIL_PASTE = (
    "   ----- The following addresses had permanent fatal errors -----\n"
    "   <old@firma.test>\n"
    "   ----- Transcript of session follows -----\n"
    "   550 5.1.1 <old@firma.test>... User unknown\n"
)

PERSON_REPLIES = {
    "undeliverable_subject": mail(
        "Hi Alice,\n\nYour last email bounced from my old address, a colleague spotted the undeliverable\n"
        "notice. Please use this one from now on.\n\nBob\n",
        subject="Undeliverable: Quick question - use my new address",
    ),
    "returned_mail_with_pasted_report": mail(
        "Hola Alice:\n\nUn compañero me reenvió esto:\n\n" + SENDMAIL_PASTE + "\nEscríbeme aquí.\n\nBob\n",
        subject="Returned mail: see transcript for details (era mi antiguo correo)",
    ),
    "german_unzustellbar": mail(
        "Hallo Frau Seller,\n\nan meine alte Adresse war Ihre Nachricht unzustellbar. Bitte schreiben Sie\n"
        "mir künftig hierher.\n\nViele Grüße\nBob\n",
        subject="Unzustellbar: Ihre Nachricht an meine alte Adresse",
    ),
    "french_non_remis_forward": mail(
        "Bonjour Alice,\n\nJ'ai voulu transmettre votre message mais je me suis trompée d'adresse.\n\n"
        "Bob\n\n-----Message d'origine-----\nDe : postmaster@firma.test\nObjet : Non remis : TR: Pilot\n\n"
        "Impossible de remettre le message à ces destinataires ou groupes :\nm.x@firma.test\n",
        subject="Non remis : Quick question – voir ma note",
    ),
    "dsn_failure_subject_forward": mail(
        "Ciao Alice,\n\nieri ti ho risposto all'indirizzo sbagliato e mi è tornato questo avviso.\n\nBob\n\n"
        "---------- Forwarded message ---------\nDa: Mail Delivery Subsystem <mailer-daemon@googlemail.com>\n"
        "Subject: Delivery Status Notification (Failure)\n\nAddress not found\nYour message wasn't "
        "delivered to alise@ourco.com because the address couldn't be found.\n",
        subject="Delivery Status Notification (Failure) – ti avevo scritto qui",
    ),
    "mail_delivery_failed_html": mail(
        '<html><body><p>Olá Alice,</p><p>Recebi um aviso de "Mail delivery failed" porque o João saiu da\n'
        "empresa. O seu e-mail chegou-me sem problemas.</p><p>Cumprimentos,<br>Bob</p></body></html>",
        subject="Mail delivery failed: o João já não está cá",
        Content_Type="text/html; charset=utf-8",
    ).replace("Content-Type: text/plain; charset=utf-8\n", "", 1),
}


@pytest.mark.parametrize("name", sorted(PERSON_REPLIES))
def test_a_person_writing_above_a_bounce_is_a_reply(name: str) -> None:
    result = classify(PERSON_REPLIES[name])
    assert result.kind != "bounce"
    assert not result.suppress_address


FORWARD_AS_ATTACHMENT = """\
From: Bob Prospect <bob@example.com>
To: Alice Seller <alice@ourco.com>
Subject: Undeliverable: Re: Quick question
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="outer"

--outer
Content-Type: text/plain

Alice, Kate left us, see the bounce attached. Talk to Priya instead.

--outer
Content-Type: message/rfc822

From: postmaster@example.com
To: bob@example.com
Subject: Undeliverable: Re: Quick question
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="inner"

--inner
Content-Type: text/plain

Delivery has failed to these recipients or groups:
kate@example.com

--inner
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.com

Final-Recipient: rfc822;kate@example.com
Action: failed
Status: 5.1.1

--inner--

--outer--
"""


def test_a_report_forwarded_inside_message_rfc822_is_not_a_bounce() -> None:
    result = classify(FORWARD_AS_ATTACHMENT)
    assert result.kind == "reply"
    assert not result.suppress_address


def test_the_same_report_at_the_top_is_a_bounce() -> None:
    inner = FORWARD_AS_ATTACHMENT.split("Content-Type: message/rfc822\n\n", 1)[1].rsplit("\n--outer--", 1)[0]
    result = classify(inner)
    assert result.kind == "bounce"
    assert result.recipient == "kate@example.com"
    assert result.suppress_address


POSTMASTER_DESK = """\
From: "Wave Postmaster Team - Jordan" <postmaster@mail.wave.test>
To: Alice Seller <alice@ourco.com>
Subject: Re: [Case 551] Mail delivery failed to our customer's domain

Hi Alice,

Thanks for the details. I looked up the bounce you forwarded ("550 5.7.1 Message rejected due to
content restrictions"). It was produced by our customer's content filter; the mailbox is active.

Best,
Jordan
"""


def test_a_postmaster_desk_writing_in_a_ticket_thread_is_a_reply() -> None:
    assert classify(POSTMASTER_DESK).kind == "reply"


@pytest.mark.parametrize(
    "change",
    [
        ("Subject: Re: [Case 551]", "Subject: [Case 551]"),  # no reply thread
        ("From:", "Return-Path: <>\nFrom:"),  # the null reverse path of a report
        ("From:", "Auto-Submitted: auto-replied\nFrom:"),
    ],
)
def test_postmaster_mail_without_the_marks_of_a_letter_stays_a_bounce(change: tuple[str, str]) -> None:
    assert classify(POSTMASTER_DESK.replace(*change, 1)).kind == "bounce"


def test_a_prose_report_from_postmaster_stays_a_bounce() -> None:
    raw = (
        "From: postmaster@mx.firma.test\nTo: alice@ourco.com\nSubject: Undeliverable: Quick question\n\n"
        "Delivery has failed to these recipients or groups:\n\nold@firma.test\n"
        "The email address you entered couldn't be found.\n"
    )
    result = classify(raw)
    assert (result.kind, result.reason) == ("bounce", "user_unknown")


@pytest.mark.parametrize("greeting", ["Dear user,", "Hello alice@ourco.com,", "Hi. This is the notice."])
def test_a_report_from_an_ordinary_address_with_a_generic_greeting_stays_a_bounce(greeting: str) -> None:
    raw = mail(
        f"{greeting}\n\nI'm sorry to have to inform you that your message could not be delivered to one\n"
        "or more recipients.\n\n<old@firma.test>: 550 5.1.1 user unknown\n",
        subject="Undeliverable: Quick question",
    )
    assert classify(raw).kind == "bounce"


NEWSLETTER = """\
From: Inbox Weekly <newsletter@news.inbox.test>
To: alice@ourco.com
Subject: Mail delivery failed? 7 ways to cut your bounce rate
Precedence: bulk
List-Id: Inbox Weekly <weekly.news.inbox.test>
List-Unsubscribe: <mailto:unsub@news.inbox.test>
Content-Type: text/html; charset=utf-8

<p>Every "Undeliverable:" in your inbox is a signal. A hard bounce (550 5.1.1 user unknown) should
stop the sequence.</p><p><a href="https://news.inbox.test/u">Unsubscribe</a></p>
"""


def test_a_newsletter_about_bounces_is_bulk_mail_not_a_bounce() -> None:
    result = classify(NEWSLETTER)
    assert result.kind == "auto_reply"
    assert not result.suppress_address


def test_an_esp_summary_counting_bounces_is_not_a_bounce() -> None:
    raw = (
        "From: Reports <reports@notify.esp.test>\nTo: alice@ourco.com\n"
        "Subject: Your weekly deliverability summary: 12 bounces\nAuto-Submitted: auto-generated\n"
        "List-Unsubscribe: <https://esp.test/settings>\n\n"
        "Bounces: 12\nTop bounce reasons\n  550 5.1.1 user unknown ..... 7\n"
    )
    assert classify(raw).kind == "auto_reply"


def test_a_daemon_report_carrying_list_headers_stays_a_bounce() -> None:
    raw = (
        "From: Mail Delivery System <MAILER-DAEMON@lists.firma.test>\nTo: alice@ourco.com\n"
        "Subject: Undelivered Mail Returned to Sender\nList-Id: <staff.firma.test>\n\n"
        "I'm sorry to have to inform you that your message could not be delivered to one or more\n"
        "recipients.\n\n<old@firma.test>: 550 5.1.1 user unknown\n"
    )
    assert classify(raw).kind == "bounce"


def test_an_automatic_reply_in_bounce_words_is_an_auto_reply() -> None:
    raw = mail(
        "Hello,\n\nYour message could not be delivered to me in person - I'm away until 7 December.\n",
        subject="Automatic reply: Quick question",
        Auto_Submitted="auto-generated",
        X_Auto_Response_Suppress="All",
    )
    assert classify(raw).kind == "auto_reply"


def test_a_bounce_of_an_automatic_reply_subject_stays_a_bounce() -> None:
    raw = mail(
        "Delivery has failed to these recipients or groups:\n\nold@firma.test\n"
        "The email address you entered couldn't be found.\n",
        subject="Undeliverable: Automatic reply: Quick question",
    )
    assert classify(raw).kind == "bounce"


def test_a_ticket_acknowledgement_quoting_a_550_line_is_an_auto_reply() -> None:
    raw = (
        "From: Sender Support <noreply-support@support.mail.test>\nTo: alice@ourco.com\n"
        "Subject: SRX123ID - Delivery Status Notification: we have received your request\n"
        "Auto-Submitted: auto-generated\n\n"
        "Thank you for contacting Sender Support. This is an automated acknowledgement of your request:\n\n"
        "  550 5.7.1 Unfortunately, messages from [203.0.113.45] weren't sent.\n\n"
        "A support engineer will review it within 24 hours.\n"
    )
    result = classify(raw)
    assert result.kind == "auto_reply"
    assert not result.suppress_address


def test_an_auto_submitted_prose_report_without_ticket_words_stays_a_bounce() -> None:
    raw = (
        "From: Mail Gateway <gateway@mx.firma.test>\nTo: alice@ourco.com\n"
        "Subject: Delivery Status Notification (Failure)\nAuto-Submitted: auto-generated\n\n"
        "Your message wasn't delivered to old@firma.test because the address couldn't be found.\n"
        "550 5.1.1 user unknown\n"
    )
    assert classify(raw).kind == "bounce"


def test_a_report_relayed_through_a_mailing_list_stays_a_bounce() -> None:
    raw = (
        "From: <gateway@mx.firma.test>\nTo: list-admin@lists.ourco.com\n"
        "Subject: Non-Delivery: Quick question\nPrecedence: bulk\nList-Id: <staff.lists.ourco.com>\n"
        "List-Unsubscribe: <mailto:leave@lists.ourco.com>\n\n"
        "--- Non-Delivery Report ---\n"
        "The email below could not be delivered to the following user:\nold@firma.test\n"
    )
    assert classify(raw).kind == "bounce"
