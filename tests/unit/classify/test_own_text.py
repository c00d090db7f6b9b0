"""The sender's own text: quote openers of every common client and language, signatures, HTML quotes.

Every sample here is written for these tests (invented people, reserved domains)."""

import pytest

from sequencer.classify import parse_message
from sequencer.classify.quotes import own_text, reply_text

ANSWER = "Works for us, send the contract."
ORIGINAL = "Hi Dana, following up on my note about the pilot. To unsubscribe from these emails click here."


@pytest.mark.parametrize(
    "opener",
    [
        "On Tue, 3 Mar 2026 at 10:02, Rep Person <rep@acme.test> wrote:",
        "Am Di., 3. März 2026 um 10:02 Uhr schrieb Rep Person <rep@acme.test>:",
        "Le mar. 3 mars 2026 à 10:02, Rep Person <rep@acme.test> a écrit :",
        "El mar, 3 mar 2026 a las 10:02, Rep Person (<rep@acme.test>) escribió:",
        "Il giorno mar 3 mar 2026 alle ore 10:02 Rep Person <rep@acme.test> ha scritto:",
        "Op di 3 mrt 2026 om 10:02 schreef Rep Person <rep@acme.test>:",
        "Em ter., 3 de mar. de 2026 às 10:02, Rep Person <rep@acme.test> escreveu:",
        "W dniu 3.03.2026 o 10:02, Rep Person <rep@acme.test> pisze:",
        "Dnia 3 marca 2026 10:02 Rep Person <rep@acme.test> napisał(a):",
        "Den tis 3 mars 2026 kl 10:02 skrev Rep Person <rep@acme.test>:",
        "Den 3. mar. 2026 kl. 10.02 skrev Rep Person <rep@acme.test>:",
        "ti 3.3.2026 klo 10.02 Rep Person (rep@acme.test) kirjoitti:",
        "Dne út 3. 3. 2026 10:02 uživatel Rep Person <rep@acme.test> napsal:",
        "вт, 3 мар. 2026 г. в 10:02, Rep Person <rep@acme.test>:",
        "3 березня 2026 р. о 10:02 Rep Person <rep@acme.test> написав:",
        "2026年3月3日(火) 10:02 Rep Person <rep@acme.test>:",
        "在 2026年3月3日 10:02，Rep Person <rep@acme.test> 写道：",
        "2026-03-03 10:02 GMT+01:00 Rep Person <rep@acme.test>:",
        "Rep Person <rep@acme.test> wrote on 03/03/2026 10:02:00:",
        "Rep Person <rep@acme.test> a écrit le 03/03/2026 10:02:00 :",
        "*-------- Original Message --------*",
        "-----Ursprüngliche Nachricht-----",
        "-------- Messaggio originale --------",
        "________________________________",
        "Begin forwarded message:",
        "Forwarded message:",
    ],
)
def test_the_original_under_an_attribution_in_any_language_is_not_the_answer(opener):
    body = f"{ANSWER}\n\n{opener}\n\n{ORIGINAL}\n"
    assert own_text(body) == ANSWER


def test_an_attribution_wrapped_over_three_lines_is_one_opener():
    body = (
        f"{ANSWER}\n\nOn Tue, Mar 3, 2026 at 10:02 AM, Rep Person\n<rep@acme.test>\nwrote:\n\n> {ORIGINAL}\n"
    )
    assert own_text(body) == ANSWER


@pytest.mark.parametrize(
    "block",
    [
        "From: Rep Person <rep@acme.test>\nSent: Tuesday, March 3, 2026 10:02\nTo: Dana\nSubject: Pilot",
        "*From:* Rep Person\n*Sent:* Tuesday, March 3, 2026\n*To:* Dana\n*Subject:* Pilot",
        "Von: Rep Person\nGesendet: Dienstag, 3. März 2026\nAn: Dana\nBetreff: Pilot",
        "De : Rep Person\nEnvoyé : mardi 3 mars 2026\nÀ : Dana\nObjet : Pilot",
        "Da: Rep Person\nInviato: martedì 3 marzo 2026\nA: Dana\nOggetto: Pilot",
        "Van: Rep Person\nVerzonden: dinsdag 3 maart 2026\nAan: Dana\nOnderwerp: Pilot",
        "Od: Rep Person\nWysłano: wtorek, 3 marca 2026\nDo: Dana\nTemat: Pilot",
        "От: Rep Person\nОтправлено: 3 марта 2026 г.\nКому: Dana\nТема: Pilot",
    ],
)
def test_an_outlook_header_block_in_any_language_starts_the_original(block):
    assert own_text(f"{ANSWER}\n\n{block}\n\n{ORIGINAL}\n") == ANSWER


