"""A removal verb in its other sense, a thing issued or held as its object: Dutch "uitschrijven" of a
tender, a contest, an election, a vacancy, an invoice or a prescription ("we moeten eerst een aanbesteding
uitschrijven", "de prijsvraag wordt in mei uitgeschreven", "om een wedstrijd uit te schrijven"), German
"austragen" of a contest, a match or a dispute ("das Turnier wird im Mai ausgetragen", "den Streit
austragen"). Pure data on fold()ed text, read by `removal_guards.other_things.issued` on the words of the
verb's clause before it: such a noun there as the verb's object, no self named after it ("schrijf mij uit voor
de wedstrijd" stays a removal: the writer is the one taken off).

The noun is the verb's object only when no preposition governs it (`PREPOSITION_BEFORE`: "na afloop van de
aanbesteding"), no clause joiner stands between it and the verb (`JOINED_BETWEEN`: "de opdracht al gegund
... dus graag uitschrijven", "den Streit ... satt und will austragen"; but two infinitives joined under
one auxiliary share the noun: `COORDINATOR`, `SHARED_AUXILIARY`, `NEW_CLAUSE_AFTER`, "Wir werden die
Meisterschaft ankündigen und dann im Herbst austragen") and no please right before the verb
(`PLEASE_BEFORE`: "die Meisterschaft nicht mehr betreue bitte austragen"); review of 2026-12-07.

Never read: the verb alone or with the writer as its object ("Kunt u mij uitschrijven?", "bitte austragen",
"Ik wil me uitschrijven"), nor a list, a newsletter or a mailing as its object ("uit de nieuwsbrief
uitschrijven").
"""

from __future__ import annotations

import re

# The verb in that sense's forms, at the end of a removal match.
VERB_END = re.compile(
    r"(?:uitschrijven|uitgeschreven|uitschreven|uitschrijft|uit te schrijven|austragen|ausgetragen"
    r"|auszutragen)$"
)
# The thing issued or held, a determiner or an adjective before it: Dutch, then German.
ISSUED_NOUN = re.compile(
    r"\b(?:een|de|het|die|deze|dit|dat|zo'?n|onze|ons|hun|nieuwe|europese|openbare)(?: \w+)?"
    r" (?:\w*aanbesteding|\w*opdracht|\w*wedstrijd|prijsvraag|\w*verkiezingen?|\w*vacatures?"
    r"|\w*facturen|\w*factuur|\w*recept|\w*tender|\w*oproep|\w*consultatie|\w*procedure|lening"
    r"|\w*concours|\w*toernooi)\b"
    r"|\b(?:den|einen|das|ein|eine|die|diesen|dieses|diese|unseren|unser|unsere)(?: \w+)? (?:\w*wettbewerb"
    r"|\w*turnier|\w*spiel|\w*meisterschaft|\w*wettkampf|\w*streit|\w*konflikt|\w*kampf|\w*duell)\b"
)
# A preposition governing the noun, right before its determiner: the noun is no object.
PREPOSITION_BEFORE = re.compile(
    r"(?:^|\s)(?:van|na|met|bij|over|sinds|tijdens|door|tot|aan|op|uit|in|von|vom|mit|bei|nach|seit|uber"
    r"|wegen|wahrend|zu|an|auf|aus|gegen|im) $"
)
# A clause joined between the noun and the verb ("... en daarna uitschrijven", "... satt und will austragen").
JOINED_BETWEEN = re.compile(
    r"\b(?:en|und|dus|daarom|daarna|danach|dann|also|deshalb|daher|maar|aber|want|denn|doch|omdat|weil"
    r"|zodat|sodass)\b"
)
# ... but "en/und/maar/aber" (then "daarna/dann") joining two infinitives that share the clause's auxiliary
# and the noun as their object is no new clause ("We moeten de prijsvraag laten goedkeuren en daarna
# uitschrijven", "Wir wollen das Turnier planen und im Mai austragen"): a finite verb, a subject or a please
# after the joiner makes one ("... verloren und möchten austragen", "... nog en daarna uitschrijven graag"
# has no auxiliary to share).
COORDINATOR = re.compile(r"(?:en|und|maar|aber)")
THEN_AFTER = re.compile(r"(?:daarna|danach|dann)")
SHARED_AUXILIARY = re.compile(
    r"\b(?:moeten|moet|willen|wil|gaan|ga|gaat|zullen|zal|kunnen|kan|wollen|wollt|werden|wird|werde|mussen"
    r"|muss|musst|konnen|sollen|soll)\b"
)
NEW_CLAUSE_AFTER = re.compile(
    r"\b(?:ich|wir|sie|er|es|man|ik|we|wij|ze|zij|hij|je|u|will|willst|mochte|mochten|mochtet|wil|wilt|wollen"
    r"|moet|moeten|kan|kunnen|kann|konnen|muss|mussen|bin|sind|ist|ben|is|zijn|hebben|heb|haben|habe|hat"
    r"|bitte|graag|gelieve|please|mij|me|mich|uns|ons)\b"
)
# A please right before the verb ("graag uitschrijven", "bitte austragen"): the writer's own removal asked.
PLEASE_BEFORE = re.compile(r"\b(?:graag|bitte|gelieve|aub|alstublieft|alsjeblieft|please) $")
# The writer named after the noun, the one taken off ("de wedstrijd ... mij uitschrijven").
SELF_AFTER = re.compile(r"\b(?:mij|me|ons|mich|uns)\b")
