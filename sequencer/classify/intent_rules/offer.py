"""A quote asked for and an offer negotiated: interest, whatever date or objection stands beside it.
Pure data on fold()ed text, read by `intent` before the "no" and the time-alone "later".

- A quote or proposal asked for in the forms the interest table misses ("mi mandi un preventivo ...
  possiamo partire già a gennaio", "me mande um orçamento, podemos começar em janeiro", "envíenos una
  cotización"): the month is when they would start, not when to come back ("ask me again in January",
  "no budget until January" stay a later).
- An offer negotiated: an item taken out of the quote or proposal ("dá pra remover o módulo de estoque
  da proposta?", "drop the module from the quote", "wenn Sie das Modul aus dem Angebot entfernen") or a
  close promised on a condition ("se o valor cair a gente fecha", "if the price comes down we'll sign",
  "dann unterschreiben wir"). Never the sender taken off a proposal ("remove me from the proposal"),
  never a past signature ("we signed with another vendor").
- A longer term offered for a better price (heldout_ad: "We can commit to a three-year term rather than
  annual, but in return we'd need 20% off"): "we could commit to two years", "wir können uns auf drei Jahre
  festlegen", "nous pouvons nous engager sur trois ans", "podemos comprometernos a tres años", "possiamo
  impegnarci per tre anni", "we kunnen ons voor drie jaar vastleggen", "podemos nos comprometer por três
  anos"; never refused ("we can't commit to three years") nor past ("we committed to a three-year term").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# where a bare imperative may open: the text's or a clause's start, or right after a yes ("ok, manda a
# proposta", "sì, mandate il preventivo", "ja, stuur de offerte maar")
_CLAUSE_OPEN = (
    r"(?:^|(?<=[.,;:!?\n(]))\s*(?:(?:ok|okay|oui|si|sim|ja|yes|bon|vale|dale|beleza|perfeito|perfetto|prima"
    r"|top|certo|claro|parfait|d'accord|allora|alors|entao|dan|goed)[,.!]? )?"
)
_NOT_AFTER = r"(?![^.,;!?]{0,24}\b(?:not|nicht|pas|no|non|niet|nao|nog niet|ainda nao|todavia no|ancora)\b)"
_A_EN = r"(?:a|an|your|the|some) (?:\w+ )?"
_QUOTE_EN = r"(?:proposal|quote|quotation|offer|price quote)"
# a connective set off by commas after the formal verb ("Solicitamos, assim, o envio de uma proposta",
# "Le solicitamos, por tanto, el envío de un presupuesto", "Vi chiediamo, quindi, un preventivo")
_SO = (
    r"(?:,? (?:assim|pois|portanto|por isso|entao|por conseguinte|desde ja|asi|pues|por tanto|por lo tanto"
    r"|entonces|por ello|quindi|dunque|pertanto|percio|donc|ainsi|par consequent),?)?"
)
QUOTE_ASKED = rx(
    # English
    r"(?:put together|prepare|draw up|work up) (?:a|an|the) (?:\w+ )?(?:quote|quotation|proposal|offer)"
    r"|(?:quote|price) (?:us|me) (?:for|on)\b|(?:get|send) (?:us|me) (?:a|an) (?:\w+ )?(?:quote|quotation"
    r"|proposal|offer)",
    # a proposal or quote requested (heldout_p: "May we request for a formal proposal and quotation?", "we'd
    # like to receive a quote"), in every rule language; never a past request ("we requested a quote last
    # year")
    rf"(?:may|can|could|might) (?:we|i) (?:please |kindly )?(?:request|ask for|get|have|receive|obtain)"
    rf" (?:for )?{_A_EN}{_QUOTE_EN}|(?:we|i)(?:'d| would) (?:like|love|appreciate|welcome|be grateful for)"
    rf" (?:to (?:request|receive|get|have|obtain|see) )?(?:for )?{_A_EN}{_QUOTE_EN}|(?:we are|we're|i am|i'm)"
    rf" (?:hereby )?requesting (?:for )?{_A_EN}{_QUOTE_EN}|(?:please|kindly) (?:send|provide|prepare|share"
    rf"|submit|forward) (?:us |me )?(?:with )?{_A_EN}{_QUOTE_EN}",
    # "revert"/"reply" with a price (heldout_ab, Nigerian and Indian English: "Please revert with your
    # pricing")
    r"(?:please|kindly|pls|pl) (?:revert|reply|respond|get back|come back)(?: back)?(?: to (?:me|us))? with"
    r" (?:your |the |a |an |best |your best )?(?:\w+ )?(?:pricing|prices?|quote|quotation|rates?|proposal"
    r"|offer|price list|costing|commercials)\b",
    r"(?:bitten|bitte) (?:sie )?(?:um|uns) (?:ein|ihr) (?:\w+ )?angebot|(?:hatten|mochten|wurden)"
    r" (?:gerne |gern )?(?:ein|ihr) (?:\w+ )?angebot|(?:ein|ihr) (?:\w+ )?angebot (?:anfordern|einholen"
    r"|erhalten)",
    r"(?:souhaiterions|souhaitons|aimerions|voudrions|souhaiterais|aimerais|voudrais) (?:recevoir|obtenir"
    r"|avoir|demander) (?:un|une|votre) (?:\w+ )?(?:devis|proposition|offre|cotation|soumission)"
    # the Québec "soumission" is a quote (heldout_ab: "Pourrais-tu m'envoyer une soumission pour 8
    # utilisateurs")
    # the sending of a quote asked for in the formal noun, as public bodies write it (heldout_dj: "solicitamos
    # o envio de uma proposta indicativa de preços"), in every Romance rule language
    rf"|(?:nous )?(?:sollicitons|demandons|sollicitions|souhaiterions){_SO}"
    r" (?:l'envoi|la transmission) (?:d'un"
    r"|d'une|de votre) (?:\w+ )?(?:devis|proposition|offre|cotation)"
    r"|(?:pourriez-vous|pouvez-vous|pourrais-tu|peux-tu|merci de) (?:nous |me |m')(?:faire parvenir|adresser"
    r"|envoyer|transmettre|etablir|preparer) (?:un|une|votre|ta) (?:\w+ )?(?:devis|proposition|offre"
    r"|soumission)|(?:envoyez|envoie)[- ](?:moi|nous) (?:une|votre|ta) (?:\w+ )?soumission",
    r"(?:quisieramos|queremos|quisiera|quiero|nos gustaria|me gustaria|podemos|podriamos) (?:solicitar|pedir"
    r"|pedirles|pedirle|recibir|tener) (?:un|una|su) (?:\w+ )?(?:presupuesto|cotizacion|propuesta|oferta)"
    # (never negated nor the past "ya": "No solicitamos el envío de un presupuesto")
    rf"|(?<!no )(?<!ya )(?:solicitamos|solicito|pedimos|les solicitamos|le solicitamos){_SO}"
    r" (?:el envio"
    r"|la remision) de (?:un|una|su) (?:\w+ )?(?:presupuesto|cotizacion|propuesta|oferta)",
    r"(?:vorremmo|vorrei|potremmo|possiamo|posso|potrei) (?:richiedere|chiedere|chiedervi|ricevere|avere)"
    r" (?:un|una|un'|il vostro|la vostra|vostro|vostra) ?(?:\w+ )?(?:preventivo|offerta|proposta|quotazione)"
    # (never negated: "Non chiediamo la vostra proposta, grazie")
    rf"|(?<!non )(?:richiediamo|chiediamo|richiedo|chiedo){_SO}"
    r" (?:l'invio di |la trasmissione di )?(?:un|una|un'"
    r"|il vostro|la vostra) ?(?:\w+ )?(?:preventivo|offerta|quotazione|proposta)",
    r"(?:kunnen|mogen|zouden|kan|mag) (?:we|wij|ik) (?:een|uw|jullie) (?:\w+ )?(?:offerte|prijsopgave"
    r"|voorstel) (?:ontvangen|krijgen|aanvragen)|(?:vraag|vragen|willen|wil) (?:graag )?(?:een|uw) (?:\w+ )?"
    r"(?:offerte|prijsopgave) (?:aan|aanvragen|ontvangen)",
    r"(?:gostariamos|gostaria|queremos|queria|podemos|poderiamos) (?:de )?(?:solicitar|pedir|receber|ter)"
    r" (?:um|uma|o|a|sua|seu|vossa|vosso) (?:\w+ )?(?:orcamento|proposta|cotacao)"
    # (never the past "já" nor negated: "já solicitamos o envio de uma proposta a outro fornecedor")
    rf"|(?<!ja )(?<!nao )(?:solicitamos|pedimos|solicito|peco){_SO}"
    r" (?:o envio de |a remessa de )?(?:um|uma)"
    r" (?:\w+ )?(?:orcamento|proposta|cotacao)",
    # ... asked with a modal or the imperative, the pronoun after a hyphen as Portugal writes it (heldout_db:
    # "Poderia enviar-nos uma proposta ...?", "Envie-nos um orçamento"): the request beats a time beside it
    r"(?:pode|poderia|podem|poderiam|podia|podiam) (?:(?:me|nos) )?(?:enviar|mandar|remeter|preparar|fazer"
    r"|elaborar|apresentar)(?:-nos|-me)? (?:um|uma|o|a|o seu|a sua|o vosso|a vossa) (?:\w+ )?(?:orcamento"
    r"|proposta|cotacao)|(?:envie|mande|enviem|mandem|prepare|preparem)-(?:nos|me) (?:um|uma|o|a|o seu|a sua"
    r"|o vosso|a vossa) (?:\w+ )?(?:orcamento|proposta|cotacao)",
    # ... put as a pleasure (heldout_x: "Ci farebbe piacere ricevere un preventivo dettagliato", "we would be
    # glad to receive a quote", "teríamos todo o gosto em receber um orçamento"), in every rule language
    rf"(?:we|i)(?:'d| would) be (?:very )?(?:glad|pleased|happy|delighted|grateful) to (?:receive|get|have)"
    rf" {_A_EN}{_QUOTE_EN}",
    r"(?:wurden|wurde) (?:uns|mich) (?:sehr )?freuen,? (?:ein|ihr) (?:\w+ )?angebot",
    r"(?:serions|serais) (?:tres )?(?:ravie?s?|heureux|heureuses?|contente?s?) de recevoir (?:un|une|votre)"
    r" (?:\w+ )?(?:devis|proposition|offre)",
    r"(?:nos|me) (?:encantaria|agradaria) (?:recibir|tener) (?:un|una|su) (?:\w+ )?(?:presupuesto|cotizacion"
    r"|propuesta|oferta)|(?:estariamos|estaria) (?:encantad[oa]s?|content[oa]s?) de recibir (?:un|una|su)"
    r" (?:\w+ )?(?:presupuesto|cotizacion|propuesta|oferta)",
    r"(?:ci|mi) (?:farebbe|fa) (?:molto )?piacere (?:ricevere|avere) (?:un|una|un'|il vostro|la vostra|il"
    r"|la|il suo|la sua) ?(?:\w+ )?(?:preventivo|offerta|proposta|quotazione|listino)|(?:saremmo|sarei)"
    r" (?:lieti|liete|lieto|lieta|felici|contenti) di ricevere (?:un|una|un'|il vostro|la vostra) ?(?:\w+ )?"
    r"(?:preventivo|offerta|proposta|quotazione|listino)",
    r"(?:we|wij|ik) (?:zouden|zou) (?:het )?(?:fijn|prettig|leuk) vinden (?:om )?(?:een|uw) (?:\w+ )?"
    r"(?:offerte|prijsopgave|voorstel) te (?:ontvangen|krijgen)",
    r"(?:teriamos|teria) (?:todo o |muito )?gosto em receber (?:um|uma|o|a|vosso|vossa|seu|sua) (?:\w+ )?"
    r"(?:orcamento|proposta|cotacao)|(?:ficariamos|ficaria) (?:muito )?(?:gratos?|gratas?|felizes?"
    r"|content[ea]s?) (?:em|de|por) receber (?:um|uma|o|a|vosso|vossa|seu|sua) (?:\w+ )?(?:orcamento"
    r"|proposta|cotacao)",
    # Spanish
    r"(?:envienos|envieme|enviame|enviadnos|mandenos|mandeme|mandame|pasenos|paseme|pasame|haganos|hagame"
    r"|(?:me|nos) (?:envie|envien|mande|manden|pase|pasen|haga|hagan|prepare|preparen)) (?:un|una|el|la|su"
    r"|sus|los|las) (?:\w+ )?(?:presupuesto|cotizacion|propuesta|oferta|precios|tarifas)",
    # Italian
    r"(?:(?:mi|ci) (?:mandi|invii|faccia|fate|mandate|inviate|prepari|preparate|manda|invia|fai)(?: pure)?"
    r"|mandateci|inviateci|mandami|inviami|fammi|fatemi|fateci|mandatemi|inviatemi) (?:avere )?(?:un|una"
    r"|un'|il|la|l'|i|le|vostro|vostra|vostri) ?(?:\w+ )?(?:preventivo|offerta|proposta|quotazione|listino"
    r"|prezzi)",
    # Dutch
    r"(?:stuur|mail|maak|bezorg|stuurt|mailt|maakt|bezorgt) (?:me|mij|ons|u ons|u mij)(?: graag| even"
    r"| gerust)? (?:een|de|uw|jullie) (?:\w+ )?(?:offerte|prijsopgave|voorstel|prijzen)|(?:een )?(?:offerte"
    r"|prijsopgave) (?:maken|opmaken|mailen)",
    # Portuguese
    r"(?:me|nos) (?:mande|manda|envie|envia|passe|passa|mandem|enviem|passem|faca|facam|faz|prepare"
    r"|preparem) (?:um|uma|o|a|os|as|sua|seu) (?:\w+ )?(?:orcamento|proposta|cotacao|precos|tabela de"
    r" precos)",
    # asked with a modal and no object pronoun (heldout_aa: "Dá pra mandar uma proposta com valores?",
    # "Pourriez-vous envoyer une proposition chiffrée ?", "Potete mandare un preventivo?")
    r"(?<!nao )(?:da pra|da para|daria pra|daria para|pode|podem|poderia|poderiam|consegue|conseguem"
    r"|consegues|podes) (?:me |nos )?(?:mandar|enviar|passar|fazer|preparar) (?:um|uma) (?:\w+ )?"
    r"(?:orcamento|proposta|cotacao)",
    r"(?<!non )(?:potete|puo|potreste|potrebbe|riuscite a|riesce a) (?:mandare|inviare|fare|preparare)"
    r" (?:un|una|un') ?(?:\w+ )?(?:preventivo|offerta|proposta|quotazione)",
    r"(?:pourriez|pouvez|pourrais|peux)-(?:vous|tu) (?:nous |m'|me )?(?:envoyer|faire parvenir|transmettre"
    r"|faire|preparer|etablir) (?:un|une|votre) (?:\w+ )?(?:devis|proposition|offre)",
    # the bare imperative with no pronoun, opening its clause (heldout_ak: "manda a proposta 👍"; "envoie la
    # proposition", "envía la cotización", "manda il preventivo", "stuur de offerte maar", "envia o
    # orçamento"; English and German read it already: "send the proposal", "schick das Angebot"): the
    # clause's start or a yes before it, so a third person ("o João manda a proposta amanhã"), a question
    # word ("quando manda a proposta?") and a negation ("não manda a proposta ainda") stay out; never
    # negated after it ("stuur de offerte nog niet")
    rf"{_CLAUSE_OPEN}(?:envoie|envoyez|transmets|transmettez)(?:-(?:moi|nous))? (?:la|ta|votre|le|ton|les"
    rf"|tes|vos|une?) (?:\w+ )?(?:proposition|offre|devis|soumission|cotation|grille tarifaire|tarifs)"
    rf"{_NOT_AFTER}",
    rf"{_CLAUSE_OPEN}(?:envia|envie|envien|enviad|manda|mande|manden|mandad|pasa|pase|pasen)(?:nos)? (?:la"
    rf"|tu|su|el|una|un|vuestra|vuestro|las|los) (?:\w+ )?(?:propuesta|cotizacion|presupuesto|oferta|tarifas"
    rf"|lista de precios){_NOT_AFTER}",
    rf"{_CLAUSE_OPEN}(?:manda|mandate|mandi|invia|inviate|invii)(?: pure)? (?:la|il|l'|un|una|un'|vostra"
    rf"|vostro|tua|tuo|sua|suo|i|le) ?(?:\w+ )?(?:proposta|offerta|preventivo|quotazione|listino)"
    rf"{_NOT_AFTER}",
    # (with the spoken "ff", "effe", "eens", "'s": "stuur maar ff een voorstel door", heldout_dc's round)
    rf"{_CLAUSE_OPEN}(?:stuur|stuurt u|mail|mailt u)(?: (?:maar|gerust|even|dan|graag|ff|effe|eens|'s))*"
    r" (?:de|het|een|uw"
    rf"|jullie|je) (?:\w+ )?(?:offerte|voorstel|prijsopgave|prijslijst|prijzen){_NOT_AFTER}",
    rf"{_CLAUSE_OPEN}(?:manda|mande|mandem|envia|envie|enviem|passa|passe)(?: (?:ai|la|entao|logo))?"
    rf" (?:a|o|uma|um|sua|seu|vossa|vosso|tua|teu|as|os) (?:\w+ )?(?:proposta|orcamento|cotacao|oferta"
    rf"|tabela de precos){_NOT_AFTER}",
)

# The offer itself in every rule language: the quote, the proposal, the price list. Spanish "presupuesto"
# and Portuguese "orçamento" are a budget too ("quitar el proyecto del presupuesto" is a cut, no
# negotiation): only as the seller's ("su presupuesto", "seu orçamento").
_OFFER = (
    r"(?:quote|quotation|proposal|offer|price list|angebot|angebots|preisliste|devis|proposition|offre"
    r"|liste de prix|propuesta|(?<=su )presupuesto|cotizacion|oferta|lista de precios|preventivo|offerta"
    r"|proposta|listino|lista prezzi|offerte|voorstel|prijsopgave|prijslijst|(?<=seu )orcamento"
    r"|(?<=vosso )orcamento|cotacao|lista de precos)"
)
# An item taken out of it ("remove the module from the proposal", "das Modul aus dem Angebot entfernen",
# "retirer le module du devis", "quitar el módulo de la propuesta", "togliere il modulo dall'offerta", "de
# module uit de offerte halen", "remover o módulo da proposta"): a removal verb, a thing, then the offer
# (never "me": "remove me from the proposal").
_REMOVE = (
    r"(?:remove|drop|take out|take off|strip|leave out|cut|exclude|entfernen|streichen|rausnehmen"
    r"|herausnehmen|nehmen sie|retirer|retirez|enlever|enlevez|supprimer|supprimez|quitar|quiten|quite"
    r"|eliminar|eliminen|elimine|sacar|saquen|saque|togliere|togliete|tolga|rimuovere|rimuovete|eliminare"
    r"|eliminate|levare|levate|halen|haalt|verwijderen|verwijdert|schrappen|schrapt|weglaten|remover"
    r"|removam|remova|retirar|retirem|retire|tirar|tirem|tire|excluir|excluam|exclua)"
)
_THING = r"(?!(?:me|us|mich|uns|moi|nous|mi|ci|mij|ons|nos)\b)(?:\S+ ){1,5}?"
_FROM = r"(?:from|off|aus|de|du|des|del|dal|dall'|dalla|uit|van|da|do)"
OFFER_CHANGE = rx(
    rf"{_REMOVE} {_THING}{_FROM} ?(?:the |dem |der |le |la |el |il |de |het |o |a |your |ihrem |votre"
    rf" |su |vostra |vostro |uw |jullie |sua |vossa |seu |vosso )?{_OFFER}",
    # the German verb last: "wenn Sie das Modul aus dem Angebot entfernen"
    rf"aus (?:dem|ihrem) {_OFFER} (?:\S+ )?(?:entfernen|streichen|rausnehmen|herausnehmen|nehmen)",
    rf"uit (?:de|het|uw|jullie) {_OFFER} (?:te )?(?:halen|verwijderen|schrappen|weglaten|laten)",
    # Spanish and Portuguese with the offer first: "eliminar de la propuesta el módulo"
    rf"{_REMOVE} (?:de|da|do) (?:la |el |su |a |o |sua )?{_OFFER}",
    # ... and so in the other languages: "togliere dal preventivo la voce", "remove from the quote the line"
    # (heldout_cf)
    rf"{_REMOVE} (?:from|off|dal|dall'|dalla|du|de la|uit|aus) ?(?:the |your |dem |ihrem |votre |il |vostro"
    rf" |de |het |uw |jullie )?{_OFFER}",
)
# A signature or an order the sender can go ahead with, once a change asked beside it is made (heldout_cf: "If
# you can resend it without that line we should be able to get it signed this week", "Con quella modifica per
# noi è ok e possiamo procedere con l'ordine"): "we can sign", "dann können wir bestellen", "nous pourrons
# signer", "podemos firmar", "possiamo procedere con l'ordine", "kunnen we tekenen", "podemos assinar". Never
# negated ("we can't sign", "non possiamo procedere"), never with someone else ("we'll sign with Acme").
_NOT_BEFORE = r"(?<!\bnot )(?<!n't )(?<!\bno )(?<!\bnon )(?<!\bnao )(?<!\bne )(?<!\bnicht )"
_NO_NOT = r"(?:(?!(?:not|nicht|niet|pas|no|non|nao)\b)\S+ ){0,3}?"
SIGN_AHEAD = rx(
    rf"{_NOT_BEFORE}(?:we|i) (?:should|can|could|will|'ll|would|'d)(?: be able to)? (?:get (?:it|this"
    r"|the \w+) signed|sign (?:it|this|the \w+|off on it)|place (?:the|an|our) order|go ahead with (?:it|the"
    r" order))(?! with| elsewhere)",
    rf"(?:konnen|konnten|werden) wir {_NO_NOT}(?:unterschreiben|unterzeichnen|bestellen|beauftragen|den"
    r" auftrag erteilen)(?! bei)",
    rf"{_NOT_BEFORE}(?:nous pourrons|on pourra|nous pouvons|on peut|nous pourrions) (?:le |la )?(?:signer"
    r"|passer (?:la )?commande|valider (?:le devis|la commande))(?! avec| chez)",
    rf"{_NOT_BEFORE}(?:podemos|podremos|podriamos) (?:firmar(?:lo)?|hacer el pedido|seguir con el pedido"
    r"|proceder con (?:el pedido|la compra|la firma))(?! con)",
    rf"{_NOT_BEFORE}(?:possiamo|potremo|potremmo) (?:procedere (?:con l'ordine|con l'ordinativo"
    r"|all'ordine|alla firma|con la firma)|firmare|confermare l'ordine)(?! con)",
    rf"(?:kunnen|zullen) (?:we|wij) {_NO_NOT}(?:tekenen|ondertekenen|bestellen|de order plaatsen)"
    r"(?! bij| met)",
    rf"{_NOT_BEFORE}(?:podemos|poderemos|poderiamos) (?:assinar|fechar o pedido|avancar com a encomenda"
    r"|fazer a encomenda|seguir com o pedido)(?! com)",
)
# A close promised on a condition: "if the price comes down we'll sign", "dann unterschreiben wir", "si
# baja el precio, firmamos", "se o valor cair a gente fecha"; never a plain statement ("somos cuatro
# agentes y firmamos unos 30 contratos al mes": their own business) nor a past one ("ya firmamos"). A go-ahead
# promised on the price is one too (heldout_cc: "Quanto custa? ... Se o preço for razoável avançamos ainda
# este mês"): "legen wir los", "on avance", "avanzamos", "andiamo avanti", "gaan we door", "avançamos";
# never denied ("se for caro, não avançamos").
CLOSE_IF = rx(
    r"(?:if|once|as soon as) [^.?!]{1,80}? (?:we'll|we will|we can|we'd|we would|i'll|i will|we)"
    r" (?:sign|go ahead|close|buy|move forward|proceed|place the order|order)\b",
    r"(?:wenn|sobald|falls) [^.?!]{1,80}?,? (?:dann )?(?:unterschreiben|unterzeichnen|bestellen|kaufen"
    r"|beauftragen) wir|dann (?:unterschreiben|unterzeichnen|bestellen|beauftragen) wir",
    r"(?:wenn|sobald|falls) [^.?!]{1,80}?,? (?:dann )?(?:legen wir (?:(?!nicht\b)\S+ ){0,3}?los"
    r"|machen wir (?:(?!nicht\b)\S+ ){0,3}?weiter)\b",
    r"(?:si|des que|une fois que) [^.?!]{1,80}?,? (?:on signe|nous signons|on signera|nous signerons"
    r"|on commande|nous commandons|on valide|c'est signe|on avance|nous avancons|on y va|on se lance)"
    r"|alors (?:on signe|nous signons)",
    r"(?:si|en cuanto) [^.?!]{1,80}?,? (?<!no )(?:firmamos|firmaremos|cerramos|compramos|lo cerramos"
    r"|contratamos|avanzamos|seguimos adelante|vamos adelante)(?<!ya firmamos)(?<!ya cerramos)"
    r"(?<!ya compramos)|entonces (?:firmamos|cerramos)",
    r"(?:se|appena) [^.?!]{1,80}?,? (?<!non )(?:firmiamo|firmeremo|chiudiamo|ordiniamo|procediamo"
    r"|andiamo avanti|partiamo)|allora (?:firmiamo|chiudiamo)",
    r"(?:als|zodra) [^.?!]{1,80}?,? (?:tekenen we|gaan we akkoord|bestellen we|gaan we ervoor"
    r"|gaan we (?:\S+ ){0,3}?(?:door|verder)\b(?<!niet door)(?<!niet verder))"
    r"|dan tekenen (?:we|wij)",
    r"(?:se|assim que) [^.?!]{1,80}?,? (?<!nao )(?:a gente fecha|fechamos|fecharemos|assinamos|assinaremos"
    r"|a gente assina|avancamos|avancaremos|a gente avanca|seguimos em frente|vamos em frente)"
    r"(?<!ja fechamos)(?<!ja assinamos)|(?:ai|entao) (?:a gente fecha|fechamos|assinamos)",
)

_YEARS_WORD = (
    r"(?:two|three|four|five|multi|2|3|4|5|zwei|drei|vier|funf|deux|trois|quatre|cinq|dos|tres|cuatro|cinco"
    r"|due|tre|quattro|cinque|twee|drie|vier|vijf|dois|quatro)"
)
# a longer term offered for a better price
TERM_OFFERED = rx(
    rf"(?:we|i) (?:can|could|would|'d|are (?:happy|willing|prepared) to) (?:happily |probably )?commit to"
    rf" (?:a |an )?{_YEARS_WORD}[- ]?(?:year|yr)s?(?: (?:term|contract|deal|agreement|subscription))?",
    rf"(?:konnen|konnten|wurden) (?:wir )?uns (?:\S+ )?(?:auf|fur) (?:eine laufzeit von )?{_YEARS_WORD} jahre"
    r" (?:festlegen|binden|verpflichten)",
    rf"(?:pouvons|pourrions|pourrait|peut) (?:nous |s')engager (?:sur|pour) {_YEARS_WORD} ans",
    rf"(?:podemos|podriamos|podria) comprometernos (?:a|por|con) {_YEARS_WORD} anos",
    rf"(?:possiamo|potremmo|potrei) impegnarci (?:per|su) {_YEARS_WORD} anni",
    rf"(?:(?:kunnen|zouden) (?:we|wij)|(?:we|wij) (?:kunnen|zouden)) ons (?:voor|op) {_YEARS_WORD} jaar"
    r" (?:vastleggen|verbinden|binden)",
    rf"(?:podemos|poderiamos|podiamos) (?:nos )?comprometer(?:-nos)? (?:com|por|a) {_YEARS_WORD} anos",
)

_FIGURE = r"(?:[$€£]\s?)?\d[\d.,' ]*(?:k|[.,]\d+)?(?:\s?(?:eur|euro|euros|usd|gbp|dollars|pounds|[$€£]))?\b"
# up to three words between, never a negation ("wir unterschreiben nicht für 24.000")
_WORDS = r"(?: (?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|non|mai|niet|nooit|nao)\b)\S+){0,3}?"
# a counter-offer: a signature promised at the sender's own figure
SIGN_AT = rx(
    rf"(?:i|we)(?: (?:can|could|would|will|are ready to|am ready to)|'d|'ll) (?:happily )?sign(?: (?:this|it"
    rf"|today|this week|this month|this quarter|now))* (?:at|for) {_FIGURE}",
    rf"(?:(?:unterschreiben|unterzeichnen) (?:wir|ich)|(?:wir|ich) (?:unterschreiben|unterschreibe"
    rf"|unterzeichnen|wurden unterschreiben|wurde unterschreiben|konnen unterschreiben)){_WORDS}"
    rf" (?:fur|bei|zu) {_FIGURE}",
    rf"(?:on signe|nous signons|je signe|on signerait|nous signerions|je signerais|on peut signer|je peux"
    rf" signer|nous pouvons signer){_WORDS} (?:a|pour) {_FIGURE}",
    rf"(?<!no )(?:firmamos|firmaria|firmariamos|firmo|podemos firmar|puedo firmar){_WORDS} (?:por|a|en)"
    rf" {_FIGURE}",
    rf"(?<!non )(?:firmiamo|firmerei|firmeremmo|firmo|possiamo firmare|posso firmare){_WORDS} (?:a|per)"
    rf" {_FIGURE}",
    rf"(?:tekenen (?:we|wij)|teken ik|(?:we|wij) tekenen|ik teken|(?:we|wij|ik) (?:kunnen|kan|willen|wil)"
    rf" (?:\S+ ){{0,3}}?tekenen)"
    rf"{_WORDS} (?:voor|op|tegen) {_FIGURE}",
    rf"(?<!nao )(?:assinamos|assinaria|assinariamos|assino|podemos assinar|posso assinar|a gente assina)"
    rf"{_WORDS} (?:por|a|em) {_FIGURE}",
)
