"""A removal the sender made in the past and reports as settled ("I unsubscribed from your newsletter last
year but this is fine, no complaints", "je me suis désinscrit l'an dernier, mais ça va"): no request now.
Pure data on fold()ed text, read by `removal_guards.senders_past.past_and_fine`.

Both must stand in the removal phrase's sentence: a first-person past removal (`PAST_REMOVAL`) and words
that accept the mail now (`FINE`). "I unsubscribed last year and you still email me" has no acceptance and
stays a request, as does any other removal phrase in the reply."""

from __future__ import annotations

import re

PAST_REMOVAL = re.compile(
    r"\b(?:(?:i|we)(?: \w+)? unsubscribed|i've unsubscribed|we've unsubscribed|(?:i|we) (?:\w+ )?opted out"
    r"|(?:ich habe|wir haben|hatte) (?:mich|uns)(?: \S+){0,5}? (?:abgemeldet|ausgetragen)"
    r"|(?:je me suis|nous nous sommes) (?:\w+ )?(?:desinscrit|desabonne)"
    r"|(?:me|nos) (?:di|dimos) de baja|me desuscribi|(?:mi sono|ci siamo) (?:\w+ )?(?:disiscritt|cancellat)"
    r"|(?:ik heb|we hebben) (?:me|mij|ons)(?: \S+){0,5}? (?:afgemeld|uitgeschreven)"
    r"|(?:eu )?me descadastrei|(?:nos )?descadastramos|cancelei a (?:minha )?inscricao)"
)
FINE = re.compile(
    r"\b(?:(?:this|that|it)(?:'s| is) (?:fine|ok|okay|alright|all right|no problem)|no complaints"
    r"|(?:i|we) don't mind|doesn't bother (?:me|us)"
    r"|(?:das|dies|es) ist (?:schon |auch |voll )?(?:ok|okay|in ordnung|kein problem)|kein problem"
    r"|ca va|c'est (?:bon|ok|pas grave)|ce n'est pas grave|pas de souci|aucun souci|ca ne me derange pas"
    r"|(?:esto|eso|este) (?:esta bien|no es problema)|no pasa nada|no me molesta|sin problema"
    r"|(?:questa|questo|cosi) va bene|nessun problema|non mi da fastidio"
    r"|(?:dit|dat|het) is (?:prima|goed|oke|ok|geen probleem)|geen probleem|geen klachten"
    r"|tudo bem|(?:isso|este|esse) (?:esta bem|nao e problema)|sem problema|nao me incomoda)\b"
)
