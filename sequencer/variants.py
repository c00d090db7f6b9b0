"""A/B variants: which one an enrollment gets, decided from ids alone.

The choice is a pure function of the enrollment and the step (SHA-256, then the weights), so a retry,
a replay or another worker always picks the same variant, and the split follows the weights.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


def pick(enrollment_id: str, step_id: str, weights: Sequence[int]) -> int:
    """The index of the variant this enrollment gets at this step."""
    total = sum(weights)
    if not weights or total <= 0 or any(w < 0 for w in weights):
        raise ValueError("variant weights must be non-negative with a positive sum")
    digest = hashlib.sha256(f"variant:{enrollment_id}:{step_id}".encode()).digest()
    point = int.from_bytes(digest[:8], "big") % total
    for index, weight in enumerate(weights):
        if point < weight:
            return index
        point -= weight
    raise AssertionError("unreachable")  # pragma: no cover


def chosen(step: object, enrollment_id: str) -> int | None:
    """The variant this enrollment gets at an email step (None: the step has no variants)."""
    options = getattr(step, "variants", None) or []
    if not options:
        return None
    return pick(enrollment_id, str(getattr(step, "id", "")), [v.weight for v in options])
