"""Structure families held-out set L showed: Outlook header blocks and "On ... wrote" lines in more
languages (Hungarian "Feladó/Elküldve/Címzett/Tárgy" and others); multi-word closings ("With best
wishes,", "Mit besten Grüßen", "Avec mes meilleures salutations") above a card and a P.S.; Hungarian
closings with a colon; a "Thank you." paragraph above a closing; and the answer typed into the subject
over an empty body.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify import parse_message
from sequencer.classify.quotes import own_text
from sequencer.classify.subject_answer import subject_answer
from tests.unit.classify.helpers import classify, mail

ANSWER = "Most nem aktuális, kérem, keressen meg ősszel."
ORIGINAL = "Hi Anna,\n\nWould a 15-minute call next week be useful?\n\nBest,\nJordan Pike"


@pytest.mark.parametrize(
    "fields",
    [
        ("Feladó", "Elküldve", "Címzett", "Tárgy"),  # hu
        ("De la", "Trimis", "Către", "Subiect"),  # ro
        ("Kimden", "Gönderildi", "Kime", "Konu"),  # tr
        ("Από", "Στάλθηκε", "Προς", "Θέμα"),  # el
        ("От", "Изпратено", "До", "Относно"),  # bg
        ("Šalje", "Poslano", "Prima", "Predmet"),  # hr
        ("Od", "Odoslané", "Komu", "Predmet"),  # sk
        ("Od", "Poslano", "Za", "Zadeva"),  # sl
        ("Nuo", "Išsiųsta", "Kam", "Tema"),  # lt
        ("No", "Nosūtīts", "Kam", "Tēma"),  # lv
        ("Saatja", "Saadetud", "Adressaat", "Teema"),  # et
        ("Від", "Надіслано", "Кому", "Тема"),  # uk
        ("보낸 사람", "보낸 날짜", "받는 사람", "제목"),  # ko
        ("من", "تم الإرسال", "إلى", "الموضوع"),  # ar
        ("מאת", "נשלח", "אל", "נושא"),  # he
        ("Dari", "Dikirim", "Kepada", "Perihal"),  # id
        ("Từ", "Đã gửi", "Đến", "Chủ đề"),  # vi
        ("จาก", "ส่ง", "ถึง", "เรื่อง"),  # th
    ],
)
def test_an_outlook_header_block_in_more_languages_starts_the_original(fields):
    sender, sent, to, subject = fields
    block = (
        f"{sender}: Jordan Pike <jordan.pike@acme.test>\n{sent}: 2026. 03. 09. 8:41\n"
        f"{to}: Anna <anna@firma.example>\n{subject}: Purchase approvals"
    )
    assert own_text(f"{ANSWER}\n\n{block}\n\n{ORIGINAL}") == ANSWER


@pytest.mark.parametrize(
    "attribution",
    [
        "pon, 9. ožu 2026. u 08:41 Jordan Pike <jordan.pike@acme.test> napisao je:",  # hr Gmail
        "На пн, 9.03.2026 г. в 8:41 ч. Jordan Pike <jordan.pike@acme.test> написа:",  # bg Gmail
        "Pada tanggal Sen, 9 Mar 2026 pukul 08.41 Jordan Pike <jordan.pike@acme.test> menulis:",  # id
        "2026년 3월 9일 (월) 오전 8:41, Jordan Pike <jordan.pike@acme.test>님이 작성:",  # ko
        "Vào Th 2, 9 thg 3, 2026 vào lúc 08:41 Jordan Pike <jordan.pike@acme.test> đã viết:",  # vi
        "เมื่อ จ. 9 มี.ค. 2026 เวลา 08:41 Jordan Pike <jordan.pike@acme.test> เขียนว่า:",  # th
        "Jordan Pike <jordan.pike@acme.test> je napisal/-a dne pon., 9. mar. 2026 ob 08:41:",  # sl
        "Jordan Pike <jordan.pike@acme.test> kirjutas kuupäeval E, 9. märts 2026 kell 08:41:",  # et
        "בתאריך יום ב׳, 9 במרץ 2026 ב-8:41 מאת Jordan Pike <jordan.pike@acme.test>:",  # he
    ],
)
def test_an_on_date_wrote_line_in_more_languages_starts_the_original(attribution):
    quoted = "\n".join(f"> {line}" for line in ORIGINAL.split("\n"))
    assert own_text(f"{ANSWER}\n\n{attribution}\n{quoted}") == ANSWER


def test_a_subject_line_in_the_senders_prose_does_not_cut():
    body = "Jó napot!\n\nTárgy: a szerződés meghosszabbítása.\nKérem, küldje el a részleteket."
    assert own_text(body) == body


@pytest.mark.parametrize(
    "closing",
    [
        "With best wishes,",
        "With kind regards,",
        "All the best,",
        "Warmest regards,",
        "Kindest regards,",
        "Mit besten Grüßen",
        "Avec mes meilleures salutations,",
        "Con i migliori saluti,",
        "Met de beste groeten,",
    ],
)
def test_a_postscript_under_a_multi_word_closing_and_a_card(closing):
    text = "I would be glad to see a demonstration. Could you suggest two times?"
    ps = "P.S. Any purchase above a certain amount must also be approved by the finance office."
    card = "Amara Osei\nLaboratory Manager\nDepartment of Chemistry\nUniversity of Northfield"
    body = f"{text}\n\n{closing}\n{card}\n\n{ps}"
    assert own_text(body) == f"{text}\n\n{ps}"


def test_a_hungarian_closing_with_a_colon():
    body = f"{ANSWER}\n\nÜdvözlettel:\nKovács Zsuzsanna\nTisza-Agro Szövetkezet"
    assert own_text(body) == ANSWER


def test_a_thanks_paragraph_above_a_closing_is_the_senders_last_sentence():
    text = "Please remove this practice from your mailing list."
    body = f"{text}\n\nThank you.\n\nKind regards\n\nBernadette Quill\nPractice Manager"
    assert own_text(body) == f"{text}\n\nThank you."


def test_a_thanks_right_over_the_name_is_still_the_closing():
    assert own_text("Send me the invoice.\n\nThanks!\nTom") == "Send me the invoice."


OURS = "Purchase approvals at Marsh Hardware"
QUOTE = (
    "\n\nOn Mon, 9 Mar 2026 at 08:41, Jordan Pike <jordan.pike@acme.test> wrote:\n"
    "> Hi Kelly,\n> Would a call help?\n"
)
BLOCK = (
    f"\n\n-------- Original message --------\nFrom: Jordan Pike <jordan.pike@acme.test>\n"
    f"Date: 3/9/26 8:41 AM (GMT+00:00)\nTo: kelly@marsh.example\nSubject: {OURS}\n\nHi Kelly,\n"
)


def test_an_answer_after_our_subject_over_an_empty_body():
    result = classify(mail(QUOTE, subject=f"Re: {OURS} - REMOVE ME FROM YOUR LIST"))
    assert (result.kind, result.text) == ("unsubscribe_request", "")


def test_an_answer_after_the_quoted_subject_over_a_header_block():
    result = classify(mail(BLOCK, subject=f"Re: {OURS}  not interested thanks"))
    assert (result.intent, result.text) == ("not_interested", "")


def test_our_subject_alone_over_an_empty_body_is_other():
    assert classify(mail(QUOTE, subject=f"Re: {OURS}")).intent == "other"
    assert classify(mail(BLOCK, subject=f"RE: {OURS}")).intent == "other"


def test_a_reply_with_a_body_never_reads_its_subject():
    result = classify(mail("Thursday at 3pm works for me." + QUOTE, subject=f"Re: {OURS} - remove me"))
    assert result.intent != "unsubscribe"


@pytest.mark.parametrize(
    "prefix", ["Re:", "AW:", "RE :", "Antw:", "R:", "RES:", "SV:", "Vs:", "Odp:", "答复:", "Re[2]:"]
)
def test_reply_prefixes_and_our_quoted_subject_are_removed(prefix):
    msg = parse_message(mail(BLOCK, subject=f"{prefix} {OURS} - not interested").encode("utf-8"))
    assert subject_answer(msg) == "not interested"
    msg = parse_message(mail(BLOCK, subject=f"{prefix} {OURS}").encode("utf-8"))
    assert subject_answer(msg) == ""
