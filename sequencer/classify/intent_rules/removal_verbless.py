"""No more from us, said with no verb (the eighteenth review of 2026-12-07), in every rule language: anything
from us ("No more from you please", "Nothing more from you", "Plus rien de votre part", "Nada más de su
parte, gracias", "Nichts mehr von Ihnen, danke", "Niente più da voi", "Niets meer van jullie", "Nada mais de
vocês") or mail to the writer ("Plus de mails, svp", "Basta de correos", "Niente più email, grazie", "Basta
email", "Geen mails meer, aub", "Geen berichten meer van jullie", "Chega de emails, por favor"). The frame
starts its sentence and is the whole clause: a thanks or a please after it, then the sentence's end, an
exception ("Nothing more from you, except the invoice", read by `removal_guards.other_things.spared` with
`removal_wish.EXCEPT_AFTER`) or a stronger word ("y menos aún llamadas", "encore moins des appels"). Never
what the writer has no more of ("No more questions from my side", "Nothing more from me for now", "Plus
rien de mon côté", "Geen vragen meer", "no more budget this year"), nor enough of a thing that is no mail
("basta una demo", "Chega de conversa, vamos marcar"), nor a question ("Plus de mails ?": the mail missed).
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_wish import EXCEPT_WORD, STRONGER

_START = r"(?:^|(?<=[.!;:\n])\s*|(?<=[.!;:\n]))"
_MAIL = {
    "fr": r"(?:e-?mails|mails|messages|courriels|relances|sollicitations)",
    "es": r"(?:correos|e-?mails|mails|mensajes)",
    "it": r"(?:e-?mail|mail|messaggi)",
    "nl": r"(?:e-?mails|mails|berichten)",
    "pt": r"(?:e-?mails|emails|mails|mensagens)",
}
_ANYTHING_FROM_US = (
    r"(?:nothing|no) (?:more|further|else) from (?:you|you guys|your (?:company|team|side|firm))"
    r"|plus rien (?:de votre part|de vous|de chez vous|de ta part|de toi)"
    r"|nada mas (?:de (?:su|vuestra|tu) parte|de ustedes|de vosotros|de usted|de ti)"
    r"|nichts (?:mehr|weiter(?:es)?) von (?:ihnen|euch|dir|ihrer firma|eurer firma)"
    r"|(?:niente|nulla) (?:piu|altro) da (?:voi|lei|te|parte vostra|parte sua)"
    r"|(?:niets|niks) meer van (?:u|jullie|je|jou)"
    r"|nada mais (?:de (?:voces|vos|si|ti)|da vossa parte|da sua parte)"
)
# ... or enough of our mail, its plural after "enough with/of" and a word for which mail ("Enough with the
# emails", "Genug mit den Mails", "Assez avec vos mails", "Basta ya de correos", "Basta con queste email",
# "Genoeg met die mails"); never one mail that is enough ("One email is enough", "basta un correo", "basta
# con una mail per confermare")
_ENOUGH_OF = (
    r"enough (?:with|of) (?:all )?(?:the|your|these|those) (?:e-?mails|mails|messages)(?: from you)?"
    r"(?: already)?"
    r"|genug (?:mit|von) (?:den|ihren|diesen|euren|deinen) (?:e-?mails|mails|nachrichten)"
    rf"|assez (?:avec|de) (?:vos|ces|les|tes) {_MAIL['fr']}"
    rf"|genoeg (?:met|van) (?:al )?(?:die|de|jullie|uw|je) {_MAIL['nl']}"
)
_MAIL_NO_MORE = (
    rf"plus d'(?:e-?mails|emails)|plus de {_MAIL['fr']}(?: de votre part| de vous)?"
    rf"|(?:(?:ya )?basta(?: ya)?|no mas) (?:de )?{_MAIL['es']}"
    r"(?: de (?:ustedes|vosotros|su parte|vuestra parte))?"
    rf"|(?:niente piu|basta(?: con)?(?: le| i| queste| le vostre| vostre| tutte (?:queste|le))?)"
    rf" {_MAIL['it']}"
    r"(?: da (?:voi|parte vostra))?"
    rf"|geen {_MAIL['nl']} meer(?: van (?:u|jullie|je|jou))?"
    rf"|(?:chega|basta) de {_MAIL['pt']}(?: de (?:voces|vos)| da vossa parte)?"
)
_POLITE = (
    r"(?:,? (?:thanks|thank you|please|pls|merci|svp|s'il vous plait|gracias|por favor|danke|bitte|grazie"
    r"|per favore|obrigad[oa]|aub|alstublieft|bedankt|dank je|dank u))*"
)
_CLAUSE_END = (
    rf"(?=\s*(?:[.!;]|$)|,?(?: (?:y|and|et|und|e|en|ni|o|or|ou|oder|of))? (?:{EXCEPT_WORD}|{STRONGER})\b"
    r"|,? (?:schon gar|encore moins|laat staan)\b)"
)
NO_MORE_FROM_YOU = rx(rf"{_START}(?:{_ANYTHING_FROM_US}|{_MAIL_NO_MORE}|{_ENOUGH_OF}){_POLITE}{_CLAUSE_END}")
