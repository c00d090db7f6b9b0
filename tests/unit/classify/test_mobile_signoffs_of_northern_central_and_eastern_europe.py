"""The mobile sign-offs under a reply in the languages of Northern, Central and Eastern Europe, Turkey, Greece
and East Asia, as Outlook for iOS and Android, the iPhone and Samsung phones write them (heldout_bc:
"Küldve iOS-hez készült Outlookból"): Outlook's "Get Outlook for iOS" with its verb and preposition, the
sent-from lines naming a device or Outlook, Hungarian's "Küldve ... -ból" and "... -ról küldve". They end
the own text. A sentence that starts like one, or names Outlook or a phone in a question, stays the
sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_device_line
from sequencer.classify.quotes import own_text

TEXT = "Van magyar nyelvű felülete a rendszernek?"


@pytest.mark.parametrize(
    "device",
    [
        # Swedish, Danish, Norwegian
        "Skaffa Outlook för Android",
        "Hämta Outlook för iOS",
        "Skickat från Outlook för iOS",
        "Få Outlook til Android",
        "Hent Outlook til iOS",
        "Få Outlook for iOS",
        "Sendt fra min Samsung Galaxy-smartphone.",
        # Finnish
        "Lähetetty iOS:n Outlookista",
        "Hanki Outlook for iOS",
        # Polish
        "Wysłano z iPhone'a",
        "Wysłano z mojego smartfona Samsung Galaxy.",
        "Pobierz aplikację Outlook dla systemu Android",
        # Czech, Slovak
        "Odesláno z Outlooku pro iOS",
        "Získat Outlook pro Android",
        "Odoslané z iPhonu",
        "Odoslané z môjho Galaxy",
        "Odoslané z Outlooku pre iOS",
        "Získajte Outlook pre iOS",
        "Stiahnite si Outlook pre Android",
        # Hungarian
        "Küldve iOS-hez készült Outlookból",
        "Küldve Androidhoz készült Outlookból",
        "Samsung Galaxy okostelefonról küldve",
        "Az iOS-hez készült Outlook beszerzése",
        "Szerezze be az Androidhoz készült Outlookot",
        # Romanian
        "Trimis din Outlook pentru iOS",
        "Obțineți Outlook pentru iOS",
        "Descărcați Outlook pentru Android",
        # Russian, Ukrainian
        "Отправлено из Outlook для iOS",
        "Відправлено з мого Galaxy",
        "Надіслано з Outlook для iOS",
        # Greek
        "Στάλθηκε από το Outlook για iOS",
        "Αποκτήστε το Outlook για Android",
        # Turkish
        "iOS için Outlook'tan gönderildi",
        # Japanese, Chinese, Korean
        "iOS版Outlookを入手",
        "Outlook for Android を入手",
        "iOS 版 Outlook から送信",
        "获取适用于 iOS 的 Outlook",
        "取得 iOS 版 Outlook",
        "iOS용 Outlook에서 보냄",
        "Android용 Outlook 다운로드",
    ],
)
def test_a_mobile_sign_off_ends_the_own_text(device: str) -> None:
    assert is_device_line(device)
    assert own_text(f"Szia Jordan,\n\n{TEXT}\n\n{device}\n\n> Hi,\n> quoted\n") == f"Szia Jordan,\n\n{TEXT}"


def test_the_hungarian_outlook_line_over_outlooks_unprefixed_quote() -> None:
    body = (
        "Szia Jordan,\n\nVan magyar nyelvű felülete a rendszernek? És a NAV online számla "
        "adatszolgáltatást kezeli?\n\nKüldve iOS-hez készült Outlookból\n\n________________________________\n"
        "Feladó: Jordan Lee <jordan@acme.test>\nElküldve: Monday, December 7, 2026 9:14 AM\n"
        "Tárgy: Closing the month in four days\n\nHi Bence,\n\nWould a call be useful?\n"
    )
    assert own_text(body) == (
        "Szia Jordan,\n\nVan magyar nyelvű felülete a rendszernek? És a NAV online számla "
        "adatszolgáltatást kezeli?"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Van iOS-hez készült Outlook bővítményetek?",
        "Küldve lett a telefonszámom is?",
        "Få Outlook for iOS til at virke",
        "Skaffa Outlook för iOS och Android till alla?",
        "Wysłano z opóźnieniem, przepraszam",
        "Odoslané z účtovníctva včera",
        "Trimis din greșeală",
        "Στάλθηκε από το λογιστήριο χθες",
    ],
)
def test_a_sentence_like_a_mobile_sign_off_is_kept(sentence: str) -> None:
    assert not is_device_line(sentence)
    assert own_text(f"{TEXT}\n{sentence}") == f"{TEXT}\n{sentence}"
