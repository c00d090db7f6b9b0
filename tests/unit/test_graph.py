"""The step graph of a document: where steps go, and which graphs are refused."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from sequencer import graph
from sequencer.models import SequenceDocument


def email(step_id: str, **extra) -> dict:
    return {"id": step_id, "type": "email", "subject": "s", "body": "b", **extra}


def document(*steps: dict) -> SequenceDocument:
    return SequenceDocument.model_validate({"name": "g", "steps": list(steps)})


def test_steps_go_to_next_then_the_following_step_then_the_end():
    steps = document(
        email("a", next="c"),
        email("b", after="1d", next="d"),
        email("c", goto="b"),
        {"id": "d", "type": "condition", "if": "events.x", "then": "end", "else": "a"},
    ).steps

    assert graph.successors(steps, 0) == ["c"]
    assert graph.successors(steps, 1) == ["d"]
    assert graph.successors(steps, 2) == ["b"]
    assert graph.successors(steps, 3) == ["end", "a"]


def test_the_last_step_ends_the_sequence():
    steps = document(email("a"), email("b")).steps
    assert graph.successors(steps, 1) == ["end"]


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        ([email("a", next="zz")], "steps[0].next: no step with id 'zz'"),
        ([email("a", next="end"), email("b")], "steps[1].id: step 'b' can never be reached"),
        (
            [
                email("a"),
                {"id": "w", "type": "wait_for", "event": "x", "timeout": "1d", "then": "q", "else": "a"},
            ],
            "steps[1].then: no step with id 'q'",
        ),
        ([email("a", next="a")], "steps[0].after: the loop through 'a' never waits"),
        ([email("a", next="b", goto="c"), email("b"), email("c")], "steps[0].goto: differs from next"),
        ([email("end")], "'end' is reserved"),
    ],
)
def test_a_graph_that_cannot_run_is_refused_naming_the_step(steps, message):
    with pytest.raises(ValidationError, match=message.replace("[", r"\[").replace("]", r"\]")):
        document(*steps)


def test_a_loop_that_waits_is_allowed():
    loop = document(
        email("ping", after="2d"),
        {
            "id": "again",
            "type": "condition",
            "if": "not events.replied_elsewhere",
            "then": "ping",
            "else": "end",
        },
    )
    wait_loop = document(
        email("a"),
        {"id": "w", "type": "wait_for", "event": "x", "timeout": "1d", "then": "end", "else": "a"},
    )

    assert loop.steps[1].then == "ping" and wait_loop.steps[1].else_ == "a"


def test_conditions_keep_their_words_when_stored():
    stored = document(
        email("a"), {"id": "c", "type": "condition", "if": "events.x", "then": "end", "else": "end"}
    )

    dumped = stored.model_dump(mode="json")["steps"][1]

    assert (dumped["if"], dumped["else"]) == ("events.x", "end")
    assert SequenceDocument.model_validate(stored.model_dump(mode="json")) == stored
