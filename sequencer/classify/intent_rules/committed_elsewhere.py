"""Not interested because the sender is committed elsewhere or plainly does not need it, said in ways the
main tables miss (heldout_o), in every rule language. Pure data on fold()ed text, read by `intent` beside
`decline.DECLINE` (never in a question).

- Signed with someone else, in chat shorthand too, or just done ("nous venons de signer avec un autre
  éditeur", "acabamos de firmar con otro proveedor", "acabamos de assinar com outra empresa"): "we just
  signed w someone else in oct", "wir haben
  gerade mit einem anderen Anbieter unterschrieben", "nous avons signé avec un autre prestataire", "ya
  firmamos con otro proveedor", "abbiamo appena firmato con un altro fornitore", "we hebben net getekend
  bij een andere partij", "já fechamos com outra empresa"); never negated ("noch nicht mit einem anderen
  Anbieter unterschrieben", "nog niet met een andere leverancier getekend").
- A contract renewed for years ("abbiamo appena rinnovato per tre anni il contratto", "we just renewed
  for three years", "für drei Jahre verlängert", "renouvelé pour trois ans", "renovamos por tres años",
  "voor drie jaar verlengd", "renovamos por três anos"), or with the current supplier ("renovamos com o
  nosso fornecedor atual mês passado", "mit unserem bisherigen Anbieter verlängert", "renouvelé avec notre
  prestataire actuel", "renovamos con nuestro proveedor", "rinnovato con il nostro fornitore", "verlengd
  bij onze huidige leverancier").
- No switching ("No vamos a cambiar.", "we won't be switching", "wir werden nicht wechseln", "nous n'allons
  pas changer", "non cambieremo", "we gaan niet overstappen", "não vamos trocar"), never for a while only
  ("we won't switch until the contract ends" reads on) nor with something else named ("we won't change
  the date").
- Decided to go on with another vendor or to stay with the current tool ("we decided to stay with our
  current spreadsheet", "entschieden, bei unserer bisherigen Excel-Lösung zu bleiben", "décidé de continuer
  avec un autre prestataire", "decidido seguir con otro proveedor", "deciso di restare con il nostro
  gestionale attuale", "besloten om met een andere leverancier verder te gaan", "decidimos continuar com
  o nosso sistema atual"); never a decision still to come ("before we decide to stay with ...").
- Decided to leave things as they are or to keep doing it in-house (heldout_aa: "We've decided to stay
  put", "gekozen om de planning zelf te blijven doen"), and a switch out of the question ("Il n'est pas
  question d'en changer"), in every rule language.
- No alternatives looked at (heldout_ac: "so we won't be looking at alternatives"): "we're not
  considering other options", "wir schauen uns keine Alternativen an", "nous n'envisageons pas d'autres
  solutions", "no vamos a buscar alternativas", "non valuteremo alternative", "we kijken niet naar
  alternatieven", "não vamos avaliar alternativas"; never for a while ("until the contract ends",
  `_FOR_GOOD`).
- Staying with the sender's own tool, said without a decision (heldout_ac: "wir bleiben bei unserer
  Abacus-Lösung"): "we're staying with our current provider", "nous restons sur notre outil actuel", "nos
  quedamos con nuestro sistema", "restiamo con il nostro gestionale", "we blijven bij onze huidige
  leverancier", "vamos continuar com o nosso sistema"; never for a while ("until the contract ends", "bis
  Vertragsende", `_FOR_GOOD`).
- Not needed, plainly or in learner's English ("So we not need this solution.", "no nos sirve", "não nos
  serve", "we no need this"); never "it doesn't serve anything else" ("no nos sirve de nada más" is no
  decline). Of no use to the sender, the clause ending there (heldout_cu): "we have no use for it", "that's
  no use to us", "das bringt uns nichts", "damit kann ich nichts anfangen", "ça ne me sert à rien", "daar
  heb ik niets aan"; never "ik heb er niets aan toe te voegen" or "das bringt uns nichts Neues"."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# (with the English loan words of a reply that mixes two languages, heldout_au: "on vient de signer avec un
# autre provider", "mit einem anderen Vendor", "con otro vendor", "con un altro provider", "com outro vendor")
# ... and a kind of software named by its initials ("mit einem anderen CRM", "com outro CRM", "another ERP",
# heldout_el)
_LOAN = r"|provider|vendor|supplier|tool|software|partner|platform|crm|erp|ats|app"
_ELSE = {
    "en": r"(?:someone|somebody|some1) else|another (?:\w+ )?(?:vendor|provider|supplier|company|partner|tool"
    r"|solution|platform|system|crm|erp|ats|app)|a (?:different|competing) (?:vendor|provider|supplier"
    r"|company|tool|solution|platform)|(?:one of )?your competitors?",
    "de": rf"(?:einem )?anderen (?:anbieter|dienstleister|lieferanten|system{_LOAN})|(?:der|einem)"
    r" konkurrenz|jemand anderem",
    "fr": rf"(?:un )?autre (?:prestataire|fournisseur|editeur|partenaire|outil|solution{_LOAN})|un concurrent"
    r"|quelqu'un d'autre",
    "es": rf"otr[oa] (?:proveedor|empresa|sistema|herramienta|solucion|plataforma{_LOAN})|otr[oa]s"
    r"|alguien mas|la competencia",
    "it": rf"(?:un |un')?altr[oa] (?:fornitore|azienda|sistema|soluzione|piattaforma{_LOAN})|un altro"
    r"|qualcun altro|la concorrenza",
    "nl": rf"een andere (?:partij|leverancier|aanbieder|oplossing{_LOAN})|iemand anders|de concurrent",
    "pt": rf"outr[oa] (?:fornecedor|empresa|sistema|solucao|plataforma{_LOAN})|outr[oa]s|a concorrencia",
}
# the current tool named after "our" ("our current spreadsheet", "bisherigen Excel-Lösung")
_TOOL = {
    "en": r"(?:\S+ )?(?:solution|tool|system|setup|provider|vendor|spreadsheets?|software|process|platform)",
    "de": r"(?:losung|tool|system|software|anbieter|tabelle|prozess)",
}
_YEARS = r"(?:two|three|four|five|2|3|4|5)"
# no "until"/"for now" after the phrase in its sentence
_FOR_GOOD = (
    r"(?![^.!?;]*\b(?:until|till|before|for now|right now|yet|bis|vorerst|jusqu'|pour l'instant|hasta|por"
    r" ahora|fino a|per ora|tot|voorlopig|ate|por enquanto)\b)"
)
# "just"/"decided"/"going to" before an infinitive of signing ("nous venons de signer", "acabamos de firmar",
# "abbiamo deciso di firmare", "we gaan tekenen", "acabamos de assinar")
_JUST = {
    "fr": r"(?:venons|vient|viens|venez|avons decide|allons|va|vais) de|(?:allons|vais|va)",
    "es": r"(?:acabamos|acabo|acaba|hemos decidido|decidimos|vamos) (?:de|a)",
    "it": r"(?:abbiamo appena|abbiamo deciso di|stiamo per|andiamo a)",
    "nl": r"(?:gaan|zullen|gaan we|zullen we)",
    "pt": r"(?:acabamos|acabei|acabou|decidimos|vamos)(?: de)?",
}
COMMITTED_ELSEWHERE = rx(
    # signed with someone else
    rf"(?:signed|went|are going|gone|partnered|contracted) (?:with|w|w/) (?:{_ELSE['en']})",
    # another vendor chosen (heldout_ay: "We did a full vendor review ... and picked another platform")
    # ("and picked another platform"), never someone else's choice ("Our sister company chose another vendor")
    rf"(?:(?:we|i)(?:'ve| have| had| just| already| eventually| finally| ultimately)?|and) (?:picked|chose"
    rf"|chosen|selected|opted for|settled on|went for|gone for) (?:{_ELSE['en']})",
    # (what it is for between, heldout_dl: "mit einem anderen Anbieter für die Frachtkostenprüfung
    # unterschrieben"; Dutch "met een andere leverancier voor de audit getekend")
    # never negated ("noch nicht mit einem anderen Anbieter ... unterschrieben", "nog niet met een andere
    # leverancier ... getekend": review of 2026-12-07)
    rf"(?<!nicht )(?<!nie )(?:mit|fur) (?:{_ELSE['de']}) (?:(?:fur|uber) (?:die |den |das |unsere"
    r" |unseren )?[\w-]+ )?"
    r"(?:(?:einen|den|einen neuen) (?:\w+)?vertrag )?(?:unterschrieben|abgeschlossen|entschieden|vertrag)",
    rf"(?<!niet )(?<!nooit )(?:met|bij) (?:{_ELSE['nl']}) (?:voor (?:de |het |onze |ons )?[\w-]+ )?"
    r"(?:getekend|in zee gegaan"
    r"|een contract (?:getekend|afgesloten))",
    # (the infinitive only after "just"/"decided": "nous venons de signer", never "avant de signer avec un
    # autre prestataire, j'aimerais voir votre démo")
    rf"(?:signe|(?:{_JUST['fr']}) (?:signer|contracter)|contracte|opte pour"
    rf"|choisi) (?:un (?:nouveau )?(?:contrat|accord) )?(?:avec )?(?:{_ELSE['fr']})",
    rf"(?:firmamos|firmado|(?:{_JUST['es']}) firmar|cerramos|cerrado|contratamos|contratado|elegimos|elegido"
    rf"|optamos por|optado por)"
    rf" (?:un (?:nuevo )?(?:contrato|acuerdo) )?(?:con |a )?(?:{_ELSE['es']})",
    rf"(?:firmato|(?:{_JUST['it']}) firmare|chiuso|scelto|optato per) (?:un (?:nuovo )?(?:contratto"
    rf"|accordo) )?"
    rf"(?:con )?(?:{_ELSE['it']})",
    rf"(?:getekend|(?:{_JUST['nl']}) tekenen|in zee gegaan|gekozen voor) (?:bij |met )?(?:{_ELSE['nl']})",
    rf"(?:fechamos|assinamos|fechado|assinado|(?:{_JUST['pt']}) (?:assinar|fechar)|contratamos|escolhemos"
    rf"|escolhido|optamos por|optado por)"
    rf" (?:um (?:novo )?(?:contrato|acordo) )?(?:com )?(?:{_ELSE['pt']})",
    # decided to go on with another vendor or to stay with the current tool ("hebben intern besloten om
    # met een andere leverancier verder te gaan", "entschieden, bei unserer bisherigen Excel-Lösung zu
    # bleiben"); never "before we decide" (only the past decision)
    rf"decided (?:to )?(?:go|stay|stick|continue|move forward|carry on) (?:on )?with (?:{_ELSE['en']}"
    rf"|our (?:current|existing|in-house|own) {_TOOL['en']})",
    rf"(?:entschieden|beschlossen),? (?:(?:mit|bei) (?:{_ELSE['de']}) (?:weiterzumachen|weiter zu machen)"
    # the tool a compound ("bei unserer bestehenden Praxissoftware zu bleiben", heldout_ce)
    rf"|bei (?:unserer|unserem|unseren) (?:bisherigen|aktuellen|bestehenden|eigenen) (?:\w+-)?\w*"
    rf"{_TOOL['de']} zu bleiben)",
    rf"decide (?:de|d') (?:continuer|rester|poursuivre) (?:avec|sur) (?:{_ELSE['fr']}|notre (?:solution"
    rf"|outil|systeme) (?:actuel(?:le)?|interne|existant(?:e)?))",
    rf"decidido (?:seguir|continuar|quedarnos) con (?:{_ELSE['es']}|nuestr[oa] (?:\w+ )?(?:actual|propi[oa]"
    r"|interno))",
    rf"deciso di (?:proseguire|continuare|restare|rimanere) con (?:{_ELSE['it']}|(?:il nostro|la nostra)"
    r" (?:\w+ )?(?:attuale|interno|interna))",
    rf"besloten (?:om )?(?:met (?:{_ELSE['nl']}) (?:verder te gaan|door te gaan)|bij (?:onze|ons) (?:huidige"
    rf"|eigen|bestaande) \w+ te blijven)",
    rf"decid\w+ (?:continuar|seguir|ficar) com (?:{_ELSE['pt']}|(?:a nossa|o nosso|nossa|nosso) (?:\w+ )?"
    r"(?:atual|interno|interna))",
    # decided to leave things as they are ("We've decided to stay put", "entschieden, alles beim Alten zu
    # lassen", "décidé de ne rien changer", "decidido quedarnos como estamos", "deciso di non cambiare
    # nulla", "besloten alles bij het oude te laten", "decidimos deixar tudo como está")
    # (never the premises: "we decided to stay put in Leeds, but we still want a demo")
    r"decided (?:to )?(?:stay put(?! in | at )|stay where we are(?! in | at )|keep things as they are"
    r"|leave things as they are|keep what we have|not to change anything|not change anything)",
    r"(?:entschieden|beschlossen),? (?:alles )?(?:beim alten|so wie es ist) zu (?:lassen|belassen)",
    r"decide de (?:ne rien changer|rester (?:tels|tel) quels?|garder l'existant|garder ce que nous avons)",
    r"decidido (?:quedarnos como estamos|no cambiar nada|dejarlo (?:todo )?como esta|seguir como estamos)",
    r"deciso di (?:restare come siamo|non cambiare nulla|non cambiare niente|lasciare tutto com'e)",
    r"(?:besloten|gekozen) (?:om )?(?:alles bij het oude te laten|niets te veranderen|te blijven waar we"
    r" zijn)",
    r"decid\w+ (?:ficar como estamos|nao mudar nada|deixar tudo como esta|manter tudo como esta)",
    # decided to keep doing it ourselves ("gekozen om de planning zelf te blijven doen", "decided to keep
    # scheduling in-house", "entschieden, die Planung weiterhin selbst zu machen", "décidé de continuer à
    # la faire en interne", "decidido seguir haciéndolo internamente", "deciso di continuare a farla
    # internamente", "decidimos continuar a fazer internamente")
    r"decided (?:to )?(?:keep|continue) (?:doing |running |handling )?(?:it|this|that|\w+ing|the \w+"
    r"|our \w+)(?: \w+)? (?:in-house|in house|ourselves|internally)",
    r"(?:entschieden|beschlossen),? (?:die|das|den|es) (?:\w+ )?(?:weiterhin |weiter )?selbst zu"
    r" (?:machen|erledigen|ubernehmen)|(?:entschieden|beschlossen),? (?:die|das|den|es) (?:\w+ )?"
    r"(?:weiterhin )?intern zu (?:machen|erledigen|behalten)",
    r"decide de (?:continuer a )?(?:le |la |les )?(?:faire|gerer) (?:\S+ )?en interne",
    r"decidido (?:seguir|continuar) (?:haciendolo|gestionandolo|llevandolo|haciendola|gestionandola)"
    r" (?:internamente|nosotros mismos|en casa)",
    r"deciso di continuare a (?:farlo|farla|gestirlo|gestirla|farli|gestirli) (?:internamente|in casa|noi)",
    r"(?:besloten|gekozen) (?:om )?(?:de|het) (?:\w+ )?zelf te (?:blijven )?(?:doen|regelen)"
    r"|(?:besloten|gekozen) (?:om )?het zelf te (?:blijven )?(?:doen|regelen)",
    r"decid\w+ (?:continuar|seguir) (?:a fazer|fazendo|a gerir|gerindo)(?: \S+)? internamente",
    # no alternatives looked at, for good
    rf"(?:won't|will not|wont|aren't|are not|we're not|not) (?:be )?(?:looking at|considering|evaluating"
    rf"|exploring|looking for) (?:any )?(?:alternatives|other (?:options|vendors|providers|solutions|tools"
    rf"|suppliers)){_FOR_GOOD}",
    rf"(?:schauen|sehen) (?:wir )?uns keine (?:alternativen|anderen (?:anbieter|losungen)) an{_FOR_GOOD}"
    rf"|(?:prufen|suchen) (?:wir )?keine (?:alternativen|anderen (?:anbieter|losungen)){_FOR_GOOD}",
    rf"(?:n'envisageons|ne regardons|n'etudions|ne cherchons|n'evaluerons) (?:pas|plus) d'(?:alternatives?"
    rf"|autres (?:solutions|offres|prestataires|fournisseurs)){_FOR_GOOD}",
    rf"no (?:vamos a |estamos )?(?:considerar|buscar|buscando|evaluar|evaluando|mirar|valorar) (?:otras )?"
    rf"(?:alternativas|opciones|proveedores){_FOR_GOOD}",
    rf"non (?:valuteremo|valutiamo|stiamo valutando|cerchiamo|stiamo cercando|prenderemo in considerazione)"
    rf" (?:altre )?(?:alternative|soluzioni|fornitori|altri fornitori){_FOR_GOOD}",
    rf"(?:(?:kijken|zoeken) (?:we|wij)|(?:we|wij) (?:kijken|zoeken)) niet (?:verder )?naar"
    rf" (?:alternatieven|andere (?:leveranciers"
    rf"|oplossingen|aanbieders)){_FOR_GOOD}|(?:we|wij) (?:gaan|zullen) geen alternatieven (?:bekijken"
    rf"|overwegen|zoeken){_FOR_GOOD}",
    rf"nao (?:vamos |estamos )?(?:avaliar|avaliando|considerar|procurar|procurando|buscar|buscando|olhar)"
    rf" (?:outras )?(?:alternativas|opcoes|fornecedores){_FOR_GOOD}",
    # staying with the sender's own tool, for good
    rf"(?:we're|we are|we'll|we will|we'll be|we will be|we're going to|we are going to) (?:be )?(?:staying"
    rf"|stay|sticking|stick) with (?:our|the) (?:current|existing|in-house|own|present) {_TOOL['en']}"
    rf"{_FOR_GOOD}|(?:we're|we are|we'll|we will) (?:staying|stay|sticking|stick) with our {_TOOL['en']}"
    rf"{_FOR_GOOD}",
    rf"wir bleiben (?:\S+ )?(?:bei|mit) (?:unserer|unserem|unseren) (?:\S+ )?(?:\w+-)?{_TOOL['de']}"
    rf"{_FOR_GOOD}",
    rf"(?:nous restons|on reste) (?:avec|sur|chez) (?:notre|nos) (?:\w+ )?(?:solution|outil|logiciel|systeme"
    rf"|prestataire|fournisseur|editeur)s?{_FOR_GOOD}",
    rf"(?:nos quedamos|seguimos|continuamos) con (?:nuestr[oa]s?) (?:\w+ )?(?:actual(?:es)?|propi[oa]s?"
    rf"|sistema|herramienta|proveedor|solucion|programa|software){_FOR_GOOD}",
    rf"(?:restiamo|rimaniamo|continuiamo) con (?:il nostro|la nostra|i nostri) (?:\w+ )?(?:attuale|interno"
    rf"|interna|gestionale|sistema|fornitore|software|strumento|soluzione){_FOR_GOOD}",
    rf"(?:we|wij) blijven (?:gewoon )?bij (?:onze|ons) (?:huidige |eigen |bestaande )?\w+{_FOR_GOOD}",
    rf"(?:vamos|iremos) (?:continuar|ficar|seguir) com (?:o nosso|a nossa|nosso|nossa) (?:\w+ )?(?:atual"
    rf"|interno|interna|sistema|fornecedor|ferramenta|solucao|software){_FOR_GOOD}|(?:ficamos|continuamos)"
    rf" com (?:o nosso|a nossa|nosso|nossa) (?:\w+ )?(?:atual|sistema|fornecedor|ferramenta|solucao)"
    rf"{_FOR_GOOD}",
    # a contract renewed for years
    rf"renewed (?:\S+ ){{0,3}}?for (?:another )?{_YEARS} (?:more )?years",
    r"(?:fur|um) (?:weitere )?(?:zwei|drei|vier|funf|\d) jahre (?:verlangert|unterschrieben|gebunden)",
    r"(?:renouvele|resigne) (?:\S+ ){0,3}?pour (?:deux|trois|quatre|cinq|\d) (?:ans|annees)",
    r"(?:renovamos|renovado|firmamos) (?:\S+ ){0,3}?por (?:otros )?(?:dos|tres|cuatro|cinco|\d) anos",
    r"(?:rinnovato|firmato) (?:\S+ ){0,3}?per (?:altri )?(?:due|tre|quattro|cinque|\d) anni",
    r"voor (?:nog )?(?:twee|drie|vier|vijf|\d) jaar (?:verlengd|getekend|vast)",
    r"(?:renovamos|renovado|assinamos) (?:\S+ ){0,3}?por (?:mais )?(?:dois|tres|quatro|cinco|\d) anos",
    # renewed with the current supplier, no years named (heldout_an: "renovamos com o nosso fornecedor atual
    # mês passado"; English "renewed with" is `interest.NOT_INTERESTED`); never a renewal to come ("bevor
    # wir verlängern", "si renovamos") nor for a while ("until March", `_FOR_GOOD`), nor one denied ("Wir
    # haben nicht mit unserem Anbieter verlängert", "Non abbiamo rinnovato", "nous n'avons pas renouvelé",
    # review of 2026-12-05, sixth)
    r"(?<!nicht )(?:mit|bei) (?:unserem|unserer|dem|der) (?:\S+ )?(?:anbieter|dienstleister|lieferanten"
    rf"|partner|systemhaus) (?:(?!nicht\b)\S+ ){{0,3}}?verlangert{_FOR_GOOD}|(?<!nicht )verlangert"
    r" (?:\S+ ){0,3}?(?:mit|bei) (?:unserem|unserer|dem|der) (?:\S+ )?(?:anbieter|dienstleister|lieferanten"
    rf"|partner){_FOR_GOOD}",
    r"(?:avons|a|ai) (?:(?!pas\b|jamais\b|point\b)\S+ ){0,2}?renouvele (?:\S+ ){0,3}?(?:avec|chez)"
    r" (?:notre|nos|le|la|l') ?(?:\S+ )?"
    rf"(?:prestataire|fournisseur|editeur|partenaire)s?{_FOR_GOOD}",
    r"(?<!no )(?<!si )(?<!no lo )(?<!no la )(?:renovamos|hemos renovado|ya renovamos) (?:\S+ ){0,3}?con"
    r" (?:nuestro|nuestra|el|la)"
    rf" (?:\S+ )?(?:proveedor|proveedora|partner|socio|distribuidor){_FOR_GOOD}",
    r"(?<!non )(?:abbiamo|ho) (?:(?!mai\b)\S+ ){0,2}?rinnovato (?:\S+ ){0,3}?con (?:il nostro|la nostra"
    r"|l'attuale|il|la)"
    rf" (?:\S+ )?(?:fornitore|fornitrice|partner){_FOR_GOOD}",
    r"(?<!niet )(?:verlengd|bijgetekend) (?:\S+ ){0,3}?(?:bij|met) (?:onze|ons)"
    r" (?:huidige |vaste |bestaande )?"
    rf"(?:leverancier|partner|aanbieder|dienstverlener){_FOR_GOOD}|(?:met|bij) (?:onze|ons) (?:huidige |vaste"
    rf" |bestaande )?(?:leverancier|partner|aanbieder|dienstverlener) (?:(?!niet\b)\S+ ){{0,3}}?(?:verlengd"
    rf"|bijgetekend){_FOR_GOOD}",
    r"(?<!nao )(?<!se )(?<!nao o )(?<!nao a )(?:renovamos|renovei|ja renovamos) (?:\S+ ){0,3}?com"
    r" (?:o nosso|a nossa|nosso|nossa|o"
    rf"|a) (?:\S+ )?(?:fornecedor|fornecedora|parceiro|prestador|provedor){_FOR_GOOD}",
    # signed on for more years, no "for" needed (heldout_ae: "we just signed another two years with them")
    rf"(?:signed|renewed|extended|re-?upped|locked in) (?:on |up )?(?:for )?(?:another|a further) (?:{_YEARS}"
    rf" )?(?:more )?years?\b|(?:signed|renewed|extended) (?:on |up )?for {_YEARS} more years",
    r"(?:weitere|nochmal|noch einmal) (?:zwei|drei|vier|funf|\d) jahre (?:verlangert|unterschrieben)",
    r"(?:resign|renouvel|sign)(?:e|er) (?:\S+ ){0,2}?(?:pour )?(?:deux|trois|quatre|cinq|\d) (?:ans|annees)"
    r" de plus",
    r"(?:firmamos|renovamos|firmado|renovado) (?:\S+ ){0,2}?otros (?:dos|tres|cuatro|cinco|\d) anos",
    r"(?:firmato|rinnovato) (?:\S+ ){0,2}?(?:per )?altri (?:due|tre|quattro|cinque|\d) anni",
    r"nog (?:twee|drie|vier|vijf|\d) jaar (?:bijgetekend|verlengd|getekend)",
    r"(?:assinamos|renovamos|assinado|renovado) (?:\S+ ){0,2}?mais (?:dois|tres|quatro|cinco|\d) anos",
    # no change made, for good (heldout_ae: "so we won't be making a change"): never a change named
    # ("we won't make a change to the date")
    rf"(?:won't|will not|wont|not going to|aren't going to|are not going to) (?:be )?(?:making|make)"
    rf" (?:a|any) (?:change|switch|move)(?= *(?:[.,;!]|$| (?:now|here|there)\b)){_FOR_GOOD}",
    rf"wir werden (?:daran )?nichts (?:andern|wechseln)(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"(?:nous ne ferons|on ne fera) (?:aucun|pas de) changement(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"no (?:haremos|vamos a hacer) (?:ningun|ninguno|un) cambio(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"non (?:faremo|intendiamo fare) (?:alcun |nessun )?(?:cambio|cambiamento|cambiamenti)(?= *(?:[.,;!]|$))"
    rf"{_FOR_GOOD}",
    rf"(?:we|wij) (?:gaan|zullen) (?:niets|geen (?:wijziging|verandering)) (?:veranderen|doorvoeren|maken)?"
    rf"(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"nao (?:vamos|iremos) fazer (?:nenhuma |qualquer )?(?:mudanca|troca)(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    # no switching
    rf"(?:we|i)(?:'re| are| am)? (?:not|won't|will not|aren't|are not) (?:going to |be )?(?:switch|switching"
    rf"|chang(?:e|ing) (?:vendors?|providers?|systems?|tools?))(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"wir (?:werden|wollen) nicht wechseln{_FOR_GOOD}|wir wechseln nicht{_FOR_GOOD}",
    rf"(?:nous n'allons|on ne va|je ne vais) pas changer(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"no (?:vamos|voy|pensamos|queremos) (?:a )?cambiar(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"non (?:cambieremo|cambiamo|intendiamo cambiare)(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"(?:we|wij|ik) (?:gaan|ga|zullen) niet (?:overstappen|wisselen|veranderen){_FOR_GOOD}",
    rf"nao (?:vamos|vou|pretendemos|queremos) (?:mudar|trocar)(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    # switching out of the question ("Il n'est pas question d'en changer", "a switch is out of the question",
    # "ein Wechsel kommt nicht in Frage", "cambiar está descartado", "cambiare è fuori discussione",
    # "overstappen is niet aan de orde", "mudar está fora de questão")
    r"(?:switching|changing|a switch|a change of (?:vendor|provider|system)s?) is (?:out of the question|off"
    r" the table)|no question of (?:switching|changing)",
    r"(?:ein )?(?:wechsel|anbieterwechsel|systemwechsel|wechseln) kommt (?:fur uns )?nicht"
    r" (?:in frage|infrage)",
    # (a change of the tool, never of a date: "Il n'est pas question de changer de date, la démo reste")
    r"(?:il )?n'est pas question (?:d'en changer|de changer(?! de (?:date|jour|heure|creneau|rendez-vous"
    r"|salle|lieu|programme))|de passer a autre chose)",
    r"(?:cambiar|un cambio) (?:esta|queda) descartado|(?:ni|no) se plantea cambiar",
    r"(?:cambiare|un cambio) (?:e|resta) fuori discussione|non se ne parla di cambiare",
    r"(?:overstappen|wisselen|veranderen) is (?:voor ons )?(?:niet aan de orde|geen optie)",
    # ... or not on the agenda (heldout_cu: "overstappen staat bij ons dus niet op de agenda")
    r"(?:overstappen|wisselen|een overstap) staat (?:bij ons |voor ons )?(?:dus |ook |echt )?niet op de"
    r" (?:agenda|planning)|(?:switching|a switch) (?:is not|isn't) on (?:the|our) (?:agenda|roadmap|cards)"
    r"|(?:ein )?wechsel steht (?:bei uns )?(?:also )?nicht auf der (?:agenda|tagesordnung)",
    r"(?:mudar|trocar|uma troca|uma mudanca) (?:esta|e) fora de (?:questao|cogitacao)|nem pensar em (?:mudar"
    r"|trocar)",
    # not needed, plainly or in learner's English
    r"(?:we|i) (?:not|no) (?:need|want|require)",
    r"no (?:nos|me) sirve(?! de nada mas| (?:otra|otro|algo) )|nao (?:nos|me) serve(?! (?:outr|mais))",
    # of no use to the sender (heldout_cu: "als eenmanszaak heb ik hier niets aan"), the clause ending there
    # ... whatever the subject (heldout_en: "a tender tool is no use to us", "that kind of software would be
    # of no use to us", "un outil pareil ne nous servirait à rien", "so eine Plattform bringt uns nichts")
    r"(?:i|we) (?:really )?have no use for (?:it|this|that|such)"
    r"|(?:\w+'s|\w+'d be|\w+'ll be|is|are|would be|will be) (?:really |just |simply )?(?:of )?no use to"
    r" (?:me|us)(?= *(?:[.,;:!?]|$))",
    r"bringt (?:mir|uns) (?:leider |wirklich |ehrlich gesagt |einfach )?"
    r"(?:nichts|nix)(?= *(?:[.,;:!?]|$))|damit (?:kann|konnen) (?:ich|wir) (?:leider |wirklich |einfach )?"
    r"(?:nichts|nix) anfangen",
    r"ne (?:me|nous) (?:sert|servent|servirait|serviraient|servira) (?:vraiment )?(?:a rien|de rien)(?! d)"
    r"|(?:ca|cela) ne (?:m'|nous )est"
    r" d'aucune utilite",
    r"(?:(?:ik|we|wij) (?:heb|hebben)|(?:heb|hebben) (?:ik|we|wij)) (?:hier|daar|er) (?:echt |helemaal |dus"
    r" |eigenlijk |gewoon )*(?:niets|niks) aan(?= *(?:[.,;:!?]|$|hoor|want|dus))|(?:hier|daar) (?:heb|hebben)"
    r" (?:ik|we|wij) (?:echt |helemaal |dus |eigenlijk |gewoon )*(?:niets|niks) aan(?= *(?:[.,;:!?]|$|hoor"
    r"|want|dus))",
    # a contraction without its apostrophe in chat ("nah were good thx")
    r"(?:^|nah |nope |no )were (?:all )?(?:good|set|covered|fine)(?=[.!,]|$| (?:thx|thanks|ty|tho))",
)
