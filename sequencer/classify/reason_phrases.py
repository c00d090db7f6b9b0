"""The reason table: the words servers and notices use for each failure reason (pure data, matched on
fold()ed text; `reasons.decide` reads them)."""

from __future__ import annotations

import re

from sequencer.classify.model import Reason
from sequencer.classify.text import fold


def words(*alternatives: str) -> re.Pattern[str]:
    """One pattern of alternatives, searched anywhere in the folded text."""
    return re.compile("|".join(f"(?:{a})" for a in alternatives))


def folded_words(*alternatives: str) -> re.Pattern[str]:
    """words() for phrases written as they are printed (kana with voicing marks, Hangul syllables):
    fold() takes those marks off and splits the syllables, so the phrases are folded the same way."""
    return words(*(fold(a) for a in alternatives))


# Japanese, Chinese and Korean notices (Notes/Domino, carriers, Coremail, Daum-like servers).
_CJK_NO_DOMAIN = folded_words(
    r"ドメイン[^。\n]{0,20}(?:見つかりません|存在しません)",
    r"域名[^。\n]{0,10}(?:不存在|无法解析|無法解析)",
    r"도메인[^.\n]{0,20}(?:존재하지 않|찾을 수 없)",
)
_CJK_NO_USER = folded_words(
    r"(?:ユーザー?|宛先|受信者|受取人|メールアドレス|アドレス|アカウント|メールボックス)[^。\n]{0,40}"
    r"(?:見つかりません|存在しません|不明)|ディレクトリ(?:のリスト)?に(?:は)?(?:ありません|見つかりません)",
    r"(?:用户|用戶|收件人|邮箱|郵箱|信箱|地址|帐户|账户|帳戶|帳號|账号)[^。\n]{0,20}(?:不存在|未找到|找不到)"
    r"|无此用户|無此用戶|查无此人|查無此人",
    r"(?:사용자|수신자|계정|주소|메일함)[^.\n]{0,30}(?:존재하지 않|찾을 수 없)"
    r"|존재하지 않는 (?:사용자|계정|주소|메일)",
)

# "Identified as spam / junk mail", "contains a virus": a content filter's words.
_CJK_FILTERED = folded_words(
    r"垃圾邮件|垃圾郵件|垃圾信|病毒|迷惑メール|スパム|ウイルス|스팸|바이러스",
)

_CJK_FULL = folded_words(
    r"(?:メールボックス|受信箱|容量)[^。\n]{0,20}(?:一杯|いっぱい|超過|不足|オーバー)",
    r"(?:邮箱|信箱|郵箱|空间|空間)[^。\n]{0,10}(?:已满|已滿|满了|滿了|容量不足|空间不足)",
    r"(?:메일함|사서함)[^.\n]{0,20}(?:가득|초과)",
)

# The recipient's own settings refuse our sending domain or address (a sender deny list, the Japanese
# carriers' 受信拒否設定 "reception refusal setting"): "Rejected by recipient's filter settings (domain
# x)", "the recipient does not accept mail from your domain", "your domain is blocked by the
# recipient", "受信者が特定のドメインやアドレスからのメールを受け取らない設定". Not our content: the sender
# is refused whatever it sends (`blocked`, read in the diagnostic and in the notice's prose).
SENDER_REFUSED = re.compile(
    r"(?:filter|reject\w*|reception|receiving|block\w*|deny) settings? \((?:sender )?(?:domain|address)\b"
    r"|(?:refuses?|rejects?|blocks?|does not accept|doesn'?t accept) (?:all )?(?:mail|messages|e-?mails?)"
    r" from (?:your|the sender'?s?|this|our) (?:sending )?(?:domain|address)"
    r"|(?:your|sender'?s?|the sending) (?:domain|address) (?:is|has been|was) (?:blocked|refused|rejected)"
    r" by the recipient|"
    + "|".join(
        fold(w)
        for w in (
            "受信拒否設定",
            r"ドメイン[^。\n]{0,20}(?:受け取らない|受信しない|受信を拒否)",
            r"(?:拒收|拒绝接收)[^。\n]{0,10}(?:域名|发件域)",
        )
    )
)

