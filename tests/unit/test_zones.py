from zoneinfo import ZoneInfo

import pytest

from sequencer.zones import email_zone, is_valid_zone, recipient_zone


@pytest.mark.parametrize("name", ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Etc/GMT+5"])
def test_iana_zone_names_are_valid(name):
    assert is_valid_zone(name) is True


@pytest.mark.parametrize(
    "name",
    [
        *["", " UTC", "UTC ", "Mars/Olympus", "Europe/Londn", "../etc/passwd", "/etc/localtime", "utc"],
        "Europe/" + "x" * 300,  # ZoneInfo's file lookup raised OSError (the fuzzing's 500 on simulate)
        "a\x00b",
        "x\ud9e1y",
    ],
)
def test_unknown_padded_or_path_like_names_are_invalid(name):
    assert is_valid_zone(name) is False


def contact_zone(contact, mailbox):
    own = recipient_zone(timezone=contact, phone=None, country=None)
    return ZoneInfo(email_zone(own, mailbox).name)


def test_the_contacts_zone_comes_first():
    assert contact_zone("Asia/Tokyo", "Europe/London") == ZoneInfo("Asia/Tokyo")


def test_the_mailbox_zone_is_used_when_the_contact_has_none():
    assert contact_zone(None, "Europe/London") == ZoneInfo("Europe/London")
    assert contact_zone("", "Europe/London") == ZoneInfo("Europe/London")


def test_the_mailbox_zone_is_used_when_the_contacts_zone_is_invalid():
    assert contact_zone("Mars/Olympus", "America/New_York") == ZoneInfo("America/New_York")


@pytest.mark.parametrize(
    ("contact", "mailbox"), [(None, None), ("", ""), ("Nope/Nope", "Bad/Zone"), (None, " ")]
)
def test_utc_is_the_last_resort(contact, mailbox):
    assert contact_zone(contact, mailbox) == ZoneInfo("UTC")
