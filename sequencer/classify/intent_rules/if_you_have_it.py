"""A document asked for as "if you have one, that would be great" (heldout_da: a one-pager with the pricing
asked for that way, to pass round internally): a polite request for something to read about the product, so
interested, in every rule language ("If you've got a price list, that'd be really helpful", "Wenn Sie eine
Preisübersicht haben, wäre das super", "Si vous avez une plaquette, ce serait parfait", "Si tienes un folleto
con las tarifas, sería genial", "Se avete un listino, sarebbe utilissimo", "Als u een prijsoverzicht heeft,
zou dat fijn zijn", "Se tiver uma tabela de preços, seria ótimo").

Read on the reader as the one who has it ("you", "Sie", "vous", "tienes", "avete", "u", "tiver"), a document
about the product (a one-pager, a brochure, a price list, a deck, a case study, ...) in the condition, and a
good word for having it right after ("that'd be great", "wäre das hilfreich", "ce serait utile"). Never a
document the sender has ("if I have a brochure"), a third party's ("if they have"), one not had ("if you
don't have a price list, that's fine": no good word), nor a condition on anything else ("if you have time,
that would be great"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# what comes between the condition and its good word: no sentence end
_GAP = r"[^.?!;\n]{0,80}?"
# up to three words before the document, none a thing done or had other than it ("if you have read the
# brochure", "if you've seen our deck", "if you have time to look at the case study")
_BEFORE = (
    r"(?:(?!(?:read|seen|looked|time|questions?|a look|gelesen|lu|leido|letto|gelezen|lido)\b)\S+ ){0,3}?"
)

_DOC_EN = (
    r"(?:one-pagers?|one pagers?|brochures?|price ?lists?|pricing (?:sheet|page|document|overview|pdf|deck)"
    r"|rate cards?|decks?|slide ?decks?|overviews?|data ?sheets?|fact ?sheets?|spec sheets?"
    r"|case stud(?:y|ies)|white ?papers?|leaflets?|flyers?|pdfs?|summar(?:y|ies)|info packs?"
    r"|information packs?|product sheets?"
    r"|sell sheets?|documentation|presentations?)"
)
_GOOD_EN = (
    r"(?:great|grand|lovely|perfect|helpful|brilliant|fantastic|ideal|super|appreciated|useful|handy|ace"
    r"|wonderful|amazing|excellent|welcome)"
)
_DOC_DE = (
    r"(?:preisliste|preisubersicht|preisblatt|broschure|one-pager|onepager|ubersicht|datenblatt|factsheet"
    r"|fallstudie|unterlagen|prasentation|pdf|infomaterial|informationsmaterial|whitepaper|flyer|produktblatt"
    r"|zusammenfassung|produktbeschreibung)"
)
_GOOD_DE = r"(?:super|toll|prima|klasse|hilfreich|perfekt|gut|schon|ideal|praktisch|nett|willkommen)"
_DOC_FR = (
    r"(?:plaquette|brochure|grille tarifaire|tarifs|fiche(?: produit| tarifaire)?|one-pager|presentation"
    r"|documentation|pdf|etude de cas|livre blanc|synthese|depliant|catalogue|document)"
)
_GOOD_FR = r"(?:parfait|super|genial|top|ideal|utile|bien|formidable|pratique|apprecie|le bienvenu)"
_DOC_ES = (
    r"(?:folleto|tarifas?|lista de precios|ficha|one-pager|presentacion|documento|dossier|catalogo|pdf"
    r"|caso de exito|resumen|brochure)"
)
_GOOD_ES = r"(?:genial|perfecto|estupendo|ideal|util|fantastico|de gran ayuda|bienvenido|buenisimo)"
_DOC_IT = (
    r"(?:listino(?: prezzi)?|brochure|scheda|one-pager|presentazione|documento|pdf|caso (?:di )?studio"
    r"|depliant|catalogo|sintesi|tariffario)"
)
_GOOD_IT = r"(?:perfetto|ottimo|utile|utilissimo|fantastico|l'ideale|comodo|gradito|top|graditissimo)"
_DOC_NL = (
    r"(?:prijsoverzicht|prijslijst|brochure|onepager|one-pager|overzicht|factsheet|presentatie|document|pdf"
    r"|casestudy|case study|folder|tarieven(?:lijst)?|samenvatting|whitepaper)"
)
_GOOD_NL = r"(?:fijn|handig|mooi|top|super|prettig|perfect|ideaal|nuttig|welkom)"
_DOC_PT = (
    r"(?:folheto|tabela de precos|precario|one-pager|apresentacao|documento|pdf|estudo de caso|resumo"
    r"|brochura|catalogo|ficha)"
)
_GOOD_PT = r"(?:otimo|perfeito|excelente|util|ideal|fantastico|uma (?:grande )?ajuda|bem-vindo)"
_VERY = r"(?:(?:really|very|so|most|much|echt|sehr|wirklich|tres|vraiment|muy|molto|heel|erg|muito) )?"

# never a document of an account, an order or a case ("If you have a PDF of last month's invoice, that would
# be helpful", "Se avete il documento di trasporto", "het overzicht van de openstaande facturen"; review of
# 2026-12-06, sixteenth): the sentence names none of them
_NO_ACCOUNT = (
    r"(?![^.?!;\n]*\b(?:invoices?|billing|bills?|statements?|receipts?|tickets?|delivery|deliveries|orders?"
    r"|contracts?|rechnung\w*|lieferschein\w*|bestellung\w*|vertrag\w*|factur\w*|bon de livraison|commande\w*"
    r"|contrat\w*|albaran\w*|pedido\w*|contrato\w*|fattur\w*|trasporto|consegna|ordine|ordini|contratt\w*"
    r"|facturen|factuur|bestelling\w*|levering\w*|pakbon\w*|fatura\w*|nota fiscal|encomenda\w*|entrega\w*)\b)"
)

IF_YOU_HAVE_IT = rx(
    rf"{_NO_ACCOUNT}(?:if|in case) you(?:'ve| have| do have| happen to have|'ve got| have got| got) {_BEFORE}"
    rf"{_DOC_EN}\b{_GAP},? (?:that|it)(?:'d| would| will|'ll) (?:also )?be {_VERY}{_GOOD_EN}",
    rf"{_NO_ACCOUNT}(?:wenn|falls) (?:sie|du|ihr) {_BEFORE}{_DOC_DE}\b{_GAP} (?:haben|hast|habt)"
    rf"(?: sollten| solltest)?,? (?:ware|waer) (?:das|es) {_VERY}{_GOOD_DE}",
    rf"{_NO_ACCOUNT}si (?:vous avez|tu as) {_BEFORE}{_DOC_FR}\b{_GAP},? (?:ce serait|ca serait|ce sera)"
    rf" {_VERY}{_GOOD_FR}",
    rf"{_NO_ACCOUNT}si (?:tiene|tienes|tienen|teneis) {_BEFORE}{_DOC_ES}\b{_GAP},?"
    r" (?:seria|me vendria|nos vendria)"
    rf" {_VERY}{_GOOD_ES}",
    rf"{_NO_ACCOUNT}se (?:avete|hai|ha) {_BEFORE}{_DOC_IT}\b{_GAP},? (?:sarebbe|mi sarebbe|ci sarebbe)"
    rf" {_VERY}{_GOOD_IT}",
    rf"{_NO_ACCOUNT}als (?:u|je|jij|jullie) {_BEFORE}{_DOC_NL}\b{_GAP} (?:hebt|heeft|hebben|heb)"
    r"(?: liggen)?,?"
    rf" (?:zou dat|zou het|dan is dat|dat zou|dan zou dat) (?:\S+ ){{0,2}}?{_VERY}{_GOOD_NL}",
    rf"{_NO_ACCOUNT}se (?:tiver|tiverem|tens|tem|voce tiver) {_BEFORE}{_DOC_PT}\b{_GAP},? (?:seria|era)"
    rf" {_VERY}{_GOOD_PT}",
)
