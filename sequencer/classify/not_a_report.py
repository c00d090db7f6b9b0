"""Mail that talks about a bounce without being one (issue 38: non-bounces are never bounces).

Asked only of a message with no report structure (no multipart/report, no message/delivery-status part
at its top level, no X-Failed-Recipients): such a message is still read as prose, and bounce words in
prose are cheap. These are the mails that use them and are not a delivery report:

- a person's letter: a greeting that names someone ("Hi Dana,", "Hallo Frau Whitfield,", "Bonjour
  Dana,"), then sentences in the first person, above a forwarded or pasted notice, whatever the
  human-typed subject says ("Undeliverable: ...", "Non remis : ...", "Returned mail: ..."); also mail
  from the very address our quoted message was sent to ("An: j.haas@x" in the quoted header block),
  whatever bounce words open it: delivery software never writes as the recipient it failed to reach;
  and a reply made with a mail client, whose attribution line names our side's address over our quoted
  message ("Am ... schrieb Jonas Krämer <jonas@acme>:", see `client_reply`);
- bulk mail about bounces (a newsletter on bounce rates, an ESP's weekly summary): List-Unsubscribe or
  List-Id on mail that is not delivery software's and names no failed recipient (a report relayed
  through a mailing list carries the list's headers too, and the address or the original message);
- an automatic reply whose wording borrows bounce words ("Your message could not be delivered to me
  in person"): its subject opens with "Automatic reply:", "Réponse automatique :" and the like;
- a ticket system's acknowledgement or status update quoting the 550 line the ticket is about;
- a sending provider's automatic alert about its bounce webhook or API ("Bounce webhook failed: 412
  events not delivered"), which names no recipient and carries no original message.

A sender that only delivery software uses (the null reverse path) keeps every report a report; a
postmaster@ or mailer-daemon sender only counts as a person with a letter in a reply thread ("Re: ...")
and without Auto-Submitted.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.client_reply import answers_our_message
from sequencer.classify.reports import embedded_originals
from sequencer.classify.text import addresses, fold, has_header, header, report_text

REPLY = re.compile(r"^\s*(?:re|fwd?|aw|wg|tr|rv|sv|antw)\s*:", re.IGNORECASE)

_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|dear|hallo|liebe[rs]?|sehr geehrte[rs]?|guten (?:tag|morgen)|bonjour|salut"
    r"|chere?s?|hola|estimad[oa]s?|querid[oa]|ciao|buongiorno|gentile|caro|cara|ola|oi|bom dia|boa tarde"
    r"|prezad[oa]|hej|hoi|beste|goedemorgen)\s+(?P<name>[^\s,:;!.@<>]+(?:\s+[^\s,:;!.@<>]+){0,2})\s*[,:;!]?\s*$"
)
# Greetings delivery software writes to whoever sent the mail: no person's name.
_GENERIC = re.compile(
    r"\b(?:user|users|sender|customer|client|sir|madam|valued|there|all|team|utilisateur|expediteur"
    r"|absender|kunde|nutzer|benutzer|remitente|usuario|cliente|mittente|utente|remetente|postmaster)\b"
)
# The writer speaking of themselves (on fold()ed text).
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i've|i'd|i'll|my|me|ich|mein\w*|mir|mich|je|j'ai|j'\w+|moi|mon|ma|mes|yo|mi|mis|io|ho"
    r"|eu|meu|minha)\b"
)
_AUTO_REPLY_SUBJECT = re.compile(
    r"^\W*(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|out of (?:the )?office"
    r"|abwesenheitsnotiz|automatische antwort|reponse automatique|respuesta automatica"
    r"|risposta automatica|resposta automatica|automatisch antwoord)\b"
)
_TICKET_ACK = re.compile(
    r"thank you for contacting"
    r"|we(?: have|'ve)? received your (?:\w+ )?(?:request|ticket|case|enquiry|inquiry)"
    r"|automated acknowledge?ment|(?:ticket|case|request) (?:number|id|#)|reply to this ticket"
    r"|open a new ticket"
)
# A help desk's ticket update ("[Request #48213] ... status: resolved", Zendesk's "type your reply
# above this line", "your request (#48213) has been updated"): the ticket may be about bouncing mail
# and quote its 550 line, the mail is the ticket system's. Also keeps such an update from reading as a
# challenge when the ticket is about allow lists.
TICKET_UPDATE = re.compile(
    r"type your reply above this line"
    r"|(?:request|ticket|case) \(?#?\d+\)? has been (?:updated|resolved|closed|solved)"
    r"|\[(?:request|ticket|case) #\d+\]"
)

# A sending provider's system alert about its bounce machinery (a bounce webhook or event endpoint
# failing, an API delivering bounce events): it counts bounce *events*, names no recipient that failed
# and carries no original message.
_INTEGRATION = re.compile(
    r"\bwebhooks?\b|\b(?:event|callback|notification) (?:url|endpoint)s?\b|\bendpoints?\b"
    r"|\b(?:bounces?|events?) api\b|\bapi (?:key|token|requests?)\b"
)


_REPORT_FIELDS = re.compile(r"(?im)^[ \t]*(?:final-recipient|original-recipient|diagnostic-code)[ \t]*:")


def _from_postmaster(msg: Message) -> bool:
    return any(address.split("@", 1)[0] == "postmaster" for address in addresses(header(msg, "From")))


# The To line of a quoted original's header block ("An: j.haas@x", "To: Ana <ana@x>", "À : ...").
_QUOTED_TO = re.compile(r"(?m)^[ \t>*]*(?:to|an|a|para|aan|til|till|do|per|komu|kime)[ \t]*:[^\n]*")


def _from_the_addressee(msg: Message, text: str) -> bool:
    """The mail comes from the very address our quoted message was sent to: a person answering (in
    bounce words if they like: "Unzustellbar: ...", "Ihre Nachricht wurde nicht zugestellt"), since
    delivery software never writes as the recipient it failed to reach."""
    senders = addresses(header(msg, "From"))
    if not senders:
        return False
    return any(senders[0] in addresses(line) for line in _QUOTED_TO.findall(fold(text)))


def null_sender(msg: Message) -> bool:
    """RFC 5321 4.5.5: reports go out with an empty reverse path, which lands as Return-Path: <>."""
    return has_header(msg, "Return-Path") and header(msg, "Return-Path").strip() in ("<>", "")


def auto_submitted(msg: Message) -> bool:
    """RFC 3834: an Auto-Submitted header with any value but "no" marks the message as machine-sent."""
    value = fold(header(msg, "Auto-Submitted")).split(";", 1)[0].strip()
    return has_header(msg, "Auto-Submitted") and value != "no"


def person_letter(text: str) -> bool:
    """A greeting that names someone as the first line, then the writer's own first-person words."""
    lines = [line for line in fold(text).splitlines() if line.strip()]
    if not lines:
        return False
    greeting = _GREETING.match(lines[0])
    if not greeting or _GENERIC.search(greeting.group("name")):
        return False
    return bool(_FIRST_PERSON.search(" ".join(lines[1:12])))


