"""Renders one email step for one contact: the rule shared by enrollment checks and the send."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sequencer.models import EmailStep, SmsStep
from sequencer.render import RenderContext, RenderError, render

_HIDDEN_CONTACT_KEYS = ("id", "project_id")


def render_email(
    step: EmailStep | SmsStep, index: int, *, contact: Mapping[str, Any], sender: Mapping[str, Any]
) -> tuple[str | None, str]:
    """(subject, body); subject is None for steps without one (replies and texts)."""
    context = RenderContext(
        contact={k: v for k, v in contact.items() if k not in _HIDDEN_CONTACT_KEYS}, sender=sender
    )
    subject = None
    if isinstance(step, EmailStep) and step.subject is not None:
        subject = render(step.subject, context, field=f"steps[{index}].subject").strip()
        if not subject:
            raise RenderError(f"steps[{index}].subject", "renders to an empty subject")
        if "\n" in subject or "\r" in subject:
            raise RenderError(f"steps[{index}].subject", "renders to more than one line")
    body = render(step.body, context, field=f"steps[{index}].body")
    if not body.strip():
        raise RenderError(f"steps[{index}].body", "renders to an empty body")
    return subject, body
