"""The docs keep up with the code they describe, stay short where they promise to, and link to pages that
exist: docs/deploy.md and docs/configuration.md name every Temporal variable the settings read."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
from temporalio.common import SearchAttributeIndexedValueType

from sequencer import search_attributes
from sequencer.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = (ROOT / "docs" / "deploy.md").read_text()
CONFIGURATION = (ROOT / "docs" / "configuration.md").read_text()

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
    for name in sorted(read):
        assert f"`{name}`" in connection_table, f"{name} is missing from docs/deploy.md's connection table"
        assert f"`{name}`" in CONFIGURATION, f"{name} is missing from docs/configuration.md"


def test_every_variable_the_code_reads_is_in_docs_configuration():
    """Every SEQUENCER_*, TEMPORAL_*, GOOGLE_* and DATABASE_* name the processes read has a row."""
    sources = [ROOT / "worker.py"]
    for package in [
        "sequencer",
        "storage",
        "activities",
        "workflows",
        "starter",
        "simulator",
        "cli",
        "api",
        "sandbox",
    ]:
        sources += sorted((ROOT / package).rglob("*.py"))
    read = set()
    for source in sources:
        read |= set(re.findall(r'"((?:SEQUENCER|TEMPORAL|GOOGLE|DATABASE)_[A-Z0-9_]+)"', source.read_text()))
    assert {"DATABASE_URL", "SEQUENCER_SEAL_KEYS", "TEMPORAL_API_KEY"} <= read
    missing = sorted(name for name in read if f"`{name}`" not in CONFIGURATION)
    assert not missing, f"not in docs/configuration.md: {missing}"


# Pages promise to be short: the README fits on two screens, the architecture page is a map.
LINE_LIMITS = {"README.md": 200, "docs/architecture.md": 250}


@pytest.mark.parametrize("page", sorted(LINE_LIMITS))
def test_the_short_pages_stay_short(page: str):
    lines = len((ROOT / page).read_text().splitlines())
    assert lines <= LINE_LIMITS[page], f"{page} has {lines} lines, at most {LINE_LIMITS[page]}"


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def relative_links(page: Path) -> list[str]:
    """The link targets in `page` that are paths in this repository (no scheme, no bare #anchor)."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)  # code blocks hold no links
    targets = [target.split("#", 1)[0] for target in LINK.findall(text)]
    return [t for t in targets if t and not re.match(r"[a-z][a-z0-9+.-]*:", t)]


def doc_pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@pytest.mark.parametrize("page", doc_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_points_at_a_file_that_exists(page: Path):
    broken = [target for target in relative_links(page) if not (page.parent / target).exists()]
    assert not broken, f"{page.relative_to(ROOT)} links to missing files: {broken}"


def test_the_link_reader_finds_relative_links_and_skips_the_rest(tmp_path: Path):
    page = tmp_path / "page.md"
    page.write_text(
        "[a](docs/a.md) [b](b.md#part) [web](https://temporal.io) [mail](mailto:x@y.z) [here](#top)\n"
        "```\n[not a link](in-a-code-block.md)\n```\n"
    )
    assert relative_links(page) == ["docs/a.md", "b.md"]
