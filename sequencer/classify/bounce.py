"""Delivery failure notices: is this a bounce, and what exactly failed.

RFC 3464 DSNs are read field by field; for the many MTAs that send prose instead (qmail, Exim,
Sendmail, Yahoo, Microsoft 365, older Gmail) the same facts are dug out of the text. Whatever the
format, the quoted copy of our own message is cut off first so our sales copy is never read as the
server's diagnosis.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.filter_context import (
    EXPLICIT_ADDRESS_STATUS,
    without_scanner_banners,
    written_by_filter,
)
from sequencer.classify.model import Classification
from sequencer.classify.not_a_report import REPLY as REPLY_PREFIX
from sequencer.classify.not_a_report import not_a_report, null_sender
from sequencer.classify.possible_causes import without_possible_causes
from sequencer.classify.provider_notice import is_event_notice
from sequencer.classify.reasons import (
    Decision,
    decide,
    greylisted,
    refused_recipient,
    suppresses,
    text_cue,
)
from sequencer.classify.reports import (
    Fields,
    embedded_originals,
    inline_dsn_blocks,
    message_id_in,
    message_id_in_text,
    original_recipient,
    parts_of_type,
    report_blocks,
    report_type,
    success_report,
)
from sequencer.classify.smtp_command import answered_command, remote_words, whole_answer
from sequencer.classify.status import GAVE_UP, clean_status, find_smtp_code, find_status, infer_status
from sequencer.classify.text import addresses, fold, has_header, header, report_text

_DAEMONS = frozenset({"mailer-daemon", "postmaster", "mail-daemon", "mailerdaemon", "mailer_daemon"})
# Display names delivery software signs with when the address itself says nothing.
_DAEMON_NAMES = re.compile(
    r"^\W*(?:mail delivery (?:subsystem|system|service|agent)|mail administrator|mail router|mailer daemon"
    r"|delivery status notification|mail system|postmaster|internet mail delivery)\W*$"
)
_EMPTY_ADDRESS = re.compile(r"<\s*>")
_BARE_DAEMON = re.compile(r"(?:^|[\s<\"(])(?:mailer-daemon|postmaster|mail-daemon)(?=$|[\s>\")])")
# Boilerplate only delivery software writes; enough on its own unless a person is forwarding it.
_SIGNATURE = re.compile(
    r"this is the qmail-send program|created automatically by mail delivery software"
    r"|could not be delivered to one or more (?:of its )?recipients|i'm sorry to have to inform you"
    r"|following addresses had permanent fatal errors|unable to deliver your message to the following"
    r"|delivery has failed to these recipients|error occurred while trying to deliver the mail"
    r"|delivery to the following recipients? failed|your message wasn'?t delivered to"
    r"|the following message to .{1,200} was undeliverable|message (?:could not|cannot) be delivered to"
    r"|permanent error(?:s)? (?:occurred|has occurred)|delivery to the following recipient has been delayed"
    # MDaemon: "The attached message had PERMANENT fatal delivery errors!"
    r"|(?:attached )?message had permanent fatal (?:delivery )?errors"
    r"|diese nachricht wurde automatisch von einem mail-server erstellt|konnte nicht zugestellt werden"
    r"|n'a pas pu etre (?:remis|distribue|livre)|no se (?:ha )?(?:podido|pudo) entregar"
    r"|non e stato possibile (?:recapitare|consegnare)|не (?:может быть|удалось|было) достав"
)
# Weaker wording that only counts together with a failure-notice subject.
_FAILED = re.compile(
    r"could ?n[o']t be delivered|wasn'?t delivered|undeliverable|not delivered|address not found"
    r"|delivery (?:has )?failed|failed permanently|unable to deliver|permanent (?:fatal )?error"
    r"|(?:could not|couldn'?t|cannot|can'?t|failed to) deliver|(?:cannot|can'?t) be delivered"
    r"|(?:user|mailbox|recipient|address) (?:unknown|not found|does not exist|unavailable)|no such user"
    r"|has been postponed|nicht zugestellt|unzustellbar|non remis|non distribu|no entregado"
    r"|no se puede entregar|non recapit"
    r"|не доставлен|недоставлен|(?<!\d)[45]\.\d{1,3}\.\d{1,3}(?!\d)"
)
_SUBJECT = re.compile(
    r"undeliverable|undelivered|delivery status notification|returned mail|mail delivery"
    r"|delivery failure|failure notice|could not be delivered|not delivered|delivery (?:has )?failed"
    r"|returned to sender|non-?delivery|delivery notification|delayed mail|delivery delayed"
    r"|unzustellbar|nicht zustellbar|zustellung fehlgeschlagen|non remis|non distribuable|echec de (?:la )?"
    r"(?:remise|distribution|livraison)|no se puede entregar|no entregad[oa]|error de entrega"
    r"|mancato recapito"
    r"|non recapitabile|onbestelbaar|не доставлено|недоставленное|ошибка доставки|mail system error"
    r"|delivery problem|failed delivery|mail (?:was )?returned|bounced? (?:mail|message)"
    r"|(?:message|mail) rejected|\bmail error\b|delivery error|delivery warning"
    r"|user unknown|unknown user|no such user"
)
# Japanese, Chinese and Korean notices, written as printed and folded like the text they are read on.
_CJK_SUBJECT = re.compile(
    "|".join(
        fold(words)
        for words in (
            "メールエラー",
            "配信エラー",
            "配信失敗",
            "送信エラー",
            "未配達",
            "エラー通知",
            "退信",
            "投递失败",
            "無法投遞",
            "无法投递",
            "전송 실패",
            "발송 실패",
            "반송",
        )
    )
)
_CJK_FAILED = re.compile(
    "|".join(
        fold(words)
        for words in (
            "送信できませんでした",
            "配信できませんでした",
            "配送できませんでした",
            "届きませんでした",
            "届けることができませんでした",
            "未能成功投递",
            "未能投递",
            "无法投递",
            "無法投遞",
            "投递失败",
            "전송하지 못했습니다",
            "전달되지 않았습니다",
            "전송에 실패",
        )
    )
)
_DELAY = re.compile(
    r"has not (?:yet )?been delivered|not been delivered yet|will (?:continue|keep) (?:to )?try"
    r"|will (?:retry|be retried)|still (?:being )?(?:trying|retried)|\(delay\)|delivery delayed"
    r"|delayed mail|message delayed|delivery (?:has been |is )?delayed|temporary problem delivering"
    r"|has been postponed|delivery (?:has been |is )?postponed"
)
# Where the bounce starts quoting the message that failed.
_ORIGINAL = re.compile(
    r"(?im)^[ \t>]*-*[ \t]*(?:below this line is a copy of the message|this is a copy of the message"
    r"|original message(?: headers| follows)?\b|undelivered message headers|message headers? follows"
    r"|(?:unsent|returned) (?:message|mail) follows|forwarded message|headers of the original message)"
)
_QUOTED_HEADER = re.compile(r"(?im)^[ \t>]*(?:return-path|received|message-id|dkim-signature)[ \t]*:")


def is_bounce(msg: Message) -> bool:
    if report_type(msg) == "delivery-status" or parts_of_type(msg, "message/delivery-status"):
        # Report structure at the top (a report forwarded in message/rfc822 is not read), unless every
        # recipient was delivered or relayed: a positive notification (`receipt`, see classifier).
        return not success_report(msg)
    if has_header(msg, "X-Failed-Recipients"):
        return True
    daemon = from_daemon(msg)
    subject = header(msg, "Subject")
    failure_subject = bool(_SUBJECT.search(fold(subject)) or _CJK_SUBJECT.search(fold(subject)))
    if not_a_report(msg, daemon=daemon, failure_subject=failure_subject):
        return False  # a person's letter, bulk mail or an auto-reply that speaks of a bounce
    if daemon:
        return True
    text = fold(report_text(msg)[:20000])
    failed = _FAILED.search(text) or _CJK_FAILED.search(text)
    if has_header(msg, "X-MDDSN-Message") and (failed or _DELAY.search(text) or remote_words(text)):
        # MDaemon marks the delivery reports it writes (from MDaemon@, not a daemon name): a failure, a
        # delay warning or a transcript with a refusal is a bounce; a delivery confirmation ("was
        # delivered successfully", no refusal) is not.
        return True
    if REPLY_PREFIX.match(subject):
        return False  # a person forwarding or answering a bounce wrote this one
    if _SIGNATURE.search(text):
        return True
    if is_event_notice(text):
        return True  # a sending provider's failure event, mailed (see provider_notice)
    if inline_dsn_blocks(text) and re.search(r"(?m)^\s*(?:final-recipient|action|status)\s*:", text):
        return True  # DSN fields pasted into the text
    if null_sender(msg) and failed and not has_header(msg, "Auto-Submitted"):
        return True
    # A delay warning under a delay subject ("Warning: Message Delivery Delayed", MDaemon's "has not
    # yet been delivered ... THIS IS A WARNING ONLY") says "not yet", never "failed". Only delivery
    # software's (the null reverse path) and in its own words, not in a copy of our message: a person,
    # a parcel service or an auto-reply under our own subject ("Shipment delivery delayed again?") quoting
    # our copy ("when a delivery is delayed ...") is no delay warning.
    return bool(failure_subject and (failed or (null_sender(msg) and _DELAY.search(_notice_words(text)))))


def _notice_words(text: str) -> str:
    """The notice's own text: before the copy of the original, without lines quoted with '>'."""
    notice, _ = _split_original(text)
    return "\n".join(line for line in notice.splitlines() if not line.lstrip().startswith(">"))


