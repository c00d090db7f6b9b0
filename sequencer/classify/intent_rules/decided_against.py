"""A "no" heldout_w found missing, in every rule language; read outside a question beside `decline.py`,
a but-clause asking for more still winning (`but_request.py`). Pure data on fold()ed text.
- the team's decision made against us ("The repairs team has reviewed your information and we will not be
  taking this forward", "we have decided not to go ahead"); never "decided to go ahead";
- a standing rule against unsolicited vendors ("Our firm does not engage vendors through unsolicited
  approaches", "we don't respond to unsolicited offers");
- a standard settled ("We standardised on a CLM platform group-wide ... There's no appetite to revisit
  it"): "no appetite to revisit/change", never "standardised on X but it's up for renewal, let's talk"
  (the but-clause) nor a standard alone;
- a decision against any tool of the kind ("a gente decidiu não seguir com nenhuma ferramenta desse tipo",
  "we decided not to go with any tool like this", "wir haben uns gegen ein solches Tool entschieden",
  heldout_y): the decision names the tool, a solution or a provider, never "decided to go with X";
- a decision against it, the pronoun alone (heldout_ac: "Wir haben das intern angeschaut und uns dagegen
  entschieden"): "we decided against it", "nous avons décidé que non", "hemos decidido que no", "abbiamo
  deciso di lasciar perdere", "we hebben besloten het niet te doen", "decidimos que não";
- no point going on (heldout_ac: "Não faz sentido seguirmos a conversa"): "there's no point continuing the
  conversation", "es hat keinen Sinn, das weiterzuverfolgen", "inutile de poursuivre", "no tiene sentido
  seguir", "non ha senso proseguire", "het heeft geen zin om verder te praten", "não faz sentido
  continuar"; never going on with something named ("no point continuing with Excel");
- a decision not to take it up (heldout_ap: "We hebben er intern even naar gekeken en besloten het niet op te
  pakken"; English "decided not to take it up" is read by `interest.NOT_INTERESTED`): "beschlossen, das
  nicht aufzugreifen", "décidé de ne pas y donner suite", "decidido no llevarlo adelante", "deciso di non
  dare seguito", "besloten het niet op te pakken", "decidimos não dar seguimento"; never a decision to take
  it up, nor one not to do it ourselves ("besloten het niet zelf op te pakken maar uit te besteden");
- a decision not to go on with the reader's company (heldout_dj: "decidimos não seguir com a Acme"): "nous
  avons décidé de ne pas poursuivre avec vous", "hemos decidido no seguir con ustedes", "abbiamo deciso di
  non proseguire con voi", "besloten niet met jullie verder te gaan", "entschieden, nicht mit Ihnen
  weiterzumachen"; the company or "you" ending the sentence, never a thing with a time after it, never a
  competitor, never a company named with a request, an interest or a question after it (another left for
  us, `intent_no.another_left`: "Hemos decidido no seguir con Salesforce. ¿Podemos ver una demo?"),
  unless what is asked after it ends the account (`ACCOUNT_ENDED`: "¿Podrían confirmar que han borrado
  nuestros datos?", "Kunt u ons account sluiten?": the company left is then the reader, a no; review of
  2026-12-07); in English too ("We decided not to continue with Salesforce. Could you send a demo link?");
- nothing more needed for it ("Dafür brauchen wir kein weiteres Tool", "we don't need another tool for
  that").
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# a tool of the kind, in every rule language
_TOOL = (
    r"(?:tools?|solutions?|platforms?|software|systems?|vendors?|providers?|products?|werkzeug|losung"
    r"|anbieter"
    r"|outils?|logiciels?|herramientas?|soluciones|solucion|proveedor(?:es)?|strument[oi]|soluzion[ei]"
    r"|fornitor[ei]"
    r"|oplossing(?:en)?|systeem|leveranciers?|ferramentas?|solucao|solucoes|fornecedor(?:es)?|sistemas?)\b"
    # never turned by a but in its sentence ("gegen ein solches Tool entschieden, aber Ihres würden wir gern
    # testen"): the no is about the others
    r"(?![^.!?]*\b(?:but|however|aber|jedoch|allerdings|mais|cependant|pero|sin embargo|tuttavia|maar|echter"
    r"|porem|contudo)\b)"
)

# no "for now" in the rest of the sentence: a decision for a while is a later
_FOR_GOOD = (
    r"(?![^.!?;]*\b(?:right now|for now|at the moment|yet|this (?:year|quarter|month)|for the time being"
    r"|at this (?:time|stage|point)|until|derzeit|momentan|vorerst|im moment|vorlaufig|pour l'instant"
    r"|pour le moment|por ahora|de momento|por el momento|por lo pronto|todavia|aun|per ora|per il momento"
    r"|al momento|voorlopig|op dit moment|por enquanto|no momento|ainda|por agora)\b)"
)
# never something else named after it ("decidimos no avanzar con el otro proveedor"): only us, it or nothing
_OURS_ONLY = (
    r"(?! (?:with|con|com|avec|mit|met) (?!(?:this|it|that|you|your|esto|ello|eso|ustedes|usted|ti|vos|su|sus"
    r"|la propuesta|el proyecto|isso|isto|voces|voce|a proposta|o projeto|cela|ca|vous|votre|vos|la proposta"
    r"|voi|la vostra|il vostro|jullie|u|uw|dit|dat|het|ihnen|ihrem|ihrer|euch)\b))"
)

# a company named after "with", never a competitor (a third party by its very name)
_NAME = (
    r"(?!(?:concorrente|concorrencia|concorrenza|competencia|competidor|competitor|concurrent|concurrence"
    r"|concurrentie|konkurrenz|konkurrenten|wettbewerber)\b)\w+"
)
# a decision not to go on with the reader's company, named or "you", the sentence ending there
# (heldout_dj: "Por isso, decidimos não seguir com a Acme"; English "decided not to move forward with X"
# is `interest.NOT_INTERESTED`'s no, skipped by `intent_no.not_interested` when X is left for us);
# never with a thing and a time after it ("decidimos não seguir com a migração este ano"); a company named
# with a request, an interest or a question after it is one left for us, read by `intent_no.stated_no`
# (`YOU_LEFT` tells "you" from a name)
_COMPANY_LEFT = (
    # English (the review of 2026-12-07, part 3: "We decided not to continue with Salesforce. Could you
    # ... send a demo link?"): never a pronoun nor a thing after an article ("not to continue with it")
    r"(?:we|i)(?: have| 've|'ve| had)? decided not to (?:continue|go on|carry on|proceed|move forward"
    r"|go ahead|stay|work) with (?:you|your team|(?!(?:it|this|that|them|these|those|the|our|my|a|an|any)\b)"
    rf"{_NAME})(?= *(?:[.!;]|$))",
    r"(?:decidimos|decidiu|decidiram|resolvemos|resolveu|resolveram) nao (?:seguir|avancar|prosseguir"
    rf"|continuar|fechar) com (?:voces|a senhora|o senhor|a {_NAME}|o {_NAME})(?= *(?:[.!;]|$))",
    r"(?:hemos|ha|han) decidido no (?:seguir|avanzar|continuar|proceder|trabajar) con (?:ustedes|vosotros"
    rf"|usted|{_NAME})(?= *(?:[.!;]|$))",
    r"(?:abbiamo|ha|hanno) deciso di non (?:proseguire|procedere|andare avanti|continuare|lavorare) con"
    rf" (?:voi|lei|{_NAME})(?= *(?:[.!;]|$))",
    r"(?:avons|a|ont) decide de ne pas (?:poursuivre|continuer|avancer|aller plus loin|travailler) avec"
    rf" (?:vous|{_NAME})(?= *(?:[.!;]|$))",
    r"(?:hebben|heeft) besloten (?:om )?niet (?:verder te gaan|door te gaan|in zee te gaan) met (?:jullie|u"
    rf"|{_NAME})(?= *(?:[.!;]|$))|(?:hebben|heeft) besloten (?:om )?niet met (?:jullie|u|{_NAME}) (?:verder"
    r" te gaan|door te gaan|in zee te gaan)",
    rf"(?:haben|hat) (?:uns )?(?:\S+ ){{0,2}}?(?:entschieden|beschlossen),? nicht mit (?:ihnen|euch|{_NAME})"
    r" (?:weiterzumachen|weiterzuarbeiten|fortzufahren|zusammenzuarbeiten)",
)
COMPANY_LEFT = rx(*_COMPANY_LEFT)
# what is asked after a company left that ends the account with it: the data deleted, the account or the
# file closed or cancelled ("potete chiudere la pratica?"), the final invoice: the company left is the
# reader's (`intent_no.another_left`)
ACCOUNT_ENDED = rx(
    r"(?:delete|deleted|erase|erased|remove|removed) (?:all )?(?:our|my) (?:data|details|information)"
    r"|(?:close|closed|cancel|cancelled|canceled|terminate|deactivate) (?:our|my|the) (?:account|subscription"
    r"|contract|licen[cs]e|file|case)|final (?:invoice|bill)",
    r"(?:daten|angaben) (?:\S+ ){0,2}?(?:geloscht|loschen|entfernen|entfernt)|(?:konto|account|zugang|vertrag"
    r"|abo|abonnement|akte|vorgang) (?:\S+ ){0,2}?(?:schliessen|geschlossen|kundigen|gekundigt"
    r"|deaktivieren|loschen|geloscht)|schlussrechnung|abschlussrechnung|letzte rechnung",
    r"(?:supprime|supprimer|supprimez|efface|effacer|effacez) (?:toutes )?(?:nos|mes) (?:donnees|informations"
    r"|coordonnees)|(?:fermer|fermez|ferme|cloturer|cloturez|cloture|resilier|resiliez|resilie|desactiver)"
    r" (?:notre|mon|le) (?:compte|abonnement|contrat|dossier)|facture finale|derniere facture",
    r"(?:borrado|borrar|borren|eliminado|eliminar|eliminen|suprimido|suprimir) (?:todos )?(?:nuestros|mis)"
    r" (?:datos|registros)|(?:cerrar|cierren|cerrado|cancelar|cancelen|cancelado|dar de baja|den de baja)"
    r" (?:nuestra|mi|la|el|nuestro) (?:cuenta|suscripcion|contrato|licencia|expediente)|factura final"
    r"|ultima factura",
    r"(?:cancellato|cancellare|cancellate|eliminato|eliminare|eliminate) (?:tutti )?(?:i )?(?:nostri|miei)"
    r" dati|(?:chiudere|chiudete|chiuso|disattivare|disdire) (?:il )?(?:nostro|mio|l') ?(?:account|conto"
    r"|abbonamento|contratto)|(?:chiudere|chiudete|chiuso|archiviare|archiviate) (?:la|la nostra) pratica"
    r"|fattura finale|ultima fattura",
    r"(?:gegevens|data) (?:\S+ ){0,2}?(?:verwijderen|verwijderd|wissen|gewist)|(?:account|abonnement"
    r"|contract|dossier) (?:\S+ ){0,2}?(?:sluiten|gesloten|opzeggen|opgezegd|beeindigen|deactiveren)"
    r"|eindfactuur"
    r"|laatste factuur|(?:verwijder|wis) (?:onze|mijn) (?:gegevens|data)",
    r"(?:apagar|apagaram|apaguem|excluir|excluiram|excluam|eliminar|eliminaram) (?:todos )?(?:os )?(?:nossos"
    r"|meus) dados|(?:encerrar|encerrem|encerraram|fechar|fechem|cancelar|cancelem|cancelaram) (?:a )?"
    r"(?:nossa|minha) (?:conta|assinatura|subscricao|licenca)|(?:encerrar|encerrem|fechar|fechem|arquivar)"
    r" (?:o|o nosso) processo|fatura final|ultima fatura",
)
# ... the reader ("you") left, never a name
YOU_LEFT = re.compile(
    r"\b(?:com|con|avec|met|mit) (?:voces|a senhora|o senhor|ustedes|vosotros|usted|voi|lei|vous|jullie|u"
    r"|ihnen|euch)\b|\bwith (?:you|your team)\b"
)

DECIDED_AGAINST = rx(
    # nobody going to change what is in place (heldout_ah: "aquí nadie va a cambiar de ERP"), any language
    r"(?:nobody|no one|no-one) (?:here )?(?:is going to|will|'s going to|wants to) (?:change|switch|replace"
    r"|reopen|revisit)",
    r"niemand (?:hier )?(?:wird|will) (?:\S+ ){0,3}?(?:wechseln|andern|ersetzen|austauschen)",
    r"personne (?:ici )?ne (?:va|veut|voudra) (?:changer|remplacer|revenir)",
    r"nadie (?:aqui )?(?:va a|quiere|querra) (?:cambiar|reemplazar|sustituir)",
    r"nessuno (?:qui )?(?:cambiera|vuole cambiare|sostituira|ha intenzione di cambiare)",
    r"niemand (?:hier )?(?:gaat|wil|zal) (?:\S+ ){0,3}?(?:overstappen|veranderen|vervangen|wisselen)",
    r"ninguem (?:aqui )?(?:vai|quer|ira) (?:mudar|trocar|substituir)",
    # English
    r"(?:we|i|they|the team|the board|management)(?: have| has|'ve)? decided (?:not to|against)"
    r" (?:go(?:ing)? ahead|proceed(?:ing)?|mov(?:e|ing) forward|tak(?:e|ing) (?:this|it) (?:forward|further)"
    r"|pursu(?:e|ing)|buy(?:ing)?|purchas(?:e|ing)|chang(?:e|ing)|switch(?:ing)?)"
    r"|(?:won't|will not) be tak(?:e|ing) (?:this|it|that|things) forward",
    r"(?:do not|don't|does not|doesn't|never) (?:engage|respond to|reply to|work with|deal with|take)"
    r" (?:\S+ ){0,2}?(?:through |via |from )?(?:unsolicited|cold) (?:approaches|vendors|suppliers|offers"
    r"|pitches|sales|e-?mails?|outreach|calls)|(?:we|i)(?: will)? (?:won't|will not) be taking a meeting",
    r"(?:no|little|zero) (?:appetite|desire|interest|intention|plan|plans) (?:\S+ ){0,2}?to (?:revisit"
    r"|reopen|change|replace|switch|look again)",
    # German
    r"(?:haben|hat) (?:uns )?(?:\S+ ){0,3}?(?:entschieden|beschlossen),? (?:das|dies|es)? ?(?:nicht"
    r" weiterzuverfolgen|nicht umzusetzen|nicht weiter zu verfolgen)|(?:gehen|arbeiten) (?:grundsatzlich )?"
    r"nicht auf (?:unaufgeforderte|unverlangte) (?:angebote|anfragen|anbieter)|kein (?:interesse|bedarf),"
    r" (?:das|dies|es) (?:erneut|nochmal|noch einmal) (?:zu prufen|aufzurollen)"
    r"|(?:brauchen|benotigen) wir kein(?:e|en)? (?:weiteres?|zusatzliches?|neues?|anderes?) (?:tool|system"
    r"|software|losung|programm)",
    # French
    r"(?:avons|a) decide de ne pas (?:donner suite|aller plus loin|poursuivre|avancer)|(?:ne repondons|ne"
    r" donnons suite|ne travaillons) (?:pas|jamais) (?:aux|avec les) (?:sollicitations|offres|demarches"
    r"|fournisseurs) non sollicitee?s|(?:aucune|pas d') envie de (?:revoir|changer|remettre en question)"
    r"|(?:n'avons|n'a) pas besoin d'(?:un autre|une autre|un nouvel?|une nouvelle) (?:outil|logiciel"
    r"|solution|systeme)",
    # Spanish
    r"(?:hemos|ha) decidido no (?:seguir adelante|avanzar|continuar|proceder)|no (?:respondemos|atendemos"
    r"|trabajamos con) (?:a )?(?:ofertas|propuestas|proveedores) no solicitad[oa]s|(?:ningun|ninguna)"
    r" (?:interes|intencion|gana) (?:de|en) (?:revisar|cambiar|replantear)"
    r"|no necesitamos (?:otra|otro|una nueva|un nuevo) (?:herramienta|sistema|software|solucion)",
    # Italian
    r"(?:abbiamo|ha) deciso di non (?:procedere|andare avanti|proseguire)|non (?:rispondiamo|diamo seguito"
    r"|lavoriamo con) (?:a |alle |con )?(?:proposte|offerte|fornitori) non richiest[ei]|nessuna? (?:interesse"
    r"|intenzione|desiderio) (?:di|a) (?:rivedere|cambiare|rimettere in discussione)|non (?:ci serve|abbiamo"
    r" bisogno di) (?:un altro|un'altra|un nuovo|una nuova) (?:strumento|software|sistema|soluzione|tool)",
    # Dutch
    r"(?:hebben|heeft) besloten (?:hier |er )?niet mee (?:verder te gaan|door te gaan)|(?:reageren|gaan)"
    r" (?:wij |we )?niet (?:in )?op (?:ongevraagde|ongevraagd) (?:aanbiedingen|voorstellen|leveranciers"
    r"|acquisitie)|geen (?:behoefte|zin|animo) om (?:dat|dit|het) (?:opnieuw )?(?:te heroverwegen|te"
    r" herzien|te veranderen)|hebben (?:we|wij) geen (?:ander|extra|nieuw|andere|nieuwe) (?:tool|systeem"
    r"|software|oplossing) nodig",
    # Portuguese
    r"(?:decidimos|decidiu|decidiram) nao (?:avancar|prosseguir|seguir em frente|continuar)|nao"
    r" (?:respondemos|trabalhamos com) (?:a )?(?:propostas|ofertas|fornecedores) nao solicitad[oa]s"
    r"|(?:nenhum|nenhuma) (?:interesse|vontade|intencao) (?:de|em) (?:rever|mudar|revisitar)|nao precisamos"
    r" de (?:outra|outro|mais uma|mais um|uma nova|um novo) (?:ferramenta|sistema|software|solucao)",
    *_COMPANY_LEFT,
    # a decision against it, the pronoun alone (heldout_ac)
    r"(?:we|i|they|the team|the board|management)(?: have| has|'ve)? decided against it\b",
    r"(?:haben|hat|habe) (?:uns |mich )?(?:\S+ ){0,3}?dagegen entschieden|(?:uns|mich) (?:\S+ )?dagegen"
    r" entschieden",
    r"(?:avons|a|avez) decide que non|(?:avons|a) decide de ne pas le faire",
    r"(?:hemos|han|ha) decidido que no|decidimos que no\b",
    r"(?:abbiamo|hanno|ha) deciso (?:di no|che no|di lasciar perdere|di lasciare perdere)\b",
    r"(?:hebben|heeft) (?:\S+ ){0,2}?besloten (?:om )?(?:het|dit|dat) niet te doen|(?:hebben|heeft) ertegen"
    r" besloten",
    r"(?:decidimos|decidiram|decidiu) que nao\b",
    # no point going on (heldout_ac)
    r"(?:there's|there is|there's really|i see|we see)? ?no (?:real )?point (?:in )?(?:us )?(?:continuing"
    r"|carrying on|talking further|going further|taking (?:this|it) further|pursuing (?:this|it))"
    r"(?! with\b| using\b)|(?:doesn't|does not) make (?:much )?sense (?:for us )?to (?:continue|carry on"
    r"|pursue) (?:the|this|our) (?:conversation|discussion)",
    r"(?:hat|macht) (?:es )?(?:keinen|wenig) sinn,? (?:das |dies |hier |es )?(?:weiterzuverfolgen|weiter zu"
    r" verfolgen|weiterzumachen|das gesprach fortzusetzen|weiter zu sprechen)",
    r"(?:inutile|pas la peine|ca n'a pas de sens|cela n'a pas de sens) de (?:poursuivre|continuer|aller plus"
    r" loin)(?! avec\b)",
    r"no tiene (?:mucho )?sentido (?:seguir|continuar|avanzar)(?: con (?:esto|la conversacion))?(?! con\b)",
    r"non ha (?:molto )?senso (?:proseguire|continuare|andare avanti)(?! con\b)",
    r"(?:het )?heeft (?:weinig |geen )zin om (?:\S+ ){0,2}?(?:verder|door) te (?:gaan|praten)",
    r"nao faz (?:muito )?sentido (?:seguir|continuar|prosseguir|seguirmos|continuarmos|prosseguirmos)"
    r"(?! com (?:o |a )?(?!conversa))",
    # a decision against any tool of the kind, every rule language (heldout_y)
    rf"decided (?:not to (?:go|move forward|proceed|continue|sign up|start) with|against) (?:any|a|an|this"
    rf"|that|such a) (?:\w+ )?{_TOOL}",
    rf"(?:haben|hat) (?:uns )?(?:\S+ ){{0,2}}?(?:gegen|fur kein(?:e|en)?) (?:ein(?:e|en)? )?(?:solche[ns]? "
    r"|\w+ )?"
    rf"{_TOOL} (?:\S+ )?(?:entschieden|beschlossen)|(?:entschieden|beschlossen),? kein(?:e|en)? "
    r"(?:solche[ns]? )?"
    rf"(?:\w+ )?{_TOOL}",
    rf"(?:avons|a|avez) decide de n'(?:adopter|utiliser|prendre|retenir) aucune? (?:\w+ )?{_TOOL}"
    r"|(?:avons|a) decide de ne (?:pas )?(?:partir|aller) (?:sur|vers) (?:aucune?|ce genre d'|ce type d')"
    rf" ?{_TOOL}",
    rf"(?:hemos|ha|han) decidido no (?:seguir|ir|avanzar|continuar) con (?:ningun|ninguna|ningún|este tipo de"
    rf"|esta|este) (?:\w+ )?{_TOOL}|decidimos no (?:seguir|ir|avanzar) con (?:ningun|ninguna) (?:\w+"
    rf" )?{_TOOL}",
    r"(?:abbiamo|ha|hanno) deciso di non (?:adottare|usare|prendere|procedere con|andare avanti con) "
    r"(?:nessun"
    rf"|nessuna|alcun|alcuna|questo tipo di|uno|un) ?(?:\w+ )?{_TOOL}",
    rf"(?:hebben|heeft) besloten (?:om )?geen (?:\w+ )?{_TOOL}",
    rf"(?:decidimos|decidiu|decidiram|resolvemos|resolveu|resolveram) nao (?:seguir|avancar|ir|continuar)"
    rf" com (?:nenhum|nenhuma|esse tipo de|este tipo de|essa|esta|esse|este) (?:\w+ )?{_TOOL}",
    # a decision not to take it up (heldout_ap); English "decided not to" is `interest.NOT_INTERESTED`'s
    r"(?:entschieden|beschlossen),? (?:das|dies|es|ihr angebot|das thema)? ?nicht (?:aufzugreifen"
    r"|anzugehen|anzupacken|in angriff zu nehmen|aufzunehmen|weiterzuverfolgen|umzusetzen)",
    r"decide de ne pas (?:y donner suite|le retenir|la retenir|le reprendre|nous y lancer|l'adopter|le mettre"
    r" en place|y aller)",
    r"decidido no (?:retomarlo|abordarlo|llevarlo adelante|llevarlo a cabo|hacerlo|implantarlo|adoptarlo"
    r"|seguir con (?:ello|esto|el tema))",
    r"deciso di non (?:dar(?:e|vi|ne)? seguito|portarlo avanti|prenderlo in carico|adottarlo|farlo|attivarlo"
    r"|procedere oltre)",
    # ... the Flemish "beslist" too, and "not to go into it" (heldout_cu: "hebben we beslist om er niet op in
    # te gaan")
    r"(?:besloten|beslist) (?:om )?(?:het|dit|dat|er) ?niet (?:op te pakken|aan te pakken|mee te nemen"
    r"|door te zetten|in te voeren|aan te gaan|mee verder te gaan|verder te gaan|op in te gaan)",
    r"(?:decidimos|decidiu|decidiram|resolvemos) nao (?:dar seguimento|levar (?:isto|isso|o assunto)"
    r" (?:adiante|para a frente)|avancar com (?:isto|isso)|adotar|implementar)",
    # the decision in the past tense or as a choice (heldout_br: "lo revisamos con el equipo de ventas y
    # decidimos no avanzar"), every rule language: never for a while ("decidimos no avanzar por ahora"), nor
    # with something else named ("decidimos no avanzar con el otro proveedor")
    rf"(?:we|i|they|the team|the board|management)(?: have| has|'ve)? (?:chosen|chose|opted|elected) not to"
    rf" (?:go ahead|proceed|move forward|move ahead|pursue (?:this|it)|take (?:this|it) (?:forward|further))"
    rf"{_OURS_ONLY}{_FOR_GOOD}",
    rf"(?:haben|hat|habe) (?:uns |mich )?(?:\S+ ){{0,3}}?(?:entschieden|beschlossen|entschlossen),?"
    rf" (?:das |dies"
    rf" |es )?nicht (?:weiterzumachen|fortzufahren|weiterzugehen|voranzugehen){_FOR_GOOD}",
    rf"(?:avons|a|ont|ai) (?:decide|choisi|prefere|opte pour le fait) de ne pas"
    rf" (?:aller de l'avant|aller plus"
    rf" loin|avancer|poursuivre|continuer|donner suite){_OURS_ONLY}{_FOR_GOOD}",
    rf"(?:decidimos|decidi|decidio|decidieron|resolvimos|resolvio|resolvieron|determinamos|optamos por"
    rf"|opte por|opto por|preferimos|elegimos|(?:hemos|he|ha|han) (?:optado por|resuelto|preferido|elegido))"
    rf" no (?:avanzar|seguir adelante|continuar|proceder|seguir|ir adelante|avanzar mas|darle curso"
    rf"|darle seguimiento|contratar(?:lo|la)?|comprar(?:lo|la)?){_OURS_ONLY}{_FOR_GOOD}",
    rf"(?:abbiamo|ho|ha|hanno) (?:scelto|preferito|optato per|stabilito) di non (?:procedere|andare avanti"
    rf"|proseguire|dare seguito|continuare){_OURS_ONLY}{_FOR_GOOD}|(?:abbiamo|ho) deciso di non"
    rf" (?:continuare|avanzare){_OURS_ONLY}{_FOR_GOOD}",
    rf"(?:hebben|heeft|heb) (?:\S+ ){{0,2}}?(?:ervoor gekozen|gekozen|besloten)"
    rf" (?:om )?(?:hier |er |daar )?niet"
    rf" (?:mee )?(?:verder te gaan|door te gaan|in te stappen){_FOR_GOOD}",
    rf"(?:optamos|optou|optaram|opto|preferimos|escolhemos|resolvemos|resolveu|resolveram|decidi|decidimos"
    rf"|decidiu|decidiram) (?:por )?nao (?:avancar|prosseguir|seguir (?:em frente|adiante)|continuar|seguir"
    rf"|dar continuidade|contratar|comprar){_OURS_ONLY}{_FOR_GOOD}",
)
