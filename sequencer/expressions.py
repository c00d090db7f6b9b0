"""Condition expressions: a small, safe language over facts, parsed once, evaluated without `eval`.

    contact.fields.plan == "enterprise" and not events.deal_stage_changed
    crm.deal.stage in ["Won", "Lost"] or lower(contact.fields.country) == "de"

Names are dotted fact paths under `contact`, `events` (contact events received: the latest `data` of
each type; `events.X` is truthy once one arrived) and `crm` (live values from the project's CRM). A
missing fact is `null`; comparing `null` with `<` is false, never an error. Literals: strings, numbers,
`true`/`false`/`null` (Python spellings too), lists. Operators: `and`, `or`, `not`, `==`, `!=`, `<`,
`<=`, `>`, `>=`, `in`, `not in`. Functions: `lower`, `upper`, `len`, `exists`, `contains`,
`startswith`. Python's parser reads the text; only the node kinds above are accepted, and nothing is
ever looked up on a Python object.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

ROOTS = ("contact", "events", "crm")
MAX_LENGTH = 2_000
_MAX_DEPTH = 32
_ALIASES: dict[str, Any] = {"true": True, "false": False, "null": None, "none": None}
Path = tuple[str, ...]


class ExpressionError(ValueError):
    pass


def _lower(value: Any) -> Any:
    return value.lower() if isinstance(value, str) else value


def _upper(value: Any) -> Any:
    return value.upper() if isinstance(value, str) else value


def _len(value: Any) -> int:
    return len(value) if isinstance(value, (str, list, dict)) else 0


def _contains(haystack: Any, needle: Any) -> bool:
    if isinstance(haystack, str) and isinstance(needle, str):
        return needle in haystack
    return isinstance(haystack, (list, dict)) and needle in haystack


def _startswith(text: Any, prefix: Any) -> bool:
    return isinstance(text, str) and isinstance(prefix, str) and text.startswith(prefix)


_FUNCTIONS: dict[str, tuple[int, Callable[..., Any]]] = {
    "lower": (1, _lower),
    "upper": (1, _upper),
    "len": (1, _len),
    "exists": (1, lambda value: value is not None),
    "contains": (2, _contains),
    "startswith": (2, _startswith),
}


def _path(node: ast.AST) -> Path | None:
    """`contact.fields.plan` or `contact.fields["plan size"]` as a path; None for other nodes."""
    parts: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            if not isinstance(node.slice.value, str):
                raise ExpressionError("only text keys may be used in [...]")
            parts.append(node.slice.value)
            node = node.value
        elif isinstance(node, ast.Name):
            parts.append(node.id)
            return tuple(reversed(parts))
        else:
            return None


@dataclass(frozen=True)
class Expression:
    text: str
    tree: ast.expr = field(repr=False, compare=False)
    paths: frozenset[Path] = frozenset()

    def evaluate(self, fact: Callable[[Path], Any]) -> bool:
        """True or false, reading each fact it needs through `fact` (which may record what it read)."""
        return bool(_Evaluator(fact).value(self.tree))


def parse(text: str) -> Expression:
    if not isinstance(text, str) or not text.strip():
        raise ExpressionError("an expression is required")
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"at most {MAX_LENGTH} characters")
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError as exc:
        raise ExpressionError(f"not a valid expression: {exc.msg} at column {exc.offset}") from None
    paths: set[Path] = set()
    _check(tree, paths, 0)
    return Expression(text=text, tree=tree, paths=frozenset(paths))


def _check(node: ast.AST, paths: set[Path], depth: int) -> None:
    if depth > _MAX_DEPTH:
        raise ExpressionError("nested too deeply")
    if isinstance(node, ast.BoolOp):
        for value in node.values:
            _check(value, paths, depth + 1)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        _check(node.operand, paths, depth + 1)
    elif isinstance(node, ast.Compare):
        allowed = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn)
        if not all(isinstance(op, allowed) for op in node.ops):
            raise ExpressionError("use ==, !=, <, <=, >, >=, in or not in to compare")
        for part in (node.left, *node.comparators):
            _check(part, paths, depth + 1)
    elif isinstance(node, ast.Constant):
        if not isinstance(node.value, (str, int, float, bool)) and node.value is not None:
            raise ExpressionError(f"unsupported literal {node.value!r}")
    elif isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            _check(element, paths, depth + 1)
    elif isinstance(node, ast.Call):
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name not in _FUNCTIONS or node.keywords:
            raise ExpressionError(f"unknown function; use one of {', '.join(sorted(_FUNCTIONS))}")
        arity, _ = _FUNCTIONS[name]
        if len(node.args) != arity:
            raise ExpressionError(f"{name}() takes {arity} argument{'s' if arity > 1 else ''}")
        for arg in node.args:
            _check(arg, paths, depth + 1)
    elif isinstance(node, ast.Name) and node.id.lower() in _ALIASES:
        return
    else:
        path = _path(node) if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)) else None
        if path is None:
            raise ExpressionError(f"unsupported syntax: {type(node).__name__}")
        if path[0] not in ROOTS or len(path) < 2:
            raise ExpressionError(
                f"unknown name {'.'.join(path)!r}: facts start with contact., events. or crm."
            )
        if any(part.startswith("_") for part in path):
            raise ExpressionError("names must not start with _")
        paths.add(path)


class _Evaluator:
    def __init__(self, fact: Callable[[Path], Any]) -> None:
        self._fact = fact

    def value(self, node: ast.AST) -> Any:
        if isinstance(node, ast.BoolOp):
            if isinstance(node.op, ast.And):
                return all(self.value(v) for v in node.values)
            return any(self.value(v) for v in node.values)
        if isinstance(node, ast.UnaryOp):
            operand = self.value(node.operand)
            if isinstance(node.op, ast.Not):
                return not operand
            return -operand if isinstance(operand, (int, float)) and not isinstance(operand, bool) else None
        if isinstance(node, ast.Compare):
            left = self.value(node.left)
            for op, right_node in zip(node.ops, node.comparators, strict=True):
                right = self.value(right_node)
                if not _compare(op, left, right):
                    return False
                left = right
            return True
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(e) for e in node.elts]
        if isinstance(node, ast.Call):
            assert isinstance(node.func, ast.Name)
            _, function = _FUNCTIONS[node.func.id]
            return function(*(self.value(a) for a in node.args))
        if isinstance(node, ast.Name) and node.id.lower() in _ALIASES:
            return _ALIASES[node.id.lower()]
        path = _path(node)
        assert path is not None
        return self._fact(path)


def _compare(op: ast.cmpop, left: Any, right: Any) -> bool:
    if isinstance(op, ast.Eq):
        return bool(left == right)
    if isinstance(op, ast.NotEq):
        return bool(left != right)
    if isinstance(op, (ast.In, ast.NotIn)):
        inside = _contains(right, left) if isinstance(right, (str, list, dict)) else False
        return inside if isinstance(op, ast.In) else not inside
    if isinstance(left, str) and isinstance(right, str):
        return _order(op, left, right)
    numbers = (int, float)
    if isinstance(left, numbers) and isinstance(right, numbers):
        return _order(op, float(left), float(right))
    return False  # null, or text against a number: no order


def _order(op: ast.cmpop, left: Any, right: Any) -> bool:
    if isinstance(op, ast.Lt):
        return bool(left < right)
    if isinstance(op, ast.LtE):
        return bool(left <= right)
    if isinstance(op, ast.Gt):
        return bool(left > right)
    return bool(left >= right)


def lookup(data: Any, path: Path) -> Any:
    """Follow a path through plain dicts (never attributes of Python objects)."""
    for part in path:
        if not isinstance(data, dict):
            return None
        data = data.get(part)
    return data