def from_daemon(msg: Message) -> bool:
    value = header(msg, "From")
    found = addresses(value)
    if found and any(address.split("@", 1)[0] in _DAEMONS for address in found):
        return True
    if _EMPTY_ADDRESS.search(value):
        return True  # "Jetmail System" <>: the null reverse path only delivery software uses
    name = fold(value.split("<", 1)[0]).strip().strip('"')
    if name and _DAEMON_NAMES.match(name):
        return True
    return not found and bool(_BARE_DAEMON.search(fold(value)))


def _split_original(text: str) -> tuple[str, str]:
    match = _ORIGINAL.search(text) or _QUOTED_HEADER.search(text)
    return (text[: match.start()], text[match.start() :]) if match else (text, "")


_TAKES_NO_MAIL = frozenset({521, 556})
# RFC 3464 diagnostic type of a local delivery program's output (Postfix pipe/local, Sendmail prog).
_LOCAL_PROGRAM = re.compile(r"(?i)\s*x-unix\s*;")
# Sendmail's LMTP mailers (cyrusv2, mail.local -z) also write `X-Unix;`, but what they report is the
# answer of a store that speaks LMTP (Cyrus lmtpd, Dovecot): "... while talking to
# /var/imap/socket/lmtp: >>> RCPT To:<x> <<< 550 5.1.1 User unknown".
_LMTP = re.compile(r"\blmtpd?\b|\bcyrusv2\b")
_REPLY_CODE = re.compile(r"\s*[45]\d\d[ -]")


