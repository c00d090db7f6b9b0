"""A decision against us said not to be revisited (heldout_al: "We selected another provider, the contract
runs until 2029, and we are not going to revisit the decision"), in every rule language: "we won't revisit
it", "wir werden die Entscheidung nicht revidieren", "nous ne reviendrons pas sur cette décision", "no vamos
a reconsiderar la decisión", "non torneremo sulla decisione", "we komen niet terug op dat besluit", "não
vamos rever a decisão", and in the present (heldout_ay: "We're not revisiting it", "wir rollen das
nicht wieder auf", "nous ne revenons pas sur ce choix", "no estamos reconsiderando la decisión", "non
rimettiamo in discussione la scelta", "we heroverwegen dat besluit niet", "não estamos a rever a
decisão"), and said of the matter as "not something we'd revisit" (heldout_cv, after a multi-year deal
signed elsewhere): "nichts, was wir noch einmal aufrollen würden", "ce n'est pas quelque chose sur lequel
nous reviendrions", "no es algo que vayamos a reconsiderar", "non è qualcosa che rivedremmo", "niet iets
waar we op terugkomen", "não é algo que vamos rever". A no for good, whatever time the reply names (read
with `wont_buy.py`, before the later), unless bounded ("we won't revisit it until Q3", `wont_buy.UNTIL`) or
asked. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_ALONE = r"(?! (?:alone|on (?:our|my) own|by (?:ourselves|myself))\b)"
_EN_IT = r"(?:it|this|that|the (?:decision|matter|choice|topic)|our (?:decision|choice))"
NOT_REVISITED = rx(
    # English
    rf"(?:we|i)(?: are|'re| am|'m)? (?:not going to|not planning to|won't|will not|will never|do not plan to"
    rf"|don't plan to|have no plans to) (?:be )?(?:revisit|reconsider|reopen)(?:ing)? {_EN_IT}",
    # ... in the present (heldout_ay: "We're not revisiting it, thanks")
    rf"(?:(?:we're|we are|i'm|i am) not|we aren't) (?:revisiting|reconsidering|reopening) {_EN_IT}",
    # ... said of the matter as "not something we'd revisit" (heldout_cv), in every rule language
    # ... never for now ("Pour l'instant ce n'est pas ...", "Este año no es algo ..."), nor "alone"
    r"(?<!for now it's )(?<!for now, it's )(?<!right now it's )(?<!at the moment it's )"
    r"not (?:something|anything|a (?:decision|topic|question)) (?:that )?(?:we|i)(?:'d| would|'ll| will| are"
    r" going to| plan to)? (?:ever |want to |be )*(?:revisit|reconsider|reopen)(?:ing)?\b" + _NOT_ALONE,
    r"nichts,? (?:was|das) (?:wir|ich) (?:\S+ ){0,2}?(?:aufrollen|uberdenken|revidieren|uberprufen)"
    r" (?:wurden|werden|wollen|wurde|werde)\b",
    r"(?<!pour l'instant ce )(?<!pour le moment ce )(?<!pour l'instant, ce )(?<!pour le moment, ce )"
    r"(?:n'est|n'etait) pas (?:quelque chose|une decision|un choix|un sujet) (?:sur (?:lequel|laquelle)"
    r" (?:nous|on|je) (?:reviendrions|reviendrons|reviendrait|reviendra|reviendrai|reviendrais)|que (?:nous"
    r"|je) (?:reconsidererions|reverrions|reconsidererons|reverrons))\b",
    r"(?<!este ano )(?<!este ano, )(?<!por ahora )(?<!de momento )(?<!por ahora, )(?<!de momento, )"
    r"no es (?:algo|una decision|un tema) que (?:vayamos|vaya|volvamos|pensemos) a (?:revisar|reconsiderar"
    r"|replantear|reabrir)|no es (?:algo|una decision|un tema) que (?:revisariamos|reconsiderariamos"
    r"|replanteariamos|reabririamos)\b",
    r"non e (?:qualcosa|una decisione|una scelta|un tema) (?:che|su cui) (?:\S+ )?(?:rivedremmo"
    r"|riconsidereremmo|riapriremmo|torneremmo|rimetteremmo in discussione|rivedremo|riconsidereremo"
    r"|torneremo)\b",
    r"niet iets (?:waar|waarop) (?:we|wij|ik) (?:nog |ooit )*(?:op )?(?:terug (?:zullen |willen |gaan )?komen"
    r"|terugkomen|terugkom)\b|niet iets dat (?:we|wij|ik) (?:nog |ooit )*(?:zullen |willen |gaan )?"
    r"heroverwegen\b",
    r"nao e (?:algo|uma decisao|um tema) que (?:vamos|iremos|vejamos|vou|pretendamos|pretendemos) (?:rever"
    r"|reconsiderar|reabrir|revisitar)|nao e (?:algo|uma decisao|um tema) que (?:reveriamos|reconsiderariamos"
    r"|reabririamos|revisitariamos)\b",
    # German
    r"(?:werden|wollen) (?:wir|ich) (?:die|diese|unsere) entscheidung (?:auch )?nicht (?:revidieren"
    r"|uberdenken|neu aufrollen|noch einmal aufrollen|andern)"
    r"|(?:wir|ich) (?:werden|wollen) (?:die|diese|unsere) entscheidung (?:auch )?nicht (?:revidieren"
    r"|uberdenken|neu aufrollen|noch einmal aufrollen|andern)",
    r"(?:wir|ich) (?:revidieren|uberdenken|andern) (?:die|diese|unsere) entscheidung (?:auch )?nicht"
    r"|(?:wir|ich) rollen (?:das|dies|es|das thema|die sache) (?:auch )?nicht (?:wieder|neu|noch einmal) auf",
    # French
    r"(?:nous ne|je ne|on ne) (?:reviendrons|reviendrai|reviendra|revenons|reviens|revient|reconsidererons"
    r"|reverrons) pas (?:sur )?"
    r"(?:cette|notre|la|ce) (?:decision|choix)",
    # Spanish
    r"no (?:vamos a|voy a|pensamos|volveremos a) (?:revisar|reconsiderar|replantear|reabrir) (?:la|esta|esa"
    r"|nuestra) decision"
    r"|no (?:estamos|estoy) (?:revisando|reconsiderando|replanteando|reabriendo) (?:la|esta|esa|nuestra)"
    r" decision",
    # Italian
    r"non (?:torneremo|tornero|ritorneremo) (?:sulla|su questa|sulla nostra) (?:decisione|scelta)"
    r"|non (?:rivedremo|riconsidereremo|riapriremo|intendiamo rivedere|intendiamo riconsiderare)"
    r" (?:la|questa|quella|la nostra) (?:decisione|scelta)"
    r"|non (?:stiamo|sto) (?:rivedendo|riconsiderando|riaprendo) (?:la|questa|quella|la nostra)"
    r" (?:decisione|scelta)|non (?:rimettiamo|rimetto) in discussione (?:la|questa|quella|la nostra)"
    r" (?:decisione|scelta)",
    # Dutch
    r"(?:we|wij|ik) (?:komen|kom) (?:daar |hier )?niet (?:meer )?(?:terug )?op (?:dat|dit|het|ons|deze|die)"
    r" (?:besluit|beslissing|keuze)(?: terug)?"
    r"|(?:we|wij|ik) (?:heroverwegen|heroverweeg) (?:dat|dit|het|ons|deze|die)"
    r"(?: besluit| beslissing| keuze)? niet",
    # Portuguese
    r"nao (?:vamos|vou|iremos|pretendemos) (?:rever|reconsiderar|reabrir|revisitar) (?:a|esta|essa|nossa)"
    r" (?:decisao|escolha)"
    r"|nao (?:estamos|estou) (?:a rever|a reconsiderar|a reabrir|revendo|reconsiderando|reabrindo)"
    r" (?:a|esta|essa|nossa) (?:decisao|escolha)",
)
