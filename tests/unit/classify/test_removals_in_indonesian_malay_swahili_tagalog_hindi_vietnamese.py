"""Removal requests in languages of a global prospect list the rules do not otherwise read
(`removal_asia_africa.py`): Indonesian and Malay, Swahili, Tagalog, Hindi in Latin script and Vietnamese,
and the Indian English "please to remove my id" (the e-mail id). Their look-alikes (a removal negated, an old
address replaced, a price asked, "don't send mail, WhatsApp me") ask no removal."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # Indonesian and Malay
        "Selamat pagi, mohon hapus alamat email saya dari daftar pengiriman Anda.",
        "Tolong keluarkan saya dari milis ini.",
        "Sila keluarkan saya daripada senarai anda. Terima kasih.",
        "Sila padamkan alamat e-mel saya daripada senarai mel anda.",
        "Saya tidak ingin menerima email seperti ini lagi.",
        "Saya tidak mahu menerima e-mel ini lagi.",
        "Jangan kirim email lagi ke saya.",
        "Tolong berhenti mengirim email promosi.",
        # Swahili
        "Habari, tafadhali acha kunitumia barua pepe hizi.",
        "Niondoe kwenye orodha yenu.",
        "Usinitumie tena barua pepe.",
        "Sitaki kupokea barua pepe zenu.",
        "Tafadhali futa jina langu kutoka kwenye orodha yenu.",
        # Tagalog
        "Pakitanggal po ako sa inyong listahan.",
        "Huwag na po ninyo akong padalhan ng email.",
        "Ayoko na pong makatanggap ng ganitong email.",
        # Hindi in Latin script
        "Mujhe apni list se hata do.",
        "Mera email aapki list se hata dijiye.",
        "Mujhe mail mat bhejo.",
        "Aage se mail mat bhejna.",
        "Mail bhejna band karo.",
        # Vietnamese, with and without its accents
        "Vui lòng xóa email của tôi khỏi danh sách.",
        "Vui long xoa email cua toi khoi danh sach.",
        "Đừng gửi email cho tôi nữa.",
        "Tôi không muốn nhận email này nữa.",
        "Xin ngừng gửi email.",
        # Indian English: the e-mail "id", "please to"
        "Please to remove my id from your list. Getting your mails daily, not required.",
        "Kindly remove my mail id from your database.",
        "Kindly delete my email id from your mailing list.",
    ],
)
def test_a_removal_in_these_languages_is_an_unsubscribe(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Jangan hapus saya dari daftar, saya masih tertarik.", "other"),
        ("Tolong hapus email saya yang lama, pakai yang baru.", "other"),
        ("Saya tertarik dengan demo, tolong kirim harga.", "other"),
        ("Asante, tutumie bei tafadhali.", "other"),
        ("Huwag ninyo akong tanggalin sa listahan.", "other"),
        ("Mujhe list se mat hatao.", "other"),
        ("Mujhe mail mat bhejo, WhatsApp karo.", "other"),
        ("Mujhe price list bhejo.", "other"),
        ("Please update my id in your list, the new one is below.", "other"),
        ("Please send the quote to my mail id.", "interested"),
    ],
)
def test_their_look_alikes_keep_their_reading(text: str, intent: str) -> None:
    assert rule_intent(text) == intent
