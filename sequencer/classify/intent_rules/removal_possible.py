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
Never negated anywhere in its clause ("Afmelden kan niet via de link", "Abmelden ist nicht möglich",
"Afmelden kan ik via de link niet": a complaint that the way out fails, still a removal), never asked
("Afmelden kan dat?"), never the sender as the removal's object ("meld me af, dat kan toch?": the word then
does not open its clause). Never our own footer quoted back to us (`QUOTED_BACK`: "Unsubscribing can be done
with one click, you say", "Afmelden kan via de link, zegt u", "dicen", "dite", "certes") nor the way out
contradicted after a "but" (`CONTRADICTED`: "..., maar die werkt niet", "..., pero no funciona"): the sender
then speaks of our way out, and its failing or a "do it for me" is a removal (the fifth review of
2026-12-07).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.removal_topic import OUR

# an article before the removal word, or nothing, from the clause's start
SUBJECT_START = re.compile(
    r"\s*(?:(?:de|het|een|die|der|eine|ein|la|le|l'|une|un|el|una|o|a|uma|um|the|an)\s+)?$"
)
# the words a possibility may take between its verb and "possible": never a negation
_GAP = r"(?: (?!not\b|nicht\b|niet\b|geen\b|pas\b|non\b|no\b|nao\b|nie\b|kaum\b|never\b|nooit\b)\S+){0,7}?"
# ... the removal word's complement naming the sender's own mailing between it and the possibility ("from our
# newsletter", "de nuestro boletín", "da nossa lista de clientes", "von unserem Newsletter", "van onze
# nieuwsbrief": the old error of the fifth review of 2026-12-07); never the reader's ("from your list")
OWN_COMPLEMENT = re.compile(
    r" (?:from|of|to|van|voor|von|aus|de|du|des|da|di|dal|dalla|dai|dalle|del|dello|do|dos|das|au|aux)"
    rf" (?:(?:the|de|het|la|le|les|el|los|las|il|lo|o|a|os|as) )?{OUR}(?: [^\W\d][\w']*){{1,5}}?(?="
    r" (?:is|ist|est|e|es|kan|kann|geht|can be done)\b)"
)
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
# a Dutch or German negation anywhere in the rest of the possibility's clause, where it comes last ("Afmelden
# kan ik via de link niet", "Abmelden kann ich über den Link leider nicht"): the way out failing. The other
# languages put theirs before the verb, where `POSSIBLE_AFTER` already refuses it.
NEGATED_IN_CLAUSE = re.compile(r"\b(?:nicht|niet|geen|kein|keine|keinen|nie|nooit|niemals)\b")
# our statement quoted back to us: a verb of saying aimed at us or at a "they", or a concession ("you say",
# "so you say", "zegt u", "zeggen jullie", "sagen Sie", "schreiben Sie", "dites-vous", "certes", "dicen",
# "dice usted", "dite", "dizem", "segundo vocês")
QUOTED_BACK = re.compile(
    r"\b(?:(?:so )?(?:you|they) (?:say|said|claim|write|wrote|tell me|told me)|according to you|supposedly"
    r"|apparently|allegedly"
    r"|zegt u|zei u|zeggen jullie|zeggen ze|schrijft u|schrijven jullie|volgens u|volgens jullie"
    r"|zogenaamd|naar verluidt"
    r"|sagen sie|sagten sie|schreiben sie|schrieben sie|heisst es|hiess es|laut ihnen|angeblich"
    r"|dites-vous|vous dites|vous ecrivez|ecrivez-vous|parait-il|certes|selon vous|soi-disant"
    r"|dicen|dice usted|dicen ustedes|decis|escriben|segun ustedes|segun usted|supuestamente"
    r"|dite|dite voi|dicono|scrivete|secondo voi|a quanto dite|a sentir voi"
    r"|dizem|dizem voces|diz voce|escrevem|segundo voces|segundo o senhor|supostamente)\b"
)
# the way out contradicted: a "but" opening a clause, then a negation in its sentence ("..., maar die werkt
# niet", "..., pero no funciona", "..., but it doesn't work", "..., ma non funziona", "..., mas não abre")
CONTRADICTED = re.compile(
    r"(?:^|[,;:]|\s[-–—]) *(?:but|maar|aber|doch|mais|pero|ma|mas)\b[^.!?\n]*?"
    r"\b(?:not|cannot|can't|doesn't|don't|won't|isn't|nicht|niet|geen|kein|keine|nie|pas|jamais|non|no|nao"
    r"|nunca|never|nooit|mai)\b"
)
