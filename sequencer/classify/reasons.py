"""Why a delivery failed: the one reason table, and the decision that explains itself.

Order of evidence (each decision names what decided it, `evidence`):

1. A **specific** enhanced status (RFC 3463) in the report: 5.1.1 unknown user, 5.2.2 mailbox full,
   5.7.x security/policy, ... (`STATUS_TABLE`).
2. The **diagnostic text** (the remote server's own words, the DSN's Diagnostic-Code first, then the
   notice's prose): phrases in `PHRASES`, checked in the table's order.
3. An address-level status is trusted only when the words do not contradict it. Servers answer
   "550 5.1.1" for spam rejections and policy blocks too; a phrase that names a block, a filter, a
   policy, a rate limit, a disabled account or a full mailbox wins over the status (and so never
   suppresses a real address). A vague status (x.y.0, or none) lets the words decide alone.

Only `user_unknown` and `host_unknown`, on a permanent failure, say the *address* is dead and
suppress it. `suspended` (disabled, inactive, locked accounts) ends the enrollment but keeps the
address: accounts come back. Everything else is about our sender, our content, or the moment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sequencer.classify.model import Reason
from sequencer.classify.text import fold

ADDRESS_REASONS: frozenset[Reason] = frozenset({"user_unknown", "host_unknown"})


@dataclass(frozen=True)
class Decision:
    reason: Reason
    evidence: str | None  # the status code or the matched phrase, as found (folded text)


def _words(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives))


# Specific statuses decide alone unless the words contradict them (see the module docstring).
# Keys are "class-less" subject.detail; x.y.0 codes are absent on purpose: they say "other".
STATUS_TABLE: dict[str, Reason] = {
    "1.0": "user_unknown",  # other address status (only with words that do not say otherwise)
    "1.1": "user_unknown",  # bad destination mailbox address
    "1.3": "user_unknown",  # bad destination mailbox address syntax
    "1.6": "user_unknown",  # mailbox has moved, no forwarding address
    "1.10": "user_unknown",  # recipient address has null MX (Microsoft: recipient not found)
    "1.2": "host_unknown",  # bad destination system address
    "4.4": "host_unknown",  # unable to route
    "1.4": "other",  # ambiguous address
    "1.7": "policy",  # bad sender's mailbox address syntax
    "1.8": "policy",  # bad sender's system address
    "2.1": "suspended",  # mailbox disabled, not accepting messages
    "2.2": "mailbox_full",
    "2.3": "message_too_large",
    "2.4": "system",  # mailing list expansion problem
    "3.1": "system",  # mail system full
    "3.2": "system",  # system not accepting network messages
    "3.3": "system",
    "3.4": "message_too_large",
    "3.5": "system",  # system incorrectly configured
    "4.1": "network",  # no answer from host
    "4.2": "network",  # bad connection
    "4.3": "network",  # directory server / routing server failure
    "4.5": "system",  # mail system congestion
    "4.6": "system",  # routing loop detected
    "4.7": "expired",  # delivery time expired
    "5.3": "rate_limited",  # too many recipients
    "7.1": "policy",  # delivery not authorized, message refused
    "7.13": "suspended",  # user account disabled
    "7.17": "user_unknown",  # mailbox owner has changed
    "7.18": "host_unknown",  # domain owner has changed
    "7.23": "policy",  # SPF validation failed
    "7.25": "blocked",  # reverse DNS validation failed
    "7.26": "policy",  # multiple authentication checks failed (DMARC)
    "7.28": "filtered",  # mail flood of similar abusive messages
}
# Statuses exact enough that the words only explain them (Gmail's DMARC text says "blocked" too).
_EXACT: frozenset[str] = frozenset({"7.13", "7.23", "7.25", "7.26"})
# Whole classes: x.5.x protocol trouble, x.6.x media/content, x.7.x security and policy.
_STATUS_CLASSES: dict[str, Reason] = {"5": "system", "6": "filtered", "7": "policy"}

# The reason table: (reason, phrases), matched on fold()ed text in this order, so sharper and
# non-address readings come before the address ones they would otherwise be mistaken for.
PHRASES: tuple[tuple[Reason, re.Pattern[str]], ...] = (
    # Exceptions that read like something else: Microsoft's directory-based edge blocking answers an
    # unknown recipient with "Recipient address rejected: Access denied"; "over quota (#5.1.1)".
    # Cox and Microsoft's consumer servers: "550 Mailbox unavailable or access denied".
    (
        "user_unknown",
        _words(r"recipient address rejected: access denied", r"mailbox unavailable or access denied"),
    ),
    (
        "rate_limited",
        _words(
            r"receiving mail (?:at a rate|too quickly)",
            r"too many (?:messages|connections|concurrent|smtp sessions|sessions|recipients|emails"
            r"|mails|errors|simultaneous|invalid recipients)",
            r"\brate[- ]?limit",
            r"rate (?:of|that) (?:messages|mail)|sending rate|connection rate",
            r"throttl",
            r"try again slower|slow down|too fast",
            r"max(?:imum)? (?:number of )?(?:emails|messages|mails|connections) per",
            r"(?:daily|hourly|sending|message) (?:message |sending )?(?:quota|limit) (?:exceeded|reached)",
            r"unexpected volume|temporarily deferred due to|server (?:is )?(?:too )?busy",
            r"trop de (?:connexions|messages)|zu viele (?:verbindungen|nachrichten)",
            r"demasiadas (?:conexiones|mensajes)|слишком много",
            r"\b(?:tss0\d|ts0\d)\b",
        ),
    ),
    (
        "blocked",
        _words(
            r"spamhaus|spamcop|barracuda|sorbs|\buceprotect|\bsurbl|\bdnsbl|\brbl\b|\bbl\d\d\b",
            r"black ?list|block ?list|blocked using|listed (?:in|on|at|by)\b|on (?:our|a) (?:block|black)",
            r"reputation",
            r"client host rejected|client host .{0,40}blocked|helo command rejected",
            r"(?:your|sender|sending|the|client|source|connecting) ip\b"
            r"|ip address (?:\S+ )?(?:is |has been )?(?:blocked|rejected|listed|banned|not allowed)",
            r"from your (?:ip|host|server|network)|your (?:ip|network|server|host) (?:is|has been)",
            r"banned send(?:ing ip|er)|\bdelist|traffic not accepted|not accepting (?:mail|connections) from",
            r"reverse dns|\bptr\b|\brdns\b|cannot find your hostname|generic dns|dynamic ip",
            r"refused to talk to me|connection refused by|go away|rejecting open proxy",
            r"envelope blocked|ip blocked|blocked senders?\b|sender (?:is )?blocked",
        ),
    ),
    (
        "filtered",
        _words(
            r"spam|unsolicited|bulk (?:e-?)?mail|junk",
            r"virus|malware|malicious|phish|infected",
            r"potentially executable|executable (?:files?|attachment)|prohibited attachment"
            r"|attachments? (?:is |are )?(?:not allowed|blocked|prohibited|rejected)",
            r"content (?:filter|rejected|restriction|polic|denied|not accepted|presents)"
            r"|because of its content"
            r"|(?:message|mail) content|rejected (?:due to|because of|for) (?:its |the )?content"
            r"|(?:banned|unacceptable|objectionable) content|content of (?:this|the|your) message",
            r"filtered|filtering|\bfilters?\b",
            r"uribl|spamassassin|spam score|scored as",
            r"you have been blocked by the recipient|recipient preferences|user rules"
            r"|refuses to receive|only accepting mail from specific",
            r"not rfc ?5322 compliant|rfcmessagenoncompliant",
            r"contenido|inhalt",
        ),
    ),
    (
        "policy",
        _words(
            r"\bdmarc\b|\bspf\b|\bdkim\b|sender policy framework",
            r"authenticat|authentifi|not authori[sz]ed|unauthori[sz]ed|nicht autorisiert",
            r"relay(?:ing)? (?:access )?(?:denied|not permitted|not allowed|prohibited)|unable to relay"
            r"|not permitted to relay|no relaying|do not relay|don'?t relay|not an open relay"
            r"|\bas a relay\b|open relay|relay not",
            r"polic(?:y|ies)|richtlinie|politique|politica",
            r"administrative(?:ly)? prohibit|prohibited|not allowed|not permitted|forbidden",
            r"access denied|denied|(?<!connection )refuse[ds]?\b|refusee|verweigert|rechaz",
            r"sender (?:address )?(?:rejected|denied|blacklisted|verify failed|not pre-?approved|invalid)"
            r"|sender verify|invalid sender|sender domain|from: domain",
            r"only (?:accepts?|accepting|receives?) (?:mail|messages|e-?mail) from"
            r"|members?-only|not subscribed to this group|permission to post|not a member"
            r"|outside (?:of )?(?:the|your|their|its) organi[sz]ation|organi[sz]ational settings"
            r"|external senders|closed mailing list",
            r"starttls|tls (?:is )?required|encryption (?:is )?(?:needed|required)|requiretls",
            r"resolver\.rst",
        ),
    ),
    # A bare "blocked" says nothing of why: our sender, unless the words above named a filter or a policy.
    (
        "blocked",
        _words(
            r"\bblocked\b(?! by the recipient"
            r"| by (?:our |local |the |site )?(?:security |content |mail )?polic)",
            r"\bbloqu[eé]|gesperrt|bloccat",
        ),
    ),
    (
        "suspended",
        _words(
            r"(?<!delivery temporarily )(?:disabled|deactivated|de-activated|suspended|inactive|inactivity"
            r"|frozen|\blocked\b"
            r"|discontinued|archived|terminated|expired account|account (?:has )?expired"
            r"|(?:account|mailbox|user|address) (?:is |has been )?closed|closed (?:account|mailbox))",
            r"not (?:currently )?(?:accepting|receiving) (?:new )?(?:mail|messages|e-?mail)"
            r"|no longer (?:accepts?|accepting|receives?|receiving) (?:mail|messages|e-?mail)",
            r"gesperrt|deaktiviert|desactiv|suspendu|suspendid|inattiv|отключ|заблокирован",
        ),
    ),
    (
        "mailbox_full",
        _words(
            r"\bfull\b|quota|over ?(?:the )?(?:allowed )?(?:disk )?(?:quota|limit)",
            r"(?:storage|disk|mailbox) (?:space|allocation|limit)|out of (?:storage|space)"
            r"|insufficient (?:disk )?(?:space|storage)|not enough (?:storage|space)|no space left"
            r"|exceeded (?:its |the |their )?(?:storage|disk|mailbox)|space has been used up",
            r"too many messages (?:on the server|in (?:the|this) mailbox)",
            r"\bvoll\b|speicherplatz|plein|pleine|lleno|llena|piena|pieno|cheia|переполнен",
        ),
    ),
    (
        "message_too_large",
        _words(
            r"too (?:large|big)|size (?:limit|exceeds)|exceeds? (?:the )?(?:maximum|max|fixed)"
            r"|(?:message|mail) (?:size|length) exceed|line limit exceeded|zu gro(?:ss|ß)"
            r"|trop (?:volumineux|gros)|demasiado grande",
        ),
    ),
    (
        "expired",
        _words(
            r"expired|retry time(?:out)? (?:exceeded|not reached)|gave up|giving up(?! on [\d\[])"
            r"|queued? too long"
            r"|cannot send message for|could not be delivered for .{0,20}days|will not be retried"
            r"|no longer retry|too long in (?:the )?queue|in the queue too long|multiple retries",
        ),
    ),
    (
        "network",
        _words(
            r"connection (?:timed out|refused|reset|dropped|lost|closed)|lost connection|timed? ?out"
            r"|no route to host|(?:network|host) (?:is )?unreachable|could ?n[o']t connect"
            r"|unable to connect|cannot connect|failed to connect",
            r"(?:dns|name server|nameserver|lookup|resolver).{0,20}(?:timeout|temporar|servfail|try again)"
            r"|(?:host|domain) (?:name )?(?:not found|lookup failed), try again|try again later.{0,10}dns"
            r"|temporary (?:dns|lookup|name resolution)|servfail|malformed (?:or unexpected )?name server"
            r"|temporary failure in (?:the )?(?:dns|name)",
            r"tls (?:handshake|negotiation)|ssl (?:handshake|error)",
        ),
    ),
    (
        "system",
        _words(
            r"local error|internal (?:server )?error|server error|system error|mailer error"
            r"|(?:configuration|config) (?:error|problem)|misconfigur|not configured",
            r"system (?:not accepting|full|congestion|unavailable)|service (?:currently |temporarily )?"
            r"unavailable|temporar(?:y|ily) (?:local |system )?(?:problem|failure|error|unavailable)",
            r"(?:mail|routing|forwarding|aliasing) loop|loops? back|too many hops|hop count"
            r"|too many received|message looping",
            r"queue file|command died|procmail|transaction failed|it encountered an error",
        ),
    ),
    (
        "host_unknown",
        _words(
            r"host (?:or domain name )?not found|domain (?:name )?not found|host unknown|unknown host"
            r"|unknown domain|no (?:such )?(?:domain|host)\b|no mx\b|mx (?:record )?(?:not found|lookup)"
            r"|unroutable|unrouteable|couldn'?t find any host|could not find any host"
            r"|domain (?:does(?: not|n'?t)|do not) exist|name or service not known|nxdomain|null ?mx"
            r"|(?:host|domain) (?:\S+ )?does not accept mail|domain (?:is )?invalid|invalid domain"
            r"|domain[^.\n]{0,40}(?:couldn'?t|could not|cannot) be found|domain must exist"
            r"|domain (?:name )?\S+ (?:does not|doesn'?t) exist|no (?:mx|mx or a) records?"
            r"|no mail server for (?:this|the) domain|domain (?:\S+ )?does not resolve",
            r"domaine? (?:inconnu|inexistant|introuvable)|dominio (?:inexistente|desconocido|no existe)"
            r"|domain (?:existiert nicht|unbekannt)|host unbekannt|(?:домен|хост) не (?:найден|существует)",
        ),
    ),
    (
        "user_unknown",
        _words(
            r"user unknown|unknown user|no such (?:user|recipient|mailbox|person|address|account|local)"
            r"|(?:user|mailbox|recipient|address|account|e-?mail address|addressee)\b[^.\n]{0,60}"
            r"(?:does not|doesn'?t|did not) exist|not exist|non-?existent",
            r"address (?:not found|unknown|invalid|does not exist)|(?:couldn'?t|could not|cannot) be found"
            r"|invalid (?:recipient|mailbox|address|user)|(?:recipient|mailbox|user|account) not found"
            r"|recipient ?not ?found|recipnotfound|unknown (?:recipient|mailbox|address|local|e-?mail)"
            r"|not a (?:valid|known) (?:mailbox|recipient|user|address)|no mailbox|mailbox (?:is )?invalid"
            r"|doesn'?t have an? [\w.-]+ account|no account by that name|unknown or illegal alias"
            r"|not listed in (?:the )?(?:domino )?directory|valid notes mail file|bad (?:destination )?"
            r"(?:mailbox )?address|address (?:is )?(?:no longer|not) (?:valid|in use)|wasn'?t found at"
            r"|not (?:a )?(?:local|known) (?:address|user)|has (?:been )?moved|has been replaced by"
            r"|no such subscriber|subscriber unknown|not our customer|invalid final delivery userid",
            r"unbekannt|existiert nicht|gibt es nicht|nicht gefunden|ungultig|kein(?:e|en)? (?:solche[rn]? )?"
            r"(?:benutzer|postfach|empfanger)",
            r"inconnu|introuvable|n'existe pas|inexistant|destinataire invalide|adresse invalide",
            r"no existe|desconocid|no valid[oa]|inexistente|sconosciut|non esiste|desconhecid|nao existe"
            r"|onbekend|bestaat niet|не наиден|не существует|нет такого|несуществующ",
        ),
    ),
    # DNS trouble that names no missing domain: on the way, not the address.
    ("network", _words(r"(?:dns|name server|nameserver|lookup|resolver).{0,20}(?:fail|error)")),
    # Weak wording: an address reading only when nothing sharper was said (Postfix's "Recipient address
    # rejected: <why>" names the why; a bare one is almost always an unknown recipient).
    (
        "user_unknown",
        _words(
            r"recipient (?:address )?rejected|rejected recipient|mailbox (?:unavailable|not available)"
            r"|recipient (?:unavailable|not accepted)|user unavailable|\baddress rejected",
        ),
    ),
)
_NON_ADDRESS_OVERRIDES: frozenset[Reason] = frozenset(
    {"rate_limited", "blocked", "filtered", "policy", "suspended", "mailbox_full", "message_too_large"}
)
_AFTER_DATA = re.compile(r"(?:after|in reply to) (?:end of )?data|after (?:the )?message|at data")


def text_cue(text: str) -> Decision | None:
    """The first phrase of the table found in text, or None."""
    cue = fold(text)
    for reason, pattern in PHRASES:
        match = pattern.search(cue)
        if match:
            return Decision(reason, match.group(0).strip())
    return None


def status_reason(status: str) -> Reason | None:
    """The reason a specific status implies by itself; None for x.y.0 and unknown codes."""
    parts = status.split(".")
    if len(parts) != 3:
        return None
    key = f"{parts[1]}.{parts[2]}"
    if key in STATUS_TABLE:
        return STATUS_TABLE[key]
    return _STATUS_CLASSES.get(parts[1]) if parts[2] != "0" or parts[1] in ("6", "7") else None


# Words that say without doubt the address is dead, whatever else the report mentions (a filter
# product's name in its banner, "rejected", "listed in the directory").
_STRONG_ADDRESS = re.compile(
    r"user unknown|unknown user|no such (?:user|recipient|mailbox|account|address|subscriber)"
    r"|(?:user|mailbox|recipient|account|address) (?:does not|doesn'?t) exist|(?:user|recipient|mailbox)"
    r" not found|recipient ?not ?found|recipnotfound|unknown (?:recipient|mailbox|local)"
    r"|not listed in (?:the )?(?:domino |public )?(?:directory|name & address book)|no mailbox here"
    r"|not our customer|invalid final delivery userid"
    r"|invalid (?:recipient|mailbox)|(?:host|domain) (?:name )?not found"
    r"|domain (?:\S+ )?(?:does not|doesn'?t) exist|no (?:mx|mx or a) records?"
)
# Cues that beat even those: a blocklist or a content filter named outright.
_HARD_CUE = re.compile(
    r"spamhaus|spamcop|sorbs|dnsbl|\brbl\b|blocked using|spam|virus|malware|phish|unsolicited"
)


def _strong_address(texts: tuple[str, ...]) -> Decision | None:
    for text in texts:
        match = _STRONG_ADDRESS.search(fold(text))
        if match:
            words = match.group(0)
            host = words.startswith(("host", "domain", "no mx"))
            return Decision("host_unknown" if host else "user_unknown", words)
    return None


def decide(status: str | None, *texts: str) -> Decision:
    """The failure reason for a status and the server's words (the Diagnostic-Code first)."""
    cue = next((found for found in map(text_cue, texts) if found), None)
    after_data = any(_AFTER_DATA.search(fold(text)) for text in texts)
    by_status = status_reason(status) if status else None
    # The words of the first text that has any (the Diagnostic-Code before the notice's prose) rule:
    # a sendmail summary "5.1.1 User unknown" does not outvote the server's "5.7.1 IP blacklisted".
    first = next((i for i, text in enumerate(texts) if text_cue(text)), len(texts) - 1)
    strong = _strong_address(texts[: first + 1])
    if (
        strong is not None
        and (cue is None or cue.reason in ADDRESS_REASONS or not _HARD_CUE.search(cue.evidence or ""))
        and (
            by_status in (None, "policy", *ADDRESS_REASONS)
            # "550 5.2.1 <x>... User Unknown": many MTAs send x.2.1 for any refused mailbox; the
            # words decide when they name an unknown user and nothing disabled or suspended.
            or (by_status == "suspended" and cue is not None and cue.reason in ADDRESS_REASONS)
        )
        and not (cue is not None and cue.evidence == _DIRECTORY_REJECTION)
    ):
        # "550 5.7.1 No such user!", "Barracuda: 550 5.1.1 user unknown", "not listed in Domino
        # Directory": the words name a dead address, and nothing in them says filter or blocklist.
        if by_status in ADDRESS_REASONS:
            return Decision(by_status, f"{status} {strong.evidence}")
        return Decision(strong.reason, f"{status} {strong.evidence}" if status else strong.evidence)
    if by_status in ADDRESS_REASONS:
        if cue is not None and cue.reason in _NON_ADDRESS_OVERRIDES | {"network", "system"}:
            # "550 5.1.1 ... blocked by policy": the words say what really happened.
            if not (cue.reason in ("network", "system") and by_status == "user_unknown"):
                return cue
        if cue is not None and cue.reason == by_status:
            return Decision(by_status, f"{status} {cue.evidence}")
        return Decision(by_status, status)
    if by_status is not None:
        if cue is not None and cue.reason not in ADDRESS_REASONS:
            exact = status is not None and status.split(".", 1)[-1] in _EXACT
            if _refines(by_status, cue.reason) and not exact:
                return cue
            return Decision(by_status, f"{status} {cue.evidence}")
        if by_status == "network" and cue is not None and cue.evidence == _DIRECTORY_REJECTION:
            return cue
        return Decision(by_status, status)
    if cue is None:
        return Decision("other", status)
    if cue.reason in ADDRESS_REASONS and after_data and not _STRONG_AFTER_DATA.search(cue.evidence or ""):
        # Accepted at RCPT, refused after the content was seen: a filter, not a missing mailbox.
        return Decision("filtered", f"{cue.evidence} (after DATA)")
    return cue


# Microsoft 365's answer (5.4.1) for a recipient its directory does not know.
_DIRECTORY_REJECTION = "recipient address rejected: access denied"
_STRONG_AFTER_DATA = re.compile(r"user unknown|unknown user|no such|not exist|not found")


def _refines(by_status: Reason, by_words: Reason) -> bool:
    """Whether the words may sharpen a specific non-address status (5.7.1 + "spamhaus" is blocked)."""
    if by_status in ("policy", "blocked", "filtered"):
        return by_words in ("policy", "blocked", "filtered", "rate_limited", "suspended")
    if by_status == "suspended":
        return by_words in ("rate_limited", "mailbox_full")  # Gmail sends x.2.1 for rate limiting
    if by_status in ("system", "network"):
        return by_words in ("system", "network", "rate_limited", "blocked", "filtered", "policy", "expired")
    return False


def suppresses(permanent: bool | None, reason: Reason) -> bool:
    """Only a permanent failure that says the address is dead (unknown user or domain) suppresses it."""
    return permanent is True and reason in ADDRESS_REASONS