@pytest.mark.parametrize(
    "reply_to", ["Reply-To: Desk <desk@acme.test>", "Répondre à : Desk <desk@acme.test>"]
)
def test_a_reply_to_field_is_part_of_the_header_block(reply_to):
    block = f"From: Rep Person <rep@acme.test>\n{reply_to}\nDate: 3 March 2026\nTo: Dana\nSubject: Pilot"
    assert own_text(f"{block}\n\n{ANSWER}\n") == ANSWER


def test_an_original_without_quote_marks_after_an_attribution_never_counts():
    body = f"{ANSWER}\n\ndana@lumen.test wrote:\n\n{ORIGINAL}\n\nMore of the original.\n"
    assert own_text(body) == ANSWER


def test_answers_between_quoted_lines_count():
    body = (
        "On Tue, 3 Mar 2026, Rep <rep@acme.test> wrote:\n"
        "> Question one?\n"
        "\n"
        "Yes.\n"
        "\n"
        "> Question two?\n"
        "\n"
        "Friday.\n"
    )
    assert own_text(body) == "Yes.\n\nFriday."


@pytest.mark.parametrize(
    "signature",
    [
        "Best regards,\nDana Lee\nHead of Ops",
        "Mit freundlichen Grüßen\nDana",
        "Cordiali saluti,\nDana",
        "Met vriendelijke groet,\nDana",
        "Cumprimentos\nDana",
        "Pozdrawiam,\nDana",
        "Med vänlig hälsning\nDana",
        "S pozdravem\nDana",
        "С уважением,\nДана",
        "Sent from my iPhone",
        "Enviado do meu iPhone",
        "Verzonden vanaf mijn iPhone",
        "-- \nDana Lee | Lumen",
        "This email and any attachments are confidential and intended solely for the addressee.",
    ],
)
def test_signatures_device_lines_and_disclaimers_are_not_the_answer(signature):
    assert own_text(f"{ANSWER}\n\n{signature}\n") == ANSWER


def test_a_name_set_apart_under_the_text_is_a_signature_but_a_short_answer_is_not():
    assert own_text(f"Hello,\n\n{ANSWER}\n\nDana\n") == f"Hello,\n\n{ANSWER}"
    assert own_text("Hi Rep,\n\nSure.\n") == "Hi Rep,\n\nSure."


def test_a_sentence_that_starts_like_a_device_line_is_kept():
    text = "Sent from my desk, which is easier than my phone."
    assert own_text(f"{ANSWER}\n\n{text}\n") == f"{ANSWER}\n\n{text}"


def test_a_gateway_banner_above_the_answer_is_not_the_answer():
    body = f"CAUTION: This email originated from outside of the organization.\n\n{ANSWER}\n"
    assert own_text(body) == ANSWER


@pytest.mark.parametrize(
    "container",
    [
        '<div class="gmail_quote"><div class="gmail_attr">On Tue ... wrote:</div><blockquote>',
        '<blockquote type="cite">',
        '<div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Rep',
        '<div class="yahoo_quoted" id="yahoo_quoted_1">',
        '<div class="moz-cite-prefix">On 3/3/26 10:02, Rep wrote:</div><blockquote type="cite">',
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p><b>From:</b>',
    ],
)
def test_an_html_only_reply_is_cut_at_its_quote_container(container):
    raw = (
        "From: dana@lumen.test\nTo: rep@acme.test\nSubject: Re: Pilot\nMIME-Version: 1.0\n"
        "Content-Type: text/html; charset=utf-8\n\n"
        f"<html><body><div>{ANSWER}</div><br>{container}<p>{ORIGINAL}</p></div></body></html>\n"
    )
    assert reply_text(parse_message(raw.encode())) == ANSWER


