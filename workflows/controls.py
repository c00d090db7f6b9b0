"""The enrollment's controls and contact events (reply, bounce, unsubscribe, contact_event, exit, pause,
resume, skip): one effect each, reached two ways (workflows/enrollment.py).

- As a **signal** (the inbox poller, fire-and-forget callers): a payload that does not fit is dropped
  with a warning; a control that would do nothing does nothing.
- As an **update** (any Temporal client that wants an answer): the validator (`check`) rejects a payload
  that does not fit (`InvalidInput`, naming the field) or a control that would do nothing
  (`EnrollmentEnded`, `NotOnStep`, `NotPaused`) before anything is written to history; the handler
  applies the same effect and answers what it did (`ControlAnswer`).

Each effect only changes state (the walk acts on it) and says in words what it did."""

from __future__ import annotations

from typing import Any, TypeVar

from temporalio import workflow
from temporalio.exceptions import ApplicationError

with workflow.unsafe.imports_passed_through():
    from pydantic import BaseModel, ValidationError

    from contracts import (
        BounceSignal,
        ContactEventSignal,
        ControlAnswer,
        ExitSignal,
        PauseSignal,
        ReplySignal,
        SkipSignal,
        Status,
        UnsubscribeSignal,
    )
    from contracts.errors import ENDED, INVALID_INPUT, NOT_ON_STEP, NOT_PAUSED
    from workflows.context import StepContext

Payload = TypeVar("Payload", bound=BaseModel)

# Contact events that end the enrollment, with the status they end it in.
EVENT_ENDINGS: dict[str, tuple[Status, str]] = {
    "meeting_booked": ("meeting_booked", "meeting booked"),
    "replied_elsewhere": ("replied", "replied elsewhere"),
    "do_not_contact": ("exited", "do not contact"),
}


def first_error(exc: ValidationError) -> str:
    """The first problem of a payload, naming its field: "until: Input should be a valid datetime"."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"]) or "input"
    message = str(error["msg"])
    return message if message.startswith(f"{where}:") else f"{where}: {message}"


def parsed(model: type[Payload], raw: Payload | dict[str, Any] | None) -> Payload:
    """The payload from whatever a client sent (the model, plain JSON, or nothing: the defaults);
    pydantic's ValidationError when it does not fit."""
    return raw if isinstance(raw, model) else model.model_validate(raw or {})


def from_signal(name: str, model: type[Payload], raw: Payload | dict[str, Any] | None) -> Payload | None:
    """A signal's payload; one that does not fit is dropped with a warning and changes nothing."""
    try:
        return parsed(model, raw)
    except ValidationError as exc:
        workflow.logger.warning("signal %s dropped, its payload does not fit: %s", name, first_error(exc))
        return None


def check(ctx: StepContext, model: type[Payload] | None, raw: Any) -> Payload | None:
    """An update's validator: the payload fits and the enrollment has not ended (or ApplicationError)."""
    payload = None
    if model is not None:
        try:
            payload = parsed(model, raw)
        except ValidationError as exc:
            raise ApplicationError(first_error(exc), type=INVALID_INPUT, non_retryable=True) from None
    if ctx.is_final():
        raise ApplicationError(
            f"the enrollment already ended: {ctx.status} ({ctx.reason or 'no reason'})",
            type=ENDED,
            non_retryable=True,
        )
    return payload


def check_skip(ctx: StepContext, raw: Any) -> None:
    request = check(ctx, SkipSignal, raw)
    assert request is not None
    step = ctx.state.current_step
    if step is None:
        raise ApplicationError("the enrollment is on no step yet", type=NOT_ON_STEP, non_retryable=True)
    if request.step_id and request.step_id != step:
        raise ApplicationError(
            f"step_id: the enrollment is on step {step!r}, not {request.step_id!r}",
            type=NOT_ON_STEP,
            non_retryable=True,
        )


def check_pause(ctx: StepContext, raw: Any) -> None:
    request = check(ctx, PauseSignal, raw)
    assert request is not None
    if request.until is not None and request.until <= workflow.now():
        raise ApplicationError(
            f"until: {request.until.isoformat()} has already passed (the enrollment's clock reads "
            f"{workflow.now().isoformat()})",
            type=INVALID_INPUT,
            non_retryable=True,
        )


