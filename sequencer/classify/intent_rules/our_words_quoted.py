"""Our own words quoted back by the sender (heldout_an: "Votre mail parle de « notre échange au salon », or
je n'y ai jamais mis les pieds"), in every rule language: the quotation marks after "your mail says",
"you write", "Ihre Mail spricht von", "votre mail parle de", "su correo habla de", "la sua mail parla
di", "uw mail heeft het over", "o seu e-mail fala de". Pure data on fold()ed text, read by
`intent_interest.interest`: an interest word inside them ("échange", "Termin", "demo") is ours, not a request
of the sender's. Quotation marks with no such words before them ("I'd like a "quick call"") are the sender's
own."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_OPEN = r"[«\"“„‹]"
_CLOSE = r"[»\"”“‹›]"
QUOTED_OURS = rx(
    r"(?:(?:(?:your|the) (?:e-?mail|mail|message|note|letter)|you) (?:says?|said|mentions?|mentioned|writes?"
    r"|wrote|refers? to|referred to|talks? about|talked about|speaks? of|calls? it|called it)"
    # German
    r"|(?:ihre|deine|eure) (?:mail|e-?mail|nachricht) (?:spricht|sprach|erwahnt|nennt|redet)"
    r" ?(?:von|vom|uber)?"
    r"|sie (?:schreiben|schrieben|sprechen|erwahnen) (?:von|vom|uber)?"
    # French
    r"|(?:votre|ton) (?:mail|e-?mail|message|courriel) (?:parle|fait etat|mentionne|evoque|dit|cite)"
    r"|vous (?:parlez|ecrivez|mentionnez|evoquez|citez)"
    # Spanish
    r"|(?:su|tu) (?:correo|mail|e-?mail|mensaje) (?:habla|menciona|dice|cita)|(?:usted|tu) (?:habla|hablas"
    r"|menciona|mencionas|escribe|escribes)"
    # Italian
    r"|(?:la sua|la tua|la vostra|sua|tua|vostra) (?:mail|e-?mail|email) (?:parla|menziona|cita|dice)"
    r"|(?:lei|tu|voi) (?:scrive|scrivi|scrivete|parla|parli|parlate|cita|citi)"
    # Dutch
    r"|(?:uw|je|jouw|jullie) (?:mail|e-?mail|bericht) (?:heeft het over|spreekt (?:van|over)|noemt|vermeldt"
    r"|zegt)|(?:u|je|jullie) (?:schrijft|schrijven|spreekt|noemt|hebt het over|heeft het over)"
    # Portuguese
    r"|(?:o seu|o teu|o vosso|seu|teu) (?:e-?mail|mail) (?:fala|menciona|diz|cita)|(?:a sua|a tua|sua|tua)"
    r" mensagem (?:fala|menciona|diz|cita)|(?:voce|voces|o senhor|a senhora) (?:fala|menciona|escreve|cita))"
    rf"[^.!?\n«\"“„‹]{{0,30}}{_OPEN}[^»\"”“‹›\n]{{1,120}}{_CLOSE}",
)
