"""The classifier against its labeled corpora, held to the issue's targets as a whole (never per file):
tests/corpus/dsn (delivery reports from many MTAs) and tests/corpus/intents (human replies in EN/DE/FR/ES).

The same figures are what `sequencer classify --report DIR` prints; on a failure the message lists the
misread files so the cause can be read, not tuned away one sample at a time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sequencer.classify import classify_message, parse_message
from sequencer.classify.scoring import BOUNCE_TARGETS, INTENT_TARGETS, Score

HERE = Path(__file__).parent


def _score(root: Path) -> Score:
    score = Score()
    for labels_file in sorted(root.rglob("labels.json")):
        labels: dict[str, dict[str, Any]] = json.loads(labels_file.read_text())
        for name, label in sorted(labels.items()):
            message = parse_message((labels_file.parent / name).read_bytes())
            score.add(classify_message(message).as_json(file=f"{labels_file.parent.name}/{name}"), label)
    return score


def _mistakes(score: Score) -> str:
    return "\n".join(f"{m['file']}: expected {m['expected']}, got {m['got']}" for m in score.mistakes)


def test_every_labeled_file_exists_and_every_file_is_labeled():
    for labels_file in sorted(HERE.rglob("labels.json")):
        labeled = set(json.loads(labels_file.read_text()))
        present = {p.name for p in labels_file.parent.glob("*.eml")}
        assert labeled == present, labels_file


def test_the_dsn_corpus_is_big_and_wide_enough_to_mean_something():
    labels = [
        label for f in (HERE / "dsn").rglob("labels.json") for label in json.loads(f.read_text()).values()
    ]
    assert len(labels) >= 150
    assert len({label["vendor"] for label in labels}) >= 10
    assert {label["lang"] for label in labels} >= {"en", "de", "fr", "es"}
    reasons = {label["reason"] for label in labels}
    assert reasons >= {"user_unknown", "host_unknown", "suspended", "blocked", "filtered", "policy",
                       "mailbox_full", "rate_limited", "network", "system", "expired"}  # fmt: skip
    assert sum(1 for label in labels if label["status"] is None) >= 15  # no machine-readable status


def test_bounces_meet_their_targets_on_the_dsn_corpus():
    score = _score(HERE / "dsn")
    figures = score.figures()["bounces"]

    assert figures["read_as_reply"] == 0, _mistakes(score)
    for name, target in BOUNCE_TARGETS.items():
        assert figures[name] >= target, f"{name} {figures[name]} < {target}\n{_mistakes(score)}"


def test_reply_intents_meet_their_targets_on_the_reply_corpus():
    score = _score(HERE / "intents")
    figures = score.figures()["replies"]

    assert figures["labeled"] >= 200
    labels = [
        label for f in (HERE / "intents").rglob("labels.json") for label in json.loads(f.read_text()).values()
    ]
    assert {label["lang"] for label in labels} == {"en", "de", "fr", "es"}
    for name, target in INTENT_TARGETS.items():
        assert figures[name] >= target, f"{name} {figures[name]} < {target}\n{_mistakes(score)}"
    assert figures["referral_accuracy"] >= 0.9, _mistakes(score)
