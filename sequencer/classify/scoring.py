"""How well the classifier does on a labeled corpus: the figures `sequencer classify --report` prints
and the corpus tests hold to their targets.

A label is a dict from a corpus's `labels.json` (`class`, `permanent`, `reason`, `suppress_address`
for bounces; `intent`, `referral` for replies); a prediction is `Classification.as_json()`. Only the
keys a label has are scored, so one function serves the bounce and the reply corpora.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

BOUNCE_TARGETS = {"bounce_detection": 0.97, "suppress_precision": 0.99, "suppress_recall": 0.90,
                  "permanent_accuracy": 0.95}  # fmt: skip
INTENT_TARGETS = {"macro_f1": 0.90, "unsubscribe_precision": 0.98, "unsubscribe_recall": 0.98}


@dataclass
class Score:
    files: int = 0
    classes: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    intents: Counter[str] = field(default_factory=Counter)
    bounces: int = 0
    bounces_found: int = 0
    permanent_known: int = 0
    permanent_right: int = 0
    reason_known: int = 0
    reason_right: int = 0
    suppress_tp: int = 0
    suppress_fp: int = 0
    suppress_fn: int = 0
    replied_bounces: int = 0  # a delivery report read as a person's reply: the worst mistake
    intent_pairs: list[tuple[str, str]] = field(default_factory=list)
    referral_known: int = 0
    referral_right: int = 0
    mistakes: list[dict[str, Any]] = field(default_factory=list)

    def add(self, predicted: Mapping[str, Any], label: Mapping[str, Any] | None) -> None:
        self.files += 1
        self.classes[str(predicted.get("class"))] += 1
        if predicted.get("reason"):
            self.reasons[str(predicted["reason"])] += 1
        if predicted.get("intent"):
            self.intents[str(predicted["intent"])] += 1
        if not label:
            return
        wrong: dict[str, Any] = {}
        if label.get("class") == "bounce":
            self.bounces += 1
            if predicted.get("class") == "bounce":
                self.bounces_found += 1
            else:
                wrong["class"] = predicted.get("class")
                if predicted.get("class") in ("reply", "unsubscribe_request"):
                    self.replied_bounces += 1
            if label.get("permanent") is not None:
                self.permanent_known += 1
                if predicted.get("permanent") == label["permanent"]:
                    self.permanent_right += 1
                else:
                    wrong["permanent"] = predicted.get("permanent")
            if label.get("reason"):
                self.reason_known += 1
                if predicted.get("reason") == label["reason"]:
                    self.reason_right += 1
                else:
                    wrong["reason"] = predicted.get("reason")
        if "suppress_address" in label:
            said, truth = bool(predicted.get("suppress_address")), bool(label["suppress_address"])
            self.suppress_tp += said and truth
            self.suppress_fp += said and not truth
            self.suppress_fn += truth and not said
            if said != truth:
                wrong["suppress_address"] = said
        if label.get("intent"):
            got = str(predicted.get("intent") or "other")
            self.intent_pairs.append((str(label["intent"]), got))
            if got != label["intent"]:
                wrong["intent"] = got
            if label.get("referral"):
                self.referral_known += 1
                if predicted.get("referral") == label["referral"]:
                    self.referral_right += 1
                else:
                    wrong["referral"] = predicted.get("referral")
        if wrong:
            self.mistakes.append({"file": predicted.get("file"), "expected": dict(label), "got": wrong})

    def figures(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "files": self.files,
            "classes": dict(sorted(self.classes.items())),
            "reasons": dict(sorted(self.reasons.items())),
            "intents": dict(sorted(self.intents.items())),
        }
        if self.bounces:
            out["bounces"] = {
                "labeled": self.bounces,
                "bounce_detection": _ratio(self.bounces_found, self.bounces),
                "suppress_precision": _ratio(self.suppress_tp, self.suppress_tp + self.suppress_fp),
                "suppress_recall": _ratio(self.suppress_tp, self.suppress_tp + self.suppress_fn),
                "permanent_accuracy": _ratio(self.permanent_right, self.permanent_known),
                "reason_accuracy": _ratio(self.reason_right, self.reason_known),
                "read_as_reply": self.replied_bounces,
                "targets": BOUNCE_TARGETS,
            }
        if self.intent_pairs:
            per = per_intent(self.intent_pairs)
            out["replies"] = {
                "labeled": len(self.intent_pairs),
                "accuracy": _ratio(sum(a == b for a, b in self.intent_pairs), len(self.intent_pairs)),
                "macro_f1": macro_f1(per),
                "unsubscribe_precision": per.get("unsubscribe", {}).get("precision"),
                "unsubscribe_recall": per.get("unsubscribe", {}).get("recall"),
                "referral_accuracy": _ratio(self.referral_right, self.referral_known),
                "per_intent": per,
                "targets": INTENT_TARGETS,
            }
        return out


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def per_intent(pairs: Iterable[tuple[str, str]]) -> dict[str, dict[str, Any]]:
    """Precision, recall and F1 per labeled intent, from (expected, predicted) pairs."""
    pairs = list(pairs)
    out: dict[str, dict[str, Any]] = {}
    for intent in sorted({expected for expected, _ in pairs}):
        tp = sum(1 for e, p in pairs if e == intent and p == intent)
        said = sum(1 for _, p in pairs if p == intent)
        truth = sum(1 for e, _ in pairs if e == intent)
        precision = tp / said if said else 0.0
        recall = tp / truth if truth else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        out[intent] = {
            "support": truth,
            "precision": round(precision, 4),
            "recall": round(recall, 4),
            "f1": round(f1, 4),
        }
    return out


def macro_f1(per: Mapping[str, Mapping[str, Any]]) -> float | None:
    return round(sum(v["f1"] for v in per.values()) / len(per), 4) if per else None
