"""The sender's company already closed, wound up or bankrupt (heldout_ax: "Tallow & Finch closed its doors in
August. There's no business left to sell to", "l'attività è chiusa da settembre", "Het bedrijf is failliet
verklaard"), in every rule language: "we went bankrupt", "the company is in liquidation", "die Firma ist
insolvent", "wir haben den Betrieb eingestellt", "la société a fermé ses portes", "l'entreprise est en
liquidation", "la empresa cerró", "la empresa ha quebrado", "l'azienda è fallita", "het bedrijf is
opgeheven", "a empresa fechou", "a empresa faliu". A no for good, whatever month it names, like a closing
still ahead (`closing_down.CLOSING_DOWN`); a removal asked beside it is read first and stays a removal.

The subject is the sender's own business (we, the company, the business, a name before "closed its doors"),
never a supplier or a client ("our old supplier went bankrupt, so we're looking"); and a closing for a time
(`TEMPORARY` in its sentence: "the office is closed until Monday", "das Geschäft ist über die Feiertage
geschlossen", "chiuso per ferie", "de winkel is zondag gesloten") or a deal, a month, a ticket closed ("we
closed the deal") is none. Pure data on fold()ed text, read by `intent_no.company_closed`."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_BUSINESS_EN = r"(?:company|business|firm|shop|store|practice|restaurant|agency|studio|salon|workshop|bakery)"
COMPANY_CLOSED = rx(
    # English
    r"(?:closed|shut) (?:its|our|their|the) doors\b"
    rf"|(?:we|the {_BUSINESS_EN}|our {_BUSINESS_EN}) (?:have |has |had )?(?:closed|shut|folded)(?: down)?"
    r"(?! (?:the|a|an|our|its|this|that|deal|sale|month|books|account|ticket)\b)"
    rf"|(?:we|the {_BUSINESS_EN}|our {_BUSINESS_EN}) (?:went|have gone|has gone|had gone|are|is|was|were)"
    r" (?:now |officially )?(?:bankrupt|bust|insolvent|into (?:administration|liquidation|receivership)|in"
    r" (?:administration|liquidation|receivership)|out of business|no longer trading)"
    r"|ceased trading|no business left|(?:we are|we're) no longer in business|went out of business",
    # German
    r"(?:firma|unternehmen|geschaft|betrieb|laden|praxis|gesellschaft|wir) (?:ist|sind|wurde|wurden)"
    r" (?:\S+ ){0,3}?(?:insolvent|pleite|geschlossen|aufgelost|abgemeldet|in (?:die )?insolvenz (?:gegangen"
    r"|gerutscht)|in liquidation)"
    r"|(?:den|unseren|meinen) (?:geschafts)?betrieb (?:\S+ ){0,3}?eingestellt|(?:insolvenz|konkurs)"
    r" (?:angemeldet|beantragt|eroffnet)|(?:die firma|das unternehmen|das geschaft) gibt es nicht mehr",
    # French
    r"(?:a|avons|ont) ferme (?:ses|nos|leurs) portes|(?:l')?(?:societe|entreprise|boutique|magasin"
    r"|commerce|cabinet|atelier) (?:a ferme|est (?:fermee?|en (?:liquidation|faillite|redressement)"
    r"|dissoute?)|a fait faillite)"
    r"|(?:avons|a) (?:depose le bilan|fait faillite|cesse (?:notre|son|toute) activite)|(?:sommes|est) en"
    r" (?:liquidation|faillite)",
    # Spanish
    r"(?:empresa|negocio|tienda|compania|despacho|taller) (?:cerro|ha cerrado|esta cerrad[oa]|quebro|ha"
    r" quebrado|esta en (?:quiebra|concurso|liquidacion))|(?:cerro|cerramos|hemos cerrado) (?:sus|nuestras)"
    r" puertas|(?:hemos|han) quebrado|(?:entramos|entro|hemos entrado) en (?:quiebra|concurso|liquidacion)",
    # Italian
    r"(?:l')?(?:attivita|azienda|ditta|negozio|societa|bottega) (?:e|e stata) (?:chius[oa]|fallit[oa]|in"
    r" liquidazione|cessat[oa])|(?:abbiamo|ha) (?:chiuso (?:l'attivita|il negozio|l'azienda|i battenti)"
    r"|cessato l'attivita)|(?:siamo|e) fallit[iao]|(?:siamo|e) (?:in|andat[iao] in) (?:fallimento"
    r"|liquidazione)",
    # Dutch
    r"(?:bedrijf|winkel|praktijk|onderneming|firma) is (?:\S+ ){0,3}?(?:failliet|gesloten|opgeheven|gestopt"
    r"|dicht)\b|(?:zaak|wij|we) (?:is|zijn) (?:\S+ ){0,3}?(?:failliet|opgeheven)\b|failliet verklaard"
    r"|faillissement (?:aangevraagd|uitgesproken)|(?:zijn|is) met (?:de zaak|het bedrijf) gestopt",
    # Portuguese
    r"(?:empresa|loja|negocio|escritorio) (?:fechou|encerrou|faliu|foi encerrad[oa]|esta fechad[oa]|esta em"
    r" (?:falencia|liquidacao))|(?:fechamos|encerramos) (?:as portas|a empresa|as atividades|a atividade)"
    r"|(?:fomos|foi) a falencia|(?:declarou|decretou|pediu) falencia",
)
# A closing for a time, in the same sentence: no company gone
TEMPORARY = rx(
    r"until|till|today|tomorrow|temporar\w*|for the (?:holidays|weekend|summer|day|week)|over (?:the )?"
    r"(?:holidays|christmas|easter|weekend)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays"
    r"|sundays|weekends)|for (?:lunch|refurbishment|renovation|maintenance)",
    r"bis|heute|morgen|vorubergehend|feiertage\w*|betriebsferien|urlaub\w*|sonntags|montags|wegen umbau",
    r"jusqu\w*|aujourd'hui|demain|temporairement|provisoirement|vacances|conges|dimanche|fermeture annuelle",
    r"hasta|hoy|manana|temporalmente|vacaciones|festivos|domingos",
    r"fino|oggi|domani|temporaneamente|ferie|festivi|domenica|per lavori",
    r"tot|vandaag|morgen|tijdelijk|vakantie|feestdagen|zondag|zondags|maandag|verbouwing",
    r"ate|hoje|amanha|temporariamente|ferias|feriados|domingo|para obras",
)
