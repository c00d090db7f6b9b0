"""Amazon SES event notifications delivered by mail (an SNS topic with an email subscription).

The body is JSON, either the SES event itself or SNS's envelope around it (`"Type": "Notification"`,
the event as the string `"Message"`), followed by SNS's footer ("... click or visit the link below
to unsubscribe"). Read as prose it is nonsense, and its footer reads as an unsubscribe request; read
as the documented event it is a bounce, a complaint or a delivery report:

- `notificationType: Bounce`: `bounceType` Permanent/Transient, and per recipient the `status` and
  `diagnosticCode` the receiving server gave, decided by the one reason table like any DSN;
  `bounceSubType` names the reason where the codes do not (`NoEmail`, `MailboxFull`,
  `MessageTooLarge`, `ContentRejected`, `AttachmentRejected`);
- `notificationType: Complaint`: a complaint about the first complained recipient;
- `notificationType: Delivery`: a success report (reason `delivered`).

Mail transport may wrap the long JSON line (Sendmail breaks lines over 990 characters with "!" and
a continuation space); those breaks are taken out before it is parsed.
"""

from __future__ import annotations

import json
import re
from email.message import Message
from typing import Any

from sequencer.classify.model import Classification, Reason
from sequencer.classify.reasons import decide, suppresses
from sequencer.classify.status import clean_status, find_smtp_code
from sequencer.classify.text import body_text

_WRAPPED = re.compile(r"!\r?\n[ \t]")
_SUBTYPE_REASONS: dict[str, Reason] = {
    "noemail": "user_unknown",
    "mailboxfull": "mailbox_full",
    "messagetoolarge": "message_too_large",
    "contentrejected": "filtered",
    "attachmentrejected": "filtered",
}


def _event(msg: Message) -> dict[str, Any] | None:
    text = _WRAPPED.sub("", body_text(msg)[:200_000]).lstrip()
    # The event is the whole body (a person pasting one into a reply writes something above it).
    if not text.startswith("{") or ('"notificationType"' not in text and '"Type"' not in text):
        return None
    try:
        found, _ = json.JSONDecoder().raw_decode(text)
    except ValueError:
        return None
    if (
        isinstance(found, dict)
        and found.get("Type") == "Notification"
        and isinstance(found.get("Message"), str)
    ):
        try:
            found = json.loads(found["Message"])
        except ValueError:
            return None
    if isinstance(found, dict) and found.get("notificationType") in ("Bounce", "Complaint", "Delivery"):
        return found
    return None


def _message_id(event: dict[str, Any]) -> str | None:
    mail = event.get("mail") or {}
    common = mail.get("commonHeaders") or {}
    value = common.get("messageId")
    if not value:
        for item in mail.get("headers") or []:
            if isinstance(item, dict) and str(item.get("name", "")).lower() == "message-id":
                value = item.get("value")
                break
    if not isinstance(value, str) or not value.strip():
        return None
    value = value.strip()
    return value if value.startswith("<") else f"<{value}>"


def read_ses_notification(msg: Message) -> Classification | None:
    """The SES event a notification mail carries, as a Classification; None when it is not one."""
    event = _event(msg)
    if event is None:
        return None
    kind = event["notificationType"]
    message_id = _message_id(event)
    if kind == "Complaint":
        complained = (event.get("complaint") or {}).get("complainedRecipients") or [{}]
        address = str(complained[0].get("emailAddress") or "").lower() or None
        return Classification(
            kind="complaint", recipient=address, suppress_address=True, original_message_id=message_id
        )
    if kind == "Delivery":
        recipients = (event.get("delivery") or {}).get("recipients") or [None]
        address = str(recipients[0]).lower() if recipients[0] else None
        return Classification(
            kind="bounce",
            recipient=address,
            reason="delivered",
            permanent=False,
            evidence="notificationType: Delivery",
            original_message_id=message_id,
        )
    bounce = event.get("bounce") or {}
    first = (bounce.get("bouncedRecipients") or [{}])[0]
    diagnostic = str(first.get("diagnosticCode") or "")
    status = clean_status(str(first.get("status") or ""))
    decision = decide(status, diagnostic)
    reason, evidence = decision.reason, decision.evidence
    subtype = str(bounce.get("bounceSubType") or "").lower()
    if reason in ("other", "system") and subtype in _SUBTYPE_REASONS:
        reason, evidence = _SUBTYPE_REASONS[subtype], f"bounceSubType: {bounce.get('bounceSubType')}"
    permanent = str(bounce.get("bounceType") or "") == "Permanent" and not (status or "").startswith("4")
    return Classification(
        kind="bounce",
        recipient=str(first.get("emailAddress") or "").lower() or None,
        status=status,
        smtp_code=find_smtp_code(diagnostic),
        reason=reason,
        permanent=permanent,
        suppress_address=suppresses(permanent, reason),
        evidence=evidence,
        original_message_id=message_id,
    )
