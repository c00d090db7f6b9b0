"""The phone's line under a reply ("Sent from my iPhone") in the languages the classifier reads whose
forms it lacked: Greek, Turkish, Korean, Hungarian, traditional Chinese, Japanese beyond the iPhone, and
Outlook's mobile footer in Greek, Turkish, Czech, Russian, Ukrainian, Korean, Japanese and Chinese. A
sentence that only starts or ends like one stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_device_line
from sequencer.classify.quotes import own_text

TEXT = "Please take me off your list."


@pytest.mark.parametrize(
    "device",
    [
        "Στάλθηκε από το iPhone μου",
        "Εστάλη από το Samsung Galaxy μου",
        "Στάλθηκε από το κινητό μου",
        "Λήψη του Outlook για iOS",
        "iPhone'umdan gönderildi",
        "Samsung Galaxy akıllı telefonumdan gönderildi",
        "iOS için Outlook'u edinin",
        "Stáhněte si Outlook pro Android",
        "Скачайте Outlook для iOS",
        "Отримайте Outlook для Android",
        "從我的 iPhone 傳送",
        "Elküldve az iPhone-omról",
        "나의 iPhone에서 보냄",
        "내 Galaxy에서 보냄",
        "iOS용 Outlook 받기",
        "Galaxy から送信",
        "Android 版 Outlook を入手",
        "获取 Outlook for iOS",
    ],
)
def test_a_device_line_ends_the_own_text(device):
    assert is_device_line(device)
    assert own_text(f"{TEXT}\n\n{device}\n\n> Hi,\n> quoted\n") == TEXT


def test_the_greek_iphone_line_under_a_greek_request():
    body = (
        "Καλησπέρα σας,\n\nσας παρακαλώ διαγράψτε τη διεύθυνσή μου.\n\nΣτάλθηκε από το iPhone μου\n\n"
        "> Στις 9 Δεκ 2026, στις 09:05, ο χρήστης Dana <dana@acme.test> έγραψε:\n> Hi\n"
    )
    assert own_text(body) == "Καλησπέρα σας,\n\nσας παρακαλώ διαγράψτε τη διεύθυνσή μου."


@pytest.mark.parametrize(
    "sentence",
    [
        "Στάλθηκε από το λογιστήριο χθες",
        "Sözleşme gönderildi",
        "Fatura muhasebeden gönderildi",
        "Teklif telefonla değil e-postadan gönderildi mi?",
        "메일은 회사에서 보냄 확인 부탁드립니다",
        "資料はメールから送信しました",
        "We use Outlook for iOS across the team, does that matter?",
    ],
)
def test_a_sentence_like_a_device_line_is_kept(sentence):
    assert not is_device_line(sentence)
    assert own_text(f"{TEXT}\n{sentence}") == f"{TEXT}\n{sentence}"
