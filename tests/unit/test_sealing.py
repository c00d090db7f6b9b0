import pytest

from sequencer.sealing import KeyRing, SealError, new_key
from sequencer.settings import Settings, SettingsError

PURPOSE = "mailboxes.oauth_refresh_token"


def test_a_sealed_value_opens_to_the_same_text_and_hides_it():
    ring = KeyRing.from_text([new_key()])
    one, two = ring.seal("1//refresh-token", purpose=PURPOSE), ring.seal("1//refresh-token", purpose=PURPOSE)
    assert one != two and "refresh-token" not in one  # a fresh nonce every time
    assert ring.open(one, purpose=PURPOSE) == "1//refresh-token"


def test_tampering_another_purpose_or_another_key_does_not_open():
    ring = KeyRing.from_text([new_key()])
    sealed = ring.seal("secret", purpose=PURPOSE)
    flipped = sealed[:-2] + ("A" if sealed[-2] != "A" else "B") + sealed[-1]
    for value, purpose in [(flipped, PURPOSE), (sealed, "projects.crm_token"), ("plain", PURPOSE)]:
        with pytest.raises(SealError):
            ring.open(value, purpose=purpose)
    with pytest.raises(SealError, match="no key"):
        KeyRing.from_text([new_key()]).open(sealed, purpose=PURPOSE)


def test_a_new_key_seals_while_the_old_one_still_opens():
    old_key, new = new_key(), new_key()
    old_value = KeyRing.from_text([old_key]).seal("secret", purpose=PURPOSE)
    rotated = KeyRing.from_text([new, old_key])
    assert rotated.open(old_value, purpose=PURPOSE) == "secret"
    assert not rotated.sealed_with_current(old_value)
    assert rotated.sealed_with_current(rotated.seal("secret", purpose=PURPOSE))


def test_seal_keys_come_from_the_environment_and_bad_ones_are_refused():
    first, second = new_key(), new_key()
    ring = Settings.from_env({"SEQUENCER_SEAL_KEYS": f"{first}, {second}"}).key_ring
    assert len(ring.keys) == 2
    with pytest.raises(SettingsError, match="SEQUENCER_SEAL_KEYS"):
        Settings.from_env({"SEQUENCER_SEAL_KEYS": "too-short"})
