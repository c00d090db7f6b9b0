"""A removal waived: the sender says there is no need to take them off ("No need to take me off any list",
"Inutile de me retirer de votre liste", "Sie müssen mich aus keiner Liste streichen", "No hace falta que me
quites de la lista", "Non c'è bisogno di togliermi", "U hoeft me nergens uit te schrijven", "Não precisa me
tirar da lista"): the sender stays on, no removal. Pure data on fold()ed text, read by `removal._waived` on
the words of the removal's clause before it.

Never read: a need waived in another clause before a removal asked ("No need to reply, just remove me"), nor
the need itself asked ("Do I need to unsubscribe somewhere?" is read elsewhere).
"""

from __future__ import annotations

import re

# The need waived, at most four words before the removal in its clause: English, German, French,
# Spanish, Italian, Dutch, Portuguese.
WAIVED_BEFORE = re.compile(
    r"(?:^|\s)(?:no need|there's no need|there is no need|(?:you )?(?:don't|do not|needn't|need not)"
    r" (?:need|have)|no reason"
    r"|(?:sie )?(?:mussen|brauchen) (?:\S+ ){0,2}?(?:nicht|nirgends|nirgendwo)|(?:es ist )?nicht (?:notig"
    r"|erforderlich)|kein grund"
    r"|inutile|pas besoin|pas la peine|nul besoin|(?:vous )?n'avez pas besoin"
    r"|no hace falta|no es necesario|no hay (?:necesidad|que)|no (?:necesitas|necesita|necesitais)"
    r"|non (?:c'e )?bisogno|non serve|non e necessario|non occorre"
    r"|(?:u |je |jullie )?(?:hoeft|hoeven) (?:\S+ ){0,2}?(?:niet|nergens)|niet nodig|geen reden"
    r"|nao (?:precisa|precisam|precisas|e preciso|e necessario|ha necessidade)|escusa(?:s|m)? de)"
    r"(?: \S+){0,4} $"
)
# The list named with "no" right before the removal ("aus keiner Liste streichen", "de lista nenhuma"):
# from no list at all.
NO_LIST_BEFORE = re.compile(r"(?:^|\s)(?:keiner|keinem|keinen|nirgends|nirgendwo|nergens) (?:\S+ )?$")
