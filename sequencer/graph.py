"""The step graph of a sequence: where each step goes next, and the checks a graph must pass.

A step goes to its `next` (or `goto`), else to the following step in the list, else to the end.
Conditions and wait_for steps go to `then` or `else`; a task to the branch of its outcome, else `next`.
`end` ends the sequence. Loops are allowed when something on the loop waits (an `after` longer than
zero, a wait_for step, a task): a loop that never waits would send or evaluate without end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

END = "end"


def successors(steps: Sequence[Any], index: int) -> list[str]:
    """Where step `index` may go: step ids or END, in branch order (then before else)."""
    step = steps[index]
    if step.type in ("condition", "wait_for"):
        return [step.then, step.else_]
    explicit = step.next or step.goto
    onward = explicit or (steps[index + 1].id if index + 1 < len(steps) else END)
    if step.type == "task":  # `next` first, then each outcome's branch
        return [onward, *step.branches.values()]
    return [onward]


def fields(step: Any) -> list[str]:
    """The field each of `successors` comes from, in the same order (for error messages)."""
    if step.type in ("condition", "wait_for"):
        return ["then", "else"]
    if step.type == "task":
        return ["next", *(f"branches.{outcome}" for outcome in step.branches)]
    return ["next"]


def next_of(steps: Sequence[Any], index: int) -> str:
    """The one way on from a step that is not a branch."""
    return successors(steps, index)[0]


def waits(step: Any) -> bool:
    if step.type in ("wait_for", "task"):  # a task waits for a rep (or its expiry)
        return True
    from sequencer.durations import parse_delay

    return not parse_delay(step.after).is_zero


def problems(steps: Sequence[Any]) -> list[str]:
    """What is wrong with the graph, each naming the step (`steps[i].field: ...`); empty when sound."""
    found: list[str] = []
    index_of = {step.id: i for i, step in enumerate(steps)}
    for i, step in enumerate(steps):
        if step.next and step.goto and step.next != step.goto:
            found.append(f"steps[{i}].goto: differs from next ({step.next!r}); give one of them")
        for field, target in zip(fields(step), successors(steps, i), strict=True):
            if target != END and target not in index_of:
                found.append(f"steps[{i}].{field}: no step with id {target!r} (use a step id or 'end')")
    if found:
        return found
    # Every step reachable from the first.
    seen, todo = {steps[0].id}, [steps[0].id]
    while todo:
        for target in successors(steps, index_of[todo.pop()]):
            if target != END and target not in seen:
                seen.add(target)
                todo.append(target)
    for i, step in enumerate(steps):
        if step.id not in seen:
            found.append(f"steps[{i}].id: step {step.id!r} can never be reached")
    if found:
        return found
    # A cycle must wait somewhere: look for cycles among the steps that do not wait.
    instant = {step.id for step in steps if not waits(step)}
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(step_id: str) -> str | None:
        state[step_id] = 1
        for target in successors(steps, index_of[step_id]):
            if target == END or target not in instant:
                continue
            if state.get(target) == 1:
                return target
            if target not in state and (looped := visit(target)) is not None:
                return looped
        state[step_id] = 2
        return None

    for step_id in sorted(instant, key=lambda s: index_of[s]):
        if step_id not in state and (looped := visit(step_id)) is not None:
            found.append(
                f"steps[{index_of[looped]}].after: the loop through {looped!r} never waits; "
                "give a step on it an `after` or a wait_for"
            )
            break
    return found