def is_bulk(msg: Message) -> bool:
    return has_header(msg, "List-Unsubscribe") or has_header(msg, "List-Id")


def names_a_recipient(msg: Message, text: str) -> bool:
    """Whether the mail carries an original message or names an address beyond its own headers: a
    report relayed through a mailing list (List-Id and all) still names the recipient that failed."""
    if embedded_originals(msg):
        return True
    own = set()
    for name in ("From", "To", "Cc", "Reply-To", "Return-Path", "Sender"):
        own.update(addresses(header(msg, name)))
    return any(address not in own for address in addresses(text))


def not_a_report(msg: Message, *, daemon: bool, failure_subject: bool = False) -> bool:
    """Whether prose mail without report structure is something else that speaks of bounces."""
    if null_sender(msg):
        return False
    text = report_text(msg)[:20000]
    subject = header(msg, "Subject")
    auto = auto_submitted(msg)
    letter = person_letter(text) and not auto
    if daemon:
        # postmaster@ is also a human desk: a letter in a ticket thread, not a notice; and a mail
        # administrator writing from postmaster@ under a subject of their own ("Your messages to x"), a
        # letter to a named person that carries no copy of our message: a person explaining, not a report.
        # Under a failure-notice subject ("Mail delivery failed to ...") such mail stays a report.
        if not letter:
            return False
        if REPLY.match(subject):
            return True
        return (
            not failure_subject
            and _from_postmaster(msg)
            and not embedded_originals(msg)
            and not _REPORT_FIELDS.search(text)
        )
    if letter or (not auto and (_from_the_addressee(msg, text) or answers_our_message(msg, text))):
        return True
    if TICKET_UPDATE.search(" ".join(fold(text).split())):
        # A help desk's ticket update: an agent's answer or the system's status mail, about bouncing
        # mail or not, is the ticket system's mail, never a delivery report.
        return True
    if is_bulk(msg) and not names_a_recipient(msg, text):
        return True
    if _AUTO_REPLY_SUBJECT.match(fold(subject)):
        return True
    flat = " ".join(fold(f"{subject}\n{text}").split())
    if auto and _INTEGRATION.search(flat) and not names_a_recipient(msg, text):
        return True  # a provider's alert about its bounce webhook or API, not a report
    return auto and bool(_TICKET_ACK.search(flat) or TICKET_UPDATE.search(flat))
