"""A note meant for a colleague, sent to us by mistake (a reply instead of a forward): it files our mail
away ("Jess can u stick this in the vendors folder with the others", "leg das bitte zu den anderen
Angeboten in den Ordner", "mets ça dans le dossier fournisseurs") or speaks of us in the third person to
someone else ("is this the vendor Priya mentioned?", "before I answer them", "bevor ich denen antworte",
"avant de leur répondre", "antes de contestarles", "prima di rispondergli", "voordat ik ze antwoord",
"antes de responder a eles"). Whatever time or interest it names is for the colleague, not us: `other`.
Pure data on fold()ed text, read by `intent` right after the removal step (a removal still wins)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_IT = r"(?:this|it|these|this one|them|that)"
COLLEAGUE_NOTE = rx(
    # filed away
    rf"(?:stick|put|file|save|add|drop|move|keep|throw|chuck) {_IT} (?:in|into|to|with|on) (?:the|our|my)"
    r" (?:\w+ )?(?:folder|list|pile|drive|file|shortlist|others|tracker|spreadsheet)",
    r"(?:leg|lege|pack|packe|speicher|tu|schieb|schiebe) (?:das|die|den|es|sie)(?: \S+){0,2}? (?:in|zu)"
    r" (?:den|die|das|unseren?|unsere) (?:\w+-?)?(?:ordner|liste|anderen|ablage|stapel)",
    r"(?:mets|range|classe|ajoute)(?:-le|-la)?(?: ca| ceci| ce mail| le| la| les)?(?: \S+)?? (?:dans|avec)"
    r" (?:le|la|les|notre) (?:\w+ )?(?:dossier|liste|autres|pile)",
    r"(?:mete|guarda|pon|archiva|anade)(?:lo|la)?(?: esto| este)?(?: \S+)?? (?:en|con) (?:la|el|los|las"
    r"|nuestra) (?:\w+ )?(?:carpeta|lista|otros|otras|pila)",
    r"(?:metti|salva|archivia|aggiungi)(?:lo|la)?(?: questo| questa)?(?: \S+)?? (?:nella|nel|con|tra)"
    r" (?:\w+ )?(?:cartella|lista|altri|altre)",
    r"(?:zet|stop|leg|bewaar|voeg) (?:dit|deze|het)(?: \S+){0,2}? (?:in|bij) (?:de|het|onze) (?:\w+)?(?:map"
    r"|lijst|andere|stapel)",
    r"(?:coloca|guarda|poe|arquiva|junta)(?:-o|-a)?(?: isso| isto| este)?(?: \S+)?? (?:na|no|com|junto)"
    r" (?:\w+ )?(?:pasta|lista|outros|outras)",
    # we in the third person
    r"is (?:this|that) the (?:vendor|supplier|company|guy|one|firm) (?:\w+ )?(?:mentioned|told|talked"
    r"|recommended|said)|before (?:i|we) (?:answer|reply to|respond to|get back to) (?:them|him|her)\b",
    r"ist das der anbieter,? (?:den|von dem|uber den)|bevor ich (?:denen|ihm|ihr) (?:antworte"
    r"|zuruckschreibe)",
    r"c'est (?:le|ce) (?:fournisseur|prestataire|vendeur) (?:dont|que)|avant (?:que je (?:leur|lui)"
    r" (?:reponde|reponds)|de (?:leur|lui) repondre)",
    r"es (?:este|el) (?:proveedor|vendedor) (?:del que|que)|antes de (?:contestarles|responderles"
    r"|contestarle|responderle)\b",
    r"e (?:questo|il) (?:fornitore|venditore) (?:di cui|che)|prima di (?:rispondergli|rispondere loro"
    r"|risponderle)\b",
    r"is dit de (?:leverancier|aanbieder) (?:die|waar)|voordat ik (?:ze|hen|hem|haar) (?:antwoord|terugmail"
    r"|beantwoord)",
    r"e (?:esse|este|o) (?:fornecedor|vendedor) (?:que|de quem)|antes de (?:responder a eles|lhes responder"
    r"|responder-lhes)",
)
