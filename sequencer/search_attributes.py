"""The custom search attributes enrollments carry, so the Temporal Web UI can filter them.

Register them once per namespace (`sequencer setup-temporal`; `make dev` and the tests do it
themselves). Values are set when an enrollment starts and kept current by the workflow.
"""

from __future__ import annotations

from temporalio.common import SearchAttributeKey

ENROLLMENT_STATUS = SearchAttributeKey.for_keyword("EnrollmentStatus")
MAILBOX = SearchAttributeKey.for_keyword("Mailbox")
SEQUENCE_NAME = SearchAttributeKey.for_keyword("SequenceName")
SEQUENCE_VERSION = SearchAttributeKey.for_int("SequenceVersion")
CONTACT_EMAIL = SearchAttributeKey.for_keyword("ContactEmail")
CURRENT_STEP = SearchAttributeKey.for_keyword("CurrentStep")
NEXT_SEND_AT = SearchAttributeKey.for_datetime("NextSendAt")
PROJECT = SearchAttributeKey.for_keyword("Project")  # the tenant: every Web UI query can filter on it

ALL = (
    ENROLLMENT_STATUS,
    MAILBOX,
    SEQUENCE_NAME,
    SEQUENCE_VERSION,
    CONTACT_EMAIL,
    CURRENT_STEP,
    NEXT_SEND_AT,
    PROJECT,
)
