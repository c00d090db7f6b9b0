"""Write tests/corpus/dsn/a: delivery reports in the envelopes of ten MTAs around the diagnostic texts
those MTAs and mail services document, each labeled with what a person reading it would decide.

Every report is synthetic: the envelopes follow RFC 3464 (multipart/report with message/delivery-status)
or the plain-text notices Exim, qmail and Yahoo write; the diagnostics are the phrasings the vendors
publish for each failure (Gmail's and Microsoft 365's NDR reference pages, Postfix's and Exim's
manuals, RFC 3463 status meanings). People, companies and addresses are invented, on reserved domains.

The labels come from the case, never from the classifier: `reason` and `suppress_address` say what is
true of the address (a dead mailbox or domain is suppressed; blocks, filters, policies, full or
suspended mailboxes, rate limits, network and system trouble are not), `permanent` follows the status
as written (5.x.x final; 4.x.x, delays and expiry not; a final notice without a code is final).

    python -m tests.corpus.tools.write_dsn_corpus      # rewrites tests/corpus/dsn/a
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "dsn" / "a"
NOTE = "X-Corpus-Note: synthetic sample written for Sequencer tests, modeled on {}"


@dataclass(frozen=True)
class Case:
    """One failure as a receiving server words it."""

    name: str
    reason: str
    status: str | None  # the enhanced status code the report carries (None: it carries none)
    smtp: str  # the remote server's reply line(s), as quoted in the report
    suppress: bool
    lang: str = "en"
    delayed: bool = False  # a delay notice (still retrying)
    expired: bool = False  # the sender gave up retrying (Action: failed with a 4.x.x status)

    @property
    def permanent(self) -> bool:
        if self.delayed or self.expired:
            return False
        if self.status:
            return self.status.startswith("5")
        return True


C = Case
CASES: list[Case] = [
    # -- the address is dead: suppress ------------------------------------------------------------
    C(
        "gmail_no_such_account",
        "user_unknown",
        "5.1.1",
        "550-5.1.1 The email account that you tried to reach does not exist. Please try\n550-5.1.1 double-checking the recipient's email address for typos or\n550-5.1.1 unnecessary spaces. For more information, go to\n550 5.1.1  https://support.google.com/mail/?p=NoSuchUser a1si123.250 - gsmtp",
        True,
    ),
    C(
        "m365_recipient_not_found",
        "user_unknown",
        "5.1.10",
        "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
        True,
    ),
    C(
        "exchange_recip_not_found",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 RESOLVER.ADR.ExRecipNotFound; not found",
        True,
    ),
    C(
        "postfix_virtual_unknown",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 <{rcpt}>: Recipient address rejected: User unknown in virtual mailbox table",
        True,
    ),
    C(
        "postfix_local_unknown",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 <{rcpt}>: Recipient address rejected: User unknown in local recipient table",
        True,
    ),
    C(
        "yahoo_no_account",
        "user_unknown",
        None,
        "554 delivery error: dd This user doesn't have a {domain} account ({rcpt}) [0] - mta4012.mail.bf1.yahoo.com",
        True,
    ),
    C("cpanel_no_such_user", "user_unknown", None, "550 No Such User Here", True),
    C("sendmail_user_unknown", "user_unknown", "5.1.1", "550 5.1.1 <{rcpt}>... User unknown", True),
    C("qmail_no_mailbox", "user_unknown", None, "Sorry, no mailbox here by that name. (#5.1.1)", True),
    C("generic_mailbox_not_exist", "user_unknown", "5.1.1", "550 5.1.1 Mailbox does not exist", True),
    C("courier_user_unknown", "user_unknown", None, "550 User unknown.", True),
    C("moved_no_longer_on_server", "user_unknown", "5.1.6", "550 5.1.6 Recipient no longer on server", True),
    C(
        "user_not_local",
        "user_unknown",
        "5.1.6",
        "551 5.1.6 User not local; please try <{user}@newco.example>",
        True,
    ),
    C("invalid_recipient", "user_unknown", "5.1.1", "550 5.1.1 Invalid recipient <{rcpt}>", True),
    C(
        "address_rejected_no_such",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 <{rcpt}>: Recipient address rejected: No such user ({rcpt})",
        True,
    ),
    C("unrouteable_exim", "host_unknown", None, "550 Unrouteable address", True),
    C(
        "mailbox_unavailable_invalid",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 Requested action not taken: mailbox unavailable, invalid mailbox",
        True,
    ),
    C(
        "de_benutzer_unbekannt",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 <{rcpt}>: Empfaengeradresse abgelehnt: Benutzer unbekannt",
        True,
        lang="de",
    ),
    C(
        "de_postfach_existiert_nicht",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 Das Postfach {rcpt} existiert nicht",
        True,
        lang="de",
    ),
    C(
        "fr_destinataire_invalide",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 <{rcpt}>: Adresse d au moins un destinataire invalide. Invalid recipient. OFR_416",
        True,
        lang="fr",
    ),
    C(
        "fr_utilisateur_inconnu",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 Utilisateur inconnu : {rcpt}",
        True,
        lang="fr",
    ),
    C(
        "es_usuario_no_existe",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 El usuario {rcpt} no existe",
        True,
        lang="es",
    ),
    C(
        "es_buzon_no_existe",
        "user_unknown",
        "5.1.1",
        "550 5.1.1 El buzon de correo no existe",
        True,
        lang="es",
    ),
    C(
        "postfix_no_mx",
        "host_unknown",
        "5.4.4",
        "Host or domain name not found. Name service error for name={domain} type=A: Host not found",
        True,
    ),
    C(
        "gmail_dns_nxdomain",
        "host_unknown",
        "5.1.2",
        "DNS Error: DNS type 'mx' lookup of {domain} responded with code NXDOMAIN\nDomain name not found: {domain}",
        True,
    ),
    C(
        "m365_dns_domain_missing",
        "host_unknown",
        "5.4.310",
        "550 5.4.310 DNS domain {domain} does not exist [Message=InfoDomainNonexistent] [LastAttemptedServerName={domain}]",
        True,
    ),
    C(
        "bad_destination_system",
        "host_unknown",
        "5.1.2",
        "550 5.1.2 Bad destination system address: {domain}",
        True,
    ),
    C(
        "null_mx",
        "host_unknown",
        "5.1.10",
        "556 5.1.10 Recipient address has null MX: {domain} does not accept mail",
        True,
    ),
    # -- the account exists but takes no mail now: end the enrollment, keep the address -------------
    C(
        "gmail_account_disabled",
        "suspended",
        "5.2.1",
        "550-5.2.1 The email account that you tried to reach is disabled. Learn more at\n550 5.2.1  https://support.google.com/mail/?p=DisabledUser b2si99.12 - gsmtp",
        False,
    ),
    C(
        "yahoo_mailbox_disabled",
        "suspended",
        None,
        "554 delivery error: dd Sorry your message to {rcpt} cannot be delivered. This mailbox is disabled (554.30). - mta1101.mail.ne1.yahoo.com",
        False,
    ),
    C("account_suspended", "suspended", "5.2.1", "550 5.2.1 This account has been suspended", False),
    C(
        "mailbox_inactive",
        "suspended",
        "5.2.1",
        "550 5.2.1 Mailbox inactive: {rcpt} is not accepting messages",
        False,
    ),
    C("de_konto_gesperrt", "suspended", "5.2.1", "550 5.2.1 Das Konto {rcpt} ist gesperrt", False, lang="de"),
    C(
        "gmail_over_quota",
        "mailbox_full",
        "5.2.2",
        "552-5.2.2 The email account that you tried to reach is over quota. Please direct\n552 5.2.2 the recipient to https://support.google.com/mail/?p=OverQuotaPerm c3si1.2 - gsmtp",
        False,
    ),
    C(
        "m365_quota_exceeded",
        "mailbox_full",
        "5.2.2",
        "554 5.2.2 mailbox full; STOREDRV.Deliver.Exception:QuotaExceededException.MapiExceptionShutoffQuotaExceeded",
        False,
    ),
    C(
        "exim_quota_delay",
        "mailbox_full",
        "4.2.2",
        "452 4.2.2 Mailbox quota exceeded for {rcpt}",
        False,
        delayed=True,
    ),
    C(
        "fr_boite_pleine",
        "mailbox_full",
        "5.2.2",
        "552 5.2.2 Boite du destinataire pleine. Recipient mailbox full.",
        False,
        lang="fr",
    ),
    C(
        "de_postfach_voll",
        "mailbox_full",
        "4.2.2",
        "452 4.2.2 Postfach voll, bitte spaeter erneut versuchen",
        False,
        lang="de",
        delayed=True,
    ),
    C(
        "gmail_size_limit",
        "message_too_large",
        "5.3.4",
        "552-5.3.4 Your message exceeded Google's message size limits. Please visit\n552 5.3.4  https://support.google.com/mail/?p=MaxSizeError d4si5.6 - gsmtp",
        False,
    ),
    C(
        "size_exceeds_max",
        "message_too_large",
        "5.3.4",
        "552 5.3.4 Message size exceeds fixed maximum message size",
        False,
    ),
    C(
        "m365_size_limit",
        "message_too_large",
        "5.3.4",
        "550 5.3.4 ROUTING.SizeLimit; message size exceeds fixed maximum size for route",
        False,
    ),
    # -- our side is refused: blocks, filters, policies; the address is fine -------------------------
    C(
        "spamhaus_listed",
        "blocked",
        "5.7.1",
        "554 5.7.1 Service unavailable; Client host [203.0.113.9] blocked using zen.spamhaus.org; https://www.spamhaus.org/query/ip/203.0.113.9",
        False,
    ),
    C(
        "m365_banned_ip",
        "blocked",
        "5.7.606",
        "550 5.7.606 Access denied, banned sending IP [203.0.113.9]. To request removal from this list please visit https://sender.office.com/",
        False,
    ),
    C(
        "m365_blocklisted_ip",
        "blocked",
        "5.7.511",
        "550 5.7.511 Access denied, banned sender[203.0.113.9]. To request removal from this list please forward this message to delist@messaging.microsoft.com",
        False,
    ),
    C(
        "gmail_ip_reputation",
        "blocked",
        "5.7.1",
        "550-5.7.1 [203.0.113.9] Our system has detected an unusual rate of\n550-5.7.1 unsolicited mail originating from your IP address. To protect our\n550 5.7.1 users from spam, mail sent from your IP address has been blocked.",
        False,
    ),
    C(
        "yahoo_tss04",
        "blocked",
        "4.7.0",
        "421 4.7.0 [TSS04] Messages from 203.0.113.9 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes",
        False,
        delayed=True,
    ),
    C(
        "rdns_missing",
        "blocked",
        "5.7.25",
        "550 5.7.25 [203.0.113.9] The IP address sending this message does not have a PTR record setup",
        False,
    ),
    C(
        "qmail_badmailfrom",
        "blocked",
        None,
        "553 sorry, your envelope sender is in my badmailfrom list (#5.7.1)",
        False,
    ),
    C(
        "barracuda_reputation",
        "blocked",
        "5.7.1",
        "554 5.7.1 Service unavailable; Client host [203.0.113.9] blocked using Barracuda Reputation; http://www.barracudanetworks.com/reputation/?ip=203.0.113.9",
        False,
    ),
    C(
        "gmail_unsolicited",
        "filtered",
        "5.7.1",
        "550-5.7.1 [203.0.113.9] Our system has detected that this message is\n550-5.7.1 likely unsolicited mail. To reduce the amount of spam sent to Gmail,\n550 5.7.1 this message has been blocked.",
        False,
    ),
    C(
        "gmail_security_content",
        "filtered",
        "5.7.0",
        "552-5.7.0 This message was blocked because its content presents a potential\n552-5.7.0 security issue. Please visit\n552 5.7.0  https://support.google.com/mail/?p=BlockedMessage e5si7.8 - gsmtp",
        False,
    ),
    C("virus_rejected", "filtered", "5.7.1", "554 5.7.1 Message rejected because it contains a virus", False),
    C("spam_after_data", "filtered", None, "550 rejected by spam filter after end of data", False),
    C(
        "content_rejected",
        "filtered",
        "5.7.1",
        "550 5.7.1 Message rejected due to content restrictions",
        False,
    ),
    C(
        "spam_content_blocked",
        "filtered",
        "5.7.1",
        "554 5.7.1 Message blocked due to spam content in the message",
        False,
    ),
    C(
        "mimecast_rejected",
        "policy",
        "5.7.1",
        "550 5.7.1 Rejected by header based Anti-Spoofing policy: {rcpt} - https://community.mimecast.com/docs/DOC-1369#550",
        False,
    ),
    C(
        "de_inhalt_abgelehnt",
        "filtered",
        "5.7.1",
        "554 5.7.1 Nachricht wegen verdaechtigem Inhalt abgelehnt (Spamverdacht)",
        False,
        lang="de",
    ),
    C(
        "gmail_dmarc",
        "policy",
        "5.7.26",
        "550-5.7.26 This mail is unauthenticated, which poses a security risk to the\n550-5.7.26 sender and Gmail users, and has been blocked. The sender must\n550 5.7.26 authenticate with at least one of SPF or DKIM.",
        False,
    ),
    C(
        "dmarc_reject",
        "policy",
        "5.7.1",
        "550 5.7.1 Unauthenticated email from acme.test is not accepted due to domain's DMARC policy",
        False,
    ),
    C(
        "m365_group_auth",
        "policy",
        "5.7.133",
        "550 5.7.133 RESOLVER.RST.SenderNotAuthenticatedForGroup; authentication required; Delivery restriction check failed because the sender was not authenticated when sending to this group",
        False,
    ),
    C(
        "m365_not_authorized",
        "policy",
        "5.7.129",
        "550 5.7.129 RESOLVER.RST.RestrictedToRecipientsPermission; not authorized to send to this recipient",
        False,
    ),
    C("relaying_denied", "policy", "5.7.1", "550 5.7.1 Relaying denied", False),
    C(
        "postfix_access_denied",
        "policy",
        "5.7.1",
        "554 5.7.1 <{rcpt}>: Recipient address rejected: Access denied",
        False,
    ),
    C(
        "delivery_not_authorized",
        "policy",
        "5.7.1",
        "550 5.7.1 Delivery not authorized, message refused",
        False,
    ),
    C(
        "spf_fail",
        "policy",
        "5.7.23",
        "550 5.7.23 The message was rejected because of Sender Policy Framework violation",
        False,
    ),
    C("starttls_required", "policy", "5.7.0", "530 5.7.0 Must issue a STARTTLS command first", False),
    C(
        "internal_only",
        "policy",
        "5.7.1",
        "550 5.7.1 {rcpt}: only internal senders may write to this address",
        False,
    ),
    C(
        "de_richtlinie",
        "policy",
        "5.7.1",
        "550 5.7.1 Nachricht wegen Richtlinie des Empfaengers abgelehnt",
        False,
        lang="de",
    ),
    C(
        "es_politica",
        "policy",
        "5.7.1",
        "550 5.7.1 Mensaje rechazado por la politica del dominio del destinatario",
        False,
        lang="es",
    ),
    # -- too fast, too many, or trouble on the way: keep the address ---------------------------------
    C(
        "gmail_user_rate",
        "rate_limited",
        "4.2.1",
        "450-4.2.1 The user you are trying to contact is receiving mail at a rate that\n450-4.2.1 prevents additional messages from being delivered. Please resend your\n450 4.2.1 message at a later point.",
        False,
        delayed=True,
    ),
    C(
        "too_many_connections",
        "rate_limited",
        "4.7.0",
        "421 4.7.0 Too many connections from your host, please slow down",
        False,
        delayed=True,
    ),
    C(
        "m365_server_busy",
        "rate_limited",
        "4.7.500",
        "451 4.7.500 Server busy. Please try again later from [203.0.113.9]. (S77719)",
        False,
        delayed=True,
    ),
    C(
        "gmail_daily_quota",
        "rate_limited",
        "5.4.5",
        "550 5.4.5 Daily user sending quota exceeded. f6si9.10 - gsmtp",
        False,
    ),
    C(
        "too_many_recipients",
        "rate_limited",
        "4.5.3",
        "452 4.5.3 Too many recipients in this hour, try again later",
        False,
        delayed=True,
    ),
    C(
        "connect_timeout",
        "network",
        "4.4.1",
        "connect to mx1.{domain}[192.0.2.10]:25: Connection timed out",
        False,
        delayed=True,
    ),
    C(
        "connection_refused",
        "network",
        "4.4.1",
        "connect to mx1.{domain}[192.0.2.10]:25: Connection refused",
        False,
        delayed=True,
    ),
    C(
        "lost_connection",
        "network",
        "4.4.2",
        "lost connection with mx1.{domain}[192.0.2.10] while sending RCPT TO",
        False,
        delayed=True,
    ),
    C(
        "dns_temporary",
        "network",
        "4.4.3",
        "Host or domain name not found. Name service error for name={domain} type=MX: Temporary failure in DNS lookup",
        False,
        delayed=True,
    ),
    C(
        "tls_handshake",
        "network",
        "4.7.5",
        "TLS handshake with mx1.{domain}[192.0.2.10] failed: certificate verify failed",
        False,
        delayed=True,
    ),
    C("mail_loop", "system", "5.4.6", "554 5.4.6 Hop count exceeded - possible mail loop", False),
    C(
        "temporary_system_problem",
        "system",
        "4.3.0",
        "451 4.3.0 Temporary system problem. Try again later.",
        False,
        delayed=True,
    ),
    C("server_config", "system", "4.3.5", "451 4.3.5 Server configuration problem", False, delayed=True),
    C(
        "local_error",
        "system",
        "4.3.0",
        "451 4.3.0 Requested action aborted: local error in processing",
        False,
        delayed=True,
    ),
    C(
        "m365_storedrv",
        "system",
        "5.6.0",
        "554 5.6.0 STOREDRV.Deliver.Exception:ConversionFailedException; Failed to process message due to a permanent exception with message Content conversion",
        False,
    ),
    C(
        "queue_expired_m365",
        "expired",
        "4.4.7",
        "550 4.4.7 QUEUE.Expired; message expired",
        False,
        expired=True,
    ),
    C(
        "postfix_gave_up",
        "expired",
        "4.4.1",
        "connect to mx1.{domain}[192.0.2.10]:25: Connection timed out",
        False,
        expired=True,
    ),
    C("exim_retry_timeout", "expired", None, "retry timeout exceeded", False, expired=True),
]


@dataclass(frozen=True)
class Report:
    case: Case
    rcpt: str
    subject: str
    our_id: str
    sent: datetime

    @property
    def domain(self) -> str:
        return self.rcpt.split("@")[1]

    @property
    def smtp(self) -> str:
        return self.case.smtp.format(rcpt=self.rcpt, domain=self.domain, user=self.rcpt.split("@")[0])

    @property
    def date(self) -> str:
        return format_datetime(self.sent + timedelta(seconds=7 if not self.case.delayed else 14400))

    def original_headers(self, sender: str = "Riley Park <riley@acme.test>") -> str:
        return (
            f"From: {sender}\nTo: {self.rcpt}\nSubject: {self.subject}\n"
            f"Date: {format_datetime(self.sent)}\nMessage-ID: {self.our_id}\n"
        )

    def dsn(self, reporting: str, *, diagnostic: bool = True, remote: str | None = None) -> str:
        action = "delayed" if self.case.delayed else "failed"
        status = self.case.status or ("4.0.0" if not self.case.permanent else "5.0.0")
        lines = [f"Reporting-MTA: dns; {reporting}", f"Arrival-Date: {format_datetime(self.sent)}", ""]
        lines += [f"Final-Recipient: rfc822; {self.rcpt}", f"Action: {action}", f"Status: {status}"]
        if remote:
            lines.append(f"Remote-MTA: dns; {remote}")
        if diagnostic:
            lines.append("Diagnostic-Code: smtp; " + self.smtp.replace("\n", "\n "))
        if self.case.delayed:
            lines.append(f"Will-Retry-Until: {format_datetime(self.sent + timedelta(days=5))}")
        return "\n".join(lines) + "\n"


def _multipart(headers: str, human: str, dsn: str, original: str, boundary: str) -> str:
    return (
        f"{headers}MIME-Version: 1.0\n"
        f'Content-Type: multipart/report; report-type=delivery-status; boundary="{boundary}"\n\n'
        f"--{boundary}\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{human}\n"
        f"--{boundary}\nContent-Type: message/delivery-status\n\n{dsn}\n"
        f"--{boundary}\nContent-Type: text/rfc822-headers\n\n{original}\n--{boundary}--\n"
    )


def _plain(headers: str, body: str) -> str:
    return f"{headers}MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body}"


def _head(r: Report, sender: str, subject: str, vendor_note: str, extra: str = "") -> str:
    digest = hashlib.sha1(r.our_id.encode()).hexdigest()[:12]
    return (
        f"Return-Path: <>\nFrom: {sender}\nTo: riley@acme.test\nSubject: {subject}\nDate: {r.date}\n"
        f"Message-ID: <{digest}.dsn@{sender.split('@')[-1].rstrip('>')}>\n{extra}"
        f"Auto-Submitted: auto-replied\n{NOTE.format(vendor_note)}\n"
    )


_GMAIL_HEADINGS = {
    "user_unknown": (
        "Address not found",
        "because the address couldn't be found, or is unable to receive mail",
    ),
    "host_unknown": (
        "Address not found",
        "because the domain {domain} couldn't be found. Check for typos or unnecessary spaces and try again",
    ),
    "blocked": ("Message blocked", "because the remote server rejected it"),
    "filtered": ("Message blocked", "because the remote server rejected it"),
    "policy": ("Message blocked", "because the remote server rejected it"),
}


def gmail(r: Report) -> str:
    if r.case.delayed:
        title, text = (
            "Delivery incomplete",
            "There was a temporary problem delivering your message to {rcpt}. Gmail will retry for 47 more hours. You'll be notified if the delivery fails permanently.",
        )
        subject = "Delivery Status Notification (Delay)"
    else:
        heading, why = _GMAIL_HEADINGS.get(
            r.case.reason, ("Message not delivered", "because of a problem at the receiving server")
        )
        title, text = heading, "Your message wasn't delivered to {rcpt} " + why + "."
        subject = "Delivery Status Notification (Failure)"
    human = f"** {title} **\n\n{text.format(rcpt=r.rcpt, domain=r.domain)}\n\nThe response from the remote server was:\n{r.smtp}\n"
    head = _head(r, "Mail Delivery Subsystem <mailer-daemon@googlemail.com>", subject, "Gmail DSN")
    return _multipart(
        head,
        human,
        r.dsn("googlemail.com", remote=f"mx1.{r.domain}"),
        r.original_headers(),
        "000000000000b1f3a205f3c2e6a1",
    )


_M365 = {
    "en": (
        "Undeliverable: ",
        "Your message to {rcpt} couldn't be delivered.",
        "Diagnostic information for administrators:",
        "Remote server returned",
    ),
    "de": (
        "Unzustellbar: ",
        "Ihre Nachricht an {rcpt} konnte nicht zugestellt werden.",
        "Diagnoseinformationen für Administratoren:",
        "Vom Remoteserver zurückgegeben",
    ),
    "fr": (
        "Non remis : ",
        "Votre message à {rcpt} n'a pas pu être remis.",
        "Informations de diagnostic pour les administrateurs :",
        "Le serveur distant a retourné",
    ),
    "es": (
        "No se puede entregar: ",
        "No se pudo entregar el mensaje a {rcpt}.",
        "Información de diagnóstico para administradores:",
        "El servidor remoto devolvió",
    ),
}


def m365(r: Report) -> str:
    prefix, opening, diag, returned = _M365.get(r.case.lang, _M365["en"])
    if r.case.delayed:
        prefix = {"de": "Verzögert: ", "fr": "Retardé : ", "es": "Retrasado: "}.get(r.case.lang, "Delayed: ")
    human = (
        f"{opening.format(rcpt=r.rcpt)}\n\n{r.rcpt.split('@')[0]}\n{r.domain}\n\n{diag}\n\n"
        f"Generating server: AM0PR04MB1234.eurprd04.prod.outlook.com\n{r.rcpt}\n"
        f"mx1.{r.domain}\n{returned} '{r.smtp.splitlines()[0]}'\n\nOriginal message headers:\n\n{r.original_headers()}"
    )
    head = _head(
        r, "Microsoft Outlook <postmaster@acme.onmicrosoft.test>", prefix + r.subject, "Microsoft 365 NDR"
    )
    return _multipart(
        head,
        human,
        r.dsn("AM0PR04MB1234.eurprd04.prod.outlook.com"),
        r.original_headers(),
        "_000_AM0PR04MB1234_",
    )


def postfix(r: Report) -> str:
    host = "mail.acme.test"
    if r.case.delayed:
        subject = "Delayed Mail (still being retried)"
        intro = (
            f"This is the mail system at host {host}.\n\n####################################################################\n"
            "# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #\n"
            "####################################################################\n\n"
            "Your message could not be delivered for more than 4 hour(s).\nIt will be retried until it is 5 day(s) old."
        )
    else:
        subject = "Undelivered Mail Returned to Sender"
        intro = (
            f"This is the mail system at host {host}.\n\nI'm sorry to have to inform you that your message could not\n"
            "be delivered to one or more recipients. It's attached below.\n\nFor further assistance, please send mail to postmaster."
        )
    said = (
        r.smtp
        if r.smtp[:3].isdigit() is False
        else f"host mx1.{r.domain}[192.0.2.10] said: {r.smtp} (in reply to RCPT TO command)"
    )
    human = f"{intro}\n\n<{r.rcpt}>: {said}\n"
    head = _head(
        r,
        f"MAILER-DAEMON@{host} (Mail Delivery System)",
        subject,
        "Postfix bounce",
        f"X-Postfix-Queue-ID: 4Fq{r.our_id[5:11]}\n",
    )
    dsn = r.dsn(host).replace("Reporting-MTA:", f"X-Postfix-Queue-ID: 4Fq{r.our_id[5:11]}\nReporting-MTA:")
    return _multipart(head, human, dsn, r.original_headers(), f"4Fq{r.our_id[5:11]}.1700000000/{host}")


def exim(r: Report) -> str:
    host = "mx.acme.test"
    if r.case.delayed:
        subject = "Warning: message 1rXyZa-0004Ab-2Q delayed 24 hours"
        body = (
            f"This message was created automatically by mail delivery software.\nA message that you sent has not yet been delivered to one or more of its\n"
            f"recipients after more than 24 hours on the queue on {host}.\n\n"
            f"The message identifier is:     1rXyZa-0004Ab-2Q\nThe subject of the message is: {r.subject}\n\n"
            f"The address to which the message has not yet been delivered is:\n\n  {r.rcpt}\n    host mx1.{r.domain} [192.0.2.10]\n    Delay reason: SMTP error from remote mail server after RCPT TO:<{r.rcpt}>:\n    {r.smtp}\n\n"
            "No action is required on your part. Delivery attempts will continue for\nsome time, and this warning may be repeated at intervals if the message\nremains undelivered. Eventually the mail delivery software will give up,\nand when that happens, the message will be returned to you.\n"
        )
    else:
        subject = "Mail delivery failed: returning message to sender"
        stage = "after end of data" if "after end of data" in r.smtp else f"after RCPT TO:<{r.rcpt}>"
        smtp = r.smtp.replace(" after end of data", "")
        body = (
            f"This message was created automatically by mail delivery software.\n\nA message that you sent could not be delivered to one or more of its\n"
            f"recipients. This is a permanent error. The following address(es) failed:\n\n  {r.rcpt}\n"
            + (
                f"    {smtp}\n"
                if r.case.expired or not smtp[:3].isdigit()
                else f"    host mx1.{r.domain} [192.0.2.10]\n    SMTP error from remote mail server {stage}:\n    {smtp.replace(chr(10), chr(10) + '    ')}\n"
            )
        )
    body += f"\n------ This is a copy of the message's headers. ------\n\n{r.original_headers()}"
    return _plain(
        _head(
            r,
            f"Mail Delivery System <Mailer-Daemon@{host}>",
            subject,
            "Exim bounce",
            "X-Failed-Recipients: " + r.rcpt + "\n",
        ),
        body,
    )


def qmail(r: Report) -> str:
    host = "mail.acme.test"
    body = (
        f"Hi. This is the qmail-send program at {host}.\nI'm afraid I wasn't able to deliver your message to the following addresses.\n"
        f"This is a permanent error; I've given up. Sorry it didn't work out.\n\n<{r.rcpt}>:\n"
        f"192.0.2.10 does not like recipient.\nRemote host said: {r.smtp}\nGiving up on 192.0.2.10.\n\n"
        f"--- Below this line is a copy of the message.\n\n{r.original_headers()}\n"
    )
    return _plain(_head(r, f"MAILER-DAEMON@{host}", "failure notice", "qmail bounce"), body)


def sendmail(r: Report) -> str:
    host = "relay.acme.test"
    kind = "permanent fatal errors" if r.case.permanent else "transient non-fatal errors"
    subject = (
        "Returned mail: see transcript for details"
        if not r.case.delayed
        else "Warning: could not send message for past 4 hours"
    )
    human = (
        f"The original message was received at {format_datetime(r.sent)}\nfrom localhost [127.0.0.1]\n\n"
        f"   ----- The following addresses had {kind} -----\n<{r.rcpt}>\n    (reason: {r.smtp.splitlines()[-1]})\n\n"
        f"   ----- Transcript of session follows -----\n... while talking to mx1.{r.domain}.:\n>>> DATA\n<<< {r.smtp.splitlines()[-1]}\n"
    )
    head = _head(r, f"Mail Delivery Subsystem <MAILER-DAEMON@{host}>", subject, "Sendmail DSN")
    return _multipart(head, human, r.dsn(host), r.original_headers(), f"2Q3RtP4u012345.1700000000/{host}")


def yahoo(r: Report) -> str:
    body = (
        f"Sorry, we were unable to deliver your message to the following address.\n\n<{r.rcpt}>:\n{r.smtp}\n\n"
        f"--- Below this line is a copy of the message.\n\n{r.original_headers()}\n"
    )
    return _plain(_head(r, "MAILER-DAEMON@yahoo.com", "Failure Notice", "Yahoo Mail failure notice"), body)


def courier(r: Report) -> str:
    host = "mail.acme.test"
    human = (
        f"This is a delivery status notification from {host},\nrunning the Courier mail server.\n\n"
        f"The original message was received on {format_datetime(r.sent)}\nfrom localhost [127.0.0.1]\n\n"
        f"---------------------------------------------------------------------------\n\n"
        f"                           UNDELIVERABLE MAIL\n\nYour message to the following recipients cannot be delivered:\n\n"
        f"<{r.rcpt}>:\n    mx1.{r.domain} [192.0.2.10]:\n>>> RCPT TO:<{r.rcpt}>\n<<< {r.smtp.splitlines()[-1]}\n"
    )
    head = _head(r, f"Courier mail server at {host} <@>", "NOTICE: mail delivery status.", "Courier DSN")
    return _multipart(head, human, r.dsn(host), r.original_headers(), f"={host}-12345-1700000000-0001")


def ses(r: Report) -> str:
    human = f"An error occurred while trying to deliver the mail to the following recipients:\n{r.rcpt}\n"
    subject = (
        "Delivery Status Notification (Failure)"
        if not r.case.delayed
        else "Delivery Status Notification (Delay)"
    )
    head = _head(r, "MAILER-DAEMON@amazonses.com", subject, "Amazon SES DSN")
    return _multipart(
        head,
        human,
        r.dsn("a8-21.smtp-out.amazonses.com", remote=f"mx1.{r.domain}"),
        r.original_headers(),
        "----=_Part_123456_7890.1700000000",
    )


VENDORS: dict[str, Callable[[Report], str]] = {
    "gmail": gmail, "m365": m365, "postfix": postfix, "exim": exim, "qmail": qmail,
    "sendmail": sendmail, "yahoo": yahoo, "courier": courier, "ses": ses,
}  # fmt: skip
PLAIN = {"exim", "qmail", "yahoo"}  # no machine-readable status: only the human text
# Where a case comes from: its own vendor when the name says so, else two envelopes picked by the name.
_OWN = {"gmail": "gmail", "m365": "m365", "exchange": "m365", "postfix": "postfix", "yahoo": "yahoo",
        "qmail": "qmail", "sendmail": "sendmail", "courier": "courier", "exim": "exim", "cpanel": "exim"}  # fmt: skip
_ROTATION = ["postfix", "m365", "sendmail", "exim", "ses", "courier", "gmail", "qmail"]

PEOPLE = ["dana.lee", "m.okafor", "jruiz", "priya", "t.nakamura", "ana.souza", "k.schmidt", "l.dubois",
          "c.garcia", "o.petrov", "s.haddad", "e.moreau", "f.weber", "n.rossi", "b.kowalski"]  # fmt: skip
COMPANIES = ["globex", "initech", "umbrella-labs", "hooli", "vandelay", "stark-logistics", "wayne-mfg",
             "tyrell-bio", "soylent-foods", "cyberdyne", "gringotts-fin", "oscorp", "duff-brewing"]  # fmt: skip
SUBJECTS = ["Quick question about your pipeline", "Idea for {company}'s onboarding", "Following up",
            "Re: Intro", "Warehouse automation pilot", "15 minutes next week?", "Kurze Frage", "Petite question"]  # fmt: skip


def envelopes(case: Case, index: int) -> list[str]:
    prefix = case.name.split("_")[0]
    own = _OWN.get(prefix)
    if case.lang != "en" and own is None:
        return ["m365", "postfix"]
    if own:
        second = _ROTATION[index % len(_ROTATION)]
        return (
            [own]
            if second == own or own in PLAIN or not case.permanent and second in PLAIN
            else [own, second]
        )
    picks = [_ROTATION[index % len(_ROTATION)], _ROTATION[(index + 3) % len(_ROTATION)]]
    if case.status is None:  # no code of its own: the plain notices carry it as it is
        picks = ["qmail" if index % 2 else "exim", "yahoo"]
    if not case.permanent:  # qmail and Yahoo send no delay warnings, and word every notice as final
        picks = [p if p not in ("qmail", "yahoo") else "exim" for p in picks]
    return list(dict.fromkeys(picks))


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    labels: dict[str, dict[str, object]] = {}
    start = datetime(2026, 9, 1, 8, 30, tzinfo=UTC)
    n = 0
    for index, case in enumerate(CASES):
        for vendor in envelopes(case, index):
            person, company = PEOPLE[n % len(PEOPLE)], COMPANIES[(n * 7) % len(COMPANIES)]
            rcpt = f"{person}@{company}.example"
            report = Report(
                case=case,
                rcpt=rcpt,
                subject=SUBJECTS[n % len(SUBJECTS)].format(company=company.title()),
                our_id=f"<seq.{n:04d}{hashlib.sha1(rcpt.encode()).hexdigest()[:8]}@acme.test>",
                sent=start + timedelta(hours=7 * n),
            )
            text = VENDORS[vendor](report)
            name = f"{vendor}_{case.name}.eml"
            (OUT / name).write_bytes(text.replace("\n", "\r\n" if n % 3 else "\n").encode())
            carried = case.status if vendor not in PLAIN else _written_code(report.smtp)
            labels[name] = {
                "class": "bounce",
                "recipient": rcpt,
                "status": carried,
                "permanent": case.permanent,
                "reason": case.reason,
                "suppress_address": case.suppress,
                "vendor": vendor,
                "lang": case.lang,
            }
            n += 1
    (OUT / "labels.json").write_text(json.dumps(labels, indent=1, sort_keys=True) + "\n")
    print(f"{n} reports in {OUT}")


def _written_code(smtp: str) -> str | None:
    """The enhanced status code a plain notice's text carries, as written (`5.1.1`, `#5.1.1`)."""
    import re

    found = re.search(r"\b([245]\.\d{1,3}\.\d{1,3})\b", smtp)
    return found.group(1) if found else None


if __name__ == "__main__":
    main()
