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
NO_OTHER_VENDOR = rx(
    # English
    rf"(?:will not|won't|are not going to|aren't going to|do not want to|don't want to) (?:be )?(?:add"
    rf"|adding|bring in|bringing in|take on|taking on) (?:another|a further|an additional|a second|any other"
    rf"|any more|any further) {_VENDOR_EN}|no room for (?:outside|external|third-party|other) {_VENDOR_EN}",
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
