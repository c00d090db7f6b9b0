"""Jinja2 templating of steps, sandboxed and strict: a missing value fails, it never renders blank."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from jinja2 import StrictUndefined, Template, TemplateError, TemplateSyntaxError, UndefinedError
from jinja2.sandbox import SandboxedEnvironment, SecurityError


class TemplateSyntaxProblem(ValueError):
    """A template that can never render (found when a sequence is published)."""


class RenderError(ValueError):
    """A template that cannot render for this contact; the step fails with this reason."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


class _Scope(dict):
    """A dict that knows its dotted path, so errors say `contact.fields.company is undefined`."""

    def __init__(self, path: str, data: Mapping[str, Any]) -> None:
        super().__init__(data)
        self.path = path


class _StrictEnvironment(SandboxedEnvironment):
    def _lookup(self, scope: _Scope, key: str) -> Any:
        value = scope.get(key)
        if value is None:
            return self.undefined(hint=f"{scope.path}.{key} is undefined", obj=scope, name=key)
        if isinstance(value, Mapping):
            return _Scope(f"{scope.path}.{key}", value)
        return value

    def getattr(self, obj: Any, attribute: str) -> Any:
        if isinstance(obj, _Scope):
            return self._lookup(obj, attribute)
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        if isinstance(obj, _Scope) and isinstance(argument, str):
            return self._lookup(obj, argument)
        return super().getitem(obj, argument)


def _refuse_none(value: Any) -> Any:
    # A None that reaches the output (say inside a list from the CRM) would print "None".
    if value is None:
        raise UndefinedError("a value in the template is empty (None)")
    return value


_ENV = _StrictEnvironment(
    undefined=StrictUndefined, autoescape=False, keep_trailing_newline=True, finalize=_refuse_none
)


@functools.lru_cache(maxsize=2048)
def _compiled(source: str) -> Template:
    """Compiled once per process: a sequence's few templates render for thousands of contacts."""
    return _ENV.from_string(source)


@functools.lru_cache(maxsize=2048)  # a valid template's check (every validation of its document)
def check_template(source: str) -> None:
    try:
        _ENV.parse(source)
    except TemplateSyntaxError as exc:
        raise TemplateSyntaxProblem(f"template syntax error on line {exc.lineno}: {exc.message}") from None


@dataclass(frozen=True)
class RenderContext:
    contact: Mapping[str, Any]
    sender: Mapping[str, Any]
    variables: Mapping[str, Any] = field(default_factory=dict)  # the enrollment's own values


def render(source: str, context: RenderContext, *, field: str) -> str:
    try:
        template = _compiled(source)
        return template.render(
            contact=_Scope("contact", context.contact),
            sender=_Scope("sender", context.sender),
            variables=_Scope("variables", context.variables),
        )
    except UndefinedError as exc:
        raise RenderError(field, exc.message or "undefined value") from None
    except SecurityError as exc:
        raise RenderError(field, f"not allowed in templates: {exc}") from None
    except TemplateError as exc:
        raise RenderError(field, exc.message or type(exc).__name__) from None
    except (TypeError, ValueError, ArithmeticError) as exc:
        raise RenderError(field, f"{type(exc).__name__}: {exc}") from None
