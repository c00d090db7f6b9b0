"""A colleague looped in and the decision handed to them ("looping in Priya (cc'd), she owns AP ... Priya,
your call whether it's worth 20 minutes"): the wrong person, whatever meeting the reply names, in every
rule language ("Claire en copie ... à toi de voir", "te pongo en copia a Marta, tú decides si", "metto in
copia Luca, decidi tu", "ik zet Sanne in cc, jij beslist maar", "coloco a Ana em cópia, você decide se").
Pure data on fold()ed text, read by `intent` with `referral.INTRODUCED` and `not_me.COPIED_IN`.

Both halves are needed, the decision after the colleague: "looping in Priya, let's find 20 minutes this
week" keeps the sender in the meeting (interested), and "your call whether we meet Tuesday" alone is said
to us."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_US = r"(?!(?:you|me|us|it|this|that|the|a|an|your|our|my)\b)"
# the colleague brought in, the way the main tables (`referral.INTRODUCED`, `not_me.COPIED_IN`) miss it:
# no "I" before the verb, or a name with "(cc'd)" after it
LOOPED_IN = rx(
    rf"(?:looping|looped|roping|roped|bringing|pulling|adding|added) in {_NOT_US}[a-z][\w'-]+",
    rf"(?:cc'?ing|cc'?d|copying|adding) {_NOT_US}[a-z][\w'-]+(?: [a-z][\w'-]+)? (?:here|in cc|on cc|on this"
    r"|to this)",
    r"[a-z][\w'-]+ \((?:cc'?d|cc|in cc|en copie|en copia|in copia|in kopie|in cc|em copia)\)",
    rf"{_NOT_US}[a-z][\w'-]+ (?:ist |est |esta |e |is |esta )?(?:in cc|en copie|en copia|in copia|in kopie"
    r"|em copia)\b",
)
DECISION_HANDED = rx(
    # English
    r"your call (?:whether|if|on whether)|(?:it's|its|it is) (?:your|her|his|their) (?:call|decision)"
    r"|(?:up to|over to) (?:you|her|him|them) (?:whether|if|to decide)|(?:i'll|i will|i'd) (?:let|leave it"
    r" (?:up )?to) (?:her|him|them|you) (?:to )?(?:decide|judge|make the call)|(?:she|he|they)(?:'ll"
    r"| will) (?:decide|make the call)|(?:she's|he's|she is|he is) the (?:decision ?maker|one (?:to|who)"
    r" decides?)",
    # German
    r"(?:deine|ihre|seine) entscheidung,? ob|(?:entscheide du|entscheiden sie|entscheidest du),? ob"
    r"|(?:das )?(?:uberlasse|uberlass) ich (?:dir|ihnen|ihr|ihm)|(?:sie|er) entscheidet (?:das|daruber|ob)",
    # French
    r"(?:a toi|a vous|a elle|a lui) de (?:voir|juger|decider)|je (?:te|vous|la|le) laisse (?:juger|decider"
    r"|voir|trancher)|c'est (?:toi|vous|elle|lui) qui (?:decides?|decidez|tranches?)",
    # Spanish
    r"(?:tu decides|decide tu|usted decide|decida usted|ella decide|el decide)|(?:te|le|la|lo) dejo"
    r" (?:decidir|a tu criterio|la decision)|queda a tu criterio",
    # Italian
    r"decidi tu|decida lei|decide (?:lei|lui)|lascio (?:a te|a lei|a lui) (?:decidere|la decisione"
    r"|valutare)|valuta tu|(?:a te|a lei) la decisione",
    # Dutch
    r"(?:jij|u) (?:beslist|bepaalt|beoordeelt)(?: (?:maar|zelf))?|(?:beslis|bepaal|beoordeel) (?:jij|u) maar"
    r"|ik laat (?:het|dat|de beslissing) aan (?:jou|u|haar|hem)(?: over)?|(?:jouw|uw|haar|zijn) beslissing"
    r"(?: of)?",
    # Portuguese
    r"(?:voce|vc|o senhor|a senhora|ela|ele) decide|fica a (?:seu|teu) criterio|a decisao e (?:sua|tua|dela"
    r"|dele)|deixo (?:a decisao|isso) (?:com|para) (?:voce|ela|ele)",
)
