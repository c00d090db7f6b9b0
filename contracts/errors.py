"""Every error type an activity or a workflow fails with (ApplicationError.type), spelled once. Callers
branch on these strings: renaming one is a breaking change."""

from __future__ import annotations

# Refusals of an enrollment's start: the starter, the HTTP API and a raw Temporal start give the same.
ALREADY_ENROLLED = "AlreadyEnrolled"
SUPPRESSED = "Suppressed"  # also a send, review or task refused for a suppressed contact
UNKNOWN_SEQUENCE = "UnknownSequence"
UNKNOWN_MAILBOX = "UnknownMailbox"
INVALID_INPUT = "InvalidInput"
REFUSALS = (ALREADY_ENROLLED, SUPPRESSED, UNKNOWN_SEQUENCE, UNKNOWN_MAILBOX, INVALID_INPUT)

# The send protocol.
NOT_ACTIVE = "EnrollmentNotActive"
# A control update rejected by its validator because it would do nothing (the payload fits):
ENDED = "EnrollmentEnded"  # the enrollment already ended
NOT_ON_STEP = "NotOnStep"  # a skip named a step the enrollment is not on
NOT_PAUSED = "NotPaused"  # a resume while nothing holds the enrollment
TEMPLATE_ERROR = "TemplateError"
GMAIL_REJECTED = "GmailRejected"
RATE_LIMITED = "GmailRateLimited"
MAILBOX_DISCONNECTED = "MailboxDisconnected"
GRANT_EXPIRED = "SendSlotExpired"
# The mailbox's slot updates are busy: the send fails without retrying, and the step asks by signal.
SLOTS_BUSY = "SlotsBusy"

# The enrollment's row.
ENROLLMENT_MISSING = "EnrollmentMissing"
ENROLLMENT_NOT_COMMITTED = "EnrollmentNotCommittedYet"

# Providers.
CRM_HOST_REFUSED = "CrmHostRefused"
SMS_CREDENTIALS_REFUSED = "SmsCredentialsRefused"
SMS_WINDOW_CLOSED = "SmsWindowClosed"  # detail: when it opens (ISO 8601)
SMS_PROVIDER_UNAVAILABLE = "SmsProviderUnavailable"
SMS_RATE_LIMITED = "SmsRateLimited"
