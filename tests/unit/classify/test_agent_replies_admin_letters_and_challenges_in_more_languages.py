"""Look-alikes of bounces that a person or a challenge system wrote:

- a help desk agent's answer through the ticket system ("##- Please type your reply above this line -##",
  "Your request (48213) has been updated"), about undeliverable mail and quoting the 550 line, is a
  person's reply, even without Auto-Submitted and under "[Desk] Re: Undeliverable ...";
- a mail administrator's letter from postmaster@ to a named person, under a subject of their own,
  quoting the 550 line but carrying no copy of our message: a person explaining, not a report. A
  postmaster notice under a failure-notice subject, with DSN fields or marked Auto-Submitted stays a
  bounce;
- sender-verification challenges in Spanish, Italian, Portuguese and Dutch ("su mensaje está retenido
  ... confirme que usted es una persona haciendo clic en el siguiente enlace"); an out-of-office or a
  bounce in the same languages stays what it is.
"""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, notice

_auto = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")

AGENT = notice(
    "##- Please type your reply above this line -##\n\n"
    "Your request (48213) has been updated. To add additional comments, reply to this email.\n\n"
    "Marcus Hale (Service Desk)\n\n"
    "Hello Priya,\n\n"
    'Your messages to our finance team came back as "Undeliverable" with\n'
    '"550 5.7.1 Message rejected by policy". I have added your domain to our allow list,\n'
    "please resend.\n\nKind regards,\nMarcus Hale\n",
    subject="[Harbour IT] Re: Undeliverable messages from ourco.test",
    sender="Harbour IT <servicedesk@harbour.test>",
)

ADMIN = notice(
    "Hello Sam,\n\n"
    "I'm the mail administrator at Granite Peak. You have been sending to j.doyle@harbour.test;\n"
    "that mailbox was removed in March, so your messages are rejected with\n\n"
    "    550 5.1.1 <j.doyle@harbour.test>: Recipient address rejected: User unknown\n\n"
    "For purchasing, Karen Lowe (k.lowe@harbour.test) is the right person.\n\n"
    "Regards,\nTom Brandt\n",
    subject="Your messages to j.doyle@harbour.test",
    sender="Postmaster <postmaster@harbour.test>",
)


def test_a_help_desk_agents_answer_about_undeliverable_mail_is_a_reply():
    assert classify(AGENT).kind == "reply"


def test_a_mail_administrators_letter_from_postmaster_is_a_reply():
    assert classify(ADMIN).kind == "reply"


def test_the_same_letter_marked_auto_submitted_stays_a_bounce():
    marked = ADMIN.replace("MIME-Version", "Auto-Submitted: auto-generated\nMIME-Version", 1)
    assert classify(marked).kind == "bounce"


def test_the_same_letter_under_a_failure_notice_subject_stays_a_bounce():
    failure = ADMIN.replace("Subject: Your messages to", "Subject: Mail delivery failed to")
    assert classify(failure).kind == "bounce"


def test_a_postmaster_notice_with_dsn_fields_stays_a_bounce():
    fields = ADMIN.replace(
        "Regards,", "Final-Recipient: rfc822; j.doyle@harbour.test\nAction: failed\nStatus: 5.1.1\n\nRegards,"
    )
    assert classify(fields).kind == "bounce"


def test_a_postmaster_notice_without_a_named_greeting_stays_a_bounce():
    plain = ADMIN.replace("Hello Sam,", "Hello,").replace(
        "I'm the mail administrator", "This is the mail system"
    )
    assert classify(plain).kind == "bounce"


CHALLENGES = {
    "es": _auto(
        "Hola,\n\nSu mensaje para mv@olivares.test está retenido y todavía no ha sido entregado.\n\n"
        "El destinatario utiliza un sistema de verificación de remitentes. Para que su mensaje sea\n"
        "entregado, confirme que usted es una persona haciendo clic en el siguiente enlace:\n\n"
        "  https://verificar.buzon.test/r/Zt61\n",
        subject="Verificación necesaria: su mensaje no ha sido entregado",
        sender="Buzón Seguro <verificacion@buzon.test>",
    ),
    "it": _auto(
        "Il suo messaggio per l.bianchi@porto.test non è ancora stato consegnato.\n"
        "Il destinatario accetta solo mittenti verificati: clicca sul seguente link per confermare\n"
        "di essere una persona: https://verifica.porto.test/c/81\n",
        subject="Verifica del mittente richiesta",
        sender="Verifica Posta <verifica@porto.test>",
    ),
    "pt": _auto(
        "Sua mensagem para r.lima@cais.test ainda não foi entregue.\n"
        "Este endereço usa verificação de remetentes: clique no link abaixo e confirme que você é\n"
        "uma pessoa: https://verificar.cais.test/v/7\n",
        subject="Verificação de remetente",
        sender="Caixa Segura <verificacao@cais.test>",
    ),
    "nl": _auto(
        "Uw bericht aan j.devries@haven.test is nog niet afgeleverd.\n"
        "De ontvanger gebruikt afzenderverificatie. Klik op de volgende link en bevestig dat u een\n"
        "persoon bent: https://check.haven.test/a/3\n",
        subject="Afzenderverificatie nodig",
        sender="Postbeveiliging <verificatie@haven.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(CHALLENGES))
def test_sender_verification_challenges_in_more_languages(name):
    assert classify(CHALLENGES[name]).kind == "challenge"


LOOKALIKES = {
    "es_out_of_office": (
        _auto(
            "Hola,\n\nEstoy fuera de la oficina hasta el 3 de febrero. Su mensaje no ha sido reenviado;\n"
            "para asuntos urgentes escriba a info@olivares.test.\n",
            subject="Respuesta automática: Propuesta",
            sender="Marta Ventura <mv@olivares.test>",
        ),
        "auto_reply",
    ),
    "pt_out_of_office": (
        _auto(
            "Olá,\n\nEstou de férias até 3 de fevereiro. Sua mensagem não será entregue a outra pessoa.\n",
            subject="Resposta automática: Proposta",
            sender="Rita Lima <r.lima@cais.test>",
        ),
        "auto_reply",
    ),
    "es_bounce": (
        "Return-Path: <>\n"
        + notice(
            "No se ha podido entregar el mensaje a mv@olivares.test.\n\n"
            "Respuesta del servidor: 550 5.1.1 Usuario desconocido\n",
            subject="Error de entrega: Propuesta",
            sender="MAILER-DAEMON@mx.olivares.test",
        ),
        "bounce",
    ),
}


@pytest.mark.parametrize("name", sorted(LOOKALIKES))
def test_out_of_offices_and_bounces_in_those_languages_stay_what_they_are(name):
    raw, kind = LOOKALIKES[name]
    assert classify(raw).kind == kind
