"""Identifiers derived from inputs, so that retries and re-deliveries name the same thing."""

from __future__ import annotations

import re


def enrollment_workflow_id(project_id: str, contact_id: str) -> str:
    """One running enrollment per contact: Temporal refuses a second workflow with this id."""
    return f"enrollment:{project_id}:{contact_id}"


def is_enrollment_of(project_id: str, workflow_id: str, claimed_project: str | None = None) -> bool:
    """Whether a workflow id names an enrollment of this project (signals never cross projects).

    Ids of our own shape (`enrollment:<project>:...`, `mailbox:...`) must carry the project. An id a
    Temporal client chose itself counts by `claimed_project`: the project its enrollment row was
    adopted in (the first activity resolved the mailbox inside that project)."""
    if workflow_id.startswith(f"enrollment:{project_id}:"):
        return True
    if workflow_id.startswith(("enrollment:", "mailbox:")):
        return False
    return claimed_project is not None and claimed_project == project_id


def mailbox_workflow_id(project_id: str, mailbox_id: str) -> str:
    """One MailboxWorkflow per mailbox: it polls the inbox and owns the mailbox's send slots."""
    return f"mailbox:{project_id}:{mailbox_id}"


MAILBOX_QUEUE_SUFFIX = ".mailboxes"


def mailbox_task_queue(task_queue: str) -> str:
    """The task queue of the MailboxWorkflows beside `task_queue` (the enrollments'). Every send waits on
    its mailbox's tasks (grants, answers), so they have a queue, pollers and a sticky queue of their own:
    they never wait behind thousands of enrollment tasks (a burst's opening). Idempotent."""
    return task_queue if task_queue.endswith(MAILBOX_QUEUE_SUFFIX) else task_queue + MAILBOX_QUEUE_SUFFIX


def enrollment_task_queue(task_queue: str) -> str:
    """The enrollments' task queue, from either queue of a worker (an activity of a mailbox's workflow
    that starts an enrollment runs on the mailbox queue)."""
    return task_queue.removesuffix(MAILBOX_QUEUE_SUFFIX)


def parse_mailbox_workflow_id(workflow_id: str) -> tuple[str, str]:
    """(project_id, mailbox_id) of a MailboxWorkflow id."""
    kind, project_id, mailbox_id = workflow_id.split(":", 2)
    if kind != "mailbox" or not project_id or not mailbox_id:
        raise ValueError(f"not a mailbox workflow id: {workflow_id!r}")
    return project_id, mailbox_id


def send_idempotency_key(enrollment_id: str, step_id: str, visit: int = 1) -> str:
    """One email per step execution, however often the activity runs: stable across retries of one
    visit; a later visit of the same step (a loop) is a new email with a new key."""
    if visit < 1:
        raise ValueError("visits count from 1")
    return f"seq:{enrollment_id}:{step_id}:v{visit}"


def message_id_for(idempotency_key: str, domain: str) -> str:
    """RFC 5322 Message-ID derived from the idempotency key, so a retry can find an earlier send."""
    # Non-alphanumerics become dots; runs of dots collapse and none lead or trail (a valid dot-atom).
    local = re.sub(r"[^A-Za-z0-9]+", ".", idempotency_key).strip(".")
    return f"<{local}@{domain}>"