def check_resume(ctx: StepContext) -> None:
    check(ctx, None, None)
    if not ctx.state.paused and ctx.state.mailbox_down is None:
        raise ApplicationError(
            "the enrollment is not paused (an out-of-office hold ends by itself)",
            type=NOT_PAUSED,
            non_retryable=True,
        )


def answer(ctx: StepContext, done: str, **extra: Any) -> ControlAnswer:
    status, _ = ctx.shown_status()
    return ControlAnswer(done=done, status=status, current_step=ctx.state.current_step, **extra)


# -- the effects ---------------------------------------------------------------------------------


def reply(ctx: StepContext, signal: ReplySignal) -> str:
    if not ctx.first_time(f"reply:{signal.dedupe_key}"):
        return "nothing: this reply was already counted"
    if signal.intent is not None and not ctx.is_final():
        ctx.reply_intent, ctx.reply_evidence = signal.intent, signal.evidence
    ctx.finish("replied", f"contact replied ({signal.gmail_message_id or signal.dedupe_key})")
    return "replied"


def bounce(ctx: StepContext, signal: BounceSignal) -> str:
    if not ctx.first_time(f"bounce:{signal.dedupe_key}"):
        return "nothing: this bounce was already counted"
    if not signal.permanent or ctx.is_final():
        return "nothing: a temporary failure ends nothing"
    if signal.suppress:
        ctx.suppress = "hard_bounce"
    ctx.finish("bounced", signal.reason)
    return "bounced" + (" (the address is suppressed)" if signal.suppress else "")


def unsubscribe(ctx: StepContext, signal: UnsubscribeSignal) -> str:
    if not ctx.first_time(f"unsubscribe:{signal.dedupe_key}") or ctx.is_final():
        return "nothing: already counted"
    if signal.source != "sms":  # a texted STOP opts the number out (already written), not the address
        ctx.suppress = "complaint" if signal.source == "complaint" else "unsubscribe"
    ctx.finish("unsubscribed", f"unsubscribed via {signal.source}")
    return "unsubscribed (the address is suppressed)" if signal.source != "sms" else "unsubscribed"


def contact_event(ctx: StepContext, signal: ContactEventSignal) -> str:
    """CRM and calendar events: some end the enrollment, the others become facts."""
    if not ctx.first_time(f"event:{signal.event_id}") or ctx.is_final():
        return "nothing: this event was already counted"
    ended = EVENT_ENDINGS.get(signal.type)
    if ended is not None:
        status, words = ended
        ctx.finish(status, f"{words} ({signal.source} event {signal.event_id})")
        return f"ended: {words}"
    ctx.state.facts[signal.type] = dict(signal.data)
    ctx.state.event_counts[signal.type] = ctx.state.event_counts.get(signal.type, 0) + 1
    ctx.changed = True
    return f"noted {signal.type} (a fact later steps can read)"


def exit(ctx: StepContext, signal: ExitSignal) -> str:
    ctx.finish("exited", signal.reason)
    return "exited"


def pause(ctx: StepContext, signal: PauseSignal) -> str:
    ctx.state.paused, ctx.changed = True, True
    ctx.state.paused_until = signal.until
    return f"paused until {signal.until.isoformat()}" if signal.until else "paused until a resume"


def resume(ctx: StepContext) -> str:
    # Also retries a step paused by a disconnected mailbox (it pauses again if still disconnected).
    # An out-of-office hold stays: the contact is still away.
    ctx.state.paused, ctx.state.mailbox_down, ctx.changed = False, None, True
    ctx.state.paused_until = None
    ctx.reconnects += 1
    return "resumed"


def skip(ctx: StepContext, request: SkipSignal) -> bool:
    """Skip the step the enrollment waits on (only that step, when the request names one): True when
    the walk will."""
    if ctx.is_final() or (request.step_id and request.step_id != ctx.state.current_step):
        return False
    ctx.skip_request, ctx.changed = request, True
    return True
