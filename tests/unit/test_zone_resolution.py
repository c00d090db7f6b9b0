"""Which zone a contact's steps are timed in: contact zone, then phone, then country, then (email) mailbox."""

from zoneinfo import ZoneInfo

import pytest

from sequencer.zones import (
    ResolvedZone,
    canonical,
    email_zone,
    recipient_zone,
    zone_from_country,
    zone_from_phone,
)


@pytest.mark.parametrize(
    ("phone", "country", "zone"),
    [
        pytest.param("+1 212 555 0100", None, "America/New_York", id="nanp-new-york-area-code"),
        pytest.param("tel:+1-212-555-0100", None, "America/New_York", id="nanp-tel-uri"),
        pytest.param("+1 306 555 0100", None, "America/Regina", id="nanp-saskatchewan-area-code"),
        pytest.param("+1 808 555 0100", None, "Pacific/Honolulu", id="nanp-hawaii-area-code"),
        pytest.param("+44 20 7946 0000", None, "Europe/London", id="uk-london-landline"),
        pytest.param(
            "+44 7911 123456", None, "Europe/London", id="uk-mobile-crown-dependencies-count-as-one"
        ),
        pytest.param("+44 20 7946 0000 ext 12", None, "Europe/London", id="uk-with-extension"),
        pytest.param("020 7946 0000", "GB", "Europe/London", id="uk-national-format-with-country-hint"),
        pytest.param("020 7946 0000", "gb", "Europe/London", id="uk-national-format-lowercase-hint"),
        pytest.param("(212) 555-0100", "US", "America/New_York", id="us-national-format-with-country-hint"),
        pytest.param("+44 20 7946 0000", "US", "Europe/London", id="international-prefix-beats-the-hint"),
        pytest.param("+81 3 1234 5678", None, "Asia/Tokyo", id="japan"),
        pytest.param("+91 98765 43210", None, "Asia/Kolkata", id="india-mobile"),
        pytest.param("+49 30 123456", None, "Europe/Berlin", id="germany-busingen-counts-as-berlin"),
        pytest.param("+34 912 345 678", None, "Europe/Madrid", id="spain-madrid-landline"),
        pytest.param("+34 922 123 456", None, "Atlantic/Canary", id="spain-tenerife-landline"),
        pytest.param("+7 495 123 4567", None, "Europe/Moscow", id="russia-moscow-landline"),
    ],
)
def test_a_phone_number_with_one_zone_gives_that_zone(phone, country, zone):
    assert zone_from_phone(phone, country) == zone


@pytest.mark.parametrize(
    ("phone", "country"),
    [
        pytest.param("+61 8 8123 4567", None, id="australia-08-is-adelaide-or-perth"),
        pytest.param("+7 912 345 6789", None, id="russian-mobile-spans-eleven-zones"),
        pytest.param("+1 800 555 0100", None, id="us-toll-free-is-country-wide"),
        pytest.param("+44 7700 900123", None, id="uk-drama-number-is-not-a-real-number"),
        pytest.param("020 7946 0000", None, id="national-format-without-a-country"),
        pytest.param("212 555 0100", "XX", id="national-format-with-an-unknown-country"),
        pytest.param("garbage", None, id="letters"),
        pytest.param("12", None, id="too-short"),
        pytest.param("", None, id="empty"),
        pytest.param(None, "GB", id="none"),
    ],
)
def test_a_phone_number_that_spans_zones_or_does_not_parse_gives_no_zone(phone, country):
    assert zone_from_phone(phone, country) is None


@pytest.mark.parametrize(
    ("country", "zone"),
    [
        pytest.param("GB", "Europe/London", id="GB"),
        pytest.param("gb", "Europe/London", id="gb-lowercase"),
        pytest.param("DE", "Europe/Berlin", id="DE-despite-busingen"),
        pytest.param("IN", "Asia/Kolkata", id="IN"),
        pytest.param("JP", "Asia/Tokyo", id="JP"),
    ],
)
def test_a_country_with_one_zone_gives_that_zone(country, zone):
    assert zone_from_country(country) == zone


@pytest.mark.parametrize(
    "country",
    [
        pytest.param("US", id="US"),
        pytest.param("AU", id="AU"),
        pytest.param("ES", id="ES-canaries-differ-from-madrid"),
        pytest.param("RU", id="RU"),
        pytest.param("PT", id="PT-azores-differ-from-lisbon"),
        pytest.param("BR", id="BR"),
        pytest.param("XX", id="unknown-code"),
        pytest.param("", id="empty"),
        pytest.param(None, id="none"),
    ],
)
def test_a_country_with_several_zones_or_none_gives_no_zone(country):
    assert zone_from_country(country) is None


