"""The inbound-mail corpus: every synthetic sample classifies as expected.json says.

Compared fields: `class` for every sample; for bounces `permanent`, `suppress_address`, `reason`,
`recipient` and `original_message_id`; for complaints `suppress_address`, `recipient` and
`original_message_id`; for auto-replies `return_date`. The other expected fields (status, smtp_code, ...)
document what the sample says and are not asserted here.
"""

from __future__ import annotations

import dataclasses
import json
import re
import typing
from datetime import date
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

classify = pytest.importorskip("sequencer.classify")

CORPUS = Path(__file__).parent
EXPECTED: dict[str, dict[str, Any]] = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))

FIELDS = (
    "class",
    "recipient",
    "status",
    "smtp_code",
    "reason",
    "permanent",
    "suppress_address",
    "return_date",
    "original_message_id",
)
CLASSES = {"bounce", "auto_reply", "complaint", "challenge", "reply", "unsubscribe_request"}
REASONS = set(typing.get_args(classify.Reason))
COMPARED = {
    "bounce": ("class", "permanent", "suppress_address", "reason", "recipient", "original_message_id"),
    "complaint": ("class", "suppress_address", "recipient", "original_message_id"),
    "auto_reply": ("class", "return_date"),
    "challenge": ("class", "suppress_address"),
    "reply": ("class",),
    "unsubscribe_request": ("class",),
}
MIN_BOUNCES = 60  # bounces and complaints together
MIN_AUTO_REPLIES = 30
NOTE = re.compile(
    rb"^X-Corpus-Note: synthetic sample written for Sequencer tests, modeled on \S",
    re.IGNORECASE | re.MULTILINE,
)


FOLDERS = ("bounces", "auto_replies", "challenges", "replies")  # dsn/ and intents/ carry labels of their own


def _eml_files() -> list[str]:
    return sorted(
        p.relative_to(CORPUS).as_posix() for folder in FOLDERS for p in (CORPUS / folder).rglob("*.eml")
    )


def _header_block(raw: bytes) -> bytes:
    data = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    return data.split(b"\n\n", 1)[0]


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, date):
        return value.isoformat()
    return value


def _as_dict(result: Any) -> dict[str, Any]:
    """The classifier's answer in the corpus shape, whatever object it comes as."""
    if hasattr(result, "as_json"):
        data = dict(result.as_json())
    elif isinstance(result, dict):
        data = dict(result)
    elif dataclasses.is_dataclass(result):
        data = dataclasses.asdict(result)
    elif hasattr(result, "model_dump"):
        data = result.model_dump()
    else:
        data = {name: getattr(result, name) for name in dir(result) if not name.startswith("_")}
    if "class" not in data:
        for alias in ("kind", "class_", "classification", "category"):
            if alias in data:
                data["class"] = data[alias]
                break
    return {key: _plain(value) for key, value in data.items()}


def _classify(rel: str) -> dict[str, Any]:
    raw = (CORPUS / rel).read_bytes()
    return _as_dict(classify.classify_message(classify.parse_message(raw)))


def test_every_sample_classifies_as_expected() -> None:
    mismatches: list[str] = []
    for rel, expected in sorted(EXPECTED.items()):
        try:
            got = _classify(rel)
        except Exception as exc:  # one broken sample must not hide the others' results
            mismatches.append(f"{rel}: raised {type(exc).__name__}: {exc}")
            continue
        wrong = [
            f"{field}: expected {expected[field]!r}, got {got.get(field)!r}"
            for field in COMPARED[expected["class"]]
            if got.get(field) != expected[field]
        ]
        if "class" in [w.split(":", 1)[0] for w in wrong]:
            wrong = [w for w in wrong if w.startswith("class:")]  # the rest follows from the class
        if wrong:
            mismatches.append(f"{rel}: " + "; ".join(wrong))
    report = "\n".join(mismatches)
    assert not mismatches, f"{len(mismatches)} of {len(EXPECTED)} samples misclassified:\n{report}"


def test_corpus_meets_minimum_counts() -> None:
    classes = [entry["class"] for entry in EXPECTED.values()]
    bounces = classes.count("bounce") + classes.count("complaint")
    assert bounces >= MIN_BOUNCES, f"{bounces} bounces and complaints, want at least {MIN_BOUNCES}"
    assert classes.count("complaint") >= 3
    assert classes.count("auto_reply") >= MIN_AUTO_REPLIES
    assert classes.count("reply") >= 5
    assert classes.count("unsubscribe_request") >= 3
    assert classes.count("challenge") >= 3


def test_replies_read_only_the_senders_own_text() -> None:
    """Every reply format the rules cover, with the own text written beside it (`NAME.expected.txt`)."""
    sidecars = sorted((CORPUS / "replies").glob("*.expected.txt"))
    assert len(sidecars) >= 15
    mismatches: list[str] = []
    for sidecar in sidecars:
        rel = sidecar.relative_to(CORPUS).as_posix().replace(".expected.txt", ".eml")
        want = " ".join(sidecar.read_text(encoding="utf-8").split())
        got = " ".join((_classify(rel).get("text") or "").split())
        if got != want:
            mismatches.append(f"{rel}:\n  want {want!r}\n  got  {got!r}")
    assert not mismatches, "\n".join(mismatches)


def test_every_sample_is_marked_synthetic_and_has_an_expectation() -> None:
    files = _eml_files()
    unmarked = [rel for rel in files if not NOTE.search(_header_block((CORPUS / rel).read_bytes()))]
    assert not unmarked, f"missing the X-Corpus-Note header: {unmarked}"
    assert not sorted(set(files) - set(EXPECTED)), "samples without an entry in expected.json"
    assert not sorted(set(EXPECTED) - set(files)), "expected.json entries without a sample"


def test_expected_entries_are_well_formed() -> None:
    problems: list[str] = []
    for rel, entry in EXPECTED.items():
        folder = rel.split("/", 1)[0]
        if set(entry) != set(FIELDS):
            problems.append(f"{rel}: keys {sorted(entry)}")
            continue
        if entry["class"] not in CLASSES:
            problems.append(f"{rel}: class {entry['class']!r}")
        if entry["reason"] is not None and entry["reason"] not in REASONS:
            problems.append(f"{rel}: reason {entry['reason']!r}")
        wanted_folder = {
            "bounce": "bounces",
            "complaint": "bounces",
            "auto_reply": "auto_replies",
            "challenge": "challenges",
        }
        if wanted_folder.get(entry["class"], "replies") != folder:
            problems.append(f"{rel}: class {entry['class']} in {folder}/")
        if entry["recipient"] is not None and entry["recipient"] != entry["recipient"].lower():
            problems.append(f"{rel}: recipient not lower-case")
        if entry["return_date"] is not None:
            date.fromisoformat(entry["return_date"])
        if entry["class"] == "bounce" and (entry["reason"] is None or entry["permanent"] is None):
            problems.append(f"{rel}: a bounce needs reason and permanent")
    assert not problems, "\n".join(problems)


def test_corpus_mixes_line_endings() -> None:
    """CRLF, LF and CR-only files all stay in the corpus (see .gitattributes: no EOL conversion)."""
    kinds = set()
    for rel in _eml_files():
        raw = (CORPUS / rel).read_bytes()
        if b"\r\n" in raw:
            kinds.add("crlf")
        elif b"\r" in raw:
            kinds.add("cr")
        else:
            kinds.add("lf")
    assert kinds == {"crlf", "lf", "cr"}