def _local_program_failed(diagnostic_field: str, command: str | None, diagnosis: str) -> bool:
    """An `X-Unix;` diagnostic that is a local program's output ("procmail: Couldn't create ..."),
    not an LMTP store's answer to the recipient (at RCPT, or a reply code under an LMTP transcript)."""
    if not _LOCAL_PROGRAM.match(diagnostic_field):
        return False
    if command == "RCPT":
        return False  # a program is handed the message; only a server answers RCPT
    answer = _typed_value(diagnostic_field)
    return not (_REPLY_CODE.match(answer) and _LMTP.search(fold(diagnosis)))


def _typed_value(value: str) -> str:
    """'rfc822; Bob@Example.com' -> 'Bob@Example.com' (RFC 3464 address-type and diagnostic-type)."""
    return value.split(";", 1)[1].strip() if ";" in value else value.strip()


def _pick(blocks: list[Fields]) -> Fields:
    """The recipient block to report: a failed one before a delayed one before anything else."""
    recipients = [b for b in blocks if "final-recipient" in b or "original-recipient" in b]
    for wanted in ("failed", "delayed"):
        for block in recipients:
            if block.get("action", "").lower().startswith(wanted):
                return block
    return recipients[0] if recipients else next((b for b in blocks if "status" in b), {})


_EXPANDED_FROM = re.compile(r"(?i)>\s*\(expanded\s+from\s+<([^<>@\s]+@[^<>@\s]+)>\)")