@pytest.mark.parametrize(
    "separator",
    [
        "Begin forwarded message:",
        "---------- Forwarded message ---------",
        "Anfang der weitergeleiteten Nachricht:",
    ],
)
def test_text_under_a_quoted_forward_belongs_to_the_forward(separator):
    quote = f"> From: Rep <rep@acme.test>\n> Subject: Pilot\n>\n> {ORIGINAL}"
    body = f"{ANSWER}\n\n{separator}\n\n{quote}\n\nText bottom\n"
    assert own_text(body) == ANSWER


def test_an_answer_under_a_quoted_reply_still_counts():
    body = f"On Tue, 3 Mar 2026 at 10:02, Rep <rep@acme.test> wrote:\n> {ORIGINAL}\n\n{ANSWER}\n"
    assert own_text(body) == ANSWER


def test_the_senders_own_name_under_a_finished_sentence_is_a_signature():
    raw = (
        'From: "Dana Lumen" <dana@lumen.test>\nTo: rep@acme.test\nSubject: Re: Pilot\n\n'
        f"{ANSWER}\nDana\n\nOn Tue, 3 Mar 2026 at 10:02, Rep <rep@acme.test> wrote:\n> {ORIGINAL}\n"
    )
    assert reply_text(parse_message(raw.encode())) == ANSWER
    # Someone else's name, or a word that goes on the sentence, stays.
    assert reply_text(parse_message(raw.replace("\nDana\n", "\nMarco\n").encode())) == f"{ANSWER}\nMarco"


@pytest.mark.parametrize(
    "footer",
    [
        "Get Outlook for Android<https://aka.ms/ghei36>",
        "Outlook für iOS beziehen<https://aka.ms/o0ukef>",
        "Obtenir Outlook pour Android<https://aka.ms/ghei36>",
        "Obtener Outlook para iOS<https://aka.ms/o0ukef>",
        "Ottieni Outlook per Android<https://aka.ms/ghei36>",
        "Outlook voor iOS downloaden<https://aka.ms/o0ukef>",
        "Obter o Outlook para Android<https://aka.ms/ghei36>",
    ],
)
def test_outlook_mobiles_localized_footer_is_no_part_of_the_answer(footer):
    body = f"{ANSWER}\n\n{footer}\n________________________________\nFrom: Rep <rep@acme.test>\n\n{ORIGINAL}"
    assert own_text(body) == ANSWER


def test_a_sentence_about_outlook_for_android_is_the_answer():
    body = "We use Outlook for Android, does your tool work with it?"
    assert own_text(body) == body


@pytest.mark.parametrize(
    "signoff", ["Mit freundlichen Grüßen / Kind regards", "Cordialement / Best regards", "Saludos | Regards"]
)
def test_a_bilingual_closing_ends_the_answer(signoff):
    body = f"{ANSWER}\n\n{signoff}\n\nDr. Hanna Vogt\nLeiterin Einkauf\nMusterwerk AG"
    assert own_text(body) == ANSWER


@pytest.mark.parametrize(
    "card",
    [
        "Lena Fischer\nHead of Operations\nNordlicht Logistik GmbH",
        "Rachel\n\nRachel Dunmore | Head of Finance\nHolm & Pike LLP | 2 Quay Road, Bristol",
        "Marc Dubois\nResponsable achats\nAtelier Dubois - 04 00 55 01 23",
        "Tom Reyes\nSite Manager\n+1 555 0100",
        "佐藤 花子\n株式会社ミドリ工業 総務部",
    ],
)
def test_a_signature_card_without_a_closing_word_is_no_part_of_the_answer(card):
    assert own_text(f"{ANSWER}\n\n{card}") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        # introduced by the text above: someone to contact, part of the answer
        "Please speak to our buyer instead:\n\nLena Fischer\nHead of Purchasing\n+49 30 5550 1234",
        # a name and an address that is not the sender's: a referral
        "Not my area, sorry.\n\nLena Fischer\nHead of Purchasing\nlena.fischer@nordlicht.test",
        # no signature marks under the name
        "Works for us.\n\nMonday\nafter lunch would be best",
        # a question under the name is still words to the reader
        "Thanks for the note.\n\nLena Fischer\nwho else should I ask about this?",
        # legal forms that are everyday words in lower case ("as", "se", "ab") are no signature marks
        "Thanks for the note.\n\nLena Fischer\nsends it as soon as se can",
        "Danke.\n\nLena Fischer\nist ab Montag wieder da",
        # a title word inside a sentence
        "Sounds good.\n\nLena Fischer\nwill lead the call then",
    ],
)
def test_a_block_that_is_no_signature_card_stays(text):
    assert own_text(text, frozenset({"dana", "smith"})) == text


