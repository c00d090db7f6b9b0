"""bench/start_cost.py's variants: the bare start carries a one-word input and nothing else, each part's
variant adds exactly that part of the real start, and `enrollment` is the whole real start; the ID and
the queue are always the bench's own."""

from bench.start_cost import PARTS, variant_options

REAL = {
    "arg": "the input with its plan",
    "id": "enrollment-default-c1",
    "task_queue": "sequencer",
    "id_reuse_policy": "allow duplicate",
    "id_conflict_policy": "fail",
    "static_summary": "a@b.example in seq v1",
    "static_details": "enrollment e1 from rep@acme.test",
    "search_attributes": "eight pairs",
    "memo": {"contact": "a@b.example"},
}


def test_the_bare_start_carries_a_word_and_nothing_else() -> None:
    assert variant_options(REAL, "bare") == {"arg": "bare"}


def test_each_part_adds_only_its_own_arguments() -> None:
    added = {part: set(variant_options(REAL, part)) - {"arg"} for part in PARTS}
    assert added == {
        "input": set(),
        "search_attributes": {"search_attributes"},
        "memo": {"memo"},
        "summary": {"static_summary", "static_details"},
        "policies": {"id_reuse_policy", "id_conflict_policy"},
    }
    assert variant_options(REAL, "input")["arg"] == REAL["arg"]
    assert all(variant_options(REAL, part)["arg"] == "bare" for part in PARTS if part != "input")


def test_the_enrollment_variant_is_the_whole_start_on_the_benchs_own_id_and_queue() -> None:
    whole = variant_options(REAL, "enrollment")
    assert whole == {k: v for k, v in REAL.items() if k not in ("id", "task_queue")}
