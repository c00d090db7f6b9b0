"""Someone else's successor named, in the rule languages beside English ("son successeur est Monsieur X",
heldout_dl: an assistant writing that the contact left and naming who took over): a wrong person, read by
`intent_wrong_person.wrong_person`. "sein Nachfolger ist X", "sa remplaçante sera Mme Y", "su sucesora es
X", "il suo successore è X", "haar opvolger is X", "o sucessor dele é X". The English "his successor" and the
sender's own successor ("mon successeur est", `referral.REFERRED`) are read elsewhere.

Never a successor not yet known ("son successeur n'est pas encore nommé", "sein Nachfolger ist noch nicht
bekannt"): the verb must come right after the noun and no "not yet" after it. A person must be named
after the verb (`_NAMED`: a title or article and one or two words, then the clause ends): never a product's
successor ("son successeur est-il compatible ?", "sein Nachfolger ist leider deutlich teurer", "su sucesor
es demasiado caro"), never a successor said to be welcome or to start later ("Ihr Nachfolger ist herzlich
eingeladen", "sa remplaçante sera en poste en janvier"; review of 2026-12-07). A successor with an address
in the same sentence is one to write to, whatever else is said of them (`_REACHED`: "Sein Nachfolger ist
sehr interessiert, seine E-Mail ist tom@corp.example"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_YET = (
    r"(?! (?:noch nicht|noch offen|pas encore|toujours pas|todavia no|aun no|ancora da|non ancora|nog niet"
    r"|nog onbekend|ainda nao|ainda por)\b)"
)

# a person named after the verb: a title or an article, then one or two words that end the clause; never a
# word that says how the successor is or will be ("leider", "herzlich", "muy", "troppo", "nog", "bien")
_NAMED = (
    r" (?!(?:leider|sehr|herzlich|gern|gerne|noch|schon|bereits|auch|ebenfalls|deutlich|viel|willkommen"
    r"|eingeladen|tres|bien|deja|aussi|encore|le bienvenu|la bienvenue|invite|muy|tambien|ya|bienvenid[oa]"
    r"|demasiado|mucho|molto|anche|gia|troppo|benvenut[oa]|invitat[oa]|zeer|heel|erg|ook|al|nog|welkom"
    r"|uitgenodigd|muito|tambem|ja|bem-vind[oa]|convidad[oa]|te|zu|trop|tan|tao|so|si|zo|cosi|plus|mais|meer"
    r"|mehr|moins|menos|meno|minder|weniger|en|in|au|da|em|im|ab|a partir)\b)"
    r"(?:(?:m\.|mme|monsieur|madame|herr|frau|dr\.?|prof\.?|sr\.?|sra\.?|senor|senora|don|dona|sig\.?|sig\.ra"
    r"|dott\.?|dott\.ssa|signor|signora|meneer|mevrouw|dhr\.?|mevr\.?|de heer|senhor|senhora|el|la|il|o|a|le)"
    r" [\w'-]+(?: [\w'-]+)?|[\w'-]+(?: (?:de|van|der|den|von|da|di|del|della|dos|das|du|le))* [\w'-]+)"
    r"(?= ?(?:[,;.:!()]|$|\n| (?:und|et|y|e|en|ed|and|qui|que|che|der|die)\b))"
)

# ... or with an address to reach them in the same sentence, however the successor is said to be ("Sein
# Nachfolger ist sehr interessiert, seine E-Mail ist tom@corp.example", as the English "his successor is
# interested ... his email is", `wrong_person`; the review of 2026-12-07, fourth, part 2)
_REACHED = r"(?=(?:[^.!?;\n]|\.(?=\w))*?\S@\S)"

SUCCESSOR_NAMED = rx(
    r"(?:(?:sein|seine|ihr|ihre) (?:nachfolger|nachfolgerin)"
    r"|(?:son|sa) (?:successeur|successeuse|remplacante)"
    r"|su (?:sucesor|sucesora)|(?:el|la) (?:sucesor|sucesora) de (?:el|ella)"
    r"|il suo successore|la sua successora"
    r"|(?:il|la) (?:successore|successora) di (?:lui|lei)|(?:zijn|haar|z'n) (?:opvolger|opvolgster)"
    r"|(?:o seu|a sua) (?:sucessor|sucessora)|(?:o|a) (?:sucessor|sucessora) (?:dele|dela))" + _REACHED,
    r"(?:sein|seine|ihr|ihre) (?:nachfolger|nachfolgerin) (?:ist|wird)" + _NOT_YET + _NAMED,
    r"(?:son|sa) (?:successeur|successeuse|remplacante) (?:est|sera|c'est)" + _NOT_YET + _NAMED,
    r"(?:su (?:sucesor|sucesora)|(?:el|la) (?:sucesor|sucesora) de (?:el|ella)) (?:es|sera)"
    + _NOT_YET
    + _NAMED,
    r"(?:il suo successore|la sua successora|(?:il|la) (?:successore|successora) di (?:lui|lei)) (?:e|sara)"
    + _NOT_YET
    + _NAMED,
    r"(?:zijn|haar|z'n) (?:opvolger|opvolgster) (?:is|wordt)" + _NOT_YET + _NAMED,
    r"(?:(?:o seu|a sua) (?:sucessor|sucessora)|(?:o|a) (?:sucessor|sucessora) (?:dele|dela)) (?:e|sera)"
    + _NOT_YET
    + _NAMED,
)
