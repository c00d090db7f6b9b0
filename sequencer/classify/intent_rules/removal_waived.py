"""A removal waived: the sender says there is no need to take them off ("No need to take me off any list",
"Inutile de me retirer de votre liste", "Sie müssen mich aus keiner Liste streichen", "No hace falta que me
quites de la lista", "Non c'è bisogno di togliermi", "U hoeft me nergens uit te schrijven", "Não precisa me
tirar da lista"): the sender stays on, no removal. Pure data on fold()ed text, read by
`removal_guards.senders_past.waived` on the words of the removal's clause before it.

Never read: a need waived in another clause before a removal asked ("No need to reply, just remove me"), with
or without the comma: the window before the removal ends at another act waived ("no need to follow up",
"inutile de répondre", "nicht nötig zu antworten", `OTHER_ACT`) or a request opened ("just", "please",
"bitte", "graag", "svp", `REQUEST_OPENED`): "No need for a reply just remove me", "Inutile de répondre
retirez-moi de la liste" stay removals (review of 2026-12-07), and the need's negation is never the
removal's ("No need to reply please remove me", "Não precisa responder me descadastre", `WAIVED_FOR_OTHER`,
read by `removal.removal_request`). A waiver that joins the other act and the removal ("No need to apologize
or to unsubscribe me", "No hace falta contestar ni darme de baja", "Não precisa responder nem me
descadastrar", "Sie müssen weder antworten noch mich austragen", `JOINED_ACT`) waives both, and "per ora",
"por ahora" or "ma"/"mais" (French "my", Portuguese "more") open no request (review of 2026-12-07). Nor is
the need itself asked ("Do I need to
unsubscribe somewhere?" is read elsewhere).
"""

from __future__ import annotations

import re

# Another act the need is waived for, the need's own object ("no need to reply", "pas besoin de répondre",
# "nicht nötig zu antworten", "no hace falta contestar", "non serve rispondere", "u hoeft niet te reageren",
# "não precisa responder"): a removal after it is asked, not waived.
OTHER_ACT = (
    r"(?:reply|replies|replying|respond|responding|response|answer\w*|follow\w*|call|calling|apologi[sz]e"
    r"|thank|write|confirm|explain|repondre|reponse|rappeler|excuser|remercier|confirmer|expliquer"
    r"|antworten|antwort|zuruckzurufen|zuruckrufen|entschuldigen|bestatigen|erklaren|danken|melden"
    r"|responder|respuesta|contestar|llamar|disculpar\w*|confirmar|explicar|agradecer|rispondere|risposta"
    r"|richiamare|scusar\w*|ringraziare|confermare|spiegare|reageren|antwoorden|antwoord|terugbellen"
    r"|bellen|excuses|verontschuldigen|bevestigen|uitleggen|bedanken|resposta|retornar|ligar|desculpar\w*"
    r"|agradecer)"
)
# A request opened after the need's clause ("no need to call me just remove me", "bitte austragen").
REQUEST_OPENED = (
    r"(?:just|please|pls|simply|only|but|bitte|einfach|aber|svp|juste|simplement|por favor|favor|solo"
    r"|simplemente|pero|per favore|favore|basta|graag|gewoon|maar|alleen|s'il|mas|apenas)"
)
# The other act joined to the removal by "or"/"ni"/"nem"/"of"/"noch": one waiver covering both ("No need to
# apologize or to unsubscribe me", "No hace falta contestar ni darme de baja", "Sie müssen weder antworten
# noch mich austragen").
JOINED_ACT = rf"{OTHER_ACT},? (?:or|nor|noch|ni|ou|o|ne|nem|of)"
# The need waived, at most four words before the removal in its clause, none of them another act or a
# request opened: English, German, French, Spanish, Italian, Dutch, Portuguese.
NEED_DENIED = (
    r"(?:^|\s)(?:no need|there's no need|there is no need|(?:you )?(?:don't|do not|needn't|need not)"
    r" (?:need|have)|no reason"
    r"|(?:sie )?(?:mussen|brauchen) (?:\S+ ){0,2}?(?:nicht|nirgends|nirgendwo|weder)"
    r"|(?:es ist )?nicht (?:notig"
    r"|erforderlich)|kein grund"
    r"|inutile|pas besoin|pas la peine|nul besoin|(?:vous )?n'avez pas besoin"
    r"|no hace falta|no es necesario|no hay (?:necesidad|que)|no (?:necesitas|necesita|necesitais)"
    r"|non (?:c'e )?bisogno|non serve|non e necessario|non occorre"
    r"|(?:u |je |jullie )?(?:hoeft|hoeven) (?:\S+ ){0,2}?(?:niet|nergens)|niet nodig|geen reden"
    r"|nao (?:precisa|precisam|precisas|e preciso|e necessario|ha necessidade)|escusa(?:s|m)? de)"
)
WAIVED_BEFORE = re.compile(
    rf"{NEED_DENIED}(?: {JOINED_ACT}\b| (?!{OTHER_ACT}\b|{REQUEST_OPENED}\b)\S+){{0,4}} $"
)
# The need waived for another act, up to that act ("no need to reply", "nicht nötig zu antworten", "não
# precisa responder"): its negation is that need's, never the removal's after it ("No need to reply please
# remove me", "U hoeft niet te reageren schrijf me uit").
WAIVED_FOR_OTHER = re.compile(
    rf"{NEED_DENIED}(?: \S+){{0,3}}? {OTHER_ACT}\b(?!,? (?:or|nor|noch|ni|ou|o|ne|nem|of)\b)"
)
# The list named with "no" right before the removal ("aus keiner Liste streichen", "de lista nenhuma"):
# from no list at all.
NO_LIST_BEFORE = re.compile(r"(?:^|\s)(?:keiner|keinem|keinen|nirgends|nirgendwo|nergens) (?:\S+ )?$")
