"""A removal stated as possible, never asked: the removal word as the subject of "is possible" or "can be
done" ("Unsubscribing is possible at any time via the link in each issue", "Afmelden kan altijd via de link
onderaan", "Abmelden ist jederzeit möglich", "La désinscription est possible à tout moment", "Darse de baja
es posible en cualquier momento", "La disiscrizione è possibile in qualsiasi momento", "O descadastro é
possível a qualquer momento"; heldout_dr): the sender describing how a mailing of its own (a supplier
newsletter) is left, a statement about a way out and no removal of this address from our mail. Pure data on
fold()ed text, read by `removal_guards.as_a_topic.stated_possible` on the words right around the removal
word.

The removal word opens its clause (an article before it at most), the possibility follows it directly, and
the rest of the sentence names the way out of a mailing: at any time, or by its link (`WAY_OUT`); never a
deadline, as for an event ("Afmelden kan tot een week van tevoren").
Never negated ("Afmelden kan niet via de link", "Abmelden ist nicht möglich": a complaint that the way out
fails, still a removal), never asked ("Afmelden kan dat?"), never the sender as the removal's object ("meld
me af, dat kan toch?": the word then does not open its clause).
"""

from __future__ import annotations

import re

# an article before the removal word, or nothing, from the clause's start
SUBJECT_START = re.compile(
    r"\s*(?:(?:de|het|een|die|der|eine|ein|la|le|l'|une|un|el|una|o|a|uma|um|the|an)\s+)?$"
)
# the words a possibility may take between its verb and "possible": never a negation
_GAP = r"(?: (?!not\b|nicht\b|niet\b|geen\b|pas\b|non\b|no\b|nao\b|nie\b|kaum\b|never\b|nooit\b)\S+){0,7}?"
# the possibility right after the removal word, never negated in the words that follow it
POSSIBLE_AFTER = re.compile(
    rf" (?:(?:is|ist|est|e|es){_GAP} (?:possible|mogelijk|moglich|possibile|posible|possivel)\b"
    r"|(?:kan|kann|geht|can be done)\b(?!(?: \S+){0,2}? (?:niet|nicht|not|geen|kein|keine)\b))"
)
# the mailing's way out: at any time, or by its link ("jederzeit", "altijd", "à tout moment", "via de link
# onderaan"), in the rest of the sentence; never a deadline ("Afmelden kan tot een week van tevoren": an
# event's registration withdrawn, another family)
WAY_OUT = re.compile(
    r"\b(?:at any time|any ?time|always|altijd|steeds|op elk moment|op ieder moment|te allen tijde|jederzeit"
    r"|immer|a tout moment|a tout instant|en tout temps|toujours|en cualquier momento|siempre"
    r"|in qualsiasi momento|in ogni momento|sempre|a qualquer momento|a qualquer altura|link|links|lien"
    r"|enlace|clic|click|klik|one click|een klik|einen klick|un clic|un clique)\b"
)
