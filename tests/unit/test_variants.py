"""A/B variants: a pure choice from ids and weights."""

from __future__ import annotations

from collections import Counter

import pytest

from sequencer.variants import pick


def test_the_same_enrollment_and_step_always_get_the_same_variant():
    assert {pick("enr-1", "intro", [1, 1, 1]) for _ in range(50)} == {pick("enr-1", "intro", [1, 1, 1])}


def test_the_split_follows_the_weights():
    counts = Counter(pick(f"enr-{i}", "intro", [1, 3]) for i in range(8000))

    assert 0.22 < counts[0] / 8000 < 0.28 and 0.72 < counts[1] / 8000 < 0.78


def test_a_zero_weight_variant_is_never_picked():
    assert {pick(f"e{i}", "s", [0, 2, 0]) for i in range(500)} == {1}


def test_each_step_draws_on_its_own():
    same = sum(pick(f"e{i}", "a", [1, 1]) == pick(f"e{i}", "b", [1, 1]) for i in range(2000))
    assert 850 < same < 1150  # independent draws agree about half the time


@pytest.mark.parametrize("weights", [[], [0, 0], [-1, 2]])
def test_weights_must_allow_a_choice(weights):
    with pytest.raises(ValueError):
        pick("e", "s", weights)


def test_variants_without_ids_are_named_a_b_c_by_position():
    from sequencer.models import SequenceDocument

    step = {
        "id": "intro",
        "type": "email",
        "body": "Hi",
        "variants": [{"subject": "One", "weight": 2}, {"subject": "Two"}],
    }
    document = SequenceDocument.model_validate({"name": "ab", "steps": [step]})

    assert [(v.id, v.weight) for v in document.steps[0].variants] == [("A", 2), ("B", 1)]
