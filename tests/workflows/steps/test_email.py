"""The `email` executor's review: the rep's edit goes out, an unanswered review follows on_expire."""

from __future__ import annotations

import httpx
from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.support import eventually, workflow_result
from tests.workflows.test_graph import email, enroll, sent_steps


async def test_a_reviewed_email_goes_out_as_the_rep_edited_it_and_an_unanswered_one_follows_on_expire(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient, sandbox_url: str
):
    from tests.gmail_support import messages

    steps = [
        email("intro", review=True, review_expires="2d"),
        email("next", "1d", review=True, on_expire="exit"),
    ]
    enrollment, contact, _ = await enroll(pool, sequencer, steps)

    async def review_task(step: str) -> dict | None:
        open_tasks = (await api.get("/v1/tasks", params={"kind": "review", "status": "open"})).json()
        return next(
            (t for t in open_tasks if t["enrollment_id"] == enrollment.id and t["step_id"] == step), None
        )

    await eventually(lambda: review_task("intro"))
    task = await review_task("intro")
    assert task is not None and task["subject"] == "About intro" and task["body"] == "Hi"
    approved = await api.post(
        f"/v1/tasks/{task['id']}/complete",
        json={"outcome": "approved", "subject": "Edited", "body": "Edited body"},
    )
    assert approved.status_code == 200, approved.text
    again = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "approved"})
    other = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "skipped"})
    unknown = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "maybe"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert (again.status_code, other.status_code, unknown.status_code) == (200, 409, 422)
    assert "approved, skipped, exited" in unknown.json()["error"]["message"]
    assert result["status"] == "exited" and "said exit" in result["reason"]  # `next` expired unanswered
    assert await sent_steps(pool, enrollment.id) == ["intro"]
    mailbox_email = await pool.fetchval(
        "SELECT m.email FROM mailboxes m JOIN enrollments e ON e.mailbox_id = m.id WHERE e.id = $1::uuid",
        enrollment.id,
    )
    (sent,) = await messages(sandbox_url, mailbox_email, "in:sent")
    assert sent.message["Subject"] == "Edited" and "Edited body" in sent.message.get_content()
    assert sent.message["To"].endswith(f"<{contact.email}>") or contact.email in sent.message["To"]
