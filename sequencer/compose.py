"""Renders one email step for one contact: the rule shared by enrollment checks and the send."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sequencer.models import EmailStep, SmsStep, TaskStep
from sequencer.render import RenderContext, RenderError, render

_HIDDEN_CONTACT_KEYS = ("id", "project_id")


def render_email(
    step: EmailStep | SmsStep,
    index: int,
    *,
    contact: Mapping[str, Any],
    sender: Mapping[str, Any],
    variant: int | None = None,
    variables: Mapping[str, Any] | None = None,
) -> tuple[str | None, str]:
    """(subject, body) of the step, or of its variant; subject is None for steps without one (replies
    and texts). `variables`: the enrollment's own values ({{ variables.name }})."""
    context = RenderContext(
        contact={k: v for k, v in contact.items() if k not in _HIDDEN_CONTACT_KEYS},
        sender=sender,
        variables=variables or {},
    )
    if isinstance(step, EmailStep):
        subject_template, body_template, part = step.content(variant)
    else:
        subject_template, body_template, part = None, step.body, ""
    where = f"steps[{index}].{part}"
    subject = None
    if subject_template is not None:
        subject = render(subject_template, context, field=f"{where}subject").strip()
        if not subject:
            raise RenderError(f"{where}subject", "renders to an empty subject")
        if "\n" in subject or "\r" in subject:
            raise RenderError(f"{where}subject", "renders to more than one line")
    body = render(body_template, context, field=f"{where}body")
    if not body.strip():
        raise RenderError(f"{where}body", "renders to an empty body")
    return subject, body


_DEFAULT_TITLES = {"call": "Call {name}", "linkedin": "LinkedIn: {name}", "custom": "{step}: {name}"}


def render_task(
    step: TaskStep,
    index: int,
    *,
    contact: Mapping[str, Any],
    sender: Mapping[str, Any],
    variables: Mapping[str, Any] | None = None,
) -> tuple[str, str | None]:
    """(title, instructions) of a task step for one contact."""
    context = RenderContext(
        contact={k: v for k, v in contact.items() if k not in _HIDDEN_CONTACT_KEYS},
        sender=sender,
        variables=variables or {},
    )
    if step.title is not None:
        title = " ".join(render(step.title, context, field=f"steps[{index}].title").split())
    else:
        name = " ".join(p for p in (contact.get("first_name"), contact.get("last_name")) if p)
        title = _DEFAULT_TITLES[step.kind].format(name=name or contact.get("email", ""), step=step.id)
    if not title:
        raise RenderError(f"steps[{index}].title", "renders to an empty title")
    instructions = None
    if step.instructions is not None:
        instructions = render(step.instructions, context, field=f"steps[{index}].instructions")
    return title, instructions
