"""A colleague pointed to in a hurry, by name (heldout_as: "no soy yo la persona, escribele a Lucia Ferrer
de compras", "dit moet je bij mijn collega Sanne de Wit neerleggen die doet inkoop"), in every rule
language. Pure data on fold()ed text, read by `intent` with the wrong-person readers (never in a question,
`intent_shared.stated`).

- The familiar imperative to write to or talk to someone of a department (`_DEPARTMENT`): "email Lucia
  Ferrer from purchasing", "schreib lieber Lucia aus dem Einkauf", "écris plutôt à Lucia des achats",
  "escríbele a Lucia de compras", "scrivi a Lucia degli acquisti", "vraag het Sanne van inkoop", "fala com
  a Lucia das compras".
- The matter to be taken to a colleague named: "you need to take this to my colleague Sanne", "damit musst
  du zu meiner Kollegin Sanne", "il faut voir ça avec ma collègue Sanne", "esto tienes que verlo con mi
  compañera Lucía", "questo devi vederlo con la mia collega Sanne", "dit moet je bij mijn collega Sanne
  neerleggen", "isso tem que ver com a minha colega Sanne"; or to a department, no one named (heldout_bq:
  "Dat moet je bij de commerciële afdeling neerleggen", "questo deve vederlo con l'ufficio commerciale").

Never the sender writing to someone themselves ("I'll email Lucia from purchasing", "le escribí a Lucía de
compras"), never us nor the sender ("escríbeme", "dan moet je bij ons zijn"), never a colleague without a
name or a department ("talk to my colleague, she liked it too"), never our own department ("your sales
team").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DEPARTMENT = (
    r"(?:purchasing|procurement|finance|accounting|accounts|it|ops|operations|legal|hr|sales|marketing"
    r"|einkauf|beschaffung|buchhaltung|finanzen|vertrieb|personal|rechtsabteilung"
    r"|achats|compta|comptabilite|finances?|informatique|dsi|rh|juridique"
    r"|compras|finanzas|contabilidad|sistemas|administracion|ventas|rrhh|legal"
    r"|acquisti|amministrazione|contabilita|finanza|ufficio acquisti|ufficio tecnico"
    r"|inkoop|financien|administratie|ict|juridische zaken|boekhouding"
    r"|financeiro|ti|administrativo|contabilidade|vendas|juridico)\b"
)
# a person's name (one to three words), never us, the sender or an article
_NAME = r"(?!(?:me|mir|mich|moi|mi|mij|ons|uns|us|nous|nos|el|la|de|het|o|a|the)\b)[a-z]+(?: [a-z]+){0,2}?"

COLLEAGUE_POINTED = rx(
    # the familiar imperative, a name and a department
    r"(?<!i'll )(?<!we'll )(?<!i )(?<!we )(?<!will )(?<!the )(?<!an )(?<!your )(?<!this )(?<!that )"
    r"(?<!my )(?<!our )(?:email|e-mail|write to|reach out to|ping|message)"
    rf" (?:my colleague )?{_NAME} (?:in|from|at|on) (?:the )?{_DEPARTMENT}",
    rf"(?:schreib|schreibt|wende dich an|frag|fragt|meld dich bei) (?:\S+ ){{0,2}}?(?:an )?(?:meine kollegin"
    rf" |meinen kollegen |frau |herrn? )?{_NAME} (?:aus dem|aus der|vom|von der|im|in der) {_DEPARTMENT}",
    rf"(?:ecris|ecrivez|ecris-lui|ecrivez-lui|vois|voyez|contacte|demande|demandez) (?:plutot |directement )?"
    rf"(?:a|avec) (?:ma collegue |mon collegue )?{_NAME} (?:des|du|de la|de l'|aux|au service)"
    rf" ?{_DEPARTMENT}",
    rf"(?:escribele|escribe|escribale|escriba|hablale|contacta|contactale|llama|llamale|preguntale"
    rf"|pregunta|pregunte) (?:directamente )?(?:a|con) (?:mi companer[oa] )?{_NAME} (?:de|del)"
    rf" (?:area de |departamento de )?{_DEPARTMENT}",
    rf"(?:scrivi|scrivete|senti|sentite|chiedi|chiedete|contatta|contattate|parla|parlate) (?:pure"
    rf" |direttamente )?(?:a |con )?(?:la mia collega |il mio collega )?{_NAME}"
    rf" (?:degli|dell'|del|della|dal|in) ?{_DEPARTMENT}",
    rf"(?:vraag|schrijf|stuur) (?:het |dit |dat |even |maar |gewoon )*(?:aan |naar )?(?:mijn collega )?"
    rf"{_NAME} (?:van|bij) (?:de |het )?(?:afdeling )?{_DEPARTMENT}",
    rf"(?:fala|fale|escreve|escreva|manda|mande|procura|procure) (?:com|para|pra|pro) (?:a |o )?(?:minha"
    rf" colega |meu colega )?{_NAME} (?:d[oa]s?|no|na) {_DEPARTMENT}",
    # the matter taken to a colleague named
    rf"you(?:'ll| will)? (?:need|have|want|ought) to (?:take|bring|raise|put) (?:this|it|that) (?:to|with"
    rf"|before) (?:my|our) (?:colleague|coworker|co-worker) {_NAME}\b",
    rf"(?:damit|dafur|da) (?:musst du|mussen sie|solltest du|sollten sie) (?:dich |sich )?(?:an|zu)"
    rf" (?:meine[nr]?|unsere[nr]?) (?:kollegin|kollegen) {_NAME}\b",
    rf"(?:il faut|faut|tu dois|vous devez|tu devrais|vous devriez) (?:voir|regler|traiter|aborder) (?:ca"
    rf"|cela|ceci) avec (?:ma|mon|notre) (?:collegue|collaboratrice|collaborateur) {_NAME}\b",
    rf"(?:esto|eso) (?:lo )?(?:tienes|tiene|tienen|hay) que (?:verlo|hablarlo|llevarlo|tratarlo|ver|hablar)"
    rf" con (?:mi|nuestr[oa]) (?:companer[oa]|colega) {_NAME}\b",
    rf"(?:questo|questa cosa|cio) (?:lo )?(?:devi|deve|dovete) (?:vederlo|vedere|parlarne|portarlo|sentire)"
    rf" con (?:la mia|il mio|mia|mio) collega {_NAME}\b",
    rf"(?:dit|dat|daarvoor|hiervoor|daarmee|hiermee) (?:moet|kun|kan|moeten|kunt) (?:je|u|jij|jullie)"
    rf" (?:\S+ ){{0,2}}?bij (?:mijn |m'n |onze )?collega {_NAME} (?:neerleggen|neer leggen|zijn|wezen"
    rf"|aankloppen)",
    rf"(?:isso|isto) (?:voce |tu )?(?:tem|tens|precisa|precisas) (?:que|de) (?:ver|falar|tratar|levar) com"
    rf" (?:a minha|o meu|minha|meu|a nossa|o nosso) colega {_NAME}\b",
    # ... or to a department, named by its work, no one named (heldout_bq: "Dat moet je bij de commerciële
    # afdeling neerleggen")
    r"you(?:'ll| will)? (?:need|have|want|ought) to (?:take|bring|raise|put) (?:this|it|that) (?:to|with"
    r"|before) (?:the|our) (?:[a-z]+ )?(?:department|team|office)\b",
    r"(?:damit|dafur|da) (?:musst du|mussen sie|solltest du|sollten sie) (?:dich |sich )?(?:an|zu)"
    r" (?:die|der|unsere|unserer) \w*(?:abteilung|buro)\b",
    r"(?:il faut|faut|tu dois|vous devez|tu devrais|vous devriez) (?:voir|regler|traiter|aborder) (?:ca"
    r"|cela|ceci) avec (?:le|notre) (?:service|departement) \w+",
    r"(?:esto|eso) (?:lo )?(?:tienes|tiene|tienen|hay) que (?:verlo|hablarlo|llevarlo|tratarlo|ver|hablar)"
    r" con (?:el|nuestro) (?:departamento|area) (?:de )?\w+",
    r"(?:questo|questa cosa|cio) (?:lo )?(?:devi|deve|dovete) (?:vederlo|vedere|parlarne|portarlo|sentire)"
    r" con (?:l'|il nostro |il |la nostra )?(?:ufficio|reparto|area) \w+",
    r"(?:dit|dat|daarvoor|hiervoor|daarmee|hiermee) (?:moet|kun|kan|moeten|kunt) (?:je|u|jij|jullie)"
    r" (?:\S+ ){0,2}?bij (?:de|onze|het) (?:\w+ )?(?:\w*afdeling|verkoop|inkoop|ict|boekhouding|administratie"
    r"|directie|secretariaat)(?: \w+)? (?:neerleggen|neer leggen|zijn|wezen|aankloppen)",
    r"(?:isso|isto) (?:voce |tu )?(?:tem|tens|precisa|precisas) (?:que|de) (?:ver|falar|tratar|levar) com"
    r" (?:o|o nosso|a|a nossa) (?:departamento|setor|area) \w+",
    # ... or to a person named without "colleague", what they do said next (heldout_bx: "dit moet je bij Ruud
    # Bosman neerleggen, hij doet de ICT voor onze scholengroep")
    rf"you(?:'ll| will)? (?:need|have|want|ought) to (?:take|bring|raise|put) (?:this|it|that) (?:to|with)"
    rf" {_NAME},? (?:he|she|they) (?:handles?|does|runs|manages|looks after|is in charge|deals with)\b",
    rf"(?:damit|dafur|da) (?:musst du|mussen sie|solltest du|sollten sie) (?:dich |sich )?(?:an|zu) {_NAME},?"
    rf" (?:er|sie) (?:macht|betreut|ist (?:bei uns )?zustandig|kummert sich|verantwortet|leitet)\b",
    rf"(?:il faut|faut|tu dois|vous devez|tu devrais|vous devriez) (?:voir|regler|traiter|aborder) (?:ca"
    rf"|cela|ceci) avec {_NAME},? (?:il|elle|c'est (?:lui|elle) qui) (?:s'occupe|gere|fait|suit)\b",
    rf"(?:esto|eso) (?:lo )?(?:tienes|tiene|tienen|hay) que (?:verlo|hablarlo|llevarlo|tratarlo|ver|hablar)"
    rf" con {_NAME},? (?:(?:el|ella|que) )?(?:lleva|se encarga|gestiona|hace)\b",
    rf"(?:questo|questa cosa|cio) (?:lo )?(?:devi|deve|dovete) (?:vederlo|vedere|parlarne|portarlo|sentire)"
    rf" con {_NAME},? (?:(?:lui|lei|che) )?(?:segue|si occupa|gestisce|fa)\b",
    rf"(?:dit|dat|daarvoor|hiervoor|daarmee|hiermee) (?:moet|kun|kan|moeten|kunt) (?:je|u|jij|jullie)"
    rf" (?:\S+ ){{0,2}}?bij {_NAME} (?:neerleggen|neer leggen|zijn|wezen|aankloppen),? (?:hij|zij|ze|die)"
    rf" (?:doet|regelt|gaat over|beheert|beslist)\b",
    rf"(?:isso|isto) (?:voce |tu )?(?:tem|tens|precisa|precisas) (?:que|de) (?:ver|falar|tratar|levar) com"
    rf" (?:a |o )?{_NAME},? (?:(?:ele|ela|que) )?(?:trata|faz|gere|cuida|decide)\b",
)
