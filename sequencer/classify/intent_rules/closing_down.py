"""The sender's business closing, sold or wound down, or the sender retiring with it ("I'm 67 and
closing the shop at the end of March, so there's really no point", "wir schließen den Laden Ende März",
"nous fermons la boutique", "cerramos el negocio", "chiudo il negozio a marzo", "we sluiten de zaak",
"vamos fechar a loja"), in every rule language: a no for good, whatever month it names. A deal, a month
or a ticket closed ("we're closing the deal with you next week", "closing the month in four days") is
none, and a person retiring who points to a successor is read as wrong person first. Pure data on
fold()ed text, read by `intent.RuleClassifier`."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_SHOP_EN = r"(?:shop|store|business|company|firm|practice|workshop|doors|restaurant|studio|agency|salon)"
CLOSING_DOWN = rx(
    # English
    rf"(?:clos|shutt|wind|wrapp)(?:e|ing|s)? (?:down|up) (?:the |our |my )?{_SHOP_EN}"
    rf"|(?:(?:we're|we are|i'm|i am|we'll be|i'll be) )(?:closing|shutting|winding) (?:down|up)\b"
    rf"|(?:closing|shutting|close|shut) (?:the|our|my) {_SHOP_EN}\b(?! (?:on|for) (?:monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|the (?:holidays|weekend|day)))"
    rf"|(?:selling|sold|sell) (?:the|our|my) {_SHOP_EN}\b|ceas(?:e|ing) trading|going out of business"
    r"|(?:i'm|i am|we're|we are) retiring\b|(?:going to|about to|set to|due to) retire\b|into retirement",
    # German
    r"(?:schliessen|schliesse|schliessen wir|schliesse ich) (?:den|das|unseren|unser|meinen|mein) (?:laden"
    r"|geschaft|betrieb|unternehmen|firma|praxis|werkstatt|salon)|(?:geschafts|betriebs)aufgabe"
    r"|(?:geben|gebe) (?:den|das|unseren|unser|meinen|mein) (?:laden|geschaft|betrieb) auf"
    r"|(?:verkaufen|verkaufe) (?:den|das|unseren|unser|meinen|mein) (?:laden|geschaft|betrieb|firma"
    r"|unternehmen)|(?:ich gehe|ich geh) (?:\S+ ){0,3}?in (?:den )?(?:ruhestand|rente)",
    # French
    r"(?:fermons|ferme|fermer|fermerons|fermerai) (?:la|le|notre|ma|mon|l') ?(?:boutique|magasin|entreprise"
    r"|societe|commerce|atelier|cabinet|salon)|cessation (?:d'activite|de (?:notre|mon) activite)"
    r"|(?:cessons|cesse|cesser) (?:notre|mon|l') ?activite|(?:vendons|vends|vendre) (?:la|le|notre|ma|mon"
    r"|l') ?(?:boutique|magasin|entreprise|societe|commerce|fonds)|(?:je pars|je prends ma) (?:\S+ ){0,3}?"
    r"(?:a la )?retraite",
    # Spanish
    r"(?:cerramos|cierro|cerrar|cerraremos|cerrare) (?:la|el|nuestr[oa]|mi) (?:tienda|negocio|empresa"
    r"|comercio|taller|despacho)|cese de (?:la )?actividad|(?:vendemos|vendo|vender|traspasamos|traspaso)"
    r" (?:la|el|nuestr[oa]|mi) (?:tienda|negocio|empresa|comercio)|me jubilo|(?:voy a|me voy a) jubilar",
    # Italian
    r"(?:chiudiamo|chiudo|chiudere|chiuderemo|chiudero) (?:il |la |l'|la nostra |il nostro |il mio |la mia )?"
    r"(?:negozio|attivita|azienda|ditta|bottega|laboratorio)"
    r"|cessazione (?:dell'|della )?attivita|(?:cediamo|cedo|vendiamo|vendo) (?:il|la|l') ?(?:negozio"
    r"|attivita|azienda|ditta)|vado in pensione",
    # Dutch
    r"(?:sluiten|sluit) (?:de|het|onze|ons|mijn) (?:winkel|zaak|bedrijf|praktijk|werkplaats)"
    r"|(?:de winkel|de zaak|het bedrijf) (?:gaat )?(?:dicht|sluit)|bedrijfsbeeindiging"
    r"|(?:ik ga|ga ik) (?:\S+ ){0,3}?met pensioen|(?:verkopen|verkoop) (?:de|het|onze|ons"
    r"|mijn) (?:winkel|zaak"
    r"|bedrijf)|stoppen met (?:de|het|onze|ons|mijn) (?:winkel|zaak|bedrijf)",
    # Portuguese
    r"(?:vamos fechar|fechamos|vou fechar|fechar) (?:a|o|a nossa|o nosso|a minha|o meu) (?:loja|empresa"
    r"|negocio|oficina|escritorio)|encerr(?:ar|amos|o|amento d)[ae]?s? (?:a |o |as )?(?:empresa|atividades?"
    r"|negocio|loja)|(?:vou|vamos) (?:me )?(?:aposentar|reformar)|vou reformar-me|(?:vender|vendemos|vendo)"
    r" (?:a|o) (?:loja|empresa|negocio)",
)
