import pytest

from sequencer import apikeys


def test_a_new_key_is_random_well_formed_and_hashed_with_its_prefix_visible():
    one, two = apikeys.generate(), apikeys.generate()
    assert one.key != two.key and one.key_hash != two.key_hash
    assert apikeys.well_formed(one.key) and one.key.startswith(f"sq_{one.prefix}_")
    assert one.key_hash == apikeys.digest(one.key) and one.key.encode() not in one.key_hash


def test_a_configured_key_must_have_the_shape():
    fixed = apikeys.generate().key
    assert apikeys.from_value(fixed).key_hash == apikeys.digest(fixed)
    for bad in ("", "sq_short_key", "Bearer " + fixed, fixed + "x"):
        with pytest.raises(ValueError, match="looks like"):
            apikeys.from_value(bad)


@pytest.mark.parametrize(
    ("granted", "needed", "allowed"),
    [
        (["admin"], "write", True),
        (["admin"], "events", True),
        (["write"], "read", True),
        (["write"], "admin", False),
        (["read"], "write", False),
        (["events"], "read", False),
        (["read", "events"], "events", True),
    ],
)
def test_scopes_imply_the_lesser_ones(granted, needed, allowed):
    assert apikeys.allows(granted, needed) is allowed
