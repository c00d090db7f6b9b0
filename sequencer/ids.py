"""Identifiers derived from inputs, so that retries and re-deliveries name the same thing."""

from __future__ import annotations

import re


def enrollment_workflow_id(project_id: str, contact_id: str) -> str:
    """One running enrollment per contact: Temporal refuses a second workflow with this id."""
    return f"enrollment:{project_id}:{contact_id}"


def send_idempotency_key(enrollment_id: str, step_id: str) -> str:
    """The same step of the same enrollment is one email, however often the activity runs."""
    return f"seq:{enrollment_id}:{step_id}"


def message_id_for(idempotency_key: str, domain: str) -> str:
    """RFC 5322 Message-ID derived from the idempotency key, so a retry can find an earlier send."""
    # A dot-atom: no leading, trailing or doubled dots, whatever characters the key holds.
    local = re.sub(r"\.{2,}", ".", re.sub(r"[^A-Za-z0-9.-]", ".", idempotency_key)).strip(".")
    return f"<{local}@{domain}>"
