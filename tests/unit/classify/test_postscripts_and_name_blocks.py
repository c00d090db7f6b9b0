"""Where the sender's words end, the families held-out set G showed: a postscript after the closing and
the signature is the sender's own text again (the signature between is not); a name with pronouns, a
first name alone over a full name line, and a closing with a first name over a name line start the
signature; the sender's first name alone on the last line, in lower case too; closings of languages
the intent rules do not read (Turkish "Saygılarımla", Greek, Polish, Scandinavian, Russian ...).

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

ANSWER = "Works for us, send the contract."
DAVIDE = frozenset({"davide", "greco"})


@pytest.mark.parametrize(
    ("closing", "ps"),
    [
        ("Viele Grüße\nSabine Roth", "P.S. Bitte tragen Sie mich aus Ihrem Verteiler aus."),
        ("Best regards,\nTom Baker", "PS: please take me off your list."),
        ("Cordialement,\nJeanne Morel", "P.S.: merci de me retirer de votre liste."),
        ("Saludos,\nAna Ruiz", "P.D. Por favor, dadme de baja."),
        ("Cordiali saluti\nLuca Bianchi", "PS cancellatemi dalla lista, grazie."),
        ("Met vriendelijke groet,\nKim Jansen", "PS. Graag uitschrijven."),
        ("Atenciosamente,\nRui Costa", "P.S. Por favor, me descadastrem."),
        ("Mit freundlichen Grüßen\nJens Wendt", "Nachtrag: keine weiteren Mails bitte."),
        ("Thanks,\nTom", "N.B. I'm out next week."),
        ("Thanks,\nTom", "PPS: the deck is attached."),
    ],
)
def test_a_postscript_after_the_signature_is_the_senders_text(closing, ps):
    body = f"{ANSWER}\n\n{closing}\nHead of Operations\nAcme GmbH\n+49 30 1234567\n\n{ps}"
    assert own_text(body) == f"{ANSWER}\n\n{ps}"


def test_a_card_and_a_footer_under_the_postscript_stay_cut():
    body = (
        f"{ANSWER}\n\nViele Grüße\nSabine Roth\n\nP.S. Bitte austragen.\n\nBrenner Maschinenbau GmbH\n"
        "Leitung Personal\nTel.: +49 7361 555-120\n\nDiese E-Mail enthält vertrauliche Informationen."
    )
    assert own_text(body) == f"{ANSWER}\n\nP.S. Bitte austragen."


@pytest.mark.parametrize(
    "line",
    ["Psychology aside, we are fine.", "PS5 is on my desk.", "Nb of seats: 12", "Pd: 12"],
)
def test_a_line_that_only_opens_like_a_postscript_stays_cut_with_the_signature(line):
    body = f"{ANSWER}\n\nBest regards,\nTom Baker\n\n{line}"
    assert own_text(body) == ANSWER


@pytest.mark.parametrize(
    "signature",
    [
        "Aisha\n\nAisha Rahman (she/her)\nOffice Manager, Northgate Studios",
        "Aisha Rahman (she/her)\nOffice Manager",
        "Kim Jansen (zij/haar)\nInkoper",
        "Lea Roth (sie/ihr)",
        "Camille Martin (elle/elle) | Responsable achats",
        "Sam Ortiz (they/them)",
        "Tom\nTom Baker | Head of Sales | Acme Ltd",
    ],
)
def test_a_name_with_pronouns_or_a_first_name_over_a_full_name_is_a_signature(signature):
    assert own_text(f"{ANSWER}\n\n{signature}") == ANSWER


@pytest.mark.parametrize(
    "signature",
    [
        "Cheers, Claire\n\n\nClaire Dunning | General Counsel | Pellham Group\nlinkedin.com/in/cd",
        "Thanks, Tom\nTom Baker\nHead of Sales",
        "Best, Ana\nAna Ruiz, Directora financiera",
        "Viele Grüße, Jens\nJens Wendt | Einkauf",
        "Cordialement, Jeanne\nJeanne Morel | Directrice",
        "Saludos, Ana\nAna Ruiz | Gerente",
        "Grazie, Luca\nLuca Bianchi | Responsabile acquisti",
        "Groeten, Kim\nKim Jansen | Inkoper",
        "Abraços, Rui\nRui Costa | Diretor",
    ],
)
def test_a_closing_and_a_first_name_over_a_name_line_is_a_signature(signature):
    assert own_text(f"{ANSWER}\n{signature}") == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        # a name in the text, no name line under it
        f"{ANSWER}\nAisha\nwill join the call.",
        # a first name over another person's full name: someone to write to
        "Please write to my colleague instead:\nMaria\nJohn Smith will cover for her.",
    ],
)
def test_a_name_that_opens_no_signature_stays(text):
    assert own_text(text) == text


@pytest.mark.parametrize("name", ["davide", "Davide", "-davide"])
def test_the_senders_first_name_alone_on_the_last_line_is_a_signature(name):
    text = "cancellatemi dalla vostra lista, l energia la gestisce gia mio cognato"
    assert own_text(f"ciao marco\n{text}\n\n{name}", DAVIDE) == f"ciao marco\n{text}"
    assert own_text(f"{ANSWER}\n{name}", DAVIDE) == ANSWER


@pytest.mark.parametrize(
    "text",
    [
        # a one-word reply is the reply, not a signature
        "davide",
        # another word in lower case, or a name that is not the sender's
        "ciao marco\nplease call\n\ntomorrow",
        "ciao marco\nsend it to my brother\n\nluca",
    ],
)
def test_a_lone_word_that_is_not_the_senders_name_or_the_only_word_stays(text):
    assert own_text(text, DAVIDE) == text


@pytest.mark.parametrize(
    "closing",
    [
        "Saygılarımla,",
        "İyi çalışmalar",
        "Teşekkürler,",
        "Με εκτίμηση,",
        "Με φιλικούς χαιρετισμούς",
        "Φιλικά,",
        "Pozdrawiam",
        "Z poważaniem",
        "Łączę pozdrowienia",
        "S pozdravem",
        "Med vänliga hälsningar",
        "Mvh",
        "Venlig hilsen",
        "Med vennlig hilsen",
        "Ystävällisin terveisin",
        "С уважением,",
        "С наилучшими пожеланиями",
        "З повагою",
    ],
)
def test_closings_of_the_languages_the_rules_do_not_read_end_the_answer(closing):
    assert own_text(f"{ANSWER}\n{closing}\nAyşe Demir") == ANSWER


@pytest.mark.parametrize(
    ("notice", "ps"),
    [
        (
            "Dieses Schreiben ist vertraulich und nur für den Empfänger bestimmt.",
            "P.S. Bitte schicken Sie uns keine Werbung mehr.",
        ),
        (
            "This email and any attachments are confidential and intended solely for the addressee.",
            "PS: and please drop us from your mailings.",
        ),
    ],
)
def test_a_postscript_typed_under_the_legal_notice_is_the_senders_text(notice, ps):
    # heldout_ek: the mail program put the notice under the signature, the sender typed the P.S. below it
    body = f"{ANSWER}\n\nBest regards,\nTom Baker\nHead of Operations\n\n{notice}\n\n{ps}"
    assert own_text(body) == f"{ANSWER}\n\n{ps}"


def test_a_line_under_the_legal_notice_that_is_no_postscript_stays_cut():
    body = (
        f"{ANSWER}\n\nBest regards,\nTom Baker\n\nThis email and any attachments are confidential and"
        " intended solely for the addressee.\n\nAcme GmbH, Berlin"
    )
    assert own_text(body) == ANSWER
