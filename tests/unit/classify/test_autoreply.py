"""Automatic replies recognised by header (RFC 3834 and vendor headers) or by subject."""

from datetime import UTC, date, datetime

import pytest

from tests.unit.classify.helpers import classify, mail

BODY = "Thanks for your message.\n"


@pytest.mark.parametrize(
    "headers",
    [
        {"Auto_Submitted": "auto-replied"},
        {"Auto_Submitted": "auto-generated"},
        {"Auto_Submitted": "auto-replied; owner-email=bob@example.com"},
        {"X_Autoreply": "yes"},
        {"X_Autorespond": "Thanks"},
        {"Precedence": "auto_reply"},
    ],
    ids=lambda h: "+".join(f"{k}={v}" for k, v in h.items()),
)
def test_an_automatic_mail_header_alone_makes_an_auto_reply(headers):
    assert classify(mail(BODY, **headers)).kind == "auto_reply"


def test_auto_submitted_no_is_a_person_writing():
    assert classify(mail(BODY, Auto_Submitted="no")).kind == "reply"


@pytest.mark.parametrize(
    "header", [{"Precedence": "bulk"}, {"Precedence": "junk"}, {"X_Auto_Response_Suppress": "All"}]
)
def test_bulk_precedence_or_exchange_suppression_vouches_for_an_echoed_auto_reply_subject(header):
    assert classify(mail(BODY, subject="Re: Out of office", **header)).kind == "auto_reply"


def test_an_echoed_out_of_office_subject_without_any_header_stays_a_reply():
    # "Re: Out of office" could be a person answering our own subject.
    assert classify(mail(BODY, subject="Re: Out of office")).kind == "reply"


@pytest.mark.parametrize(
    "subject",
    [
        "Automatic reply: Quick question",
        "Auto: Quick question",
        "Autoreply: Quick question",
        "Out of office",
        "Out of the Office: Re: Quick question",
        "OOO until Monday",
        "[OOO] Re: Quick question",
        "Abwesenheitsnotiz: Quick question",
        "Automatische Antwort: Quick question",
        "Abwesend: Quick question",
        "Réponse automatique : Quick question",
        "Absence du bureau",
        "Absent(e) : Quick question",
        "Respuesta automática: Quick question",
        "Fuera de la oficina",
        "Ausente: Quick question",
        "=?utf-8?q?R=C3=A9ponse_automatique?=",
    ],
)
def test_an_auto_reply_subject_in_any_supported_language_makes_an_auto_reply(subject):
    assert classify(mail(BODY, subject=subject)).kind == "auto_reply"


@pytest.mark.parametrize("subject", ["Re: Quick question", "Automation question", "Absolutely", "Re: OOO"])
def test_ordinary_subjects_are_not_auto_replies(subject):
    assert classify(mail(BODY, subject=subject)).kind == "reply"


def test_the_return_date_comes_from_the_subject_first():
    result = classify(mail("I am back on 9 December.", subject="Out of office until 7 December"))
    assert (result.return_date, result.return_date_source) == (date(2026, 12, 7), "subject")


def test_the_return_date_falls_back_to_the_body():
    result = classify(mail("I am away, returning Dec 7th.", subject="Automatic reply: Meeting on 3 December"))
    assert (result.return_date, result.return_date_source) == (date(2026, 12, 7), "body")


def test_a_date_in_our_echoed_subject_is_not_a_return_date():
    result = classify(mail("Thanks, I will read it later.", subject="Automatic reply: Meeting on 3 December"))
    assert (result.return_date, result.return_date_source) == (None, None)


def test_the_html_part_is_read_when_there_is_no_text_part():
    raw = mail("<p>Out of office <b>until</b>&nbsp;7&nbsp;December</p>", subject="Automatic reply")
    raw = raw.replace("text/plain", "text/html")
    assert classify(raw).return_date == date(2026, 12, 7)


def test_a_missing_date_header_falls_back_to_the_received_time():
    raw = mail("Back on 3 January.", subject="Out of office").replace(
        "Date: Mon, 30 Nov 2026 09:00:00 +0000\n", ""
    )
    result = classify(raw, received=datetime(2027, 1, 5, tzinfo=UTC))
    assert result.return_date == date(2028, 1, 3)


def test_without_any_reference_time_no_return_date_is_guessed():
    raw = mail("Back on 3 January.", subject="Out of office").replace(
        "Date: Mon, 30 Nov 2026 09:00:00 +0000\n", ""
    )
    result = classify(raw)
    assert (result.kind, result.return_date) == ("auto_reply", None)