# The reason table: (reason, phrases), matched on fold()ed text in this order, so sharper and
# non-address readings come before the address ones they would otherwise be mistaken for.
PHRASES: tuple[tuple[Reason, re.Pattern[str]], ...] = (
    # Exceptions that read like something else: Microsoft's directory-based edge blocking answers an
    # unknown recipient with "Recipient address rejected: Access denied"; "over quota (#5.1.1)".
    # Cox and Microsoft's consumer servers: "550 Mailbox unavailable or access denied".
    (
        "user_unknown",
        words(r"recipient address rejected: access denied", r"mailbox unavailable or access denied"),
    ),
    (
        "rate_limited",
        words(
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
            # NetEase (163, 126, qiye.163) answers with coded reasons: "451 RP:QRC" (receiving quota),
            # "451 MI:DMC" / "550 MI:CEL" (too many messages or errors).
            r"\b(?:rp:(?:qrc|cel|trc|dbl|rdn)|mi:(?:dmc|cel))\b",
        ),
    ),
    # A link or domain named in the message and listed on a URI blocklist (Spamhaus DBL, URIBL, SURBL):
    # the message's content, not the sending server's reputation ("URL in message body
    # (links.example) is listed at dbl.spamhaus.org"), asked before the blocklists of "blocked".
    (
        "filtered",
        words(
            r"\b(?:url|urls|link|links|uri|uris|domain|domains|hostname)\b(?: \S+){0,3}?"
            r" (?:in|inside|within|of) (?:the |your |this )?(?:message|body|mail|e-?mail|content)\b"
            r".{0,80}\b(?:listed|blocklisted|blacklisted|dbl|uribl|surbl)\b",
            r"\bdbl\.spamhaus|\bspamhaus dbl\b|\bmulti\.uribl|\bmulti\.surbl",
        ),
    ),
    (
        "blocked",
        words(
            r"spamhaus|spamcop|barracuda|sorbs|\buceprotect|\bsurbl|\bdnsbl|\brbl\b|\bbl\d\d\b",
            r"black ?list|block ?list|blocked using|listed (?:in|on|at|by)\b|on (?:our|a) (?:block|black)",
            # A link's reputation is the message's content ("content policy violation (URL reputation)").
            r"(?<!url )(?<!link )(?<!uri )(?<!content )reputation",
            r"client host rejected|client host .{0,40}blocked|helo command rejected",
            r"(?:your|sender|sending|the|client|source|connecting) ip\b"
            r"|ip address (?:\S+ )?(?:is |has been )?(?:blocked|rejected|listed|banned|not allowed)",
            r"from your (?:ip|host|server|network)|your (?:ip|network|server|host) (?:is|has been)",
            r"banned send(?:ing ip|er)|\bdelist|traffic not accepted|not accepting (?:mail|connections) from",
            r"reverse dns|\bptr\b|\brdns\b|cannot find your hostname|generic dns|dynamic ip",
            r"refused to talk to me|connection refused by|go away|rejecting open proxy",
            r"envelope blocked|ip blocked|blocked senders?\b|sender (?:is )?blocked",
            SENDER_REFUSED.pattern,
            # NetEase: "554 IP:B01" (sending IP refused), "554 IP:RBL", "554 HL:IHU" / "HL:IPB" (IP held).
            r"\b(?:ip:(?:b0\d|rbl)|hl:(?:ihu|ipb))\b",
        ),
    ),
    (
        "filtered",
        words(
            r"spam|unsolicited|bulk (?:e-?)?mail|junk",
            r"virus|malware|malicious|phish|infected",
            r"potentially executable|executable (?:files?|attachment)|prohibited attachment"
            r"|attachments? (?:is |are )?(?:not allowed|blocked|prohibited|rejected)"
            r"|(?:illegal|disallowed|forbidden|banned|dangerous|unsafe|unacceptable) (?:file )?attachments?"
            r"|attachment (?:guidelines|type (?:is )?not (?:allowed|permitted|accepted))",
            r"content (?:filter|rejected|restriction|polic|denied|not accepted|presents)"
            r"|because of its content"
            r"|(?:message|mail) content|rejected (?:due to|because of|for) (?:its |the )?content"
            r"|(?:banned|unacceptable|objectionable) content|content of (?:this|the|your) message",
            r"filtered|filtering|\bfilters?\b",
            r"uribl|spamassassin|spam score|scored as",
            # NetEase's "554 DT:SPM ..." (the content was judged spam) and "DT:RBL" (a listed link in it).
            r"\bdt:(?:spm|rbl)\b",
            r"you have been blocked by the recipient|recipient preferences|user rules"
            r"|refuses to receive|only accepting mail from specific",
            r"not rfc ?5322 compliant|rfcmessagenoncompliant",
            r"contenido|inhalt",
        ),
    ),
    ("filtered", _CJK_FILTERED),
    (
        "policy",
        words(
            r"\bdmarc\b|\bspf\b|\bdkim\b|sender policy framework",
            # NetEase: "554 DT:SUM" (envelope and header sender differ), "550 MI:SPF".
            r"\b(?:dt:sum|mi:spf)\b",
            r"authenticat|authentifi|not authori[sz]ed|unauthori[sz]ed|nicht autorisiert|nicht berechtigt"
            r"|pas (?:autorise|habilite)|no (?:esta|estas) autorizad|non (?:e |sei )?autorizzat",
            r"relay(?:ing)? (?:access )?(?:denied|not permitted|not allowed|prohibited)|unable to relay"
            r"|not permitted to relay|no relaying|do not relay|don'?t relay|not an open relay"
            r"|\bas a relay\b|open relay|relay not",
            r"polic(?:y|ies)|richtlinie|politique|politica",
            r"administrative(?:ly)? prohibit|prohibited|not allowed|not permitted|forbidden",
            r"access denied|denied|(?<!connection )refuse[ds]?\b|refusee|verweigert|rechaz",
            r"sender (?:e-?mail )?(?:address |domain )?(?:rejected|denied|blacklisted|verify failed"
            r"|not pre-?approved|invalid|unroutable)|(?:unroutable|unverifiable|unknown) sender"
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
        words(
            r"\bblocked\b(?! by the recipient"
            r"| by (?:our |local |the |site )?(?:security |content |mail )?polic)",
            r"\bbloqu[eé]|gesperrt|bloccat",
        ),
    ),
    (
        "suspended",
        words(
            r"(?<!delivery temporarily )(?:disabled|deactivated|de-activated|suspended|inactive|inactivity"
            r"|frozen|\blocked\b"
            r"|discontinued|archived|terminated|expired account|account (?:has )?expired"
            r"|(?:account|mailbox|user|address) (?:is |has been )?closed|closed (?:account|mailbox))",
            r"(?:account|mailbox|address|recipient|rejected:) (?:is )?on hold",
            r"not (?:currently )?(?:accepting|receiving) (?:new )?(?:mail|messages|e-?mail)"
            r"|no longer (?:accepts?|accepting|receives?|receiving) (?:mail|messages|e-?mail)",
            r"gesperrt|deaktiviert|desactiv|suspendu|suspendid|inattiv|отключ|заблокирован",
        ),
    ),
    (
        "mailbox_full",
        words(
            r"\bfull\b|quota|over ?(?:the )?(?:allowed )?(?:disk )?(?:quota|limit)",
            r"(?:storage|disk|mailbox) (?:space|allocation|limit)|out of (?:storage|space)"
            r"|insufficient (?:disk )?(?:space|storage)|not enough (?:storage|space)|no space left"
            r"|exceeded (?:its |the |their )?(?:storage|disk|mailbox)|space has been used up",
            r"too many messages (?:on the server|in (?:the|this) mailbox)",
            r"\bvoll\b|speicherplatz|plein|pleine|lleno|llena|piena|pieno|cheia|переполнен",
        ),
    ),
    ("mailbox_full", _CJK_FULL),
    (
        "message_too_large",
        words(
            r"too (?:large|big)|size (?:limit|exceeds)|exceeds? (?:the )?(?:maximum|max|fixed)"
            r"|(?:message|mail) (?:size|length) exceed|line limit exceeded|zu gro(?:ss|ß)"
            r"|trop (?:volumineux|gros)|demasiado grande",
        ),
    ),
    (
        "expired",
        words(
            r"expired|retry time(?:out)? (?:exceeded|not reached)|gave up|giving up(?! on [\d\[])"
            r"|queued? too long"
            r"|cannot send message for|could not be delivered for .{0,20}days|will not be retried"
            r"|no longer retry|too long in (?:the )?queue|in the queue too long|multiple retries",
        ),
    ),
    # Postfix's "451 4.3.0 <x>: Temporary lookup failure": the receiving server could not read its own
    # recipient tables (a database or LDAP map), a local error on its side, not DNS on the way.
    (
        "system",
        words(r"(?<!dns )(?<!mx )temporary (?:table |map )?lookup failure(?![^\n]{0,30}\b(?:dns|mx|name)\b)"),
    ),
    (
        "network",
        words(
            r"connection (?:timed out|refused|reset|dropped|lost|closed)|lost connection|timed? ?out"
            r"|no route to host|(?:network|host) (?:is )?unreachable|could ?n[o']t connect"
            r"|unable to connect|cannot connect|failed to connect",
            r"(?:dns|name server|nameserver|lookup|resolver).{0,20}(?:timeout|temporar|servfail|try again)"
            r"|(?:host|domain) (?:name )?(?:[\w-]+(?:\.[\w-]+)+ )?(?:not found|lookup failed),? try again"
            r"|try again later.{0,10}dns"
            r"|temporary (?:dns|lookup|name resolution)|servfail|malformed (?:or unexpected )?name server"
            r"|temporary failure in (?:the )?(?:dns|name)",
            r"tls (?:handshake|negotiation)|ssl (?:handshake|error)",
        ),
    ),
    (
        "system",
        words(
            r"local error|internal (?:server )?error|server error|system error|mailer error"
            r"|(?:configuration|config) (?:error|problem)|misconfigur|not configured",
            r"system (?:not accepting|full|congestion|unavailable)|service (?:currently |temporarily )?"
            r"unavailable|temporar(?:y|ily) (?:local |system )?(?:problem|failure|error|unavailable)",
            r"(?:mail|routing|forwarding|aliasing) loop|loops? back|too many hops|hop count"
            r"|too many received|message looping",
            r"queue file|command died|procmail|transaction failed|it encountered an error",
        ),
    ),
    # Exim's answer when recipient verification fails ("550 Unrouteable address" at RCPT TO): the remote
    # server took the domain and could not route the local part. Exim's own "Unrouteable address", with
    # no server's answer, is a domain it could not route (host_unknown, below).
    ("user_unknown", words(r"\b5[0-5]\d[ -](?:5\.\d\.\d{1,3} )?unrouteable address")),
    (
        "host_unknown",
        words(
            r"host (?:or domain name )?not found(?![^\n]{0,100}try again)|domain (?:name )?not found"
            r"|host unknown|unknown host"
            r"|unknown domain|no (?:such )?(?:domain|host)\b|no mx\b|mx (?:record )?(?:not found|lookup)"
            r"|unroutable|unrouteable|couldn'?t find any host|could not find any host"
            r"|domain (?:does(?: not|n'?t)|do not) exist|name or service not known|nxdomain|null ?mx"
            r"|(?:host|domain) (?:\S+ )?does not accept mail|domain (?:is )?invalid|invalid domain"
            r"|domain[^.\n]{0,40}(?:couldn'?t|could not|cannot) be found|domain must exist"
            r"|domain (?:name )?\S+ (?:does not|doesn'?t) exist|no (?:mx|mx or a) records?"
            r"|no mail server for (?:this|the) domain|domain (?:\S+ )?does not resolve",
            # "DNS lookup failure: host mail.example.org not found" (DragonFly and others), unless retried.
            r"(?:host|domain) [\w-]+(?:\.[\w-]+)+ not found(?![^\n]{0,100}try again)",
            # A null MX (RFC 7505) or a host that takes no mail at all (RFC 7504): Exim, OpenSMTPD, iCloud.
            r"(?:mx|srv) records? indicated no smtp service|no smtp service|null mx"
            r"|(?:host|domain)(?:/domain)? does not accept (?:any )?(?:e-?)?mail",
            r"domaine? (?:inconnu|inexistant|introuvable)|dominio (?:inexistente|desconocido|no existe)"
            r"|domain (?:existiert nicht|unbekannt)|host unbekannt|(?:домен|хост) не (?:найден|существует)",
        ),
    ),
    ("host_unknown", _CJK_NO_DOMAIN),
    (
        "user_unknown",
        words(
            r"user unknown|unknown user|no such (?:user|recipient|mailbox|person|address|account|local)"
            # ... also misspelt ("554 RCPT (x) dosn't exist"): the address named before the words.
            r"|(?:user|mailbox|recipient|rcpt|address|account|e-?mail address|addressee)\b[^.\n]{0,60}"
            r"(?:does not|doesn'?t|dos(?:e)?n'?t|did not) exist|not exist|non-?existent",
            r"address (?:not found|unknown|invalid|does not exist)|(?:couldn'?t|could not|cannot) be found"
            r"|invalid (?:recipient|mailbox|address|user)|(?:recipient|mailbox|user|account) not found"
            r"|recipient ?not ?found|recipnotfound|unknown (?:recipient|mailbox|address|local|e-?mail)"
            r"|not a (?:valid|known) (?:mailbox|recipient|user|address)|no mailbox|mailbox (?:is )?invalid"
            r"|doesn'?t have an? [\w.-]+ account|no account by that name|unknown or illegal alias"
            r"|not listed in (?:the )?(?:domino )?directory|valid notes mail file|bad (?:destination )?"
            r"(?:mailbox )?address|address (?:is )?(?:no longer|not) (?:valid|in use)|wasn'?t found at"
            r"|not (?:a )?(?:local|known) (?:address|user)|has (?:been )?moved|has been replaced by"
            r"|no such subscriber|subscriber unknown|not our customer|invalid final delivery userid",
            # "Recipient unknown", "user not known", "unknown virtual user", "user x was not found in ...",
            # "address not present in directory", "there is no one at this address", qmail's badrcptto lists.
            r"(?:recipient|addressee|user|mailbox|e-?mail address)(?: is)? (?:unknown|not known)"
            r"|unknown (?:virtual|local) user|bad recipient"
            r"|(?:user|recipient|mailbox|address|account)\b[^.\n]{0,60}\b(?:was|is|were) not found"
            r"|not (?:listed|present|found) in (?:the |our |my )?(?:[\w-]+ )?(?:directory|address book)"
            r"|there is no one at this address|not an active address|(?:email )?name is not found"
            r"|(?:address|recipient)(?:es)? (?:was|were|is|are) unknown"
            r"|no (?:longer a )?valid (?:e-?mail )?address"
            r"|wrong or no longer valid|bad ?rcpt ?to|bad ?recipient ?to|valid ?rcpt ?to list"
            r"|envelope recipient (?:has been denied|is in my)",
            r"unbekannt|existiert nicht|gibt es nicht|nicht gefunden|ungultig|kein(?:e|en)? (?:solche[rn]? )?"
            r"(?:benutzer|postfach|empfanger)",
            r"inconnu|introuvable|n'existe pas|inexistant|destinataire invalide|adresse invalide",
            r"no existe|desconocid|no valid[oa]|inexistente|sconosciut|non esiste|desconhecid|nao existe"
            r"|onbekend|bestaat niet|не наиден|не существует|нет такого|несуществующ|nessun utente",
        ),
    ),
    ("user_unknown", _CJK_NO_USER),
    # DNS trouble that names no missing domain: on the way, not the address.
    ("network", words(r"(?:dns|name server|nameserver|lookup|resolver).{0,20}(?:fail|error)")),
    # Weak wording: an address reading only when nothing sharper was said (Postfix's "Recipient address
    # rejected: <why>" names the why; a bare one is almost always an unknown recipient).
    (
        "user_unknown",
        words(
            r"recipient (?:address )?rejected|rejected recipient"
            r"|mailbox (?:is )?(?:unavailable|not available|not present)"
            r"|no mail ?box available"
            r"|recipient (?:unavailable|not accepted)|user unavailable|\baddress rejected",
        ),
    ),
)

# The receiver checked OUR sender address (a callout, Postfix's reject_unverified_sender) and that check
# failed: any "User unknown" in the answer is the verdict on our address, not the recipient's
# (Exim's "550-Verification failed for <us> ... 550 Sender verify failed", Postfix's "Sender address
# rejected: undeliverable address: ...", "Could not verify sender"). Refused for our side: `policy`.
SENDER_CHECK = words(
    r"sender verif(?:y|ication) (?:failed|failure|error)|(?:could not|couldn'?t|cannot|unable to) verify"
    r" (?:the )?sender|sender (?:address )?(?:callout|verification) (?:failed|failure)|unverified sender"
    r"|sender (?:e-?mail )?address rejected|sender address (?:is )?(?:undeliverable|unverifiable)"
    r"|return(?:-| )path (?:address )?(?:verification failed|rejected|undeliverable)",
    r"absender(?:adresse)? (?:abgelehnt|nicht verifiziert|ungultig|konnte nicht (?:verifiziert|uberpruft))"
    r"|(?:verification|verifizierung|uberprufung) de[rs]? absender\w* (?:fehlgeschlagen|failed)",
    r"verification de l'?expediteur (?:a )?echou|adresse (?:de l'?)?expediteur (?:refusee|rejetee|invalide)"
    r"|verificacion del remitente (?:ha )?fall|remitente (?:rechazado|no verificado)",
)
# Greylisting (postgrey, sqlgrey, milter-greylist, rspamd): the receiver defers a sender it has not
# seen yet and takes the message on a later attempt. "451 4.7.1 Recipient address rejected: Greylisted",
# "Greylisting in action, please come back in 00:05:00": a temporary deferral, never a policy refusal.
GREYLISTED = re.compile(r"\bgr[ae]y-? ?list(?:ed|ing)?\b|postgrey|sqlgrey|greylistd")
# A bare "try again later" under a greylisting status (4.7.1, 4.2.0): rspamd's and others' greylisting
# answer ("451 4.7.1 Try again later"), when the answer names nothing sharper.
RETRY_LATER = re.compile(r"(?:please )?(?:try|retry|come back) (?:again )?later|please try again in \d+")
# Postfix's "Recipient address rejected:" before the restriction's own words: no reason by itself.
BARE_REJECTION = re.compile(r"(?:recipient )?address rejected|recipient (?:address )?rejected")

# Words that say without doubt the address is dead, whatever else the report mentions (a filter
# product's name in its banner, "rejected", "listed in the directory").
STRONG_ADDRESS = re.compile(
    r"user unknown|unknown user|(?:addressee|recipient)(?: is)? unknown"
    r"|no such (?:user|recipient|mailbox|account|address|subscriber)"
    r"|(?:user|mailbox|recipient|account|address) (?:does not|doesn'?t) exist|(?:user|recipient|mailbox)"
    r" not found|recipient ?not ?found|recipnotfound|unknown (?:recipient|mailbox|local)"
    r"|not listed in (?:the )?(?:domino |public )?(?:directory|name & address book)|no mailbox here"
    r"|not our customer|invalid final delivery userid"
    r"|invalid (?:recipient|mailbox)|(?:host|domain) (?:name )?not found(?![^\n]{0,100}try again)"
    r"|domain (?:\S+ )?(?:does not|doesn'?t) exist|no (?:mx|mx or a) records?"
)
# Cues that beat even those: a blocklist or a content filter named outright.
HARD_CUE = re.compile(
    r"spamhaus|spamcop|sorbs|dnsbl|\brbl\b|blocked using|spam|virus|malware|phish|unsolicited"
)