@pytest.mark.parametrize(
    ("kwargs", "resolved"),
    [
        pytest.param(
            {"timezone": "Asia/Tokyo", "phone": "+44 20 7946 0000", "country": "GB"},
            ResolvedZone("Asia/Tokyo", "contact"),
            id="contact-zone-beats-phone-and-country",
        ),
        pytest.param(
            {"timezone": "Asia/Calcutta", "phone": None, "country": None},
            ResolvedZone("Asia/Kolkata", "contact"),
            id="contact-zone-alias-is-made-canonical",
        ),
        pytest.param(
            {"timezone": "Mars/Olympus", "phone": "+44 20 7946 0000", "country": "JP"},
            ResolvedZone("Europe/London", "phone"),
            id="invalid-contact-zone-falls-to-phone",
        ),
        pytest.param(
            {"timezone": " Europe/London", "phone": None, "country": "JP"},
            ResolvedZone("Asia/Tokyo", "country"),
            id="padded-contact-zone-is-invalid",
        ),
        pytest.param(
            {"timezone": None, "phone": "+1 212 555 0100", "country": "GB"},
            ResolvedZone("America/New_York", "phone"),
            id="phone-beats-country",
        ),
        pytest.param(
            {"timezone": None, "phone": "020 7946 0000", "country": "GB"},
            ResolvedZone("Europe/London", "phone"),
            id="national-phone-read-with-the-country",
        ),
        pytest.param(
            {"timezone": None, "phone": "+61 8 8123 4567", "country": "JP"},
            ResolvedZone("Asia/Tokyo", "country"),
            id="multi-zone-phone-falls-to-country",
        ),
        pytest.param(
            {"timezone": None, "phone": "garbage", "country": "IN"},
            ResolvedZone("Asia/Kolkata", "country"),
            id="garbage-phone-falls-to-country",
        ),
        pytest.param(
            {"timezone": None, "phone": None, "country": "DE"},
            ResolvedZone("Europe/Berlin", "country"),
            id="country-alone",
        ),
    ],
)
def test_the_recipient_zone_is_taken_from_the_first_source_that_knows(kwargs, resolved):
    assert recipient_zone(**kwargs) == resolved


@pytest.mark.parametrize(
    "kwargs",
    [
        pytest.param({"timezone": None, "phone": None, "country": "US"}, id="multi-zone-country"),
        pytest.param({"timezone": None, "phone": "+61 8 8123 4567", "country": "AU"}, id="multi-zone-both"),
        pytest.param({"timezone": None, "phone": "+7 912 345 6789", "country": "RU"}, id="russian-mobile"),
        pytest.param({"timezone": "utc", "phone": None, "country": None}, id="lowercase-utc-is-not-a-zone"),
        pytest.param({"timezone": None, "phone": None, "country": None}, id="nothing-known"),
    ],
)
def test_the_recipient_has_no_zone_when_it_would_be_a_guess(kwargs):
    assert recipient_zone(**kwargs) is None


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        pytest.param("Asia/Calcutta", "Asia/Kolkata", id="calcutta"),
        pytest.param("US/Eastern", "America/New_York", id="us-eastern"),
        pytest.param("Europe/Kiev", "Europe/Kyiv", id="kiev"),
        pytest.param("Asia/Saigon", "Asia/Ho_Chi_Minh", id="saigon"),
        pytest.param("America/Buenos_Aires", "America/Argentina/Buenos_Aires", id="buenos-aires"),
        pytest.param("Asia/Kolkata", "Asia/Kolkata", id="canonical-stays"),
        pytest.param("Mars/Olympus", "Mars/Olympus", id="unknown-passes-through"),
    ],
)
def test_backward_compatible_names_are_made_canonical(alias, name):
    assert canonical(alias) == name


def test_a_resolved_zone_opens_its_zoneinfo():
    assert ResolvedZone("Asia/Kolkata", "country").zone == ZoneInfo("Asia/Kolkata")


def test_email_uses_the_recipients_own_zone_when_there_is_one():
    own = ResolvedZone("Asia/Tokyo", "phone")
    assert email_zone(own, "Europe/London") is own


@pytest.mark.parametrize(
    ("mailbox", "resolved"),
    [
        pytest.param("Europe/London", ResolvedZone("Europe/London", "mailbox"), id="mailbox-zone"),
        pytest.param("Asia/Calcutta", ResolvedZone("Asia/Kolkata", "mailbox"), id="mailbox-alias-canonical"),
        pytest.param("Mars/Olympus", ResolvedZone("UTC", "mailbox"), id="invalid-mailbox-is-utc"),
        pytest.param(None, ResolvedZone("UTC", "mailbox"), id="no-mailbox-zone-is-utc"),
    ],
)
def test_email_falls_back_to_the_mailbox_zone_then_utc(mailbox, resolved):
    assert email_zone(None, mailbox) == resolved


def test_email_for_a_contact_in_a_multi_zone_country_uses_the_mailbox_zone():
    own = recipient_zone(timezone=None, phone=None, country="US")
    assert email_zone(own, "America/Chicago") == ResolvedZone("America/Chicago", "mailbox")
