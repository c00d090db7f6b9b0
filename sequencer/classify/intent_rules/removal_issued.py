"""A removal verb in its other sense, a thing issued or held as its object: Dutch "uitschrijven" of a
tender, a contest, an election, a vacancy, an invoice or a prescription ("we moeten eerst een aanbesteding
uitschrijven", "de prijsvraag wordt in mei uitgeschreven", "om een wedstrijd uit te schrijven"), German
"austragen" of a contest, a match or a dispute ("das Turnier wird im Mai ausgetragen", "den Streit
austragen"). Pure data on fold()ed text, read by `removal._issued` on the words of the verb's clause before
it: such a noun there, no self named after it ("schrijf mij uit voor de wedstrijd" stays a removal: the
writer is the one taken off).

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
# The writer named after the noun, the one taken off ("de wedstrijd ... mij uitschrijven").
SELF_AFTER = re.compile(r"\b(?:mij|me|ons|mich|uns)\b")
