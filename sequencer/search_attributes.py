"""The custom search attributes enrollments carry, so the Temporal Web UI can filter them.

Register them once per namespace (`sequencer setup-temporal`; `make dev` and the tests do it
themselves). Values are set when an enrollment starts and kept current by the workflow.

Search attributes are the one part of a workflow the payload codec does not encrypt (the server indexes
them), so they hold ids, names and states only: never an address, a phone number, a body or a token.
The contact and the mailbox are named by id (`ContactId`, `MailboxId`; `GET /v1/contacts?email=...`
finds an id); their addresses are in the encrypted memo.
"""

from __future__ import annotations

from temporalio.common import SearchAttributeKey

ENROLLMENT_STATUS = SearchAttributeKey.for_keyword("EnrollmentStatus")
MAILBOX_ID = SearchAttributeKey.for_keyword("MailboxId")
SEQUENCE_NAME = SearchAttributeKey.for_keyword("SequenceName")
SEQUENCE_VERSION = SearchAttributeKey.for_int("SequenceVersion")
CONTACT_ID = SearchAttributeKey.for_keyword("ContactId")
CURRENT_STEP = SearchAttributeKey.for_keyword("CurrentStep")
NEXT_SEND_AT = SearchAttributeKey.for_datetime("NextSendAt")
PROJECT = SearchAttributeKey.for_keyword("Project")  # the tenant: every Web UI query can filter on it

ALL = (
    ENROLLMENT_STATUS,
    MAILBOX_ID,
    SEQUENCE_NAME,
    SEQUENCE_VERSION,
    CONTACT_ID,
    CURRENT_STEP,
    NEXT_SEND_AT,
    PROJECT,
)
