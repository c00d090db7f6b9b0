"""The sender no longer buys (software, tools, anything) and names who does (heldout_bv: "I'm the founder, but
I haven't bought software here in years. That's Alicia Grant, our COO: alicia.grant@..."): a wrong person, in
every rule language ("Ich kaufe seit Jahren keine Software mehr ein, das macht Frau Kern, unsere COO", "Je
n'achète plus de logiciels depuis des années, voyez avec Claire Roux", "Ya no compro software; hable con
Lucía Ferrer, nuestra COO", "Non compro più software da anni, parli con Marco Galli", "Ik koop al jaren geen
software meer in, dat doet Sanne de Wit", "Já não compro software há anos, fale com a Ana Lima"). Read by
`intent_wrong_person.buyer_named`: the buying given up (`NO_LONGER_BUYS`) and someone pointed to after it
(`BUYER_POINTED`: a name after "that's", "talk to" and the like, a colleague's role, or an address).

Never the buying given up alone ("I haven't bought software in years, we build it ourselves": no one named),
a buying still done ("I still buy the software here"), nor a pointer to a thing ("That's a shame"). Pure
data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_WHAT_EN = r"(?:software|tools|systems|anything|vendors|tech|it|saas)"
NO_LONGER_BUYS = rx(
    rf"i (?:haven't|have not|havent|haven't personally) (?:bought|purchased|chosen|picked|signed off on)"
    rf" (?:a |any )?{_WHAT_EN}(?: (?:here|myself|personally))? (?:in|for) (?:years|ages|a long time|a while"
    r"|a decade)",
    rf"i (?:don't|do not|no longer) (?:buy|purchase|choose|pick|sign off on) {_WHAT_EN}(?: any ?more"
    r"| these days| now| myself)?|i (?:don't|do not|no longer) make (?:the )?(?:\w+ )?(?:buying|purchasing"
    r"|software|tool) decisions",
    r"ich kaufe (?:schon lange |seit jahren |seit langem )?(?:keine (?:software|tools) mehr|nicht mehr)"
    r"(?: selbst)?(?: ein)?|ich (?:habe|hab) seit jahren (?:keine software|nichts) (?:mehr )?(?:gekauft"
    r"|eingekauft)|ich kaufe (?:seit jahren|schon lange) keine (?:software|tools) (?:mehr )?ein",
    r"je n'achete plus (?:de logiciels?|d'outils|rien)|je n'ai (?:pas|plus) achete de logiciels? depuis"
    r"|ce n'est plus moi qui (?:achete|choisis)",
    r"ya no compro (?:software|herramientas|nada)|hace anos que no compro|ya no soy (?:yo )?(?:quien|el que"
    r"|la que) compra",
    r"non compro piu (?:software|nulla|niente|strumenti)|da anni non compro|non sono piu io a (?:comprare"
    r"|scegliere)",
    r"ik koop (?:al jaren |allang )?geen (?:software|tools) (?:meer )?(?:in)?|ik koop al jaren niets meer"
    r"|ik doe de inkoop (?:al jaren )?niet meer",
    r"(?:ja )?nao compro (?:mais )?(?:software|nada|ferramentas)|ha anos que nao compro|ja nao sou eu (?:quem"
    r"|que) compra",
)
# a name, never an article nor a pronoun ("that's a shame", "talk to the team")
_NAME = (
    r"(?!(?:the|a|an|it|this|that|our|my|your|le|la|les|un|une|el|los|un|una|il|lo|de|het|een|o|os|um|uma"
    r"|der|die|das|den|ein|eine|me|us)\b)[a-z][\w'-]+ [a-z][\w'-]+"
)
_ROLE = (
    r"(?:coo|cfo|cto|ceo|cio|md|head of \w+|director|operations|ops|procurement|purchasing|buyer|finance"
    r"|einkauf|einkaufsleiter(?:in)?|geschaftsfuhrer(?:in)?|achats|directeur|directrice|compras|director"
    r"|directora|acquisti|direttore|direttrice|inkoop|inkoper|directeur|compras|diretor|diretora)"
)
BUYER_POINTED = rx(
    # ("ask for X" is left out: too often a request about us, "ask for a demo", docs/inbound-rounds.md)
    rf"(?:that's|that is|talk to|speak to|ask(?! for)|try|contact|reach out to|email|write to) {_NAME}",
    rf"(?:das (?:ist|macht)|wenden sie sich an|sprechen sie mit|fragen sie) (?:frau |herr[n]? )?{_NAME}",
    rf"(?:c'est|voyez avec|contactez|adressez-vous a|ecrivez a) (?:mme |m\. )?{_NAME}",
    rf"(?:eso lo hace|lo lleva|hable con|habla con|escriba a|escribale a|pregunte a) (?:la |el )?{_NAME}",
    rf"(?:se ne occupa|lo fa|parli con|senta|scriva a|contatti) {_NAME}",
    rf"(?:dat doet|dat is|neem contact op met|mail|bel|vraag het aan) {_NAME}",
    rf"(?:isso e com|quem compra e|fale com|escreva para|contacte|contate) (?:a |o )?{_NAME}",
    # a colleague's role beside the name ("Alicia Grant, our COO")
    rf"(?:our|unser\w*|notre|nuestr[oa]|il nostro|la nostra|onze|ons|o nosso|a nossa) {_ROLE}",
    # an address named
    r"[\w.+-]+@[\w-]+\.[\w.-]+",
)