@pytest.mark.parametrize(
    "card",
    [
        # a surname particle in lower case between the capitalised words
        "Eva de Graaf\nFinancieel directeur\nDe Graaf Advies B.V.\n06 5550 1273",
        "Jan van der Berg\nInkoper\n+31 20 555 0199",
        "Anna di Stefano\nResponsabile acquisti\nStefano Arredi S.r.l.",
        "Maria dos Santos\nDiretora financeira\n+351 21 555 0142",
        # a team or desk signing instead of a person
        "La redazione\nEco di Valle\nTel. 0342 555 014",
        "The Sales Team\nNorthwind Ltd\n+44 20 5550 0100",
        "Ufficio acquisti\nFerro Arredi S.p.A.",
        "Das Vertriebsteam\nMusterwerk GmbH",
    ],
)
def test_a_card_with_a_surname_particle_or_a_team_name_is_no_part_of_the_answer(card):
    assert own_text(f"{ANSWER}\n\n{card}") == ANSWER


@pytest.mark.parametrize(
    "signoff", ["Grazie e a presto,", "Thanks and regards,", "Danke und viele Grüße", "Merci et à bientôt"]
)
def test_two_closings_joined_by_and_end_the_answer(signoff):
    assert own_text(f"{ANSWER}\n\n{signoff}\nMatteo Ricci\nDirettore Amministrativo") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        # the team word in a sentence, or no signature marks under it
        "Thanks for the note.\n\nThe team\nwill look at it on Monday",
        "Sounds good.\n\nThe Sales Team\nis out until Friday",
        # a closing joined to words that go on is a sentence
        "Grazie e a presto ci sentiamo per la demo",
        # a particle name introduced by the text: someone to write to
        "Please speak to our controller:\n\nEva de Graaf\nFinancieel directeur\n06 5550 1273",
    ],
)
def test_team_words_and_joined_closings_in_a_sentence_stay(text):
    assert own_text(text, frozenset({"dana", "smith"})) == text


@pytest.mark.parametrize(
    "card",
    [
        # the sender's own name over a company line without phone or title
        "Graham Lyle\nLyle & Partners",
        "Rodrigo Salas\nConstrucciones Salas e Hijos",
        "Graham Lyle\nLyle Holdings\nLeeds",
    ],
)
def test_the_senders_own_name_over_a_company_line_is_a_signature_card(card):
    names = frozenset({"graham", "lyle", "rodrigo", "salas"})
    assert own_text(f"{ANSWER}\n\n{card}", names) == ANSWER


@pytest.mark.parametrize(
    "card",
    [
        # a firm named for its people marks a card under anyone's name
        "Lena Fischer\nFischer & Partner",
        "Marco Rossi\nRossi e Figli",
        "Ana Gómez\nGómez y Asociados",
    ],
)
def test_a_firm_named_for_its_people_marks_a_signature_card(card):
    assert own_text(f"{ANSWER}\n\n{card}") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        "Danke.\n\nGraham Lyle\nist ab Montag wieder da",
        "Sounds good.\n\nGraham Lyle\nPS Tuesday works too",
        "Thanks for the note.\n\nGraham Lyle\nWho else should I ask?",
        "Works for us.\n\nMarco Rossi\nRossi Holdings",
    ],
)
def test_a_name_over_a_sentence_or_someone_elses_name_stays(text):
    assert own_text(text, frozenset({"graham", "lyle"})) == text


def test_the_senders_own_cjk_name_alone_under_the_text_is_a_signature():
    text = "Dana様\n\n今後このようなメールは不要です。配信を停止してください。"
    assert own_text(f"{text}\n\n佐藤", frozenset({"佐藤", "健一", "sato"})) == text
    # a short line that is not the sender's name stays
    assert own_text(f"{text}\n\n退订", frozenset({"佐藤"})) == f"{text}\n\n退订"


