"""Not interested because the sender is no fit, or a blunt "No." opening a reply that says why (heldout_n),
in every rule language. Pure data on fold()ed text, read by `intent.RuleClassifier` beside `decline.py`; a
phrase in a question ("are we who you're looking for?") never counts.

- `NOT_A_FIT`: "I don't think we're who you're looking for", "we're far too small for this", "wir sind
  nicht die, die Sie suchen", "wir sind zu klein dafür", "nous ne sommes pas la cible", "nous sommes trop
  petits pour ça", "no somos lo que buscan", "somos demasiado pequeños para esto", "non siamo quello che
  cercate", "siamo troppo piccoli per questo", "wij zijn niet wie jullie zoeken", "we zijn te klein
  hiervoor", "não somos quem vocês procuram", "somos pequenos demais para isso"; more than the sender needs
  ("this is way more than we need", "eine Nummer zu groß für uns", "bien plus que ce dont nous avons
  besoin", "más de lo que necesitamos", "più di quanto ci serve", "meer dan we nodig hebben", "mais do que
  precisamos") and no fit said outright ("doesn't fit us", "No nos encaja", "ça ne nous correspond pas",
  "não se encaixa", heldout_u); the example not carrying over to us ("It doesn't translate to us", "lässt
  sich nicht auf uns übertragen", "ne s'applique pas à notre cas", heldout_aa); more than a small
  organisation needs, in every rule language and either order (heldout_ac: "Zo'n pakket is voor ons echt
  overkill"; "for us it's overkill", "für uns überdimensioniert", "surdimensionné pour nous", "excesivo
  para nosotros", "per noi è sovradimensionato", "overkill voor ons", "exagerado para nós"); "something for
  us" denied under a "think" (heldout_al: "I don't think this is something for us", "ich glaube nicht, dass
  das etwas für uns ist", "non credo che sia qualcosa per noi"); never
  "you're looking for companies like ours?" (a question) or "we're too small a team to wait" (no fit
  named).
- `BLUNT_NO`: the reply opens (after a greeting at most) on "No." / "Nein." / "Non." / "Nee." / "Não."
  as a sentence of its own, and more follows: "No. We wrote our own close tooling in 2019, it works";
  never "No problem", "No worries", "No. 5 on your list" (no sentence end after the word), nor a "no"
  later in the reply. A but-clause asking for something still wins (`but_request.py`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# "not for us" with the negation contracted or an adverb inside it (heldout_at: "We are cutting, not adding.
# This isn't for us."), in the rule languages that missed it; never "for us to decide", a "but" or "just"
# turning it to someone else ("isn't for us but for our sister school", "isn't just for us"), nor bounded
# by now ("isn't for us right now": a later)
_NOT_NOW_AFTER = (
    r"(?! (?:to|zu|de|da|om) \w)(?!,? (?:right now|at the moment|for now|yet|this year|im moment|momentan"
    r"|derzeit|pour l'instant|pour le moment|per ora|al momento|op dit moment|voorlopig)\b)"
    r"(?![^.!?]*\b(?:but|aber|mais|ma|maar)\b)"
)
NOT_FOR_US = (
    r"(?:isn't|isnt|is not|(?:it|that|this|thats|its)'?s not|ain't) (?:really |quite |actually |honestly"
    r" |simply )?for"
    rf" (?:us|me)\b{_NOT_NOW_AFTER}"
    rf"|(?:das|dies|es) ist (?:wirklich|eher|eigentlich|ehrlich gesagt|definitiv|ganz einfach|schlicht)"
    rf" nichts fur (?:uns|mich){_NOT_NOW_AFTER}"
    rf"|(?:ce|ca) n'est (?:pas du tout|pas vraiment|absolument pas|tout simplement pas) pour (?:nous|moi)"
    rf"{_NOT_NOW_AFTER}"
    rf"|non fa (?:proprio|davvero|affatto|assolutamente|per niente) per (?:noi|me){_NOT_NOW_AFTER}"
    rf"|(?:dit|dat|het) is (?:eigenlijk|eerlijk gezegd|gewoon echt|toch) (?:niets|niks|niet) voor (?:ons|mij)"
    rf"{_NOT_NOW_AFTER}"
)
# not for someone else instead, nor for a while, after the phrase in its sentence
_FOR_GOOD = (
    r"(?![^.!?]*\b(?:(?:but|mais|aber|pero|ma|maar|mas) (?:for|pour|fur|para|per|voor|pra)|now|right now|yet"
    r"|jetzt|im moment|derzeit|noch|pour l'instant|pour le moment|maintenant|encore|por ahora|de momento"
    r"|ahora"
    r"|todavia|per ora|adesso|al momento|ancora|nu|op dit moment|voorlopig|nog|agora|por enquanto|ainda)\b)"
)
# what we sell, named as the subject of the "I don't think it is for us": the tool, the product, the
# software, the solution, the platform, the service, the offer, ours or not ("the tool", "your platform",
# "l'outil", "votre solution", "la herramienta", "lo strumento", "de tool")
_OURS_EN = r"(?:the|your) (?:tool|product|software|solution|platform|service|app|offer|offering)"
_OURS_FR = (
    r"(?:l'|le |la |votre )(?:outil|produit|logiciel|solution|plateforme|service|offre|application|appli)"
)
_OURS_ES = (
    r"(?:la|el|su|vuestra|vuestro) (?:herramienta|producto|software|solucion|plataforma|servicio|oferta"
    r"|aplicacion|app)"
)
_OURS_IT = (
    r"(?:lo |il |la |l'|il vostro |la vostra |il suo |la sua )(?:strumento|prodotto|software|soluzione"
    r"|piattaforma|servizio|offerta|applicazione|app)"
)
_OURS_NL = r"(?:de|het|jullie|uw|je) (?:tool|product|software|oplossing|platform|dienst|app|aanbod)"
NOT_A_FIT = rx(
    NOT_FOR_US,
    # "a fit" denied with the negation contracted (heldout_az: "Appreciate the note but this isn't a fit for
    # us, we're a 12-person team"), in every rule language; never bounded by now, nor for someone else
    rf"(?:this|that|it)(?:'s| is) (?:just |really |simply )?not a (?:good |great |real )?fit\b"
    rf"{_NOT_NOW_AFTER}"
    rf"|(?:this|that|it) (?:isn't|isnt|is not) (?:really |quite |just )?(?:a |the )?(?:good |great |real"
    rf" |right )?fit\b{_NOT_NOW_AFTER}",
    rf"(?:das|es|dies) ist (?:leider |einfach )?kein (?:guter |wirklicher )?(?:fit|match)\b{_NOT_NOW_AFTER}",
    rf"(?:ce|ca) n'est pas (?:vraiment )?(?:un bon|le bon) (?:fit|match)\b{_NOT_NOW_AFTER}",
    rf"no (?:es|somos) (?:un buen |el )?(?:encaje|fit|match) (?:para nosotros|para mi)\b{_NOT_NOW_AFTER}",
    rf"non (?:e|siamo) (?:il |un )?(?:fit|match) (?:giusto|adatto)\b{_NOT_NOW_AFTER}",
    rf"(?:dit|dat|het) is (?:gewoon |echt )?geen (?:goede )?(?:fit|match)\b{_NOT_NOW_AFTER}",
    rf"nao (?:e|somos) (?:um bom |o )?(?:fit|match)(?: para nos)?\b{_NOT_NOW_AFTER}",
    # English
    r"(?:(?:don't|do not|dont) think (?:we're|we are|i'm|i am)|(?:we're|we are|i'm|i am) (?:probably |really"
    r" |just |simply )?not|we aren't|we're (?:probably )?not) (?:who|what|the (?:company|people|kind of"
    r" (?:company|business|firm)|customer|client|target)s?) (?:you're|you are|you'd be) (?:looking for|after"
    r"|targeting)",
    # "something for us" denied under a "think" (heldout_al: "I don't think this is something for us"), in
    # every rule language; never "for us to decide" nor said of someone else ("for Tom")
    r"(?:don't|do not|dont) think (?:this|it|that)(?:'s| is| would be| will be) (?:really )?(?:something"
    r"|anything|one) for (?:us|me)(?! to\b)",
    # ... or what we sell named as the subject ("I don't think the tool is for us", "je ne pense pas que
    # l'outil soit pour nous", "no creo que la herramienta sea para nosotros", "non credo che lo strumento
    # sia per noi", "ik denk niet dat de tool iets voor ons is", heldout_eb; the German "das Tool" and the
    # Portuguese "a ferramenta" are read below already)
    rf"(?:don't|do not|dont) think {_OURS_EN}(?:'s| is| would be| will be) (?:really )?(?:something |anything"
    r" |one )?for (?:us|me)(?! to\b)",
    r"(?:glaube|denke) (?:ich |wir )?nicht,? dass (?:das|dies|es) (?:\S+ )?(?:etwas|was) fur (?:uns|mich)"
    r" (?:ist|ware)",
    rf"(?:je ne pense|nous ne pensons|je ne crois|nous ne croyons) pas que (?:ce soit|cela soit|ca soit"
    rf"|{_OURS_FR} soit)"
    r" (?:vraiment )?(?:quelque chose |une solution )?pour (?:nous|moi)(?! de\b)",
    rf"no (?:creo|creemos|pienso) que (?:esto |eso |{_OURS_ES} )?(?:sea|vaya a ser) (?:algo |una solucion )?"
    r"para (?:nosotros|mi)(?! (?:decidir|de)\b)",
    rf"non (?:credo|crediamo|penso|pensiamo) che (?:questo |cio |{_OURS_IT} ?)?(?:sia|faccia) (?:qualcosa"
    r" |una soluzione )?per (?:noi|me)(?! da\b)",
    rf"(?:ik denk|wij denken|we denken|ik geloof) niet dat (?:dit|dat|het|{_OURS_NL}) (?:echt )?iets voor"
    r" (?:ons|mij) (?:is|zou zijn)",
    r"nao (?:acho|achamos|creio|penso) que (?:isto |isso )?(?:seja|vai ser) (?:algo |uma solucao )?para"
    r" (?:nos|mim)(?! (?:decidir|de)\b)",
    # more than the sender needs, no fit said outright (heldout_u)
    r"(?:(?:way|far|much|a lot|a bit|rather) )?more than (?:we|i) (?:need|require|will ever need)"
    r"|overkill for (?:us|me|a \S+ (?:like|our) (?:us|size))|(?:doesn't|does not|doesnt) (?:really )?fit"
    r" (?:us|our (?:needs|business|setup|size))",
    r"(?:eine |ein paar )?nummern? zu gross|mehr als wir (?:brauchen|benotigen)",
    r"plus que ce dont (?:nous avons|on a|j'ai) besoin|(?:ca|cela) ne nous (?:correspond|convient) pas",
    r"mas de lo que (?:necesitamos|necesito)|no nos (?:encaja|cuadra|sirve|conviene)\b",
    r"piu di quanto (?:ci|mi) (?:serve|serva|servira)|non (?:ci|mi) (?:serve|interessa) (?:una cosa|un"
    r" sistema) (?:cosi|del genere)",
    r"meer dan (?:we|wij|ik) (?:nodig hebben|nodig heb)|een maatje te groot",
    r"mais do que (?:precisamos|preciso)|(?:nao se encaixa|nao encaixa|nao serve) (?:para|pra) nos",
    # no fit said with "passt" and its kin, the thing as subject (heldout_ae: "aber das passt für uns
    # nicht"): never a day or a slot as subject ("Dienstag passt uns nicht, Mittwoch?")
    r"(?:^|(?<=[,.;:!] )|(?<=\baber )|(?<=\bleider )|(?<=\bdoch ))(?:das|es|so etwas|sowas) passt (?:\w+ )?"
    r"(?:fur uns|bei uns|uns|zu uns)"
    r" (?:\w+ )?nicht|(?:das|es) passt (?:leider |einfach |wirklich )?nicht (?:zu uns|fur uns|bei uns)",
    r"(?:^|(?<=[,.;:!] )|(?<=\bmaar )|(?<=\bhelaas ))(?:dat|het) past (?:\w+ )?(?:niet bij ons|bij ons niet"
    r"|voor ons niet)",
    r"(?:^|(?<=[,.;:!] )|(?<=\bma )|(?<=\bpurtroppo ))non (?:e una cosa che )?fa per noi",
    r"(?:^|(?<=[,.;:!] )|(?<=\bpero ))no es para nosotros(?= *(?:[.,;!]|$))",
    r"(?:^|(?<=[,.;:!] )|(?<=\bmas ))nao e para nos(?= *(?:[.,;!]|$))",
    r"(?:^|(?<=[,.;:!] )|(?<=\bmais ))(?:ce n'est|c'est) pas pour nous(?= *(?:[.,;!]|$))",
    # the offer itself as the subject (heldout_ct: "Votre solution n'est pas pour nous."), where the rule
    # languages lacked it: "Ihre Lösung ist nichts für uns", "la vostra soluzione non fa per noi", "jullie
    # oplossing is niets voor ons" (English, Spanish and Portuguese are read already); never for a while
    # or for someone else after it ("... pas pour nous pour l'instant", "... mais pour notre filiale")
    r"(?:votre|vos|ta|ton|cette|cet|ce) (?:solution|offre|produit|outil|logiciel|service|plateforme"
    r"|application|appli|proposition|systeme)s?(?: \w+)? n'(?:est|sont) pas (?:fait(?:e|s|es)? )?pour nous"
    rf"(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    r"(?:ihre|ihr|eure|euer|diese|dieses|dieser) (?:losung|angebot|produkt|tool|software|dienst|plattform"
    rf"|app|system) ist (?:leider |einfach |wirklich )?nichts fur uns(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    r"(?:la vostra|la sua|questa|il vostro|il suo|questo) (?:soluzione|offerta|prodotto|strumento|software"
    rf"|servizio|piattaforma|app|proposta|sistema) non (?:fa|e) per noi(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    r"(?:jullie|uw|deze|dit|die|dat) (?:oplossing|aanbod|product|tool|software|dienst|platform|app|voorstel"
    rf"|systeem) is (?:echt |gewoon )?niets voor ons(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    # the offer said not to be what the sender is looking for, opening a clause and ending its sentence
    # (review of 2026-12-07, fifth: "Non è quello che cerchiamo."), in every rule language: "It's not what
    # we're looking for", "Das ist nicht, was wir suchen", "Ce n'est pas ce que nous cherchons", "No es lo que
    # buscamos", "Dit is niet wat we zoeken", "Não é o que procuramos"; never under an "if" ("se non è quello
    # che cerchiamo"), never with more after it ("... in a CRM"), nor for a while (`_FOR_GOOD`)
    r"(?:^|(?<=[,.;:!] )|(?<=\bbut )|(?<=\baber )|(?<=\bmais )|(?<=\bpero )|(?<=\bma )|(?<=\bmaar )"
    r"|(?<=\bmas )|(?<=\bsadly )|(?<=\bleider )|(?<=\bhelas )|(?<=\bpurtroppo )|(?<=\bhelaas )"
    r"|(?<=\binfelizmente ))"
    r"(?:(?:it|this|that)(?:'s| is) (?:just |really |simply )?not what (?:we're|we are|i'm|i am) looking for"
    r"|(?:das|dies|es) ist (?:einfach |wirklich )?nicht,? (?:das,? )?was wir suchen"
    r"|(?:ce|ca) n'est pas ce que (?:nous |l'on |on )(?:cherchons|recherchons|cherche|recherche)"
    r"|no es lo que (?:buscamos|estamos buscando)|non e (?:quello|cio) che (?:cerchiamo|stiamo cercando)"
    r"|(?:dit|dat|het) is (?:gewoon |echt )?niet wat (?:we|wij) (?:zoeken|nodig hebben)"
    r"|nao e o que (?:procuramos|buscamos|estamos (?:procurando|buscando|a procurar)))"
    rf"(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    # "not for us" with no verb, opening a clause (heldout_au: "Merci mais pas pour nous, on vient de signer
    # ..."), in every rule language: "Danke, aber nichts für uns", "gracias pero no para nosotros", "grazie
    # ma non per noi", "bedankt maar niets voor ons", "obrigado mas não para nós" (English "not for us" is
    # read in `interest.NOT_INTERESTED`); never for someone else after it ("pas pour nous, mais pour notre
    # filiale") nor for a while ("pas pour nous pour l'instant", `_FOR_GOOD`)
    r"(?:^|(?<=[,.;:!] )|(?<=\bmais )|(?<=\baber )|(?<=\bpero )|(?<=\bma )|(?<=\bmaar )|(?<=\bmas ))"
    r"(?:pas|nichts|nicht|no|non|niet|niets|niks|nao) (?:pour|fur|para|per|voor|pra) (?:nous|uns|nosotros"
    rf"|noi|ons|nos|a gente)(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    r"(?:doesn't|does not|doesnt|won't|will not) (?:really )?(?:fit|suit|work for) (?:a|an|our) "
    r"(?:\S+ ){0,2}?"
    r"(?:practice|business|shop|team|company|firm|office|clinic|bakery|outfit|operation) (?:like ours|our"
    r" size|of our size)?",
    # more than an organisation of the sender's size needs (heldout_ae: "a lot more than a place our size
    # needs"), in every rule language
    r"more than (?:a|an|any) (?:\S+ ){0,2}?(?:place|business|shop|company|team|practice|firm|outfit"
    r"|operation|office|clinic|bakery) (?:(?:of )?our size|like (?:ours|us|mine)|this small|as small as"
    r" ours) (?:needs|requires|will ever need|would need)",
    r"mehr als (?:ein|eine) (?:\S+ ){0,2}?(?:betrieb|praxis|firma|laden|team|unternehmen|buro) (?:unserer"
    r" grosse|wie (?:wir|unserer|unseres)) (?:braucht|benotigt)",
    r"plus (?:que ce dont|qu'il n'en faut (?:a|pour)) (?:une|un) (?:\S+ ){0,2}?(?:structure|entreprise"
    r"|boutique|equipe|cabinet|commerce) (?:comme la notre|comme le notre|de notre taille)",
    r"mas de lo que necesita (?:un|una) (?:\S+ ){0,2}?(?:negocio|empresa|tienda|equipo|consulta|clinica)"
    r" (?:como (?:el|la) nuestr[oa]|de nuestro tamano)",
    r"piu di quanto (?:serve|serva|servirebbe) (?:a|ad) (?:un|una|un') ?(?:\S+ ){0,2}?(?:attivita|azienda"
    r"|negozio|studio|team) (?:come (?:la|il) nostr[oa]|delle nostre dimensioni)",
    r"meer dan (?:een|zo'n) (?:\S+ ){0,2}?(?:zaak|bedrijf|winkel|team|praktijk) (?:van onze (?:omvang"
    r"|grootte)|als (?:de|het) onze) nodig heeft",
    r"mais do que (?:um|uma) (?:\S+ ){0,2}?(?:negocio|empresa|loja|equipe|equipa|clinica|consultorio)"
    r" (?:do nosso tamanho|como (?:o|a) nossa?) precisa",
    # more than a small organisation needs, either order (heldout_ac)
    r"for (?:us|a (?:team|company|firm|shop|business|charity|non-?profit) (?:our|of our|like ours?)"
    r" size)(?: it's| it is| that's| that is| this is| it would be)? (?:\w+ )?(?:overkill|oversized)"
    # (never what is overkill today: "for us it's overkill to run three tools; yours could replace them")
    r"(?! to \w)",
    r"(?:fur uns|fur unsere grosse) (?:\w+ ){0,3}?(?:uberdimensioniert|overkill|oversized|zu gross)"
    r"|(?:uberdimensioniert|overkill) fur uns",
    r"(?:surdimensionne|trop lourd|disproportionne)e? pour (?:nous|une structure comme la notre)|pour nous"
    r",? (?:c'est|ce serait) (?:\w+ )?(?:surdimensionne|trop lourd|disproportionne)",
    r"(?:excesivo|sobredimensionado|desproporcionado) para nosotros|para nosotros (?:es|seria) (?:\w+ )?"
    r"(?:excesivo|sobredimensionado|desproporcionado|demasiado)",
    r"(?:eccessivo|sovradimensionato|sproporzionato|esagerato) per noi|per noi (?:e|sarebbe) (?:\w+ )?"
    r"(?:eccessivo|sovradimensionato|sproporzionato|esagerato|troppo)",
    r"voor ons (?:\w+ ){0,3}?(?:overkill|overgedimensioneerd|te zwaar|te groot)|(?:overkill"
    r"|overgedimensioneerd|te zwaar|te groot) voor ons",
    r"(?:exagerado|superdimensionado|desproporcional|um exagero) para nos|para nos (?:e|seria) (?:\w+ )?"
    r"(?:exagerado|superdimensionado|desproporcional|um exagero)",
    r"(?:we're|we are) (?:far |much |way |simply |just |probably )?too small (?:for (?:this|that|you"
    r"|something like this|a tool like this)|to need)",
    # German
    r"wir sind (?:wohl |eher |sicher )?nicht (?:die|das unternehmen|der kunde|ihre zielgruppe),? (?:die|das"
    r"|den) sie suchen|wir sind (?:viel |deutlich |einfach )?zu klein (?:dafur|fur (?:so etwas|sowas|das))",
    # French
    r"nous ne sommes pas (?:la cible|votre cible|ceux que vous cherchez|le client que vous cherchez)"
    r"|(?:nous sommes|on est) (?:bien |beaucoup |largement )?trop petits? pour (?:ca|cela|ce genre|vous)",
    # Spanish
    r"no somos (?:lo que|quienes|el cliente que|la empresa que) (?:buscan|buscais|busca|estan buscando)"
    r"|somos (?:demasiado|muy) pequenos (?:para (?:esto|eso|algo asi|ustedes))",
    # Italian
    r"non siamo (?:quello che|quelli che|chi|il cliente che|l'azienda che) (?:cercate|cerca|state cercando)"
    r"|siamo (?:troppo|davvero troppo) piccoli (?:per (?:questo|questa cosa|voi|una cosa simile))",
    # Dutch
    r"(?:wij|we) zijn (?:niet|geen) (?:wie|wat|de klant die|het bedrijf dat) (?:jullie|u|je) (?:zoeken"
    r"|zoekt)|(?:wij|we) zijn (?:veel |echt |gewoon )?te klein (?:hiervoor|daarvoor|voor (?:zoiets|dit))",
    # Portuguese
    r"nao somos (?:quem|o que|o cliente que|a empresa que) (?:voces procuram|voce procura|procuram"
    r"|estao procurando)|somos (?:muito )?pequenos demais (?:para|pra) (?:isso|isto|voces)",
    # too small for such a tool, the tool named (heldout_ed: "Für so eine Software sind wir schlicht zu
    # klein"), in every rule language
    r"(?:we're|we are) (?:far |much |way |simply |just |probably )?too small for (?:software"
    r"|(?:a |any )?(?:tool"
    r"|system|platform|solution|product)s?) (?:like (?:this|that|yours)|of this kind)",
    r"fur (?:so eine?n?|solche|eine solche|einen solchen|diese) (?:\w+ )?(?:software|losung|tool|system"
    r"|plattform|programm) sind wir (?:\w+ )?(?:\w+ )?zu klein|wir sind (?:\w+ )?zu klein fur (?:so eine?n?"
    r"|solche|eine solche|einen solchen) (?:\w+ )?(?:software|losung|tool|system|plattform|programm)",
    r"trop petits? pour (?:un|une|ce|cette) (?:type de |genre de )?(?:logiciel|outil|systeme|solution"
    r"|plateforme)",
    r"demasiado pequenos para (?:un|una|este|esta|ese|esa) (?:tipo de )?(?:software|herramienta|sistema"
    r"|plataforma|solucion)",
    r"troppo piccoli per (?:un|una|questo|questa|un simile|una simile|un tale) (?:tipo di )?(?:software"
    r"|strumento|sistema|piattaforma|soluzione|programma|gestionale)",
    r"te klein voor (?:zo'n|zulke|dit soort|zo een) (?:\w+ )?(?:software|pakket|systeem|tool|platform"
    r"|oplossing)",
    r"pequenos demais (?:para|pra) (?:um|uma|esse|este|essa|esta) (?:tipo de )?(?:software|ferramenta"
    r"|sistema|plataforma|solucao)",
    # a system like the reader's ruled out as one the sender could not use (heldout_ed: "Un sistema come il
    # vostro non potremmo utilizzarlo"), in every rule language; only such a system, never one thing of
    # ours not usable ("we couldn't use the trial link")
    r"(?:we )?(?:couldn't|could not|can't|cannot|wouldn't be able to) use (?:a|any) (?:system|tool|platform"
    r"|software|solution) like yours|(?:a|any) (?:system|tool|platform|software|solution) like yours,? we"
    r" (?:couldn't|could not|can't|cannot) use",
    r"(?:ein|eine|so ein|so eine) (?:system|tool|software|losung|plattform) wie (?:ihres|ihre|ihrs|eures"
    r"|eure|deins|deine),? (?:konnten|konnen|durfen|durften) wir (?:\w+ )?nicht (?:nutzen|einsetzen"
    r"|verwenden)|wir (?:konnten|konnen|durfen|durften) (?:ein|eine|so ein|so eine) (?:system|tool|software"
    r"|losung|plattform) wie (?:ihres|ihre|ihrs|eures|eure) (?:\w+ )?nicht (?:nutzen|einsetzen|verwenden)",
    r"(?:un|une) (?:systeme|outil|logiciel|solution|plateforme) comme (?:le|la) votre,? (?:nous ne"
    r" (?:pourrions|pouvons) pas|on ne (?:pourrait|peut) pas) l'utiliser|(?:nous ne (?:pourrions|pouvons)"
    r"|on ne (?:pourrait|peut)) pas utiliser (?:un|une) (?:systeme|outil|logiciel|solution|plateforme) comme"
    r" (?:le|la) votre",
    r"(?:un|una) (?:sistema|herramienta|software|solucion|plataforma) como (?:el|la) (?:suy[oa]|vuestr[oa]"
    r"|tuy[oa]),? no (?:lo |la )?(?:podriamos|podemos) (?:usar|utilizar)|no (?:podriamos|podemos) (?:usar"
    r"|utilizar) (?:un|una) (?:sistema|herramienta|software|solucion|plataforma) como (?:el|la) (?:suy[oa]"
    r"|vuestr[oa]|tuy[oa])",
    r"(?:un|uno|una) (?:sistema|strumento|software|gestionale|programma|piattaforma|soluzione) come (?:il|la)"
    r" (?:vostr[oa]|su[oa]|tu[oa]),? non (?:lo |la )?(?:potremmo|possiamo)"
    r" (?:utilizzar|usar|adottar)(?:lo|la)"
    r"|non (?:potremmo|possiamo) (?:utilizzare|usare|adottare) (?:un|uno|una) (?:sistema|strumento|software"
    r"|gestionale|programma|piattaforma|soluzione) come (?:il|la) (?:vostr[oa]|su[oa]|tu[oa])",
    r"(?:een|zo'n) (?:systeem|tool|pakket|platform|oplossing) (?:als|zoals) (?:het uwe|de uwe|dat van jullie"
    r"|die van jullie|het jouwe)(?: \w+)? (?:zouden|kunnen|mogen|konden) (?:we|wij) niet (?:kunnen )?"
    r"(?:gebruiken|inzetten)",
    r"(?:um|uma) (?:sistema|ferramenta|software|solucao|plataforma) como (?:o|a) (?:vosso|vossa|seu|sua|teu"
    r"|tua),? nao (?:o |a )?(?:poderiamos|podemos|conseguiriamos) (?:usar|utilizar)",
    # the example does not carry over to us (heldout_aa, after the case study: "Impressive numbers for a
    # twelve-site group, but ... It doesn't translate to us"), in every rule language
    r"(?:it |that |this )?(?:doesn't|does not|won't|wouldn't|will not|would not) (?:really )?(?:translate"
    r"|transfer|carry over|apply|scale down) to (?:us|our (?:size|scale|situation|practice|business|setup"
    r"|case))\b",
    r"(?:lasst|liesse) sich (?:so )?nicht auf (?:uns|unsere (?:grosse|situation|praxis|firma)) ubertragen"
    r"|(?:ist|ware) (?:auf uns|fur uns) nicht ubertragbar",
    r"(?:n'est|ce n'est) pas transposable (?:chez nous|a notre (?:echelle|taille|cas|situation))"
    r"|ne s'applique pas (?:a nous|a notre (?:cas|situation|echelle|taille))",
    r"no es (?:trasladable|aplicable|extrapolable) a (?:nosotros|nuestro caso|nuestra (?:escala|situacion"
    r"|empresa))|no se aplica a (?:nosotros|nuestro caso)",
    # "does not apply to us" said bare (heldout_cb: "No aplica para nosotros"), in every rule language
    r"(?:not applicable|doesn't apply|does not apply) (?:to|for) us\b|trifft (?:auf uns|bei uns) nicht zu"
    r"|no (?:nos )?aplica (?:para|a) nosotros|no nos aplica\b|niet van toepassing (?:voor|op) ons\b",
    r"non e (?:applicabile|trasferibile|replicabile) (?:a noi|alla nostra (?:realta|situazione|scala))|non si"
    r" applica (?:a noi|al nostro caso|alla nostra realta)",
    r"(?:is|valt) niet (?:te vertalen|door te trekken|toe te passen) (?:naar|op) (?:ons|onze (?:situatie"
    r"|schaal|praktijk))|is niet op ons van toepassing",
    r"nao se aplica (?:a nos|ao nosso caso|a nossa realidade)|nao e (?:aplicavel|transponivel) (?:a nos|a"
    r" nossa realidade|ao nosso caso)",
)

_GREETING = (
    r"(?:(?:hi|hello|hey|dear|hallo|guten tag|bonjour|salut|hola|buenas|ciao|buongiorno|hoi|beste|ola|oi"
    r"|bom dia|boa tarde)\b[^.!?,\n]{0,40}[,!]? |[a-z][\w'-]{1,20}, )?"
)
BLUNT_NO = re.compile(rf"^{_GREETING}(?:no|nope|nein|non|nee|neen|nao)[.!]+(?= [a-z])")


# "something for us" denied under a "think", bounded by now (review of 2026-12-05, sixth: "Honestly I don't
# think it's really something for us right now"): a later, read by `intent_no.not_for_us_now`; the think and
# the time right after the phrase ("im Moment", "pour l'instant", "por ahora", "per ora", "op dit moment",
# "por enquanto").
THOUGHT_NOT = re.compile(
    r"\b(?:think|glaube|denke|pense|pensons|crois|croyons|creo|creemos|pienso|credo|crediamo|penso|pensiamo"
    r"|denk|denken|geloof|acho|achamos|creio)\b"
)
FOR_NOW_AFTER = re.compile(
    r",? (?:right now|at the moment|at this (?:time|point|stage)|for now|just now|currently|this (?:year"
    r"|quarter)|yet|im moment|momentan|derzeit|aktuell|zurzeit|gerade|pour l'instant|pour le moment|en ce"
    r" moment|actuellement|por ahora|de momento|ahora mismo|en este momento|per ora|al momento|in questo"
    r" momento|per il momento|op dit moment|momenteel|voorlopig|por enquanto|neste momento|no momento)\b"
)
