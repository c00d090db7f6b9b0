"""Off the copy of a thread, someone else named as the one who handles it: a wrong person (heldout_cf). "Could
you take me off the cc on this thread? Marcus is running the evaluation on our side", "Nehmen Sie mich bitte
aus dem CC, das betreut Herr Weber", "Retirez-moi de la copie, c'est Julie qui gère le dossier", "quítame de
copia porfa. Esto lo lleva Andrés Molina", "Toglimi dal CC, se ne occupa Marco", "Haal me uit de cc, Sanne
regelt dit", "Me tira da cópia, quem cuida disso é a Ana". Pure data on fold()ed text, read by
`intent_wrong_person.off_the_copy`: the request off the copy (`OFF_THE_COPY`, the copy named right after it,
`removal_copy.COPY_AFTER`), then a handler after it (`HANDLER`, never the sender: "I'm handling it"), now or
to come ("My colleague Jon will handle it", "Marco se ne occuperà", the sixth review of 2026-12-07).

Never a removal from our list beside it ("off the CC and off your list", `removal_copy.LIST_TOO`, read first
as an unsubscribe), nor the copy alone ("Remove me from the cc please": `other`), nor in a reply with interest
of its own (`intent.INTERESTED` guards the step)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

OFF_THE_COPY = rx(
    r"(?:take|remove|drop|leave|get|pull|keep) (?:me|us)",
    r"(?:nehmen sie|nimm|nehmt) (?:mich|uns)",
    r"(?:retirez|retire|enlevez|enleve|sortez|sors)-(?:moi|nous)",
    r"(?:quitame|quitadme|quitenme|sacame|sacadme|saquenme)",
    r"(?:toglimi|toglietemi|levami|levatemi|rimuovimi|rimuovetemi)",
    r"(?:haal|haalt u) (?:me|mij|ons)|\bverwijder (?:me|mij|ons)",
    r"(?:tira|tire|tirem|remova|removam)-(?:me|nos)|\bme (?:tira|tire|tirem|remova|removam)",
)

HANDLER = rx(
    # "Marcus is running the evaluation", "she owns it", "he'll get back to you directly"
    r"(?:he|she|they)(?:'ll| will) (?:get back to you|reach out|be in touch|follow up)"
    r"|\b(?:is|'s) (?:running|handling|leading|owning|driving|managing|in charge of|looking after"
    r"|dealing with)|\b(?:owns|handles|runs|leads) (?:this|it|the)\b"
    r"|\bis the (?:one|person|right person) (?:to|for|who)"
    # ... or will ("My colleague Jon will handle it", the sixth review of 2026-12-07), never "I/we will"
    r"|(?<!\bi )(?<!\bwe )\bwill (?:handle|take care of|look after|deal with|take over|pick up|own|run"
    r"|lead|follow up on) (?:it|this|that|the)\b|\b(?:he|she|they)'ll (?:handle|take care of|look after"
    r"|deal with|take over|pick up) (?:it|this|that|the)\b",
    r"(?:betreut|verantwortet|ubernimmt|macht) (?:das|dies|bei uns)\b"
    r"|\b(?:kummert sich|ist (?:dafur |hierfur )?zustandig)"
    r"|\bwird (?:sich (?:darum |drum )?kummern|(?:das|dies) (?:ubernehmen|betreuen|machen))\b",
    r"\bqui (?:gere|s'occupe|pilote|decide|suit)\b|\bs'en occupe\b|\best (?:en charge|responsable)\b"
    r"|\bs'en occupera\b|\bva (?:s'en occuper|gerer|suivre)\b",
    r"(?:lo|la) (?:lleva|gestiona|decide)\b|\bse encarga\b|\bes quien (?:decide|lo lleva|se encarga)"
    r"|\b(?:el|la) responsable es\b|\bse (?:encargara|va a encargar)\b|\blo (?:llevara|va a llevar"
    r"|gestionara)\b",
    r"\bse ne occupa\b|\bsi occupa\b|\b(?:il|la) responsabile e\b|\be (?:lui|lei) che (?:segue|decide"
    r"|si occupa)|\b(?:se ne|si) occupera\b",
    r"(?:regelt|beslist over|gaat over) (?:dit|dat|het|dat bij ons)\b|\bis (?:hier )?verantwoordelijk\b"
    r"|\bpakt (?:dit|dat|het) op\b|\b(?:gaat|zal) (?:dit|dat|het) (?:regelen|oppakken|overnemen)\b",
    r"\bquem (?:cuida|trata|decide|responde)\b|\b(?:cuida|trata) disso\b|\b(?:o|a) responsavel e\b"
    r"|\bvai (?:cuidar|tratar) disso\b|\b(?:cuidara|tratara) disso\b",
)