@pytest.mark.parametrize(
    "closing",
    [
        "Warmly,",
        "All best,",
        "Viele Grüße aus Berlin",
        "Schönen Tag noch",
        "Hochachtungsvoll",
        "Bonne continuation,",
        "Belle journée,",
        "Très cordialement",
        "Amicalement,",
        "Un cordial saludo,",
        "Un fuerte abrazo",
        "Un caro saluto",
        "Buon lavoro,",
        "Fijne dag nog!",
        "Gr.",
        "Abs,",
        "Bjs",
        "Grande abraço,",
    ],
)
def test_more_closings_in_every_rule_language_end_the_answer(closing):
    assert own_text(f"{ANSWER}\n\n{closing}\nCamila") == ANSWER


@pytest.mark.parametrize(
    "last", ["Abs, Camila", "Best, Tom", "Grüße, Anna", "Bjs, Ana", "Un saludo, Lucía", "Thanks, Tom Reyes."]
)
def test_a_closing_and_a_name_on_the_last_line_end_the_answer(last):
    assert own_text(f"Hi Dana,\n\n{ANSWER}\n{last}") == f"Hi Dana,\n\n{ANSWER}"


@pytest.mark.parametrize(
    "last",
    [
        # a closing word that goes on, or words that are no name
        "Thanks, Monday works",
        "Thanks, see you Tuesday",
        "Cheers, mate",
        "Merci, Claire, pour votre retour",
        "Bis bald am Telefon, Dienstag?",
        "Au plaisir de vous lire bientôt pour la démo",
        "Tot morgen om 10 uur",
    ],
)
def test_a_closing_word_in_a_sentence_stays(last):
    assert own_text(f"Hi Dana,\n\n{ANSWER}\n{last}") == f"Hi Dana,\n\n{ANSWER}\n{last}"


def test_a_closing_and_a_name_as_the_only_words_stay():
    assert own_text("Hi Dana,\nThanks, Tom") == "Hi Dana,\nThanks, Tom"


THE_BAT_QUOTE = (
    "DW> Hi Sergey,\n\nDW> Would a 20-minute call next week be useful?\n\nDW> Best,\nDW> Dana Whitfield\n\n"
    'DW> Not the right time? Reply "unsubscribe" and I won\'t write again.\n'
)


@pytest.mark.parametrize(
    "attribution",
    [
        "Вы писали 7 декабря 2026 г., 11:14:03:",
        "Ви писали 7 грудня 2026 р., 11:14:03:",
        "Дана писал(а) 7 декабря 2026 г., 11:14:03:",
        "You wrote 7 December 2026, 11:14:03:",
        "Monday, December 7, 2026, 11:14:03 AM, you wrote:",
        "am Montag, 7. Dezember 2026 um 11:14 schrieben Sie:",
        "Le lundi 7 décembre 2026 à 11:14:03, vous avez écrit :",
        "Lunedì 7 dicembre 2026, 11:14:03, hai scritto:",
        "Op maandag 7 december 2026 om 11:14:03 schreef u:",
    ],
)
def test_a_bottom_post_under_the_bats_attribution_and_initials_quote_is_the_answer(attribution):
    body = f"Здравствуйте, Dana.\n\n{attribution}\n\n{THE_BAT_QUOTE}\n{ANSWER}\n\n-- \nС уважением,\n Сергей"
    assert own_text(body) == f"Здравствуйте, Dana.\n\n{ANSWER}"


@pytest.mark.parametrize("prefix", ["DW>", " JS> ", "AB>>", "СИ>"])
def test_initials_before_the_quote_mark_quote_the_original(prefix):
    body = f"{ANSWER}\n\nOn Tue, 3 Mar 2026 at 10:02, Rep <rep@acme.test> wrote:\n{prefix} {ORIGINAL}\n"
    assert own_text(body) == ANSWER
    assert own_text(f"{prefix} {ORIGINAL}\n\n{ANSWER}") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        # the reader addressed in a sentence, without a date or a time
        "Grazie per le 3 cose che hai scritto:\nla demo mi interessa.",
        "Вы писали мне 3 раза:\nхватит.",
    ],
)
def test_you_wrote_in_a_sentence_is_no_attribution(text):
    assert own_text(text) == text


@pytest.mark.parametrize(
    "line", ["B2B>B2C for us, honestly.", "OK > let's do Tuesday.", "Q3>Q2 in our numbers, send pricing."]
)
def test_a_line_that_only_looks_like_an_initials_quote_is_the_answer(line):
    assert own_text(f"{ANSWER}\n{line}") == f"{ANSWER}\n{line}"
