"""Temporal Cloud billable Actions, counted from workflow event histories.

The rule follows Temporal Cloud's published Action list (docs.temporal.io/cloud/actions, "Temporal Cloud
Actions"), event type by event type:

| history event | Actions | why |
| --- | --- | --- |
| WorkflowExecutionStarted | 1 | workflow started (a client start, and each continue-as-new run) |
| ActivityTaskScheduled | 1 | activity started |
| ActivityTaskStarted | attempt - 1 | activity retried (one history event carries the final attempt number) |
| TimerStarted | 1 | timer started (`workflow.sleep`, and `wait_condition` with a timeout) |
| WorkflowExecutionSignaled | 1 | signal sent, from a client or from another workflow |
| SignalExternalWorkflowExecutionInitiated | 0 | the same signal, billed once: in the receiver's history |
| UpsertWorkflowSearchAttributes | 1 | unless it only sets TemporalChangeVersion (patches), which is exempt |
| MarkerRecorded | 1 per workflow task with local-activity markers | patch markers (`core_patch`) are free |
| WorkflowExecutionUpdateAccepted | 1 | update received by worker |
| StartChildWorkflowExecutionInitiated | 2 | child start and its execution |
| WorkflowExecutionOptionsUpdated, NexusOperationScheduled, NexusOperationCancelRequested | 1 | |
| everything else (workflow tasks, completions, TimerFired, ContinuedAsNew, ...) | 0 | |

Not in any history, so not counted here: queries (each `GET /v1/enrollments/{id}` of a running enrollment
queries its workflow: 1 Action), activity heartbeats that reach the server (`send_email` heartbeats every
3 s while a Gmail call lasts; SDKs throttle them), and rejected updates.

Counting a workflow-to-workflow signal at its receiver only (not also at `SignalExternal...Initiated`)
is what Temporal bills; counting both would charge one signal twice. So the cost of an enrollment's
`request_slot`/`slot_used` signals shows up in its mailbox workflow's history, and the cost of a send is
the enrollment's own Actions plus its mailbox's Actions per grant.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from temporalio.api.enums.v1 import EventType

_ONE = {
    "WorkflowExecutionStarted",
    "ActivityTaskScheduled",
    "TimerStarted",
    "WorkflowExecutionSignaled",
    "WorkflowExecutionUpdateAccepted",
    "WorkflowExecutionOptionsUpdated",
    "NexusOperationScheduled",
    "NexusOperationCancelRequested",
}
_PATCH_MARKER = "core_patch"
_CHANGE_VERSION = "TemporalChangeVersion"


def event_name(event: Any) -> str:
    """`EVENT_TYPE_TIMER_STARTED` -> `TimerStarted`."""
    raw = EventType.Name(event.event_type).removeprefix("EVENT_TYPE_")
    return "".join(word.capitalize() for word in raw.split("_"))


def histogram(events: Iterable[Any]) -> Counter[str]:
    return Counter(event_name(e) for e in events)


def billable(events: Iterable[Any]) -> Counter[str]:
    """Billable Actions of these events, by the event type that carries them."""
    actions: Counter[str] = Counter()
    marker_tasks: set[int] = set()
    for event in events:
        name = event_name(event)
        if name in _ONE:
            actions[name] += 1
        elif name == "ActivityTaskStarted":
            retries = event.activity_task_started_event_attributes.attempt - 1
            if retries > 0:
                actions["ActivityRetried"] += retries
        elif name == "StartChildWorkflowExecutionInitiated":
            actions[name] += 2
        elif name == "UpsertWorkflowSearchAttributes":
            fields = event.upsert_workflow_search_attributes_event_attributes.search_attributes.indexed_fields
            if set(fields) - {_CHANGE_VERSION}:
                actions[name] += 1
        elif name == "MarkerRecorded":
            attrs = event.marker_recorded_event_attributes
            if attrs.marker_name != _PATCH_MARKER:
                task = attrs.workflow_task_completed_event_id
                if task not in marker_tasks:
                    marker_tasks.add(task)
                    actions[name] += 1
    return actions


def patch_markers(events: Iterable[Any]) -> int:
    return sum(
        1
        for e in events
        if event_name(e) == "MarkerRecorded"
        and e.marker_recorded_event_attributes.marker_name == _PATCH_MARKER
    )


async def history_events(client: Any, workflow_id: str, run_id: str | None = None) -> list[Any]:
    history = await client.get_workflow_handle(workflow_id, run_id=run_id).fetch_history()
    return list(history.events)


async def all_runs_events(client: Any, workflow_id: str) -> list[Any]:
    """Events of every run of a workflow id that continued as new, oldest run first (the current run is
    followed back through each run's `continued_execution_run_id`)."""
    runs: list[list[Any]] = []
    run_id: str | None = None
    while True:
        events = await history_events(client, workflow_id, run_id)
        runs.append(events)
        started = events[0].workflow_execution_started_event_attributes
        previous = started.continued_execution_run_id
        if not previous or len(runs) > 1000:
            break
        run_id = previous
    return [e for run in reversed(runs) for e in run]
