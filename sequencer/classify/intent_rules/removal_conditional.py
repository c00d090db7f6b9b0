"""A removal promised on a condition, never asked: "If this turns out not to be relevant for a 12-person firm
I'll unsubscribe, no hard feelings", "send me the pricing, otherwise I'll opt out", "wenn nicht, werde ich
mich abmelden", "sinon je me désinscris", "si no, me doy de baja", "altrimenti mi disiscrivo", "anders meld
ik me af", "senão eu me descadastro". Pure data on fold()ed text, read by
`removal_guards.not_this_removal._conditional`.

The removal is the sender's own act in the first person, future or present ("I'll unsubscribe", "je me
désinscris"), and its sentence opens a condition before it ("if", "otherwise", "wenn", "sinon", "si no",
"altrimenti", "anders", "senão"). Never when the condition is our next mail ("If you email me again I'll
unsubscribe", "if you keep sending these": a threat about the next mail, like `removal_wish.BLOCK_THREAT`),
nor a request ("if you can't stop, unsubscribe me": no first person before the removal word)."""

from __future__ import annotations

import re

# the sender's own removal to come, right before the removal word ("I'll", "we will", "ich werde mich",
# "werde ich mich", "ik zal me", "je vais me", "vou me")
SELF_BEFORE = re.compile(
    r"(?:^|\s)(?:(?:i|we)(?:'ll| will| am going to|'m going to| are going to|'re going to)(?: just"
    r"| simply| probably| happily| gladly| quietly)?|(?:ich|wir) (?:werde|werden) (?:mich|uns)(?: \S+)?"
    r"|(?:werde|werden) (?:ich|wir) (?:mich|uns)(?: \S+)?|(?:je|nous) (?:vais|allons) (?:me|nous)"
    r"|(?:ik|we|wij) (?:zal|zullen|ga|gaan) (?:me|mij|ons)|(?:eu )?(?:vou|vamos) (?:me|nos))\s*$"
)
# ... or the removal word is itself a first-person verb after its reflexive pronoun ("je me désinscris", "mi
# disiscrivo", "eu me descadastro", "me desuscribo")
SELF_VERB = re.compile(
    r"^(?:desinscris|desinscrirai|desinscrirons|desabonne|desabonnerai|disiscrivo|disiscrivero"
    r"|disiscriviamo|descadastro|descadastrarei|desuscribo)$"
)
REFLEXIVE_BEFORE = re.compile(r"(?:^|\s)(?:me|mi|nous|ci|nos)\s*$")
# a removal done now, whatever the condition ("If that's the case, I will unsubscribe now")
NOW_AFTER = re.compile(
    r"^(?: (?:me|us|myself))? (?:now|right now|today|immediately|right away|jetzt|sofort|maintenant"
    r"|tout de suite|ahora|ya|subito|ora|nu|meteen|agora|ja)\b"
)
# (Portuguese and Italian "se" only before what a condition opens with, never the reflexive "meu colega se
# aposentou"; "caso" only as "caso contrário/não" or "(em/no) caso de", never "neste caso"; Dutch "als" never
# in "net als", "zo ... als")
CONDITION = re.compile(
    r"\b(?:if|unless|otherwise|or else|wenn|falls|sonst|ansonsten|andernfalls|sinon|autrement|si|de lo"
    r" contrario|en caso contrario|altrimenti|(?<!net )(?<!zoals )(?<!evenals )als|anders|zo niet|indien"
    r"|senao"
    r"|caso contrario|caso (?:nao|voce|voces)|(?:em|no) caso de"
    r"|se (?=(?:nao|non|for|fosse|forem|isso|isto|questo|quello|il|lo|la|o|a|os|as|i|le|gli|voce|voces|lei"
    r"|voi"
    r"|tu|io|eu|nos|noi|e|tiver|tiverem|continuar|continuarem|continuate|continua|continuano|um|uma|un|una"
    r"|quiser|volete|serve|servir|mi|me|ci|ti|te|vi)\b))\b"
)
# the condition is our next mail: a threat about it, which asks all the same
NEXT_MAIL = re.compile(
    r"\b(?:you|vous|ustedes|usted|voi|lei|jullie|u|voces|sie|ihr)\b(?: \S+){0,3}? (?:e-?mail|write|send"
    r"|contact|message|keep|continue|schreiben|mailen|schicken|senden|ecrivez|envoyez|continuez|escriben"
    r"|envian|siguen|vuelven|scrivete|mandate|inviate|continuate|mailen|sturen|blijven|mandarem|enviarem"
    r"|escreverem|continuarem)|\b(?:again|another|one more|any more|next one|noch ?mal|wieder|nochmal"
    r"|encore|de nouveau|otra vez|de nuevo|di nuovo|ancora|opnieuw|nog een|de novo|outra vez|novamente)\b"
    # ... or what our mail is ("If this is a sales email, I'll unsubscribe", "si c'est de la prospection"):
    # a condition this mail meets
    r"|\b(?:sales|marketing|spam|pitch|cold|automated|promotional|prospection|publicite|pub|commercial"
    r"|publicidad|comercial|pubblicita|promozional\w*|reclame|propaganda|werbung|mass)\b"
)

