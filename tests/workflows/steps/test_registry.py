"""Every step kind a sequence document may hold has exactly one executor, and each executor is one module
with one entry point: adding a kind is a new module under workflows/steps/ and one line in EXECUTORS."""

from __future__ import annotations

import inspect
import typing

from sequencer.models import Step
from workflows.steps import EXECUTORS


def _document_kinds() -> set[str]:
    union = typing.get_args(Step)[0]
    return {typing.get_args(model.model_fields["type"].annotation)[0] for model in typing.get_args(union)}


def test_every_step_kind_of_a_document_has_one_executor():
    assert set(EXECUTORS) == _document_kinds()


def test_each_executor_is_the_run_function_of_its_own_module():
    for kind, executor in EXECUTORS.items():
        module = inspect.getmodule(executor)
        assert module is not None and module.__name__.startswith("workflows.steps.")
        assert executor.__name__ == "run" and inspect.iscoroutinefunction(executor), kind
        assert list(inspect.signature(executor).parameters) == ["ctx", "step", "anchor"], kind
    modules = {inspect.getmodule(e).__name__ for e in EXECUTORS.values()}  # type: ignore[union-attr]
    assert len(modules) == len(EXECUTORS)  # one module per kind


def test_executors_see_the_enrollment_only_through_its_step_context():
    """No step module reaches into another object's private state or imports the workflow (not even
    for type checking): the walk's interface is StepContext's public one."""
    import re
    from pathlib import Path

    folder = Path(inspect.getfile(EXECUTORS["email"])).parent
    for path in sorted(folder.glob("*.py")):
        text = path.read_text()
        private = re.findall(r"\b(?!self\b)[a-z_]+\.(_[a-z][a-z_]*)\b", text)
        assert private == [], f"{path.name} touches {sorted(set(private))}"
        assert "TYPE_CHECKING" not in text and "workflows.enrollment" not in text, path.name