def _recipient(msg: Message, block: Fields, diagnosis: str, originals: list[Message | str]) -> str | None:
    # Original-Recipient is the address we put in RCPT TO; Final-Recipient may be an alias target.
    for name in ("original-recipient", "final-recipient"):
        found = addresses(_typed_value(block.get(name, "")))
        if found:
            return found[0]
    failed = addresses(header(msg, "X-Failed-Recipients"))
    if failed:
        return failed[0]
    # Postfix: "<alias-target@x> (expanded from <address@y>)": the address we sent to is the second.
    expanded = _EXPANDED_FROM.search(diagnosis)
    if expanded:
        return expanded.group(1).lower()
    ours = set()
    for name in ("From", "To", "Cc", "Return-Path", "Reply-To", "Sender", "Delivered-To"):
        ours.update(addresses(header(msg, name)))
    for address in addresses(diagnosis):
        if address not in ours and address.split("@", 1)[0] not in _DAEMONS:
            return address
    return next((found for found in map(original_recipient, originals) if found), None)


def _original_message_id(msg: Message, originals: list[Message | str], quoted: str) -> str | None:
    for original in originals:
        found = message_id_in(original)
        if found:
            return found
    found = message_id_in_text(quoted)
    if found:
        return found
    # Gmail and Microsoft 365 thread the notice onto the message that failed.
    replied = re.search(r"<[^<>\s]+>", header(msg, "In-Reply-To"))
    return replied.group(0) if replied else None


# A server's answer printed in a notice's prose: a 4xx reply code with its enhanced status, up to the
# end of the quote or the line ("returned '450 4.4.316 Connection refused [Message=...]'").
_ATTEMPT_ANSWER = re.compile(r"(?<![\w.])4\d\d[ -]4\.\d{1,3}\.\d{1,3}[^'\n]*")
_DELAY_CAUSES = frozenset(
    {"network", "rate_limited", "system", "mailbox_full", "blocked", "filtered", "policy"}
)


def _last_attempt_cause(prose: str) -> Decision | None:
    """What the last attempt of a delay notice met, from the server answers its prose prints: the
    last one that names a cause other than the delay itself."""
    for answer in reversed(_ATTEMPT_ANSWER.findall(fold(prose))):
        if greylisted(find_status(answer), answer) is not None:
            return None  # greylisted: a deferral, whatever else its words say ("Greylisted by policy")
        cue = text_cue(answer)
        if cue is not None and cue.reason in _DELAY_CAUSES:
            return cue
    return None


