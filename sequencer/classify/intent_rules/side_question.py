"""A reply that says it is not about the product ("Not about your product, sorry, more about your
emails", "keine Frage zu Ihrem Produkt", "rien à voir avec votre produit", "no es sobre vuestro
producto", "non riguarda il vostro prodotto", "niet over jullie product", "não é sobre o vosso
produto"): a side question, so a word of mere curiosity in it ("I'm curious what works in practice",
"interessant") is no interest; so is one that disclaims interest ("Not promising anything, just
curious."), or asks only out of curiosity ("Just curious", "nur aus Neugier", "juste par curiosité", "solo
por curiosidad", "per pura curiosità", "gewoon uit nieuwsgierigheid", "só por curiosidade"). A request (a
call, a demo, a price list) still is. A reply testing whether a person reads
the sequence is `BOT_TEST`. Pure data on fold()ed text, read by `intent.RuleClassifier`."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_PRODUCT = (
    r"(?:products?|offers?|offering|tools?|software|solutions?|platform|service|pitch|produkt(?:e?s)?"
    r"|angebot(?:e?s)?|losung"
    r"|produit|offre|outil|solution|logiciel|producto|oferta|herramienta|solucion|prodotto|offerta"
    r"|strumento|soluzione|aanbod|oplossing|produto|ferramenta|solucao"
    # ... or our proposal ("non c'entra con la sua proposta", "não é sobre a proposta", heldout_dy)
    r"|proposal|vorschlag|proposition|propuesta|proposta|voorstel|offerte)"
)
_YOUR = (
    r"(?:your|ihr|ihre|ihrem|ihres|ihren|euer|eure|votre|vos|ton|su|vuestro|vuestra|tu|il vostro|la vostra"
    r"|il suo|jullie|uw|je|o vosso|a vossa|o seu|a sua|seu|sua)"
)
# ... or the offer named with its article alone, ours being the only one in the thread ("não é sobre a
# proposta")
_YOUR_OR_THE = rf"(?:{_YOUR}|the|this|der|die|das|dem|den|le|la|l'|el|il|lo|het|de|o|a|esta|questa|deze|essa)"
# never denied or inside a longer phrase ("not just curious", "nicht nur aus Neugier", "pas par curiosité")
_NOT_DENIED = (
    r"(?<!not )(?<!n't )(?<!nicht )(?<!kein )(?<!pas )(?<!ne )(?<!no )(?<!non )(?<!niet )(?<!nao )(?<!just )"
    r"(?<!only )(?<!purely )(?<!merely )(?<!simply )(?<!nur )(?<!rein )(?<!bloss )(?<!einfach )(?<!juste )"
    r"(?<!seulement )(?<!solo )(?<!gewoon )(?<!puur )(?<!alleen )(?<!so )(?<!apenas )"
)
SIDE_QUESTION = rx(
    rf"(?:not|isn't|nothing) (?:really |actually )?(?:about|to do with|regarding) {_YOUR_OR_THE} {_PRODUCT}"
    rf"|unrelated to {_YOUR_OR_THE} {_PRODUCT}",
    rf"(?:keine frage|nicht) (?:zu|wegen|uber) {_YOUR} {_PRODUCT}|(?:es )?geht nicht um {_YOUR_OR_THE}"
    rf" {_PRODUCT}",
    # "die mit Ihrem Angebot nichts zu tun hat", "hat nichts mit Ihrem Angebot zu tun" (heldout_dy)
    rf"mit {_YOUR_OR_THE} {_PRODUCT} (?:\w+ )?nichts zu tun|nichts mit {_YOUR_OR_THE} {_PRODUCT} zu tun",
    rf"rien a voir avec {_YOUR_OR_THE} {_PRODUCT}|pas (?:au sujet de|a propos de|sur|concernant)"
    rf" {_YOUR_OR_THE} {_PRODUCT}|sans rapport avec {_YOUR_OR_THE} {_PRODUCT}",
    rf"no (?:es|va) (?:sobre|de|acerca de) {_YOUR_OR_THE} {_PRODUCT}|no tiene (?:nada )?que ver con"
    rf" {_YOUR_OR_THE} {_PRODUCT}|nada que ver con {_YOUR_OR_THE} {_PRODUCT}",
    rf"non (?:riguarda|e (?:sul|sulla|per)) {_YOUR_OR_THE} {_PRODUCT}"
    r"|non c'entra (?:nulla |niente )?(?:con )?"
    rf"(?:{_YOUR_OR_THE} )?{_PRODUCT}",
    rf"niet (?:over|voor) {_YOUR_OR_THE} {_PRODUCT}|heeft niets (?:met|te maken met) {_YOUR_OR_THE}"
    rf" {_PRODUCT}"
    rf"|los van {_YOUR_OR_THE} {_PRODUCT}",
    rf"nao (?:e|tem (?:nada )?a ver) (?:sobre|com) {_YOUR_OR_THE} {_PRODUCT}|nada a ver com {_YOUR_OR_THE}"
    rf" {_PRODUCT}",
    # the question itself said to be no buyer's ("Not a buying question, more of a curious one", "keine
    # Kaufanfrage", "pas une question d'achat", heldout_em)
    r"(?:not|isn't|no) (?:really )?an? (?:buying|purchasing|purchase|sales) (?:question|inquiry|enquiry)"
    r"|keine (?:kauf|einkaufs|verkaufs)(?:frage|anfrage)|(?:pas|ce n'est pas) une (?:question|demande)"
    r" d'achat|no es una (?:pregunta|consulta) de compra|non e una (?:domanda|richiesta) (?:d'acquisto"
    r"|di acquisto)|geen (?:koop|aankoop)vraag|nao e uma (?:pergunta|consulta) de compra",
    # interest disclaimed ("Not promising anything, just curious.", "no promises", "ich verspreche nichts",
    # "je ne promets rien", "no prometo nada", "non prometto nulla", "ik beloof niks", "não prometo nada")
    r"(?:not|i'm not|i am not|we're not|we are not) promising anything|no promises|(?:i|we) (?:can't|cannot"
    r"|won't) promise anything",
    r"(?:ich verspreche|wir versprechen|versprechen kann ich) (?:aber |allerdings )?nichts"
    r"|keine versprechungen",
    r"(?:je ne (?:promets|peux rien promettre)|nous ne promettons) rien|sans (?:rien promettre|promesse)",
    r"no (?:prometo|prometemos|le prometo|te prometo) nada|sin (?:promesas|compromiso)",
    r"non (?:prometto|promettiamo|le prometto|ti prometto) (?:nulla|niente)|senza (?:promesse|impegno)",
    r"(?:ik beloof|we beloven|wij beloven) (?:niks|niets)|geen beloftes",
    r"(?:nao prometo|nao prometemos|nao lhe prometo|nao te prometo) nada|sem (?:promessas|compromisso)",
    # a question asked only out of curiosity (heldout_au: "is this the same Acme that bought Lumora last year?
    # Just curious, ik heb daar vroeger gewerkt"): "just curious", "out of curiosity", "nur aus Neugier",
    # "juste par curiosité", "solo por curiosidad", "solo per curiosità", "gewoon uit nieuwsgierigheid", "só
    # por curiosidade"; never denied ("not just curious", "nicht nur aus Neugier", "pas par curiosité")
    _NOT_DENIED
    + r"(?:just|only|purely|merely|simply) (?:curious|wondering)(?! (?:to|about|whether|if|how|what)\b)"
    r"|(?:(?:just|only|purely|merely|simply) )?(?:asking )?out of (?:pure )?curiosity",
    _NOT_DENIED + r"(?:(?:nur|rein|bloss|einfach) )?aus (?:reiner )?neugier|(?:nur|rein|einfach) neugierig"
    r"|reine neugier(?:de)?",
    _NOT_DENIED
    + r"(?:(?:juste|simplement|purement|seulement) )?par (?:pure |simple )?curiosite|(?:pure|simple)"
    r" curiosite|(?:je suis )?juste curieu(?:x|se)",
    _NOT_DENIED
    + r"(?:(?:solo|solamente|simplemente) )?(?:por|de) (?:pura )?curiosidad|(?:es )?pura curiosidad",
    _NOT_DENIED + r"(?:(?:solo|solamente|semplicemente) )?per (?:pura )?curiosita|(?:e )?pura curiosita"
    r"|(?:sono )?solo curios[oa]",
    _NOT_DENIED
    + r"(?:(?:gewoon|puur|alleen|louter) )?uit (?:pure )?nieuwsgierigheid|(?:gewoon|puur|alleen maar)"
    r" (?:benieuwd|nieuwsgierig)",
    _NOT_DENIED + r"(?:(?:so|apenas|simplesmente) )?por (?:pura )?curiosidade|(?:e )?pura curiosidade"
    r"|(?:estou )?so curios[oa]",
)
# curiosity about where our list came from ("Just curious how you got our addresses", "mich würde
# interessieren, woher Sie unsere Adressen haben", "curieux de savoir comment vous avez eu nos adresses",
# "por curiosidad, ¿de dónde sacaron nuestros correos?", "sono curiosa di sapere come avete avuto i nostri
# indirizzi", "benieuwd hoe u aan onze adressen komt", "curiosidade: como conseguiram os nossos e-mails"),
# in every rule language: a question about our mail, no interest in the product
_ADDRESSES = (
    r"(?:(?:e-?mail |mail )?address(?:es)?|e-?mails?|details|contacts?|names|(?:e-?mail-?)?adressen?"
    r"|kontaktdaten|daten|adresses?(?: e-?mail| mail)?|coordonnees|direcciones|correos?|datos|contactos?"
    r"|indirizz[io](?: e-?mail| mail)?|contatti|dati|(?:e-?mail)?adres(?:sen)?|gegevens|enderecos?|e-?mails"
    r"|contatos|dados)"
)
ADDRESS_SOURCE = rx(
    rf"(?:how|where) (?:did )?you (?:got|get|found|find|obtained|obtain|came across|bought|buy) (?:hold of )?"
    rf"(?:our|my|all our|these|those|the|this) (?:\S+ )?{_ADDRESSES}",
    rf"woher (?:haben )?sie (?:unsere|meine|die|diese) (?:\S+ )?{_ADDRESSES}|wie sind sie an (?:unsere|meine"
    rf"|die|diese) (?:\S+ )?{_ADDRESSES}",
    rf"(?:comment|ou|d'ou) (?:vous avez|avez-vous) (?:eu|trouve|obtenu|recupere) (?:nos|mes|notre|mon|ces"
    rf"|cette) (?:\S+ )?{_ADDRESSES}",
    rf"(?:como|de donde|donde) (?:sacaron|consiguieron|obtuvieron|tienen|han conseguido) (?:nuestr[oa]s?|mis?"
    rf"|est[aeo]s?) (?:\S+ )?{_ADDRESSES}",
    rf"(?:come|dove) (?:avete|ha) (?:avuto|ottenuto|trovato|preso) (?:i nostri|il nostro|i miei"
    rf"|il mio|questi|questo|questa)"
    rf" (?:\S+ )?{_ADDRESSES}",
    rf"hoe (?:u|jullie|je) (?:aan|bij) (?:onze|ons|mijn|dit|deze) (?:\S+ )?{_ADDRESSES} (?:komt|komen"
    rf"|gekomen|bent|zijn)|hoe (?:komt u|komen jullie|kom je|bent u|zijn jullie) aan (?:onze|ons"
    rf"|mijn|dit|deze) (?:\S+ )?{_ADDRESSES}",
    rf"(?:como|onde) (?:conseguiram|obtiveram|arranjaram|tem|pegaram) (?:os nossos|o nosso|os meus|o meu"
    rf"|nossos|meus|esses|este|esse) (?:\S+ )?{_ADDRESSES}",
    # ... asked as "where do you have it from" or "who gave it to you", in learner's English too (heldout_au:
    # "How you have my email?", "waar heeft u mijn gegevens vandaan? Ik wil graag weten welke bedrijf heeft
    # dit aan u gegeven"): "where do you have my address from", "who gave you my details", "wer hat Ihnen
    # meine Adresse gegeben", "wo haben Sie meine Daten her", "qui vous a donné mon adresse", "d'où tenez-vous
    # mes coordonnées", "quién les dio mi correo", "chi vi ha dato il mio indirizzo", "da dove avete preso i
    # miei dati", "waar hebben jullie mijn e-mailadres vandaan", "quem vos deu o meu email", "de onde têm os
    # meus dados"
    r"(?:how|where|why) (?:do |come |did )?you (?:have|had) (?:our|my|all our|these"
    rf"|those) (?:\S+ )?{_ADDRESSES}"
    rf"|(?:who|which company|what company|which (?:list|database|provider)) (?:gave|sold|passed|provided) you"
    rf" (?:our|my|these|those|the) (?:\S+ )?{_ADDRESSES}",
    rf"wer hat (?:ihnen|euch|dir) (?:unsere|meine|die) (?:\S+ )?{_ADDRESSES} (?:gegeben|verkauft"
    r"|weitergegeben)"
    rf"|wo (?:haben sie|habt ihr|hast du) (?:unsere|meine|die) (?:\S+ )?{_ADDRESSES} her",
    rf"qui vous a (?:donne|transmis|vendu|communique) (?:nos|mes|notre|mon|ces) (?:\S+ )?{_ADDRESSES}"
    r"|d'ou (?:tenez-vous|vous tenez|vous avez|vient|viennent) (?:nos|mes|notre|mon"
    rf"|ces) (?:\S+ )?{_ADDRESSES}",
    r"quien (?:les|le|os|te) (?:dio|ha dado|dieron|paso|vendio|facilito) (?:nuestr[oa]s?|mis?"
    r"|est[oa]s) (?:\S+ )?"
    rf"{_ADDRESSES}",
    r"chi (?:vi|le|ti) ha (?:dato|passato|venduto|fornito) (?:i nostri|il nostro|i miei|il mio"
    r"|questi) (?:\S+ )?"
    rf"{_ADDRESSES}|da dove (?:avete|ha) (?:preso|avuto|ottenuto) (?:i nostri|il nostro|i miei"
    r"|il mio) (?:\S+ )?"
    rf"{_ADDRESSES}",
    rf"waar (?:heeft u|hebben jullie|heb je|hebt u) (?:onze|ons|mijn|deze) (?:\S+ )?{_ADDRESSES} vandaan"
    r"|(?:wie|welke? (?:bedrijf|partij|organisatie)) (?:heeft|hebben) (?:u|jullie|je) (?:onze|mijn"
    r"|deze) (?:\S+ )?"
    rf"{_ADDRESSES} (?:gegeven|verstrekt|doorgegeven|verkocht)|(?:wie|welke? (?:bedrijf|partij|organisatie))"
    r" (?:heeft|hebben) (?:dit|deze|die|ze|mijn \S+) aan (?:u|jullie|je) (?:gegeven|verstrekt|doorgegeven"
    r"|verkocht)",
    rf"quem (?:vos|lhes|lhe|te) (?:deu|passou|vendeu|forneceu) (?:os nossos|o nosso|os meus|o meu) (?:\S+ )?"
    rf"{_ADDRESSES}|de onde (?:tem|tiraram|vieram) (?:os nossos|o nosso|os meus|o meu) (?:\S+ )?{_ADDRESSES}",
)
# mere curiosity or praise, in every rule language: the interest a side question does not make
# Our offer not answered on its merits, a side point taken up instead: an interest word there is the side
# point's, never a yes to the offer (read with `CURIOSITY` by `intent_interest.mere_curiosity`); a request
# (a demo, a call, a price) still is one.
NOT_ON_THE_MERITS = rx(
    # (heldout_dv: "Je ne vous réponds pas
    # sur le fond de votre proposition, ... mais sur un point de forme qui m'intéresse"): "I'm not replying on
    # the substance of your proposal", "ich antworte nicht inhaltlich auf Ihr Angebot", "no le respondo sobre
    # el fondo de su propuesta", "non le rispondo nel merito della sua proposta", "ik reageer niet inhoudelijk
    # op uw voorstel", "não lhe respondo sobre o mérito da sua proposta"
    r"(?:i'm|i am) not (?:replying|responding|answering) (?:on|to|about) (?:the substance|the merits)"
    rf" of {_YOUR}"
    rf" (?:proposal|offer|pitch|{_PRODUCT})",
    rf"(?:ich antworte|wir antworten) (?:\w+ )?nicht (?:inhaltlich )?(?:auf|zu) {_YOUR} (?:vorschlag|anfrage"
    rf"|{_PRODUCT})|(?:ich antworte|wir antworten) (?:\w+ )?nicht zum inhalt",
    r"(?:je ne vous reponds|nous ne vous repondons|je ne reponds) pas (?:sur le fond|quant au fond|sur"
    rf" l'essentiel) (?:de|sur) {_YOUR} (?:proposition|demarche|{_PRODUCT})",
    r"no (?:le |te |les )?(?:respondo|contesto|respondemos|contestamos) (?:sobre|en cuanto a) el fondo de"
    rf" {_YOUR} (?:propuesta|{_PRODUCT})",
    r"non (?:le |ti |vi )?(?:rispondo|rispondiamo) (?:nel|sul) merito (?:della|del|dei|delle) (?:sua|vostra"
    r"|tua|suo|vostro|tuo) (?:proposta|offerta|prodotto|soluzione)",
    rf"(?:ik reageer|wij reageren|we reageren) niet inhoudelijk op {_YOUR} (?:voorstel|offerte|{_PRODUCT})",
    r"nao (?:lhe |te |vos )?(?:respondo|respondemos) (?:sobre|quanto a|quanto ao) (?:o )?(?:merito|fundo)"
    rf" (?:da|do) {_YOUR} (?:proposta|{_PRODUCT})",
)
# the plain verb of interest, the side point as its subject ("un point qui m'intéresse", "mich interessiert,
# wie ...", "me interesa saber", "mi interessa sapere", "interessa-me saber", "that interests me")
INTEREST_VERB = re.compile(
    r"(?:m'|me |mi |mich |uns |nous |nos |ci )?interes{1,2}\w*(?:-me)?|interests? me|benieuwd"
)
CURIOSITY = re.compile(
    r"curious|intrigued|interesting|neugierig|interessant|curieux|curieuse|intrigue|curios[oa]|interesante"
    r"|interessante|benieuwd|nieuwsgierig"
)

# Testing whether a person reads the sequence ("is there a human reading these replies ...? if it's a bot
# I'd love to see what it does with this sentence"), in every rule language: a question about us, not
# the product, `other` whatever "I'd love to" is in it. Both parts are needed: "Is this a bot? Either
# way, send me the pricing" still asks for something.
_BOT = (
    r"(?:is (?:there )?(?:a|any) (?:real )?(?:human|person|people) (?:\w+ )?(?:reading|behind|writing)"
    r"|is this (?:all )?(?:just )?(?:a |an )?(?:bot|automated|automation|sequence|ai)\b|are you (?:a |an )?"
    r"(?:bot|robot|real person|human|ai)\b|if (?:it's|this is|you're|its) (?:a |an )?(?:bot|robot|ai)\b"
    r"|(?:liest|schreibt) (?:hier )?(?:uberhaupt )?(?:ein|eine) (?:mensch|person)|ist das (?:alles )?(?:ein"
    r"|eine) (?:bot|roboter|sequenz|ki)\b|sind sie ein (?:bot|roboter|mensch)|(?:falls|wenn) das ein"
    r" (?:bot|roboter) ist"
    r"|(?:y a-t-il|il y a) (?:un|une) (?:humain|personne|vrai\w*) (?:qui lit|derriere)|est-ce (?:un|une)"
    r" (?:bot|robot|sequence)|etes-vous un (?:bot|robot|humain)|si c'est un (?:bot|robot)"
    r"|hay (?:un|una|alguna) (?:humano|persona) (?:leyendo|detras)|es (?:esto )?un (?:bot|robot)\b|eres un"
    r" (?:bot|robot)|si es un (?:bot|robot)"
    r"|c'e (?:un|una|un essere) (?:umano|persona) (?:che legge|dietro)|e un (?:bot|robot)\b|sei un (?:bot"
    r"|robot)|se e un (?:bot|robot)"
    r"|(?:leest|zit) (?:hier )?(?:er )?(?:wel )?een (?:mens|persoon) (?:mee|achter)|is dit een (?:bot|robot)"
    r"|ben je een (?:bot|robot)|als (?:het|dit) een (?:bot|robot) is"
    r"|(?:tem|ha) (?:um|uma|alguma) (?:humano|pessoa) (?:lendo|a ler|por tras)|e um (?:bot|robo)\b"
    r"|(?:voce|vc) e um (?:bot|robo)|se (?:for|e) um (?:bot|robo))"
)
_TRIED = (
    r"(?:see|know|find out|watch) (?:what|how) (?:it|the bot|your bot|the sequence|your ai|the ai|you)"
    r" (?:does|do|makes?|handles?|replies|reply|answers?|will do|responds?|respond)"
    r"|(?:sehen|wissen),? (?:was|wie) (?:er|es|der bot|die ki) (?:damit|daraus|darauf) (?:macht|antwortet)"
    r"|voir ce qu'(?:il|elle) (?:fait|repond)|ver (?:que|como) (?:hace|responde|contesta)"
    r"|vedere (?:cosa|come) (?:fa|risponde)|zien wat (?:hij|het|de bot) (?:ermee |hiermee )?(?:doet"
    r"|antwoordt)"
    r"|ver o que (?:ele|o bot|a ia) (?:faz|responde)"
    # how our mails are made ("is this an automated sequence ...? I'm curious how these emails are put
    # together"), in every rule language
    r"|how (?:these|your|the|those) (?:e-?mails|messages|mails|sequences?) (?:are|get|were) (?:put together"
    r"|written|made|built|generated|assembled)"
    r"|wie (?:diese|ihre|eure|die) (?:e-?mails|mails|nachrichten|sequenzen) (?:\S+ )?(?:erstellt|gemacht"
    r"|geschrieben|aufgebaut|generiert|zusammengestellt) werden"
    r"|comment (?:ces|vos|les) (?:e-?mails|mails|messages|sequences) sont (?:construit|redige|ecrit|genere"
    r"|fait|assemble)e?s"
    r"|como se (?:arman|hacen|escriben|generan|construyen|montan) (?:estos|sus|vuestros|los) (?:correos"
    r"|mensajes|e-?mails|mails)"
    r"|come (?:vengono|sono) (?:costruit|scritt|fatt|generat|mess)[ie]"
    r"(?: insieme)? (?:queste|le vostre|le) (?:e-?mail|mail)"
    r"|hoe (?:deze|jullie|uw|de) (?:e-?mails|mails|berichten|sequenties) (?:worden )?(?:opgebouwd|gemaakt"
    r"|geschreven|samengesteld|gegenereerd)"
    r"|como (?:esses|estes|os vossos|seus|os seus|os) (?:e-?mails|mensagens|mails) (?:sao|foram)"
    r" (?:feitos|feitas|escritos|escritas|montados|montadas|gerados|geradas)"
)
BOT_TEST = re.compile(rf"{_BOT}.{{0,200}}?(?:{_TRIED})|(?:{_TRIED}).{{0,200}}?{_BOT}")
# the source of our list asked after, in a sentence of its own, with a word of wish (heldout_dg: "Mag ik
# vragen hoe u aan mijn e-mailadres komt? ... Ik hoor graag van welke bron u gebruikmaakt"): "I'd love to hear
# which source you use", "ich wüsste gern, welche Quelle Sie nutzen", "j'aimerais savoir quelle source", "me
# gustaría saber qué fuente", "vorrei sapere quale fonte", "graag hoor ik welke bron", "gostaria de saber qual
# a fonte": read by `intent_interest.mere_curiosity` only beside `ADDRESS_SOURCE`, the wish no interest in the
# product
SOURCE_NAMED = re.compile(
    r"\b(?:(?:which|what) (?:source|list|database|data provider|provider|vendor)"
    r"|where (?:you|it) (?:got|came)"
    r"|welche[rnms]? (?:quelle|liste|datenbank|adressliste|anbieter)|woher"
    r"|quel(?:le)? (?:source|liste|base|fichier|fournisseur)|d'ou"
    r"|(?:que|cual|de que) (?:fuente|lista|base de datos|proveedor)|de donde"
    r"|(?:quale|che|da quale|da che) (?:fonte|lista|banca dati|database|fornitore)|da dove"
    r"|(?:welke|van welke) (?:bron|lijst|database|leverancier|adressenlijst)|vandaan"
    r"|(?:qual|que|de que) (?:a )?(?:fonte|lista|base de dados|fornecedor)|de onde)\b"
)
