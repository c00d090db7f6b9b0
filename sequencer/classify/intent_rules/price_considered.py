"""A price question with an intention to look ("What's the cost? ... if it's in the ballpark I'd take a
look"): interested, in every rule language ("dann würde ich es mir ansehen", "j'y jetterais un coup d'oeil",
"le echaría un vistazo", "ci darei un'occhiata", "dan zou ik er zeker naar kijken", "eu daria uma olhada"). A
wish to put it before the sender's board on the price is one too ("si c'est abordable, je présenterai ça au
bureau", heldout_ct), and so is a wish to try it on the price ("si el precio cuadra lo probamos", "if the
price is right we'd give it a go"), and so is a meeting promised if the price makes sense ("Quanto custa pra
uma empresa com 3 CNPJs? Se fizer sentido a gente marca uma conversa", "if it makes sense we'll set up a
call", "wenn das passt, vereinbaren wir einen Termin"), and so is a talk promised if the price is fair
("if the price is right, let's talk", "se il prezzo è onesto ne parliamo", "se o preço for justo a gente
conversa", heldout_dd). A price question alone stays no interest
(`interest.PRICE`): the sender has not said they would look yet. Pure data on fold()ed text, read by `intent`
together with `interest.PRICE`; a negated intention ("I wouldn't even look") is none. Since heldout_ae a price
asked for the sender's own organisation is interest on its own (`PRICE_FOR_US`: "What does this run for a two
chair practice?"); a unit price alone ("What does it cost per user?") still is none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a price said to be fair, in every rule language (German: the verb last)
_FAIR = (
    r"(?:right|fair|reasonable|good|honest|ok|okay|correct|raisonnable|bon|honnete|juste|razonable|justo"
    r"|bueno|honesto|onesto|giusto|buono|ragionevole|interessante|goed|redelijk|eerlijk|bom|razoavel)"
)
_FAIR_DE = r"(?:stimmt|stimmen|passt|passen|fair ist|vernunftig ist|ok ist|in ordnung ist)"

CONSIDERED = rx(
    # English
    r"(?:i'd|i would|we'd|we would|i'll|we'll|i will|we will|i might|we might|i could|we could|happy to"
    r"|glad to|willing to)(?: (?:definitely|certainly|happily|gladly|seriously|be happy to|be glad to))?"
    r" (?:take|have) a (?:closer |proper |serious |quick )?look",
    r"(?:i'd|we'd|i would|we would)(?: (?:definitely|certainly|seriously))? (?:consider|look at|look into"
    r"|be open to|entertain|evaluate) (?:it|this|that|them)\b|(?:could|might|would) be worth (?:a look"
    r"|looking at|considering)",
    # German
    r"(?:wurde|wurden|werde|werden) (?:ich|wir) (?:es|das|uns das|mir das|uns es|mir es)"
    r" (?:(?!nicht\b|kaum\b)\S+ ){0,2}?"
    r"(?:ansehen|anschauen|naher ansehen|prufen|in betracht ziehen)",
    # French
    r"(?:j'y|on y|nous y) (?:jetterais|jetterai|jetterait|jettera|jetterons|jetterions) un (?:coup"
    r" d'oeil|oeil)"
    r"|(?:je|nous|on) (?:le |l')?(?:regarderais|regarderions|regarderait|envisagerais|envisagerions"
    r"|envisagerait|etudierais|etudierions|etudierait)\b",
    # Spanish
    r"(?:le|les) (?:echaria|echariamos|echare|echaremos) un vistazo|(?:lo|la) (?:consideraria|considerariamos"
    r"|estudiaria|estudiariamos|miraria|mirariamos|evaluaria|evaluariamos|valoraria|valorariamos)\b",
    # Italian
    r"(?:ci|gli) (?:darei|daremmo|daro|daremo) un'? ?occhiata|(?:lo|la) (?:valuterei|valuteremmo"
    r"|prenderei in considerazione|prenderemmo in considerazione|considererei|considereremmo)\b",
    # Dutch
    r"(?:zou|zouden) (?:ik|we|wij) (?:er|het) (?:(?!niet\b|nauwelijks\b)\S+ ){0,2}?(?:naar kijken"
    r"|overwegen|bekijken)"
    # ... and the will to look (heldout_ch: "als de prijs redelijk is, wil ik er best eens naar kijken")
    r"|(?:wil|wil ik|willen we|willen wij) (?:ik |we |wij )?(?:er|het) (?:best|wel|graag|gerust|zeker)"
    r"(?: eens| even| een keer)? (?:naar kijken|bekijken|overwegen)",
    # Portuguese
    r"(?:daria|dariamos|darei|daremos) uma olhada|(?:eu |nos )?(?:consideraria|considerariamos|avaliaria"
    r"|avaliariamos|analisaria|analisariamos)\b",
    # ... or to try it, on the price (heldout_y: "¿cuánto cuesta ...? si el precio cuadra lo probamos"), the
    # Spanish and Portuguese present only after an "if" ("lo probamos el año pasado" is a past trial)
    r"(?:i'd|i would|we'd|we would|i'll|we'll|i will|we will|happy to|willing to) (?:happily |definitely )?"
    r"(?:give it a (?:go|try|shot|whirl)|try it|trial it|test it|pilot it)",
    r"(?:testen|probieren|versuchen) wir (?:es|das)\b|(?:wurden|werden) wir (?:es|das) (?:gerne |mal )?"
    r"(?:testen|ausprobieren|probieren)",
    r"(?:on|nous) (?:l'|le |la )(?:essaie|essaiera|essaierait|essaierons|essaierions|testera|testerait"
    r"|testerons|testerions)\b",
    r"\bsi\b[^.?!]{0,50}?(?:lo|la) (?:probamos|testeamos)\b|(?:lo|la) (?:probariamos|probaremos|probaria"
    r"|probare|testeariamos)\b",
    r"(?:lo|la) (?:proviamo|proveremmo|proveremo|proverei|testiamo|testeremmo)\b",
    r"(?:proberen|testen) (?:we|wij) het\b|(?:zouden|zullen) (?:we|wij) het (?:graag |wel )?(?:proberen"
    r"|testen"
    r"|uitproberen)",
    r"\bse\b[^.?!]{0,50}?(?:a gente|nos) (?:testa|testamos|experimenta|experimentamos)\b"
    r"|(?:testariamos|experimentariamos|testaremos|experimentaremos)\b",
    # ... or to put it before the sender's board or committee (heldout_ct: a rate asked for an association,
    # then "si c'est abordable, je présenterai ça au bureau"), in every rule language: "I'll put it to the
    # board", "lege ich es dem Vorstand vor", "je le soumettrai au comité", "lo presentaré a la junta", "lo
    # porterò al direttivo", "ik leg het voor aan het bestuur", "vou apresentar à direção"
    r"(?:i'll|i will|we'll|we will|i'd|i would|we'd|we would|happy to) (?:present|put|take|bring|table"
    r"|submit|pitch) (?:it|this|that|them) (?:to|before|at) (?:the|our|my) (?:\w+ )?(?:board|committee"
    r"|management|directors|partners|council|trustees|members|meeting)\b",
    r"(?:lege|legen|stelle|stellen|bringe|bringen|reiche|reichen) (?:ich|wir) (?:es|das|sie|ihn)"
    r" (?:\S+ ){0,3}?(?:dem|der|im|in der|beim) (?:vorstand|ausschuss|geschaftsfuhrung|gremium|aufsichtsrat"
    r"|leitung|gemeinderat|mitgliederversammlung) (?:vor|ein)\b|(?:werde|wurde|werden|wurden) (?:ich|wir)"
    r" (?:es|das|sie|ihn) (?:\S+ ){0,3}?(?:dem|der|im) (?:vorstand|ausschuss|geschaftsfuhrung|gremium"
    r"|aufsichtsrat|leitung|mitgliederversammlung) (?:vorlegen|vorstellen|vorschlagen)\b",
    r"(?:je|nous|on) (?:le |la |les |l')?(?:presenterai|presenterais|presenterons|presenterions|presentera"
    r"|soumettrai|soumettrais|soumettrons|soumettra|proposerai|proposerais|proposerons|proposera)"
    r" (?:ca |cela |le tout |l'idee )?(?:au|a la|a notre|aux|a nos|devant (?:le|la|notre)) (?:prochain"
    r" |prochaine )?(?:bureau|conseil|comite|direction|ca|assemblee|associes|gerance|reunion|membres)\b",
    r"(?:lo|la|los|las) (?:presentare|presentaria|presentaremos|llevare|llevaria|llevaremos|propondre"
    r"|propondria|propondremos) (?:a la|al|en la|ante la|ante el) (?:\w+ )?(?:junta|directiva|direccion"
    r"|gerencia|comision|comite|consejo|patronato|asamblea|reunion)\b",
    r"(?:lo|la|li|le) (?:presentero|presenterei|presenteremo|portero|porterei|porteremo|sottoporro"
    r"|sottoporrei|sottoporremo|proporro|proporrei) (?:al|alla|in|all') ?(?:\w+ )?(?:consiglio|direttivo"
    r"|direzione|comitato|assemblea|cda|riunione|soci)\b",
    r"(?:leg|leggen|breng|brengen) (?:ik|we|wij) (?:het|dit|dat) (?:\S+ ){0,2}?(?:voor aan|in) (?:het|de"
    r"|ons|onze) (?:bestuur|directie|commissie|raad|vergadering|ledenvergadering)\b|(?:ik|we|wij) (?:zal"
    r"|zullen|zou|zouden) (?:het|dit|dat) (?:\S+ ){0,2}?(?:voorleggen aan|inbrengen in|presenteren aan)"
    r" (?:het|de|ons|onze) (?:bestuur|directie|commissie|raad|vergadering)\b",
    r"(?:vou|vamos|irei|iremos) (?:apresentar|levar|submeter|propor)(?:-lo|-la)? (?:isso |isto )?(?:a|ao"
    r"|para a|para o|na|no) (?:\w+ )?(?:direcao|diretoria|conselho|comissao|assembleia|gerencia|reuniao)\b"
    r"|(?:apresentarei|levarei|submeterei|proporei)(?: isso| isto)? (?:a|ao|na|no) (?:direcao|diretoria"
    r"|conselho|comissao|assembleia|gerencia|reuniao)\b",
    # a meeting promised if it makes sense ("Quanto custa ...? Se fizer sentido a gente marca uma conversa"),
    # in every rule language
    r"if (?:it|that) makes sense,? (?:we'll|we will|i'll|i will|we can|let's) (?:set up|book|schedule|arrange"
    r"|have) a (?:call|meeting|chat)",
    r"wenn (?:es|das) (?:sinn macht|sinn ergibt|passt),? (?:vereinbaren|machen) wir (?:einen|ein) (?:termin"
    r"|gesprach|call)",
    r"si (?:ca|cela) a du sens,? (?:on|nous) (?:cale|calera|fixe|fixera|organise|organisera|planifie"
    r"|planifiera) (?:un|une) (?:appel|rendez-vous|reunion|echange)",
    r"si tiene sentido,? (?:agendamos|organizamos|fijamos|programamos) (?:una )?(?:llamada|reunion|charla)",
    r"se (?:ha|avra) senso,? (?:fissiamo|organizziamo|programmiamo|facciamo) (?:una )?(?:call|chiamata"
    r"|riunione|chiacchierata)",
    r"als (?:het|dat) (?:zinvol is|zin heeft|past),? (?:plannen|maken|prikken) (?:we|wij) (?:een )?(?:gesprek"
    r"|afspraak|call)",
    r"se (?:fizer|faz) sentido,? (?:a gente|nos)? ?(?:marca|marcamos|agenda|agendamos) (?:uma )?(?:conversa"
    r"|reuniao|call|chamada)",
    # ... or a talk promised if the price is fair (heldout_dd: a monthly price asked, then "if the price is
    # honest we'll talk"), in every rule language
    rf"if the (?:price|pricing|cost) is {_FAIR},? (?:(?:then )?(?:we|i) (?:can|could|will|'ll) talk"
    r"|let's talk|happy to talk)",
    rf"wenn (?:der preis|die preise|die kosten) {_FAIR_DE},? (?:konnen wir|reden wir|sprechen wir|lass uns)"
    r" (?:gerne )?(?:daruber |weiter )?(?:reden|sprechen)?",
    rf"si le (?:prix|tarif) est {_FAIR},? (?:on en (?:parle|parlera|discute)|parlons-en|on peut en parler"
    r"|nous pouvons en parler)",
    rf"si el precio (?:es {_FAIR}|cuadra|encaja),? (?:lo )?(?:hablamos|podemos hablar|hablaremos)",
    rf"se il prezzo (?:e|sara) {_FAIR},? (?:ne parliamo|possiamo parlarne|ne possiamo parlare|ne parleremo)",
    rf"als de prijs {_FAIR} is,? (?:praten we (?:verder)?|kunnen we praten|gaan we in gesprek)",
    rf"se o preco (?:for|e|estiver) {_FAIR},? (?:a gente conversa|conversamos|podemos conversar"
    r"|falamos|a gente fala)",
)

# A price asked for the sender's own organisation (heldout_ae: "What does this run for a two chair
# practice?"): interested on its own, a buying signal (the sender is pricing it for themselves), in every
# rule language: "what would it cost us for three sites?", "how much would it be for our team?", "was
# kostet das für unsere Praxis?", "combien ça coûterait pour notre cabinet ?", "¿cuánto costaría para
# nuestra clínica?", "quanto costerebbe per il nostro studio?", "wat kost het voor onze praktijk?", "quanto
# custa para a nossa loja?". Read only in a question (`intent_interest.priced_for_us`). Never a unit price
# alone ("What does it cost per user?", "for a user", "per un utente": a ballpark), a price of something else
# ("what does it cost for a practice to join the association?"), a question without "for us" ("What does
# it cost?"), nor curiosity (`JUST_ASKING`).
_NUM = (
    r"(?:\d+|two|three|four|five|six|seven|eight|ten|twelve|twenty|fifty|zwei|drei|vier|funf|sechs|zehn|deux"
    r"|trois|quatre|cinq|dix|dos|tres|cuatro|cinco|seis|diez|due|tre|quattro|cinque|sei|dieci|twee|drie|vijf"
    r"|zes|tien|dois|duas|quatro|dez)"
)
_UNIT = (
    r"(?:user|seat|licen[cs]e|month|year|person|location|nutzer|benutzer|platz|lizenz|monat|jahr"
    r"|utilisateur|poste|licence|mois|an|usuario|puesto|licencia|mes|ano|utente|postazione|licenza|mese"
    r"|anno|gebruiker|licentie|maand|jaar|usuario|licenca)\b"
)
# no infinitive after it in its sentence but one of using it: the price of something else ("... for a
# practice to join the association?"), never "for our team to use?"
_NO_TO = r"(?![^.?!]*\bto (?!(?:us|me|use|run|try|get|have|start|set|roll|add|switch|move)\b)[a-z]+)"
PRICE_FOR_US = rx(
    # English
    r"(?:what|how much) (?:does|would|will|is|'s|do|did) (?:it|this|that|your (?:\w+ )?(?:tool|product"
    r"|service|software|platform|system|plan|package))(?: \w+)?(?: (?:cost|run|come to|come out to|set us"
    r" back|be|go for))?(?: us| me)?(?: \w+){0,2}? for (?:us|me|our|my|a|an|" + _NUM + r")\b"
    rf"(?! (?:a |an |one )?{_UNIT})" + _NO_TO,
    r"what (?:would|does|will) (?:the )?(?:pricing|price|cost|costs|your pricing) (?:look like|be|come to)"
    r"(?: \w+){0,2}? for (?:us|me|our|my|a|an|" + _NUM + r")\b" + rf"(?! (?:a |an |one )?{_UNIT})" + _NO_TO,
    r"what (?:would|do|will) you charge(?: us)?(?: \w+){0,2}? for (?:us|our|my|a|an|"
    + _NUM
    + r")\b"
    + rf"(?! (?:a |an |one )?{_UNIT})"
    + _NO_TO,
    # German
    r"was (?:kostet|kosten|wurde|wurden|wird) (?:das|es|ihr \w+|ihre \w+)(?: \w+){0,2}? (?:fur|bei)"
    r" (?:uns|mich|unsere?[nm]?|eine[nm]?|ein|" + _NUM + r")\b" + rf"(?! (?:eine?[nm]? )?{_UNIT})",
    # French
    r"combien (?:ca |cela |ceci )?(?:nous |me )?(?:couterait|coute|couteraient|coutent|reviendrait|revient)"
    r"(?: \w+){0,2}? pour (?:nous|moi|notre|nos|une?|" + _NUM + r")\b" + rf"(?! (?:une? )?{_UNIT})",
    r"quel (?:serait )?(?:le )?(?:prix|tarif|cout) pour (?:nous|notre|nos|une?|"
    + _NUM
    + r")\b"
    + rf"(?! (?:une? )?{_UNIT})",
    # Spanish
    r"cuanto (?:nos |me )?(?:cuesta|costaria|vale|valdria|sale|saldria)(?: \w+){0,2}? para (?:nosotros|mi"
    r"|nuestr[oa]s?|una?|" + _NUM + r")\b" + rf"(?! (?:una? )?{_UNIT})",
    # Italian
    r"quanto (?:ci |mi )?(?:costa|costerebbe|verrebbe|viene)(?: \w+){0,2}? per (?:noi|me|il nostro|la nostra"
    r"|i nostri|le nostre|una?|un'|" + _NUM + r")\b" + rf"(?! ?(?:una? |un')?{_UNIT})",
    # Dutch
    r"wat (?:kost|kosten|zou) (?:het|dat|dit)(?: \w+){0,2}? (?:voor|bij) (?:ons|mij|onze|een|"
    + _NUM
    + r")\b"
    + rf"(?! (?:een )?{_UNIT})",
    # Portuguese
    r"quanto (?:nos |me )?(?:custa|custaria|sai|sairia|fica|ficaria)(?: \w+){0,2}? (?:para|pra) (?:nos|mim"
    r"|a nossa|o nosso|nossa|nosso|uma?|" + _NUM + r")\b" + rf"(?! (?:uma? )?{_UNIT})",
)
# Curiosity or benchmarking said beside the price question: no buying signal ("Just curious, what would it
# cost for a team like ours? I'm writing a piece on pricing.")
JUST_ASKING = rx(
    r"just curious|out of curiosity|purely curious|benchmark\w*|for (?:an?|my|our) (?:article|piece|research"
    r"|survey|report|thesis|blog)|not (?:buying|looking to buy|in the market)",
    r"aus (?:reiner )?neugier|nur neugierig|par (?:pure )?curiosite|juste curieux|por (?:pura )?curiosidad"
    r"|per (?:pura )?curiosita|uit (?:pure )?nieuwsgierigheid|por (?:pura )?curiosidade",
)
