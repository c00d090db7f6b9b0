"""Reading sequence documents (JSON or YAML) from untrusted text: no YAML aliases (no "billion laughs"),
and a bounded nesting depth. The API and the CLI both read documents through here."""

from __future__ import annotations

import json
from typing import Any

import yaml

MAX_DEPTH = 32


class DocumentError(ValueError):
    pass


class _PlainYaml(yaml.SafeLoader):
    """Safe YAML without anchors and aliases: a small document cannot expand into a huge one."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise yaml.YAMLError("YAML aliases (*name) are not accepted in sequence documents")
        return super().compose_node(parent, index)


def parse(text: str | bytes, *, yaml_format: bool) -> Any:
    """The document's data; DocumentError says what is wrong in one line."""
    kind = "YAML" if yaml_format else "JSON"
    try:
        data = yaml.load(text, Loader=_PlainYaml) if yaml_format else json.loads(text or b"null")  # noqa: S506
    except (ValueError, RecursionError, yaml.YAMLError) as exc:
        raise DocumentError(f"not valid {kind}: {exc}") from None
    if _depth(data) > MAX_DEPTH:
        raise DocumentError(f"nested more than {MAX_DEPTH} levels deep")
    return data


def _depth(data: Any) -> int:
    deepest, stack = 0, [(data, 1)]
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            break
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
    return deepest
