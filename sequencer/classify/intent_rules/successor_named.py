"""Someone else's successor named, in the rule languages beside English ("son successeur est Monsieur X",
heldout_dl: an assistant writing that the contact left and naming who took over): a wrong person, read by
`intent_wrong_person.wrong_person`. "sein Nachfolger ist X", "sa remplaçante sera Mme Y", "su sucesora es
X", "il suo successore è X", "haar opvolger is X", "o sucessor dele é X". The English "his successor" and the
sender's own successor ("mon successeur est", `referral.REFERRED`) are read elsewhere.

Never a successor not yet known ("son successeur n'est pas encore nommé", "sein Nachfolger ist noch nicht
bekannt"): the verb must come right after the noun and no "not yet" after it. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_YET = (
    r"(?! (?:noch nicht|noch offen|pas encore|toujours pas|todavia no|aun no|ancora da|non ancora|nog niet"
    r"|nog onbekend|ainda nao|ainda por)\b)"
)

SUCCESSOR_NAMED = rx(
    r"(?:sein|seine|ihr|ihre) (?:nachfolger|nachfolgerin) (?:ist|wird)" + _NOT_YET,
    r"(?:son|sa) (?:successeur|successeuse|remplacante) (?:est|sera|c'est)" + _NOT_YET,
    r"(?:su (?:sucesor|sucesora)|(?:el|la) (?:sucesor|sucesora) de (?:el|ella)) (?:es|sera)" + _NOT_YET,
    r"(?:il suo successore|la sua successora|(?:il|la) (?:successore|successora) di (?:lui|lei)) (?:e|sara)"
    + _NOT_YET,
    r"(?:zijn|haar|z'n) (?:opvolger|opvolgster) (?:is|wordt)" + _NOT_YET,
    r"(?:(?:o seu|a sua) (?:sucessor|sucessora)|(?:o|a) (?:sucessor|sucessora) (?:dele|dela)) (?:e|sera)"
    + _NOT_YET,
)