def read_bounce(msg: Message) -> Classification:
    subject = header(msg, "Subject")
    diagnosis, quoted = _split_original(report_text(msg))
    blocks = [b for part in parts_of_type(msg, "message/delivery-status") for b in report_blocks(part)]
    blocks = blocks or inline_dsn_blocks(diagnosis)
    block = _pick(blocks)
    diagnostic = _typed_value(block.get("diagnostic-code", ""))
    # The server's own words: the DSN's Diagnostic-Code, else the remote answers of a transcript (not
    # the sending MTA's translation of them); the notice's prose is read without virus-scanner banners
    # and without the list of possible causes some notices print above every diagnosis.
    server = whole_answer(diagnostic, diagnosis) if diagnostic.strip() else remote_words(diagnosis)
    prose = without_possible_causes(without_scanner_banners(diagnosis))
    status = clean_status(block.get("status", "")) or find_status(server) or find_status(diagnosis)
    code = find_smtp_code(server) or find_smtp_code(diagnosis)
    if status is None and code is not None:
        status = infer_status(code, f"{diagnostic}\n{diagnosis}")
    action = block.get("action", "").lower()
    any_failed = any(b.get("action", "").lower().startswith("failed") for b in blocks)
    delayed = action.startswith("delayed") or (
        not any_failed and bool(_DELAY.search(fold(f"{subject}\n{diagnosis}")))
    )
    originals = embedded_originals(msg)
    if action.startswith(("delivered", "relayed", "expanded")) and not any_failed:
        # A success DSN (RFC 3464 section 2.3.3): a report, never a reply and never a failure.
        decision = Decision("delivered", f"Action: {action}")
    else:
        failed = [b for b in blocks if b.get("action", "").lower().startswith("failed")]
        # Several failed recipients, this one with its own Diagnostic-Code: the notice's prose (and
        # the other blocks pasted into it) speaks of the others too, so this recipient's words decide.
        own_words = len(failed) > 1 and bool(diagnostic.strip())
        decision = decide(status, diagnostic) if own_words else decide(status, server, prose)
    reason, evidence = decision.reason, decision.evidence
    command = answered_command(diagnostic, diagnosis)
    if reason == "policy" and (command == "RCPT" or (command is None and not written_by_filter(msg))):
        # At RCPT, or where the report names no command and no filter wrote it ("550 5.7.1 No such
        # user!" in a provider's notice): plain words that the address does not exist decide.
        refused = refused_recipient(status, server, prose)
        if refused is not None:
            reason, evidence = refused.reason, refused.evidence
    if reason in ("user_unknown", "host_unknown") and command in ("DATA", "MAIL"):
        # Accepted at RCPT, refused after: a filter's words, not a missing mailbox; refused at MAIL:
        # our sender was refused (see smtp_command).
        reason = "filtered" if command == "DATA" else "policy"
        evidence = f"{evidence} (answered to {command})"
    if command == "CONNECT" and reason == "other" and (status or "5").startswith("5"):
        # Refused at the greeting, before any address or content was sent ("SMTP error from remote
        # mail server after initial connection: 554 ..."): the receiver refused our sending host.
        reason, evidence = (
            "blocked",
            f"refused at connection ({evidence})" if evidence else "refused at connection",
        )
    if code in _TAKES_NO_MAIL and reason in ("system", "other"):
        # RFC 7504: 521 "host does not accept mail", 556 "domain does not accept mail" (a null MX);
        # "521 5.3.2 System not accepting network messages" at RCPT is the same answer.
        reason, evidence = "host_unknown", f"{code} does not accept mail ({evidence})"
    recipient = _recipient(msg, block, f"{diagnostic}\n{diagnosis}", originals)
    if reason in ("user_unknown", "host_unknown") and _local_program_failed(
        block.get("diagnostic-code", ""), command, diagnosis
    ):
        # "x-unix; procmail: Couldn't create /var/spool/mail/x": a local delivery program failed.
        reason, evidence = "system", f"local delivery program ({evidence})"
    if reason == "user_unknown" and not EXPLICIT_ADDRESS_STATUS.match(status or ""):
        context = written_by_filter(msg)
        if context:
            # "User unknown" in a report a filter appliance wrote: not proof the address is dead.
            reason, evidence = "filtered", f"{evidence} (from {context})"
    gave_up = bool(GAVE_UP.search(fold(f"{diagnostic}\n{diagnosis}")))
    permanent: bool | None
    if reason == "delivered":
        permanent = False
    elif delayed:
        permanent = False
        if reason == "expired" and not gave_up:
            # 4.4.7 here: "still trying". The cause is the last attempt's answer, when the notice
            # prints one ("Server at mx.x returned '450 4.4.316 Connection refused'").
            cause = _last_attempt_cause(diagnosis)
            if cause is not None:
                reason, evidence = cause.reason, f"delay notice, last attempt: {cause.evidence}"
            else:
                reason, evidence = "other", f"delay notice ({evidence})"
    elif status:
        permanent = status.startswith("5")
        if action.startswith("failed") and not permanent and reason not in ("expired", "delivered"):
            # A final failure on a 4.x.x status: the MTA gave up retrying.
            reason, evidence = "expired", f"Action: failed with {status} ({evidence})"
    elif reason == "expired":
        permanent = False  # expiry ends a transient condition; the address may be fine
    else:
        # No code at all: a final report is a permanent failure, unless its words name a passing
        # condition (a timeout, a rate limit) that a later attempt may not meet.
        permanent = bool(
            action.startswith("failed")
            or _FAILED.search(fold(diagnosis))
            or reason not in ("network", "rate_limited")
        )
    return Classification(
        kind="bounce",
        recipient=recipient,
        status=status,
        smtp_code=code,
        reason=reason,
        permanent=permanent,
        suppress_address=suppresses(permanent, reason),
        evidence=evidence,
        original_message_id=_original_message_id(msg, originals, quoted),
    )
