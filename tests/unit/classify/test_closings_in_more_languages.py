"""Closings in languages the rules did not read before end the own text: Vietnamese ("Trân trọng", "Thân
ái", "Kính thư"), Indonesian and Malay ("Hormat saya", "Hormat kami", "Salam hangat", "Terima kasih"),
Filipino ("Salamat po"), Romanian ("Cu drag", "Cu respect"), Hebrew ("בברכה") and Arabic ("مع التحية"),
beside those already read (Turkish, Polish, Czech, Hungarian, Greek). The formal ones with only a name
under them are no answer; a thanks alone is one; a single "Pozdrawiam" reads as before (nothing).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("text", "closing", "name"),
    [
        ("Chào anh Sam,\n\nCông ty chúng tôi không có nhu cầu thay đổi.", "Trân trọng,", "Nguyễn Thị Lan"),
        ("Chào anh Sam,\n\nCông ty chúng tôi không có nhu cầu thay đổi.", "Thân ái,", "Nguyễn Thị Lan"),
        ("Chào anh Sam,\n\nCông ty chúng tôi không có nhu cầu thay đổi.", "Kính thư,", "Nguyễn Thị Lan"),
        ("Selamat pagi Pak Sam,\n\nKami belum membutuhkan layanan ini.", "Hormat saya,", "Budi Santoso"),
        ("Selamat pagi Pak Sam,\n\nKami belum membutuhkan layanan ini.", "Hormat kami,", "Budi Santoso"),
        ("Selamat pagi Pak Sam,\n\nKami belum membutuhkan layanan ini.", "Salam hangat,", "Budi Santoso"),
        ("Selamat pagi Pak Sam,\n\nKami belum membutuhkan layanan ini.", "Terima kasih dan salam,", "Budi"),
        ("Hi Ma'am Dana,\n\nPlease send the quotation.", "Salamat po!", "Maricel Cruz"),
        ("Bună ziua,\n\nNu suntem interesați.", "Cu drag,", "Ioana Popescu"),
        ("Bună ziua,\n\nNu suntem interesați.", "Cu respect,", "Ioana Popescu"),
        ("Bună ziua,\n\nNu suntem interesați.", "Cu stimă,", "Ioana Popescu"),
        ("Merhaba,\n\nŞu an ilgilenmiyoruz.", "Saygılarımla,", "Ayşe Demir"),
        ("Dzień dobry,\n\nNie jesteśmy zainteresowani.", "Pozdrawiam", "Jan Kowalski"),
        ("Dobrý den,\n\nNemáme zájem.", "S pozdravem", "Petr Novák"),
        ("Jó napot,\n\nNem érdekel minket.", "Üdvözlettel,", "Nagy Anna"),
        ("Καλημέρα,\n\nΔεν ενδιαφερόμαστε.", "Με εκτίμηση,", "Γιώργος Παπαδόπουλος"),
        ("שלום,\n\nאנחנו לא מעוניינים כרגע.", "בברכה,", "דנה כהן"),
        ("مرحبا،\n\nنحن غير مهتمين حاليا.", "مع التحية،", "أحمد علي"),
    ],
)
def test_a_closing_in_another_language_ends_the_text(text, closing, name):
    assert own_text(f"{text}\n\n{closing}\n{name}\n") == text


@pytest.mark.parametrize(
    "body",
    [
        "Trân trọng,\nNguyễn Thị Lan",
        "Hormat saya,\nBudi Santoso",
        "Cu respect,\nIoana Popescu",
        "בברכה,",
        "مع التحية،",
    ],
)
def test_a_formal_closing_over_a_name_alone_is_no_answer(body):
    # A name in a script without capitals (Hebrew, Arabic) is not known as one: those closings alone.
    assert own_text(body) == ""


@pytest.mark.parametrize("body", ["Salamat po!", "Terima kasih banyak!", "Cảm ơn anh."])
def test_a_thanks_alone_is_an_answer(body):
    assert own_text(body) == body


def test_a_single_pozdrawiam_reads_as_before():
    assert own_text("Pozdrawiam") == ""
    assert own_text("Tak, proszę o kontakt.\n\nPozdrawiam\nJan Kowalski") == "Tak, proszę o kontakt."


@pytest.mark.parametrize(
    "body",
    [
        "Chào anh Sam,\n\nTrân trọng cảm ơn anh đã gửi báo giá, tuần sau tôi sẽ gọi lại.",
        "Selamat pagi,\n\nSalam kenal, saya Budi dari bagian keuangan, silakan telepon besok.",
    ],
)
def test_a_sentence_that_opens_on_a_closing_word_stays(body):
    assert own_text(body) == body
