"""docs/deploy.md (and the README's Configuration table) keep up with the code they describe."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from temporalio.common import SearchAttributeIndexedValueType

from sequencer import search_attributes
from sequencer.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = (ROOT / "docs" / "deploy.md").read_text()
README = (ROOT / "README.md").read_text()

TCLD_TYPES = {
    SearchAttributeIndexedValueType.KEYWORD: "Keyword",
    SearchAttributeIndexedValueType.TEXT: "Text",
    SearchAttributeIndexedValueType.INT: "Int",
    SearchAttributeIndexedValueType.DOUBLE: "Double",
    SearchAttributeIndexedValueType.BOOL: "Bool",
    SearchAttributeIndexedValueType.DATETIME: "Datetime",
    SearchAttributeIndexedValueType.KEYWORD_LIST: "KeywordList",
}


def tcld_attributes(text: str) -> dict[str, str]:
    command = text.split("tcld namespace search-attributes add", 1)[1].split("```", 1)[0]
    return dict(re.findall(r'--search-attribute "(\w+)=(\w+)"', command))


def test_the_temporal_cloud_command_adds_every_search_attribute_with_its_type():
    expected = {key.name: TCLD_TYPES[key.indexed_value_type] for key in search_attributes.ALL}
    assert tcld_attributes(DEPLOY) == expected
    assert tcld_attributes('tcld namespace search-attributes add --search-attribute "Mailbox=Text"\n```') == {
        "Mailbox": "Text"
    }


def test_every_temporal_variable_the_settings_read_is_documented():
    read = set(re.findall(r'"(TEMPORAL_[A-Z_]+)"', inspect.getsource(Settings.from_env)))
    assert {"TEMPORAL_ADDRESS", "TEMPORAL_TLS_CERT", "TEMPORAL_API_KEY"} <= read
    connection_table = DEPLOY.split("## An existing Temporal cluster", 1)[1].split("\n\n", 3)[2]
    configuration = README.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    for name in sorted(read):
        assert f"`{name}`" in connection_table, f"{name} is missing from docs/deploy.md's connection table"
        assert f"`{name}`" in configuration, f"{name} is missing from the README's Configuration table"
