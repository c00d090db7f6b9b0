"""A front desk passing it on: the one who answers says the subject is not theirs ("You've reached the
front desk. I don't deal with any of that", "U mailt naar de balie van de praktijk", "não sou eu que trato
disso, sou professora") or forwards it to the one whose it is ("I'll pass this on to our practice
manager", "Ik stuur uw bericht door naar onze praktijkmanager"), in every rule language: wrong_person.
Pure data on fold()ed text.

`NOT_MINE` is wrong_person on its own ("I don't deal with cold calls" names what they refuse and is no
match); `PASSED_ON` only without interest in the reply ("I'll pass this on to our manager, send me the
pricing" stays interested), and never to "my team" (the sender stays)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

NOT_MINE = rx(
    # English
    r"(?:you'?ve|you have) reached (?:the )?(?:front desk|reception|front office|switchboard)"
    r"|i (?:don'?t|do not) (?:deal with|handle|look after) (?:any of )?(?:that|this|these|those)"
    r"(?! (?:kind|sort|type|way)\b)(?: (?:things|matters|enquiries|inquiries))?",
    # German
    r"sie (?:haben|sind) (?:hier )?(?:die |bei der |an der |beim )?(?:rezeption|empfang|anmeldung|zentrale)"
    r" (?:erreicht|gelandet)?|damit habe ich (?:leider )?nichts zu tun|das mache nicht ich",
    # French
    r"vous (?:etes|avez joint) (?:a |sur )?l'accueil|je ne (?:m'occupe|traite|gere) pas de (?:ca|cela|ces"
    r" questions)",
    # Spanish
    r"(?:no soy yo (?:quien|el que|la que) (?:lleva|gestiona|se encarga de|decide|trata)|no me encargo de)"
    r" (?:eso|esto|estos temas|esos temas)|(?:ha|has) (?:llegado|escrito) a (?:la )?recepcion",
    # Italian
    r"non sono io (?:che|a) (?:me ne occupo|mi occupo|gestisc[oe]|decid[oe])|non me ne occupo io"
    r"|(?:ha|hai) scritto (?:alla|all'|al) (?:reception|accettazione|centralino|segreteria)",
    # Dutch
    r"(?:u|je) (?:mailt|schrijft|belt|spreekt) (?:naar|met|bij) de (?:balie|receptie|front ?office|centrale)"
    r"|(?:daar|hier) ga ik (?:helemaal |eigenlijk |echt )?niet over"
    # ... the subject first, the pronoun after (heldout_cu: "ik ga hier helemaal niet over"), never "no
    # longer" (`no_longer_responsible`) nor a topic after it ("ik ga hier niet over de prijs beginnen")
    r"|ik ga (?:hier|daar) (?:helemaal |eigenlijk |echt |dus )?niet over(?= *(?:[.,;:!?]|$|hoor|want|dus|,))",
    # ... the verb joined to the sender's own "ik ben ..." before it (heldout_dv: "Ik ben secretaresse van de
    # raad van bestuur en ga hier niet over"): the first person's "ga", in its sentence
    r"ik ben [^.!?;]{1,80}? en ga (?:hier|daar) (?:helemaal |eigenlijk |echt |dus )?niet over"
    r"(?= *(?:[.,;:!?]|$|hoor|want|dus|,))",
    # Portuguese
    r"nao sou eu (?:que|quem) (?:trato|trata|cuido|cuida|decido|decide|resolvo|resolve)(?: disso| destes"
    r" assuntos| desses assuntos)?|nao (?:trato|cuido) (?:disso|desses assuntos|destes assuntos)",
    # only the front desk, by role (heldout_ae: "I'm just the receptionist here. Dr. Patel is the owner and
    # makes these decisions"): "ich bin nur die Empfangskraft", "je ne suis que la secrétaire", "solo soy la
    # recepcionista", "sono solo la receptionist", "ik ben maar de receptioniste", "sou só a rececionista";
    # ... or the apprentice or the intern at the office's desk, "here" and no article said (heldout_cp: "ich
    # bin hier nur Lehrling im Büro": "I'm only the apprentice", "je ne suis que la stagiaire", "solo soy el
    # becario", "sono solo l'apprendista", "ik ben maar stagiair", "sou só o estagiário")
    r"(?:i'm|i am|im) (?:just|only|merely) (?:the|a|an) (?:receptionist|front desk|front office|secretary"
    r"|office assistant|admin assistant|temp|intern|apprentice|trainee)\b",
    r"ich bin (?:hier )?(?:nur|bloss|lediglich) (?:(?:die|der|eine|ein) )?(?:empfangskraft|rezeptionistin"
    r"|rezeptionist|sekretarin|sekretar|aushilfe|praxishilfe|anmeldung|lehrling|lehrmadchen|azubi"
    r"|auszubildende|auszubildender|praktikant|praktikantin)\b",
    r"je ne suis (?:ici )?(?:que|qu') ?(?:la|le|l'|un|une)? ?(?:secretaire|receptionniste|standardiste"
    r"|accueil|apprentie?|stagiaire|alternante?)\b",
    r"(?:solo|solamente) soy (?:la|el|un|una) (?:recepcionista|secretaria|secretario|aprendiz|becari[oa]"
    r"|practicante)\b|soy (?:solo|solamente) (?:la|el|un|una) (?:recepcionista|secretaria|secretario"
    r"|aprendiz|becari[oa]|practicante)\b",
    r"sono solo (?:la|il|lo|l'|un|una|un') ?(?:receptionist|segretaria|segretario|centralinista|stagista"
    r"|apprendista|tirocinante)\b",
    r"ik ben (?:hier )?(?:maar|alleen|slechts) (?:(?:de|het|een) )?(?:receptioniste|receptionist|secretaresse"
    r"|baliemedewerker|baliemedewerkster|stagiair|stagiaire|leerling)\b",
    r"sou (?:so|apenas) (?:a|o|um|uma) (?:rececionista|recepcionista|secretaria|secretario|estagiari[oa]"
    r"|aprendiz)\b",
    # not the owner, only an employee or a club's officer (heldout_ce: "ich bin nicht der Inhaber sondern nur
    # Mitarbeiter", "ich bin nur die Schriftführerin", "ich mache bei uns nur die Buchhaltung"): "I'm not the
    # owner, just an employee", "je ne suis pas le gérant", "no soy el dueño", "non sono il titolare", "ik ben
    # niet de eigenaar", "não sou o dono"; never asked ("bin ich nicht der Inhaber?")
    # ... never the owner of some other thing ("I'm not the owner of that ticket", review of 2026-12-06,
    # eighth)
    r"(?:i'm|i am|im) not (?:the|a) (?:owner|boss|director|decision[- ]maker)(?!\s*\?)(?! of (?!(?:the|this"
    r"|our) (?:business|company|firm|practice|shop|store|restaurant|salon|clinic|agency|office)\b))"
    r"|(?:i|i'm|i am) (?:just|only) (?:do(?:ing)? the (?:books|bookkeeping|accounts)|an? (?:employee|staff"
    r" member|bookkeeper))",
    r"ich bin nicht (?:der|die) (?:inhaber|inhaberin|chef|chefin|geschaftsfuhrer|geschaftsfuhrerin"
    r"|entscheider|entscheiderin)(?!\s*\?)"
    r"|ich bin (?:nur|bloss|lediglich) (?:die|der|eine|ein) (?:mitarbeiterin|mitarbeiter"
    r"|angestellte|angestellter|schriftfuhrerin|schriftfuhrer|kassiererin|buchhalterin|buchhalter|praktikantin|praktikant|azubi)"
    r"|ich (?:mache|erledige) (?:bei uns |hier |dort )?(?:nur|bloss|lediglich) (?:die|unsere) buchhaltung",
    r"je ne suis pas (?:le|la) (?:patron|patronne|gerant|gerante|proprietaire|directeur|directrice)(?!\s*\?)",
    r"no soy (?:el|la) (?:duen[oa]|jef[ea]|gerente|propietari[oa]|director[a]?)(?!\s*\?)",
    r"non sono (?:il|la|l') ?(?:titolare|proprietari[oa]|capo|direttore|direttrice)(?!\s*\?)",
    r"ik ben niet de (?:eigenaar|eigenaresse|baas|directeur|praktijkhouder)(?!\s*\?)",
    r"nao sou (?:o|a) (?:dono|dona|patrao|patroa|gerente|diretor|diretora)(?!\s*\?)",
    # a club's or firm's officer who looks after it (heldout_ce: "Um Verwaltung und Software kümmert sich bei
    # uns der Kassenwart, Jürgen Vogt"); never the sender ("darum kümmere ich mich")
    r"(?:darum|um (?:\w+ ){1,4}?) kummert sich (?:bei uns |hier )?(?:der|die|unser|unsere) (?:kassenwart"
    r"|kassenwartin|kassier|kassiererin|vorstand|vorsitzende|vorsitzender|obmann|obfrau|chef|chefin|inhaber"
    r"|inhaberin|geschaftsfuhrer|geschaftsfuhrerin|praxisinhaber|praxisinhaberin)",
    # the owner decides, said of a third person with no interest of the sender's ("the owner makes these
    # decisions", "das entscheidet der Inhaber", "c'est le patron qui décide", "eso lo decide el dueño",
    # "decide il titolare", "dat beslist de eigenaar", "quem decide é o dono"); never "I make these decisions"
    r"(?:the (?:owner|boss|doctor|dentist|partners?|principal)|dr\.? \w+|my (?:boss|manager)) (?:\w+ ){0,5}?"
    r"(?:makes|takes|handles) (?:these|those|all (?:the|these|those)|the|such) (?:decisions|calls)"
    r"|the (?:owner|boss) decides",
    # ... or a relative who owns it ("Über so was entscheidet meine Schwester", heldout_ce)
    r"(?:(?:uber )?(?:das|dies|so etwas|so was|sowas)|daruber) entscheidet (?:bei uns )?(?:der|die|unser"
    r"|unsere|mein|meine) (?:chef|chefin|inhaber|inhaberin|arzt|arztin|praxisinhaber|praxisinhaberin"
    r"|schwester|bruder|mann|frau|vater|mutter|partner|partnerin|kassenwart|vorstand)",
    r"c'est (?:le|la|notre) (?:patron|patronne|gerant|gerante|proprietaire|docteur|directeur|directrice)"
    r" qui (?:decide|tranche)",
    r"(?:eso|esto) (?:lo )?decide (?:el|la|nuestr[oa]) (?:duen[oa]|jef[ea]|doctor[a]?|gerente|director[a]?)",
    r"(?:decide|lo decide|queste decisioni le prende) (?:il|la|l') ?(?:titolare|capo|dottore|dottoressa"
    r"|proprietario|proprietaria)",
    r"(?:dat|dit) (?:beslist|bepaalt) (?:de|onze) (?:eigenaar|eigenaresse|baas|tandarts|dokter"
    r"|praktijkhouder)",
    r"quem decide (?:isso |e )?(?:e )?(?:o|a) (?:dono|dona|patrao|patroa|doutor|doutora|gerente)",
)

_ROLE = (
    r"(?:\w+ ){0,2}?(?:\w*manager|\w*managerin|administrator|bursar|buyer|office|department|purchasing"
    r"|procurement|director|administration|owner|\w*manager|inkoop|inkoper|directie|administratie"
    r"|leidinggevende|eigenaar|chef|leiter\w*|einkauf|verwaltung|geschaftsfuhr\w*|inhaber\w*|responsable"
    r"|direction|service \w+|achats|direccion|administracion|compras|gerente|responsabile|direzione"
    r"|amministrazione|ufficio \w+|acquisti|secretaria|direcao|administracao|gerencia)"
)
PASSED_ON = rx(
    r"(?:i'?ll|i will|i'?m going to|i am going to|i'?ve|i have|let me) (?:pass|forward(?:ed)?|passed)"
    r" (?:this|it|your (?:e-?mail|message|note|enquiry|inquiry|mail))(?: on)? (?:on )?to (?:our|the) "
    + _ROLE,
    r"ich (?:leite|gebe|reiche) (?:ihre|die|diese|ihre) (?:nachricht|e-?mail|mail|anfrage) (?:an|weiter an)"
    r" (?:unsere[nm]?|die|den|das) " + _ROLE,
    r"je (?:transmets|transfere|fais suivre) (?:votre|ce|le|cet) (?:message|mail|courriel|e-?mail) (?:a|au)"
    r" (?:notre |la |le |nos |l')?" + _ROLE,
    r"(?:reenvio|paso|traslado|remito) (?:su|tu|este) (?:mensaje|correo|email|e-?mail) (?:a|al) (?:nuestr[oa]"
    r" |la |el |los )?" + _ROLE,
    r"(?:inoltro|giro|passo) (?:la sua|la tua|questa|il suo|il tuo) (?:mail|e-?mail|messaggio) (?:a|al|alla"
    r"|all') ?(?:nostr[oa] )?" + _ROLE,
    r"ik (?:stuur|zet|geef) (?:uw|je|het|dit) (?:bericht|mail|e-?mail|mailtje) door (?:naar|aan) (?:onze"
    r" |de |ons )?" + _ROLE,
    r"(?:vou )?(?:reencaminh\w+|encaminh\w+|pass\w*) (?:a sua|o seu|esta|este) (?:mensagem|e-?mail)"
    r" (?:a|ao|para|aos) (?:a |o |os |nossa |nosso )?" + _ROLE,
    r"(?:fale|falem|contacte|contate|dirija-se|contactem) (?:com|a|aos|ao) (?:os |a |o )?(?:servicos"
    r" administrativos|secretaria|direcao|administracao|gerencia)",
)
