"""No further vendor taken on beside what the sender has (heldout_af: "Einen weiteren Anbieter werden wir
daneben nicht einführen", "Não há margem para soluções externas"), in every rule language: "we won't be
adding another vendor", "non aggiungeremo un altro fornitore", "no vamos a incorporar otro proveedor",
"we nemen er geen extra leverancier bij", "pas de place pour des solutions externes", "kein Raum für
externe Lösungen". Not interested, read beside `decline.DECLINE` outside a question. Never a vendor
replaced ("we will add another vendor if the price is right" says no "not"), nor room made ("there is room
for outside solutions"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_VENDOR_EN = r"(?:vendor|supplier|provider|tool|system|solution|platform)s?"
# never a requirement or a time after it
_NO_LIMIT = (
    r"(?!\w|,? (?:that|which|until|before|unless|die|das|der|welche|bevor|bis|vor|qui|que|avant|jusqu|antes"
    r"|hasta|che|prima|fino|dat|die|voordat|tot|ate)\b)"
)
NO_OTHER_VENDOR = rx(
    # English
    rf"(?:will not|won't|are not going to|aren't going to|do not want to|don't want to) (?:be )?(?:add"
    rf"|adding|bring in|bringing in|take on|taking on) (?:another|a further|an additional|a second|any other"
    rf"|any more|any further) {_VENDOR_EN}|no room for (?:outside|external|third-party|other) {_VENDOR_EN}",
    # no software brought in for it (heldout_ai: "Daran wollen wir nichts ändern und auch keine zentrale
    # Software dafür einführen"), in every rule language; never one with a requirement after it ("no software
    # that doesn't talk to SAP") nor bounded by a time ("before the audit")
    rf"(?:will not|won't|do not want to|don't want to|have no plans to|are not going to) (?:introduce"
    rf"|roll out|bring in) (?:any|a) (?:new |central |separate |dedicated )?{_VENDOR_EN}{_NO_LIMIT}",
    rf"kein(?:e|en)? (?:neue[ns]? |zentrale[ns]? |eigene[ns]? |separate[ns]? |weitere[ns]? )?(?:software"
    rf"|losung|plattform|tool|app|system)"
    rf"(?: \S+){{0,3}}? (?:einfuhren|anschaffen|einsetzen){_NO_LIMIT}",
    rf"ne (?:voulons|souhaitons|allons|va) pas (?:introduire|mettre en place|deployer) (?:de|d'|un|une)"
    rf" ?(?:nouvel |nouveau |autre )?(?:logiciel|outil|solution|plateforme|systeme){_NO_LIMIT}",
    rf"no (?:queremos|vamos a) (?:implantar|introducir|implementar) (?:ningun|un|otro|una)"
    rf" (?:nuevo |nueva |\w+ )?(?:software|programa|sistema|herramienta|plataforma){_NO_LIMIT}",
    rf"non (?:vogliamo|intendiamo|andremo a) (?:introdurre|adottare|implementare) (?:nessun|alcun|un)"
    rf" (?:nuovo |altro )?(?:software|gestionale|programma|strumento|sistema|piattaforma){_NO_LIMIT}",
    rf"(?:we|wij) (?:willen|gaan) geen (?:nieuwe |centrale |aparte |andere? |extra |tweede )?(?:software"
    rf"|tool|systeem|pakket"
    rf"|platform)(?: \S+){{0,2}}? (?:invoeren|introduceren|aanschaffen){_NO_LIMIT}",
    rf"nao (?:queremos|vamos) (?:introduzir|implementar|implantar) (?:nenhum|um|outro|nenhuma)"
    rf" (?:novo |nova )?(?:software|programa|sistema|ferramenta|plataforma){_NO_LIMIT}",
    # German
    r"(?:weiteren|zusatzlichen|zweiten|anderen) anbieter (?:werden|wollen|mochten) wir (?:\S+ ){0,3}?nicht"
    r" (?:\S+ ){0,2}?(?:einfuhren|aufnehmen|hinzunehmen|dazunehmen|beauftragen|hinzufugen|ins haus holen)"
    r"|keinen (?:weiteren|zusatzlichen|zweiten) (?:anbieter|dienstleister|lieferanten) (?:\S+ ){0,3}?"
    r"(?:einfuhren|aufnehmen|hinzunehmen|dazunehmen|beauftragen)|kein(?:en)? (?:platz|raum|spielraum) fur"
    r" (?:externe|andere|fremde) (?:losungen|anbieter)",
    # French
    r"n'(?:ajouterons|introduirons|prendrons|ajoutera|prendra) pas (?:d'autre|un autre|un nouveau|de nouveau"
    r"|un troisieme|de troisieme) (?:fournisseur|prestataire|outil|logiciel|editeur)|pas de (?:place|marge)"
    r" pour (?:des|d'autres|les) (?:solutions|prestataires|fournisseurs|outils) (?:externes|exterieur[se]s?)",
    # ... another tool launched or adopted for it (heldout_ec: "nous ne lancerons pas d'autre outil sur ce
    # sujet", "no vamos a poner en marcha otra herramienta", "não vamos adotar outra ferramenta"), never
    # bounded by a time or a requirement after it ("... avant d'avoir vu votre démo")
    rf"n(?:e |')(?:lancerons|mettrons en place|deploierons|adopterons|introduirons|prendrons) pas (?:d'autre"
    rf"|un autre"
    rf"|de nouvel|de nouveau|une autre|de nouvelle) ?(?:fournisseur|prestataire|outil|logiciel|editeur"
    rf"|solution"
    rf"|plateforme){_NO_LIMIT}",
    rf"no (?:vamos a|queremos) (?:poner en marcha|adoptar|implantar|introducir|lanzar) (?:otra|otro|una nueva"
    rf"|un nuevo|ninguna otra|ningun otro) (?:herramienta|plataforma|solucion|software|sistema|programa"
    rf"|proveedor){_NO_LIMIT}",
    rf"nao (?:vamos|queremos) (?:adotar|lancar|implementar|implantar|introduzir) (?:outra|outro|uma nova"
    rf"|um novo|nenhuma outra|nenhum outro) (?:ferramenta|plataforma|solucao|software|sistema|programa"
    rf"|fornecedor){_NO_LIMIT}",
    # Spanish
    r"no (?:vamos a|queremos) (?:anadir|incorporar|sumar|meter|contratar) (?:otro|un nuevo|mas|ningun otro)"
    r" (?:proveedor|sistema|herramienta|programa)|no hay (?:margen|espacio|lugar) para (?:soluciones"
    r"|proveedores) (?:externos|externas|ajenas|ajenos)",
    # Italian
    r"non (?:aggiungeremo|introdurremo|prenderemo|vogliamo aggiungere|vogliamo) (?:un altro|altri|un nuovo"
    r"|nessun altro) (?:fornitore|fornitori|software|programma|gestionale|strumento)|non (?:c'e|ci sono)"
    r" (?:margine|spazio) per (?:soluzioni|fornitori) (?:esterne|esterni)",
    # Dutch
    r"(?:we|wij) (?:nemen|gaan) (?:er )?geen (?:extra|andere|nieuwe|tweede|aanvullende) (?:leverancier"
    r"|partij|pakket|tool)s? (?:bij|aan|nemen)|geen ruimte voor (?:externe|andere) (?:oplossingen"
    r"|leveranciers|partijen)",
    # Portuguese
    r"nao (?:vamos|queremos) (?:acrescentar|adicionar|juntar|introduzir|contratar) (?:outro|mais um|um novo"
    r"|nenhum outro) (?:fornecedor|sistema|software|programa|parceiro)|nao (?:ha|existe) (?:margem|espaco"
    r"|lugar) para (?:solucoes|fornecedores) (?:externas|externos)",
)
