"""Where the sender's words begin and end, the families held-out set H's first run showed: the mail
gateway's external-sender warning above (or below) the reply is never the sender's text, in every rule
language; a signature card without a closing word, its lines set apart by blank lines (HTML), above a
confidentiality notice in any rule language, a phone extension ("poste 4", "ext. 12") marking it; a
Gmail attribution in a language whose date follows the verb (Hungarian "ezt írta (időpont: ...)") or
whose verb the reader did not know (Croatian "je napisao", Turkish "yazdı"); a closing with the place it
is sent from ("Saluti da Catania", "Groeten uit Gent").

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

ANSWER = "Please take me off your list."


@pytest.mark.parametrize(
    "banner",
    [
        "CAUTION: This email originated from outside of the organization. Do not click links or open"
        " attachments unless you recognize the sender.",
        "[EXTERNAL]",
        "ACHTUNG: Diese E-Mail stammt von einem externen Absender. Klicken Sie nicht auf Links und öffnen"
        " Sie keine Anhänge, wenn Sie den Absender nicht kennen.",
        "ATTENTION : Ce courriel provient de l'extérieur de l'organisation. Ne cliquez pas sur les liens.",
        "ATENCIÓN: Este correo proviene de un remitente externo. No haga clic en enlaces ni abra adjuntos.",
        "ATTENZIONE: questa email proviene da un mittente esterno. Non cliccare sui link.",
        "LET OP: deze e-mail is afkomstig van een externe afzender. Klik niet op links.",
        "ATENÇÃO: Este e-mail foi enviado por um remetente externo. Não clique em links.",
        "Diese E-Mail stammt von einem externen Absender.\nKlicken Sie nicht auf Links oder Anhänge.",
        "CAUTION: This email originated from outside of the organization.\nDo not click links or open"
        " attachments unless you recognize the sender.",
    ],
)
def test_a_gateway_banner_above_the_reply_is_cut(banner):
    assert own_text(f"{banner}\n\nHi Sam,\n\n{ANSWER}") == f"Hi Sam,\n\n{ANSWER}"


@pytest.mark.parametrize(
    "banner",
    [
        "This email originated from outside of the organization. Do not click links.",
        "Diese E-Mail stammt von einem externen Absender.",
        "Questa email proviene da un mittente esterno.",
    ],
)
def test_a_gateway_banner_below_the_reply_is_cut(banner):
    assert own_text(f"{ANSWER}\n\n{banner}") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        "Let op: we zijn verhuisd naar Utrecht.\nStuur de offerte naar het nieuwe adres.",
        "Achtung: ab Montag gilt die neue Adresse.",
        "Attenzione: il preventivo va intestato alla sede di Milano.",
    ],
)
def test_a_warning_of_the_senders_own_is_kept(text):
    assert own_text(text) == text


@pytest.mark.parametrize(
    ("card", "notice"),
    [
        (
            "Geneviève Tremblay\n\nCoordonnatrice administrative\n\nClinique dentaire des Érables\n\n"
            "450 555-0192, poste 4",
            "AVIS DE CONFIDENTIALITÉ : Ce courriel peut contenir des renseignements confidentiels.",
        ),
        (
            "Mark Ellison\n\nOffice Coordinator\n\nHarbour Dental\n\n+44 20 7946 0018 ext. 12",
            "CONFIDENTIALITY NOTICE: This e-mail may contain confidential information.",
        ),
        (
            "Jana Vogt\n\nEmpfang\n\nDurchwahl -31",
            "VERTRAULICHKEITSHINWEIS: Diese Nachricht ist vertraulich.",
        ),
        (
            "Lucía Romero\n\nCoordinadora\n\nClínica Sol",
            "AVISO DE CONFIDENCIALIDAD: Este mensaje es privado.",
        ),
        ("Marta Russo\n\nSegreteria\n\nint. 204", "AVVISO DI RISERVATEZZA: il messaggio è riservato."),
        ("Ana Lopes\n\nCoordenadora\n\nramal 3021", "AVISO DE CONFIDENCIALIDADE: mensagem confidencial."),
        ("Tom Hale\n\nOffice Manager", "DISCLAIMER: This message is for the named person only."),
    ],
)
def test_a_card_set_apart_by_blank_lines_above_a_notice_is_cut(card, notice):
    assert own_text(f"Bonjour,\n\n{ANSWER}\n\n{card}\n\n{notice}") == f"Bonjour,\n\n{ANSWER}"


def test_a_card_the_text_introduces_stays():
    text = "Hi Sam,\n\nPlease call Anna instead:\n\nAnna Berg\n\nOffice Manager\n\n+44 20 7946 0018 ext. 12"
    assert own_text(text) == text


@pytest.mark.parametrize(
    "attribution",
    [
        "Dana Whitfield <dana@acme.test> ezt írta (időpont: 2026. dec. 7., H, 9:14):",
        "Dana Whitfield <dana@acme.test>, 7 Ara 2026 Pzt, 09:14 tarihinde şunu yazdı:",
        "pon, 7. pro 2026. u 09:14 Dana Whitfield <dana@acme.test> je napisao/la:",
        "pon, 7. pro 2026. u 09:14 Dana Whitfield <dana@acme.test> je napisala:",
        "2026 m. gruodžio 7 d., 09:14, Dana Whitfield <dana@acme.test> rašė:",
        "2026. gada 7. decembrī 09:14 Dana Whitfield <dana@acme.test> rakstīja:",
    ],
)
def test_gmail_attributions_in_more_languages_end_the_text(attribution):
    body = f"Kik maguk?\n\n{attribution}\n\nHello, a quick question about your fleet."
    assert own_text(body) == "Kik maguk?"


def test_a_sentence_with_the_verb_and_no_address_is_kept():
    text = "Ezt írta (időpont: holnap 9:14): a csapat mindent elküldött."
    assert own_text(text) == text


@pytest.mark.parametrize(
    "closing",
    [
        "Saluti da Catania",
        "Grüße aus Berlin",
        "Salutations de Lyon",
        "Saludos desde Bogotá",
        "Groeten uit Gent",
        "Abraços de Lisboa",
        "Greetings from Leeds",
    ],
)
def test_a_closing_with_a_place_starts_the_signature(closing):
    body = f"Buongiorno,\n\nsì mi mandi un preventivo.\n{closing}\nSalvo Pappalardo\nEtna Ricambi S.r.l."
    assert own_text(body) == "Buongiorno,\n\nsì mi mandi un preventivo."


def test_a_sentence_about_a_place_is_kept():
    text = "Ciao,\n\ngreetings from our team in Leeds are in the attached video, have a look."
    assert own_text(text) == text
