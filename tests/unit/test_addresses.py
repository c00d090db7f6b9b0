import pytest

from sequencer.addresses import normalize_email


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  Alice@Example.COM ", "alice@example.com"),
        ("dana@initech.test", "dana@initech.test"),
        ("First.Last+tag@Sub.Example.co.uk", "first.last+tag@sub.example.co.uk"),
        ("\tx_y@a-b.io\n", "x_y@a-b.io"),
    ],
)
def test_addresses_are_trimmed_and_lower_cased(raw, expected):
    assert normalize_email(raw) == expected


@pytest.mark.parametrize(
    "raw",
    [
        "Alice <alice@example.com>",
        "<alice@example.com>",
        '"Alice" alice@example.com',
        "a b@example.com",
        "alice@exa mple.com",
        "alice@example",
        "alice@localhost",
        "alice@example.com.",
        "alice@example..com",
        "alice@-example.com",
        "alice@@example.com",
        "alice.example.com",
        "@example.com",
        "alice@",
        "",
        "   ",
        "alice@example.com, bob@example.com",
        "alice@exa_mple.com",
    ],
)
def test_things_that_are_not_a_single_plain_address_are_refused(raw):
    with pytest.raises(ValueError, match="not a valid email address"):
        normalize_email(raw)


def test_an_address_of_254_characters_is_accepted():
    address = "a" * 64 + "@" + "b" * 185 + ".com"
    assert len(address) == 254
    assert normalize_email(address) == address


def test_an_address_longer_than_254_characters_is_refused():
    address = "a" * 64 + "@" + "b" * 186 + ".com"
    assert len(address) == 255
    with pytest.raises(ValueError, match="not a valid email address"):
        normalize_email(address)


def test_padding_does_not_count_towards_the_length_limit():
    address = "a" * 64 + "@" + "b" * 185 + ".com"
    assert normalize_email(f"   {address}   ") == address


@pytest.mark.parametrize("value", [None, 42, b"alice@example.com"])
def test_non_strings_are_refused_with_a_value_error(value):
    with pytest.raises(ValueError, match="not a valid email address"):
        normalize_email(value)


def test_the_error_quotes_what_was_given():
    with pytest.raises(ValueError) as caught:
        normalize_email("Alice <alice@example.com>")
    assert "'Alice <alice@example.com>'" in str(caught.value)
