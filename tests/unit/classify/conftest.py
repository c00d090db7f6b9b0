"""Each sentence list here runs as one test.

Most tests in this folder are a list of sentences (`@pytest.mark.parametrize`) and one assertion. Collected
one item per sentence they were 17,000 items, and pytest's cost per item (collection, the autouse fixtures,
a timeout timer, the report) took longer than reading the sentences. So a test function whose arguments
all come from its parametrize marks (no fixture, no other mark) is one item here: it tries every case and,
when some are wrong, fails once with each wrong case, its arguments and what its assertion said. Any other
test is collected as pytest does.

`pytest tests/unit/classify -k <test name>` runs one list; a wrong sentence is named in the failure.
"""

from __future__ import annotations

import inspect
import itertools
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from _pytest.mark.structures import Mark, ParameterSet

Case = dict[str, Any]


def _rows(mark: Mark) -> list[Case] | None:
    """The cases of one parametrize mark, or None when pytest must handle it (indirect, marked params)."""
    names = mark.kwargs.get("argnames", mark.args[0] if mark.args else None)
    values = mark.kwargs.get("argvalues", mark.args[1] if len(mark.args) > 1 else None)
    if names is None or values is None or mark.kwargs.get("indirect"):
        return None
    if isinstance(names, str):
        names = [name.strip() for name in names.split(",") if name.strip()]
    rows = []
    for value in values:
        if isinstance(value, ParameterSet):
            if value.marks:
                return None
            value = value.values if len(names) > 1 else value.values[0]
        row = tuple(value) if len(names) > 1 else (value,)
        if len(row) != len(names):
            return None
        rows.append(dict(zip(names, row, strict=True)))
    return rows or None


def cases(function: Callable[..., Any]) -> list[Case] | None:
    """Every combination of a plain test function's parametrize marks, when they name all its arguments
    and it has no other mark; None otherwise."""
    if not inspect.isfunction(function) or inspect.iscoroutinefunction(function):
        return None
    marks: Sequence[Mark] = getattr(function, "pytestmark", [])
    if not marks or any(mark.name != "parametrize" for mark in marks):
        return None
    lists = [_rows(mark) for mark in marks]
    if any(rows is None for rows in lists):
        return None
    combined = [{k: v for row in combo for k, v in row.items()} for combo in itertools.product(*lists)]  # type: ignore[arg-type]
    if set(inspect.signature(function).parameters) != set(combined[0]):
        return None
    return combined


class WrongCases(Exception):
    """Some cases of a list failed: each with its arguments and its error's first line."""

    def __init__(self, total: int, wrong: list[tuple[Case, BaseException]]) -> None:
        lines = [f"{len(wrong)} of {total} cases wrong:"]
        for case, error in wrong:
            arguments = ", ".join(f"{name}={value!r}" for name, value in case.items())
            said = str(error).strip().splitlines()
            reason = said[0] if said else ""
            lines.append(f"  {arguments}\n      {type(error).__name__}: {reason}")
        super().__init__("\n".join(lines))


class CaseList(pytest.Item):
    """One parametrized test function run over all its cases."""

    def __init__(self, *, function: Callable[..., Any], cases: list[Case], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.function = function
        self.cases = cases

    def runtest(self) -> None:
        wrong: list[tuple[Case, BaseException]] = []
        for case in self.cases:
            try:
                self.function(**case)
            except Exception as error:  # every wrong case is reported, not only the first
                wrong.append((case, error))
        if wrong:
            raise WrongCases(len(self.cases), wrong)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, WrongCases):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Any, int, str]:
        return self.path, self.function.__code__.co_firstlineno - 1, f"{self.name} ({len(self.cases)} cases)"


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: object) -> CaseList | None:
    if not isinstance(collector, pytest.Module) or not collector.istestfunction(obj, name):
        return None
    found = cases(obj)  # type: ignore[arg-type]
    if found is None:
        return None
    return CaseList.from_parent(collector, name=name, function=obj, cases=found)