# A removal asked on a condition about our mail itself, never about the sender's future (heldout_bo: "If this
# is one of those automated sequences, please end it for me", "Wenn das eine automatische Sequenz ist, beenden
# Sie sie bitte", "Si c'est une séquence automatique, merci de l'arrêter", "Si esto es una secuencia
# automática, por favor deténganla", "Se è una sequenza automatica, interrompetela", "Als dit een
# automatische reeks is, stop die dan", "Se isto é uma sequência automática, por favor parem-na"): the
# condition is one this mail meets, the pronoun stands for our mail, and the verb ends it. Read by
# `removal.removal_request` as a removal table; a negation before the verb ("... don't end it") undoes it
# there, and "if this is automated, I'll ignore it" has no verb that ends it.
_OUR_MAIL = (
    r"(?:sequence|sequencia|campaign|campagne|campana|campagna|campanha|cadence|drip|mailing|newsletter"
    r"|nieuwsbrief|mass ?mail\w*|massenmail\w*|serienmail\w*|email series|series|automation|automated"
    r"|automati\w+"
    r"|sequenz\w*|kampagne\w*|secuencia|sequenza|reeks|sequentie|bot)"
)
OUR_MAIL_ENDED = re.compile(
    # English
    rf"\bif (?:this|it|these|that)(?: (?:e-?mails?|mails?|messages?|follow-?ups?))?(?: is|'s| are| was)"
    rf" [^.!?]{{0,40}}?{_OUR_MAIL}s?\b[^.!?]{{0,30}}?,?"
    r" (?:then )?(?:(?:please|kindly|just|pls) )?(?<!not )(?<!n't )(?:end|stop|cancel|kill|turn off"
    r"|switch off|halt|disable) (?:it|them|that|this)\b"
    # German
    rf"|\bwenn (?:das|dies|es) [^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}?,? (?:dann )?(?:bitte )?(?:beenden"
    r"|stoppen|beendet|stoppt) (?:sie )?(?:bitte )?(?:sie|es|das|diese)\b(?![^.!?,]{0,20}\bnicht\b)"
    # French
    rf"|\bsi (?:c'est|ce sont|il s'agit d'?) ?[^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}?,? (?:alors )?"
    r"(?:(?:merci de|veuillez|svp|s'il vous plait) )?(?<!ne )(?:l'arreter|les arreter|y mettre fin|l'arretez"
    r"|arretez-la|arretez-le|arretez-les|stoppez-la|stoppez-le)"
    # Spanish
    rf"|\bsi (?:esto |este |esta |eso )?es [^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}?,? (?:por favor )?"
    r"(?:detenganla|parenla|cancelenla|terminenla|detenerla|pararla|cancelarla|terminarla|detenla|parala)"
    # Italian
    rf"|\bse (?:questa |questo )?e [^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}?,? (?:per favore |vi prego di )?"
    r"(?<!non )(?:interrompetela|fermatela|terminatela|annullatela|interromperla|fermarla|terminarla"
    r"|annullarla)"
    # Dutch
    rf"|\bals (?:dit|het|dat) (?:een )?[^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}? is,? (?:stop|beeindig|zet)"
    r" (?:die|deze|het|hem|dat)\b(?! niet)"
    # Portuguese
    rf"|\bse (?:isto |isso |esta |este )?(?:e|for) [^.!?]{{0,40}}?{_OUR_MAIL}[^.!?]{{0,30}}?,?"
    r" (?:por favor )?(?<!nao )(?:parem-na|encerrem-na|cancelem-na|pare-a|encerre-a|interrompam-na"
    r"|parem com ela)"
)
