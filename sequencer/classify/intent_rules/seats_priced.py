"""A price, a quote or a figure asked for a number of the sender's own seats (heldout_bi: "what would the
annual figure be for 25 users including VAT?" after "could you invoice us in GBP", "Wat kost het per
gebruiker als we met 35 man starten?", "we'd want to start monthly with 10 seats ... what would each of
those cost us?"): interested, a buying signal, in every rule language ("was würde es uns für 50 Nutzer
kosten?", "combien cela nous coûterait pour 12 utilisateurs ?", "¿cuánto nos costaría para 15 usuarios?",
"quanto ci costerebbe per 20 utenti?", "quanto fica para os nossos 30 usuários?"). The count is the
sender's team: two or more seats, users, licences or people. Read by `intent_interest.seats_priced` with a
price word (`PRICE_WORD`) in the count's sentence or the one next to it, only when the reply asks (a
question, or a quote asked to be sent) and with the sender's organisation in it (`OWN_SIDE`). Never a unit
price alone ("What does it cost per user?", "for one user"), never a count with no one's side named ("what
would 40 seats cost per year?", "¿Y cuánto cuesta? Somos cuatro agentes"), never a price for someone else
("for a client of ours", `FOR_SOMEONE_ELSE`), nor only a rough idea ("Just need a ballpark number",
`ROUGH_IDEA`), nor curiosity (`price_considered.JUST_ASKING`). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_COUNT = (
    r"(?:[2-9]|\d{2,5}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty"
    r"|hundred|zwei|drei|vier|funf|sechs|zehn|zwolf|zwanzig|dreissig|funfzig|deux|trois|quatre|cinq|six|dix"
    r"|douze|vingt|trente|cinquante|dos|tres|cuatro|cinco|seis|diez|doce|veinte|treinta|cincuenta|due|tre"
    r"|quattro|cinque|sei|dieci|dodici|venti|trenta|cinquanta|twee|drie|vijf|zes|tien|twaalf|twintig|dertig"
    r"|vijftig|dois|duas|quatro|dez|doze|vinte|trinta|cinquenta)"
)
_SEATS = (
    r"(?:seats?|users?|licen[cs]es?|people|staff|employees|agents|reps|nutzer(?:n|innen)?|benutzer(?:n)?|lizenzen"
    r"|arbeitsplatzen?|mitarbeiter(?:n|innen)?|platze|utilisateurs|licences|postes|collaborateurs|personnes"
    r"|usuarios|licencias|puestos|empleados|personas|agentes|utenti|licenze|postazioni|dipendenti|persone"
    r"|gebruikers|licenties|man|medewerkers|werkplekken|mensen|licencas|colaboradores|funcionarios"
    r"|pessoas)"
)
# a count of seats, never after "per"/"pro"/"a" (a unit price) nor of a minimum asked of us
SEAT_COUNT = rx(
    _COUNT + r" (?:(?:named|active|full|paid|new|concurrent|zusatzliche|weitere|nouveaux|nuevos|nuovi|extra)"
    r" )?" + _SEATS
)
# the price, the quote or the figure, in every rule language
PRICE_WORD = rx(
    # ... a discount on it too ("is there a discount if we take 60 licences?", "korting bij twee jaar")
    r"discount|rabatt|remise|descuento|sconto|korting|desconto",
    r"pric\w*|cost\w*|quote|quotation|figure|how much|charge|fees?|rates?|expensive|teuer|cher|caro"
    r"|costoso|duur",
    r"preis\w*|kost\w*|angebot|betrag|summe|was kostet",
    r"prix|tarif\w*|devis|combien|montant|cout\w*|coute\w*",
    r"precio\w*|cuanto|coste|costo|costaria|presupuesto|cotizacion|importe",
    r"prezz\w*|quanto|costa|costerebbe|preventivo|offerta|importo",
    r"prijs\w*|kost|kosten|offerte|prijsopgave|bedrag",
    r"preco\w*|custa|custaria|orcamento|cotacao|valor",
)
# the sender's own side, the organisation, in the sentence ("we'd want ... 10 seats", "for our 40 seats",
# "als we met 35 man starten", "could you invoice us ... for 25 users"): a count with no one's team named
# ("what would 40 seats cost per year?", "my answer bounced: what would 40 seats cost?") stays a bare price
# question
OWN_SIDE = rx(
    r"we|we'd|we're|we'll|we've|us|our|ours|wir|uns|unser\w*|nous|notre|nos|nosotros|nuestr\w+|noi"
    r"|nostr\w+|ci|wij|ons|onze|nossa|nosso|nossas|nossos|a gente",
    # ... the French "on" before its verb ("si on prend 12 licences", "on a 20 postes"), never the English
    # preposition ("what would 40 seats cost on the annual plan?")
    r"on(?= (?:a (?:\d|besoin|deux|trois|quatre|cinq|six|dix|douze|vingt|trente|cinquante)|(?!(?:the|an?|our"
    r"|your|my|their|its|this|that|these|those|each|every|top|it|us|me|them|his|her|any|all|both|annual"
    r"|monthly|yearly|behalf|board|site|premise|premises|average|demand|request)\b)[a-z]))",
    # ... or a verb in the first person plural, the pronoun dropped ("si empezamos con 15 usuarios", "se
    # partiamo con 20 utenti", "se começarmos com 30 usuários")
    r"(?!demos\b)\w+(?:amos|emos|imos|armos|ermos|irmos|iamo)",
)
# only an indication asked ("Just need a ballpark number for now"): no buying signal yet
ROUGH_IDEA = rx(
    r"ballpark|rough (?:idea|figure|number|estimate)|ungefahre[nr]? (?:idee|zahl|grossenordnung)"
    r"|grossenordnung|ordre de grandeur|idea aproximada|cifra orientativa|ordine di grandezza"
    r"|cifra indicativa|indicatie|ruwe schatting|ideia aproximada|valor aproximado",
)
# a price for someone else: a client of the sender's, an article, a friend's company
FOR_SOMEONE_ELSE = rx(
    r"(?:for|on behalf of) (?:a|one of our|our|my) (?:client|customer|friend|partner)s?"
    r"|(?:fur|im auftrag) (?:einen|eine|unseren|unsere|einen unserer) (?:kunden|kundin|mandanten)"
    r"|pour (?:un|une|l'un de nos|notre) (?:client|cliente)"
    r"|para (?:un|una|uno de nuestros|nuestro|nuestra|um|uma|um dos nossos|o nosso|a nossa) (?:cliente)"
    r"|per (?:un|una|uno dei nostri|il nostro) (?:cliente)"
    r"|voor (?:een|onze) (?:klant|client)",
)
# a ceiling set on that price and a talk promised under it ("What's the per-seat price at 200 seats? If it's
# under $40 we can talk", heldout_bv): the sender's side said in the condition next to the price asked, in
# every rule language ("Wenn es unter 40 € liegt, können wir reden", "si c'est moins de 40 €, on peut en
# parler", "si está por debajo de 40 €, podemos hablar", "se è sotto i 40 €, possiamo parlarne", "als het
# onder de 40 euro blijft, kunnen we praten", "se for abaixo de 40 €, podemos conversar"); never a talk
# refused ("we can't talk before Q3") nor one promised by someone else
_AMOUNT = r"(?:[^.?!]|\.(?=\d)){0,40}?"
_UNDER = (
    r"(?:under|below|less than|lower than|no more than|at most|within|unter|unterhalb|weniger als|hochstens"
    r"|sous|en dessous de|en-dessous de|moins de|inferieur a|au plus|por debajo de|debajo de|menos de|bajo"
    r"|como mucho|sotto|al di sotto di|meno di|al massimo|onder|minder dan|lager dan|hooguit|maximaal"
    r"|abaixo de|no maximo)"
)
_TALK = (
    r"(?:we|i) (?:can|could|will|would|might|'ll|'d) (?:(?:definitely|probably|certainly) )?(?:talk|chat"
    r"|be interested|sign|go ahead|move forward|proceed|buy|be in|do business)|we'll talk|we're in"
    r"|let'?s talk|(?:konnen|konnten|werden) wir (?:\w+ )?(?:reden|sprechen|ins gesprach kommen|ins geschaft"
    r" kommen|weitermachen)|(?:on peut|on pourra|on pourrait|nous pouvons|nous pourrons|nous pourrions)"
    r" (?:en )?(?:parler|discuter|avancer|signer)|(?:podemos|podriamos|podremos) (?:hablar|hablarlo|conversar"
    r"|avanzar|firmar)|(?:possiamo|potremmo|potremo) (?:parlarne|parlare|discuterne|procedere|firmare)"
    r"|(?:kunnen|kunnen we|zouden) (?:we )?(?:praten|verder|in gesprek|tekenen|zaken doen)"
    r"|(?:podemos|poderiamos|poderemos|a gente pode) (?:conversar|falar|avancar|fechar)"
)
PRICE_CEILING = rx(
    rf"(?:if|wenn|falls|si|se|als|mits) {_AMOUNT}\b{_UNDER}\b{_AMOUNT}"
    rf"(?:,? (?:then|dann|alors|entonces|allora|dan|entao) )?\b{_TALK}"
)
