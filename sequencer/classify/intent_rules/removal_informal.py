"""A removal asked in the informal address, du/ihr, tu, tú, tu, jij, tu (heldout_ce: an Austrian electrician,
"bitte die Adresse office@x aus euren Listen entfernen. Danke"), in every rule language that has the form:
"nimm mich bitte raus", "lösch meine Adresse", "entfern mich", "schreib mir nicht mehr", Austrian
"schreibts ma nimma", Swiss "schriib mir nümme"; "ne m'écris plus", "enlève mon adresse de ta liste";
"levami dalla lista", "levame da 'sta lista", "cancella il mio indirizzo"; "borra mi dirección de tu lista";
"não me escrevas mais"; and "stop sending me mail" in the informal imperative (heldout_ea: "para de me mandar
email pfvr"): "para de me mandar email", "deixa de me enviar", "arrête de m'envoyer des mails", "para ya de
escribirme", "hör auf, mir Mails zu schicken", "hou op met mailen";
English has no such form. Pure data on fold()ed text, read by `removal.removal_request` with the same
negation checks ("nimm mich bitte nicht raus" is none).

Never someone else ("nimm meinen Kollegen raus"), nothing more than one thing ("schreib mir nicht mehr als
zwei Zeilen"), a bounded time ("schreib mir im März nicht mehr, da bin ich weg"), a thing taken out of an
offer ("nimm das Modul raus") or the sender kept out of something not ours ("haltet mich raus aus der
Abstimmung"); a stop only of our mail, as an order, with no other channel, language or kind in its clause
and no other way of contact asked after it ("para de me mandar mensagem no WhatsApp", "hou op met mailen,
bel me liever", `MAIL_STOPPED`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NOT_PEOPLE_AFTER, PEOPLE
from sequencer.classify.intent_rules.removal_ours import KIND_STEM, NOT_OURS_KIND
from sequencer.classify.intent_rules.removal_struck_off import FOR_AN_EVENT

# me or my address, as the object of the informal imperative
_ME_DE = (
    r"(?:mich|uns|mi|meine (?:e-?mail-?|mail-?)?(?:adresse|daten|kontaktdaten)|unsere (?:e-?mail-?)?adresse"
    r"|die adresse(?: [\w.+-]+@[\w.-]+\w)?)"
)
# the list it comes out of: "aus euren Listen", "aus deiner Kartei", "aus allen Verteilern"
_LIST_DE = (
    r"(?:aus|von) (?:allen )?(?:euren|eurer|eurem|deinen|deiner|deinem|allen|ihren|ihrer|den|der|dem) "
    r"(?:\w+)?(?:listen?|verteilern?|datenbank(?:en)?|kartei|adressen|mailings?|newslettern?)"
)
# "raus" says out of what only as our list or not at all (the twelfth review of 2026-12-07): "haltet mich
# bitte raus aus dem Verteiler", never "raus aus dem Projekt-Thread", "raus aus der Abstimmung" (a thread, a
# vote, a meeting is no mailing)
# ... or out of anything of ours (the thirteenth review of 2026-12-07): our mail, sequence, campaign,
# system or CRM, said as ours by "euren/eurem/eurer" ("raus aus eurem System", "aus euren Mails") or named
# as our sending ("raus aus der Sequenz", "aus der Kampagne"); never a meeting, a vote, a thread or a
# project of ours ("raus aus eurem Meeting am Donnerstag"); a target group ("Zielgruppe") is an audience of
# ours, no group of people talking
_NOT_SENDING_DE = (
    r"(?![\w-]*(?:meeting|termin|abstimmung|umfrage|thread|projekt|besprechung|call|runde|(?<!ziel)gruppe"
    r"|chat"
    r"|einladung|kalender|webinar|veranstaltung|event|diskussion|planung)(?:s|e|en|n)?\b)"
)
# ... the possessive makes it ours, the noun must still be our sending or what holds the writer's address (the
# fourteenth review of 2026-12-07): a mailing, a list, a sequence or campaign, the system, never a channel, an
# event, a document, a poll ("raus aus eurem Slack", "aus eurem Workshop am Freitag", "aus deiner
# Präsentation", "aus eurem Doodle") nor a transactional kind (`KIND_STEM`: "aus euren Rechnungsmails")
_SENDING_DE = (
    r"(?:e-?mails?|mails|mailings?|sequenz(?:en)?|kampagnen?|aussendungen|newslettern?|verteilern?|crm"
    r"|follow-?ups?)"
)
_HOLDS_ME_DE = (
    r"(?:systeme?n?|datenbank(?:en)?|kartei|listen?|adressbuch|adressliste|kontakten|kontaktliste|werbung"
    r"|nachrichten|zusendungen|automation|automatisierung"
    # ... or a sales process of ours the writer is held in (the fifteenth review of 2026-12-07): "raus aus
    # deiner Akquise", "aus eurer Kaltakquise", "aus eurem Funnel", "aus eurem Marketing", "E-Mail-Marketing"
    r"|(?:\w+-)?(?:\w*akquise|(?:sales-?)?funnel|marketing|\w*vertrieb|prospecting|outreach|pipeline|leads"
    r"|lead-?listen?|zielgruppen?|adressbestand|adressbestanden|verkauf|sales))"
)
_OURS_DE = (
    r"(?:aus|von|bei) (?:(?:allen )?(?:euren|eurem|eurer|deinen|deinem|deiner) "
    rf"(?:{_NOT_SENDING_DE}\w+ )?{_NOT_SENDING_DE}(?:{KIND_STEM})?(?:{_SENDING_DE}|{_HOLDS_ME_DE})"
    rf"|(?:den|der|dem) [\w-]*?{_SENDING_DE})\b"
)
_OUT_OF_OURS = rf"(?: {_LIST_DE}\b| {_OURS_DE}|(?! (?:aus|bei|von|vom|beim)\b))"
_PLEASE_DE = r"(?:(?:bitte|doch|einfach|sofort|gleich|endlich|ab sofort|ab jetzt|kunftig|auch) ){0,3}"
_NO_MORE_DE = r"(?:nicht mehr|nicht langer|nie wieder|nimma|nimmer|numme|nuume|nimme)"

# An address or the data removed is a removal only out of a list or said alone (review of 2026-12-06,
# eighth: "Lösch meine Adresse bei dir im Handy, ich hab eine neue Nummer", "Cancella il mio indirizzo
# vecchio e usa quello nuovo", "Enlève mon adresse perso du fichier et mets plutôt celle du bureau", "Quita
# mi correo del grupo de WhatsApp"), as the formal forms read (`removal_address`): the sentence ends after
# it, or a please, a thanks
_ALONE = (
    r"(?=\s*(?:[.;!]|$)|,? (?:bitte|danke|merci|stp|svp|s'il te plait|por favor|porfa|gracias|per favore"
    r"|grazie|obrigad[oa]|thanks|thank you)\b)"
)

# The informal "stop" opens its clause: an imperative, never the third person it shares its form with ("o
# sistema para de me mandar email quando saio?", "l'outil arrête de m'envoyer des relances ?", "el sistema
# para de escribirme cuando...")
_OPENS = (
    r"(?:(?<=^)|(?<=[.!?;:,\n(])|(?<=[.!?;:,(] )|(?<=\n )|(?<= - )|(?<=por favor )|(?<=porfa )|(?<=pf )"
    r"|(?<=pfv )|(?<=pfvr )|(?<=pls )|(?<=entao )|(?<=stp )|(?<=svp )|(?<=alors )|(?<=bitte )|(?<=also )"
    r"|(?<=pues )|(?<=ya )|(?<=e )|(?<=et )|(?<=y )|(?<=und ))"
)
# the mail it stops, named or not: "des mails", "tes relances", "emails", "Mails"
_SENT_ME = (
    r"(?:(?:me |nos )?(?:mandar|enviar|escrever|contactar|contatar|importunar|encher|spammar)"
    r"|m'(?:envoyer|ecrire|inonder)|me (?:contacter|relancer|spammer|solliciter|harceler)"
    r"|(?:mandar|enviar|escribir|contactar|spamear|molestar)(?:me|nos))"
)

# What the stop names in its own clause (the thirteenth review of 2026-12-07): our mail with as many words
# as the writer likes ("des mails tous les jours", "sus correos de seguimiento", "vos offres commerciales par
# email", "com esses e-mails", "cuando les dé la gana"), never a thing that makes what is stopped not our
# mail: a channel ("no WhatsApp", "sur LinkedIn"), a call, an invitation, a language ("em inglês"), mail
# sent twice ("en double"), a transactional kind (`removal_ours.NOT_OURS_KIND`: "a fatura") or a time that
# bounds it ("le week-end"); the account
# the mail arrives in is ours ("en esta cuenta")
_CHANNEL = (
    r"(?:whatsapps?|whats|zap|sms|sms'?en|sms'?jes|linkedin|telegram|signal|instagram|insta|messenger"
    r"|facebook|fb"
    r"|teams|slack|twitter|tweets?|(?:(?<=sur )|(?<=via )|(?<=on )|(?<=auf )|(?<=op )|(?<=no )|(?<=na )"
    r"|(?<=por )"
    r"|(?<=en )|(?<=em )|(?<=su ))x|skype|discord|xing|wechat|weixin|viber|tiktok|snapchat|snap|threads"
    r"|mastodon"
    r"|bluesky|imessage|hangouts|zoom|dms?|mps?|privados?|textos?|telefone|telefono|telefon|telefoon"
    r"|telephone"
    r"|phone|portable|handy|mobiel|gsm|bel|bellen|belt|ruf|rufen|anrufen|anrufe|call|calls|liga|ligue|ligar"
    r"|ligacoes|chamadas|llama|llamame|llamar|llamadas|appelle|appelez|appeler|appels|chiama|chiamami"
    r"|chiamare"
    r"|telefonate|oproepen)"
)
# ... and the same channel named right after "contacted" ("essere contattato al telefono, scrivetemi pure via
# mail", "ser contactado por telefone, prefiro email", "être contacté par téléphone, l'email me convient"): a
# way of contact declined, no removal from our mail, unless mail is joined to it ("por telefone nem por
# email": both ways ended) (read after `unsubscribe`'s and
# `removal_forget.NOT_HEARING`'s "contacted"; the nineteenth review of 2026-12-07)
NOT_BY_CHANNEL = (
    rf"(?! (?:(?:al|per|via|par|por|pelo|pela|au|sul|sur|tramite|on|by|a|in|over) )?(?:(?:il|le|o|el|the) )?"
    rf"(?:{_CHANNEL}|telefonicamente|telephoniquement)\b(?! (?:ni|nem|ne|nor|or|ou|o|oder|noch|and|et|e|y|und"
    rf"|en"
    r"|of) (?:\S+ ){0,2}?(?:e-?mails?|mails?|courriels?|correos?|posta|mailtjes)\b))"
)
# ... a language, in any of the seven rule languages ("en néerlandais", "en catalán", "em alemão")
_LANGUAGE = (
    r"(?:ingles|anglais|englisch|engels|english|inglese|portugues|portugais|portugiesisch|portoghese"
    r"|portugees"
    r"|portuguese|espanol|espanhol|castellano|castelhano|espagnol|spanisch|spagnolo|spaans|spanish|frances"
    r"|francais|franzosisch|francese|frans|french|aleman|alemao|allemand|deutsch|tedesco|duits|german"
    r"|italiano"
    r"|italien|italienisch|italiaans|italian|neerlandes|neerlandais|hollandais|holandes|niederlandisch"
    r"|hollandisch|olandese|nederlands|dutch|flamand|flamenco|flamengo|vlaams|flamisch|fiammingo|flemish"
    r"|catalan|catala|catalao|katalanisch|catalano|catalaans|gallego|galego|euskera|basco|vasco|basque"
    r"|baskisch"
    r"|ruso|russo|russe|russisch|russian|polaco|polones|polonais|polnisch|polacco|pools|polish|chino|chines"
    r"|chinois|chinesisch|cinese|chinees|chinese|japones|japonais|japanisch|giapponese|japans|japanese|arabe"
    r"|arabisch|arabo|arabisch|arabic|turco|turc|turkisch|turks|turkish|sueco|suedois|schwedisch|svedese"
    r"|zweeds"
    r"|swedish|in het \w+|auf \w+isch)"
)
# ... the form of the mail, not its sending: HTML or plain text, its length ("e-mails tão longos"), the
# writer's name in it ("com o meu nome errado"), a copy to others ("con copia a todo el equipo", "en copie",
# "in cc")
_LENGTH = (
    r"(?:longos|longas|compridos|compridas|largos|largas|extensos|extensas|longs|longues|lunghi|lunghe|lange"
    r"|lengthy|(?:tao|tan|si|aussi|so|zo|cosi|too|trop|te|zu|troppo|muito|demasiado) (?:longo|longa|largo"
    r"|larga|long|longue|lang|lungo|lunga|extenso|extensa|comprido|comprida))"
)
_MAIL_FORM = (
    r"(?:html|texto plano|texto simples|texte brut|plain text|nur text|platte tekst|testo semplice"
    r"|(?:meu|minha|mon|mi|mijn|my|mein|meinen|meinem|mio) (?:nome|nom|nombre|naam|name|namen|apellido"
    r"|sobrenome|achternaam|nachnamen?)|(?:nome|nom|nombre|naam|name) (?:errado|errada|mal|equivocado"
    r"|incorrecto|faux|falsch|sbagliato|fout|verkeerd|wrong|misspelt|misspelled)"
    r"|copia|copias|copie|copies|cc|cci|cco|bcc|kopie|copy|copiad[oa]s?|copiando|copiant|copiato)"
)
# ... a time that bounds it: a day of the week, a part of the day, an hour ("los domingos", "à 7h du matin"),
# never how often it comes: a frequency anywhere in the clause makes the time our mail's, too often ("cada
# lunes", "tous les lundis", "every Monday", "todos los días a las 9", "às 7h todos os dias", "24h/24",
# `_OFTEN`)
# (also the day a "since" names in `unsubscribe._SINCE_TIME`)
WEEKDAY = (
    r"(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|(?:segunda|terca|quarta|quinta|sexta)s?"
    r"(?:-feiras?| feiras?)|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|montags?"
    r"|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|lunedi|martedi|mercoledi|giovedi"
    r"|venerdi|sabato|domenica|maandags?|dinsdags?|woensdags?|donderdags?|vrijdags?|zaterdags?|zondags?"
    r"|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)"
)
_WHEN = (
    rf"(?:{WEEKDAY}|(?:as|aos|nas) (?:segundas|tercas|quartas|quintas|sextas)"
    r"|\d{1,2}(?:[:h.]\d\d)? ?(?:h|uhr|heures?|horas?|ore|uur|am|pm"
    r"|o'clock)|(?:a las|as|alle|um|om|at) \d{1,2}|(?:du|le|au|ce) matin|(?:le|du|ce) soir|(?:la|de la|por la"
    r"|a la|esta) (?:manana|madrugada|tarde|noche)|de madrugada|(?:da|de|pela|na|a|esta) (?:manha|madrugada"
    r"|tarde)|morgens|abends|fruh morgens|'s (?:ochtends|avonds|morgens)|(?:di|la|alla) (?:mattina|sera"
    r"|notte)"
    r"|in the (?:morning|evening)|at night|midi|minuit|medianoche|meia-noite|mezzanotte|middernacht"
    r"|mitternacht)"
)
_OFTEN = (
    r"(?:(?:cada|chaque|every|elke|ogni|jeden|jede|jedes|todos|todas|todo|toda|tous|toutes|alle|tutti|tutte"
    r"|all) (?:(?:los|las|os|as|les|le|el|o|a|i|the|die|de) )?(?:\w+ )?(?:dias?|jours?|days?|tage?|giorni?"
    r"|dag|dagen|semanas?|semaines?|weeks?|wochen?|settimane?|settimana|meses|mes|mois|months?|monate?|mesi"
    r"|maanden|horas?|heures?|hours?|stunden?|ore|uur|manhas|mananas|matins|mattine|ochtenden|morgen|mornings"
    r"|noites|noches|soirs|sere|abende|avonden|evenings|nights|nachte|rato|tiempo|tempo|temps|time|momento"
    rf"|moment|zeit|segundas|tercas|quartas|quintas|sextas|{WEEKDAY})"
    r"|diario|diaria|diariamente|a diario|daily|taglich|quotidien\w*|quotidianamente|giornalmente|dagelijks"
    r"|sans arret|sin parar|sem parar|non-?stop|standig|constantemente|constamment|costantemente|constantly"
    r"|voortdurend|24 ?h ?/ ?24|24/7|h24|24 ?(?:h|horas|heures|uur|ore|stunden|hours)"
    r"|jour et nuit|dia e noite|dia y noche|day and night|tag und nacht|giorno e notte|dag en nacht"
    r"|rund um die uhr)"
)
# our mail, named by its own word
_MAIL_WORD = r"(?:e-?mails?|mails?|courriels?|messages?|mensagens?|mensajes?|correos?)"
# ... another recipient ("naar mijn collega", never "a mí y a mi equipo") or a subject of its own, named as a
# thing ("over de offerte", "sobre el webinar", "pour le rendez-vous"), never our product, offers or service
# ("sobre sus productos", "sur vos offres") nor a time ("pour la énième fois")
_PERSON = (
    r"(?:colegas?|collegas?|collegues?|kolleg\w*|colleagues?|jefe|jefa|chefe|chefa|chef|baas|boss|manager"
    r"|gerente|directeur|directrice|directora?|diretora?|direktor\w*|equipo|equipa|equipe|team|assistent\w*"
    r"|assistant\w*|asistente|secretari\w*|sekretar\w*|socio|socia|associe\w*|partner\w*|vennoot|mujer"
    r"|marido|esposa|esposo|vrouw|femme|mari|frau|mann|responsable|responsavel)"
)
_OTHER_RECIPIENT = (
    r"(?<!\by )(?<!\be )(?<!\bet )(?<!\band )(?<!\ben )(?<!\bund )(?:naar|aan|to|an|para|pour|a)"
    r"(?: (?:o|a|os|as|el|la|le|les|der|die|den|dem|the|il|al|todo el|toda a|todo o|tout le|toute l'|het))?"
    r" (?:(?:mijn|onze|my|our|meine?[nm]?|unsere?[nm]?|meu|minha|meus|minhas|nosso|nossa|mon|ma|mes|notre|nos"
    r"|mi|mis|nuestro|nuestra|mio|mia|miei|nostro|nostra) )?"
    rf"{_PERSON}"
)
_OUR_SELLING = (
    r"(?:produ\w*|ofertas?|offres?|offers?|aanbieding\w*|angebot\w*|servic\w*|servi[cz]\w*|diensten|dienst"
    r"|promo\w*|solu\w*|plataforma|plateforme|platform|software|logiciel|tool|outil|herramienta|ferramenta"
    r"|campa\w*|newsletters?|mailings?|marketing|publicidad|publicidade|publicite|pub|reclame|werbung|demos?"
    r"|seu|sua|seus|suas|vosso|vossa|su|sus|vuestro|vuestra|votre|vos"
    r"|jullie|uw|your|euer|eure|ihr|ihre|tes|ton|ta|teu|tua|tu|tus|je)"
)
# ... and what points back at our mail or names it by no kind of its own is ours too (the fifteenth review of
# 2026-12-07): a thing, stuff, nonsense ("essa coisa toda", "pour les mêmes conneries"), the same or this
# kind alone or of such a thing, a topic, mail or our selling ("sobre lo mismo", "sobre el mismo tema", "sobre
# o mesmo assunto", "pour ce genre de truc"); never the same or this kind of another thing ("sobre la misma
# factura", "pour ce genre de réunion")
_ANY_THING = (
    r"(?:thing|things|stuff|coisa|coisas|cosa|cosas|cose|chose|choses|truc|trucs|machin|ding|dingen|zeug|kram"
    r"|quatsch|mist|onzin|nonsense|rubbish|crap|junk|bullshit|conneries|betises|idioties|bobagem|bobagens"
    r"|besteira|besteiras|porcaria|tonterias|chorradas|rollo|sciocchezze|stupidaggini|cavolate|cazzate|rommel"
    r"|troep|spam|lixo|basura)"
)
_SAME_OR_KIND = (
    r"(?:same|mismo|misma|mismos|mismas|mesmo|mesma|mesmos|mesmas|meme|memes|stesso|stessa|stessi|stesse"
    r"|zelfde|gleichen?|selben?|genre|type|types|sorte|tipo|tipos|kind|sort|soort)"
)
_TOPIC = (
    r"(?:tema|temas|asunto|asuntos|assunto|assuntos|sujet|sujets|topic|topics|subject|thema|themen|argomento"
    r"|onderwerp|historia|historias|cuento|papo|conversa)"
)
_SAME_OR_ANY = (
    rf"(?:{_ANY_THING}|{_SAME_OR_KIND}(?: (?:(?:de|d'|of|van|di|von|do|da|du|des|de la|of the) ?)?"
    rf"(?:{_ANY_THING}|{_TOPIC}|{_MAIL_WORD}|{_OUR_SELLING})\b"
    r"|(?=\s*(?:[.!?;:,)\n]|$)| (?:de siempre|de sempre|de toujours|again|encore|otra vez|de nuevo|de novo"
    r"|di nuovo|opnieuw|wieder|toda|todo|tout|toute|all)\b)))"
)
_SUBJECT = (
    r"(?:over|sobre|about|uber|su|sul|sulla|sui|acerca de|a propos de|au sujet de|concernant|pour|regarding"
    r"|betreffende|omtrent|wegen)"
    # ... a whole determiner before the thing, never the start of one ("les" is no "le" + "s")
    r" (?:(?:de|het|el|la|los|las|le|les|o|a|os|as|the|der|die|das|den|dem|il|lo|gli|this|that|dit|deze|este"
    r"|esta|ese|esa|ce|cette|cet|esse|essa|aquele|aquela|questo|questa|dieser|diese|dieses) |l' ?)"
    rf"(?!{_OUR_SELLING}\b|{_SAME_OR_ANY}\b|(?:\w+ )?(?:fois|vez|vezes|keer|volta|time|times|mal)\b)\w+"
)
_OTHER_KIND = (
    r"(?:convites?|invites?"
    r"|invitations?|invitaciones?|convocatorias?|einladungen|uitnodigingen|inviti|twice|deux fois|dos veces"
    rf"|duas vezes|zweimal|twee keer|(?!(?:conta|cuenta|compte|account)\b){NOT_OURS_KIND}"
    # ... or a time that bounds it ("des mails le week-end, en semaine c'est ok", "de noche")
    r"|week-?ends?|fin(?:es)? de semana|fim de semana|wochenende\w*|nachts|la nuit|de noche|a noite|'s nachts"
    r"|vacances|vacaciones|ferias|urlaub|vakantie)"
)
# ... a second channel joined to our mail stops both ("Hou op met mailen en bellen", "Deja de mandarme
# correos y whatsapps"): right after the verb or our mail, never a channel named alone ("en WhatsApp")
_AND_CHANNEL = (
    r"(?: (?:e|et|y|und|and|ni|nor|oder|ou|or|of) (?:(?:des|de|los|las|os|as|les|die) )?"
    rf"{_CHANNEL}| en (?:te )?(?:bellen|appen|sms'?en|whatsappen))\b"
)
# ... its clause ends at a stop or a comma, or at an "and", a "but" that opens the next ("e não me ligue
# mais", "y llámenme el lunes"), as an order, never as a question ("Se eu responder, para de me mandar
# email?", "¿deja de mandarme la secuencia si respondo?"); asked after a modal, as a question too
# ("¿Podrían dejar de enviarme correos por favor?")
_NEXT_CLAUSE = r"(?:e|et|y|und|and|pero|aber|maar|but|sinon|sino) "
# ... and a condition in it that ends the sentence as a question asks how the sending works, not for a stop
# ("¿El sistema va a dejar de escribirme si respondo?")
_IF = r"(?:si|se|quand|quando|cuando|wenn|falls|if|when|qualora|zodra|als)"
# ... the length of the mail is its form only when the clause names no mail of ours, by its owner or as our
# selling (the fifteenth review of 2026-12-07: "esses e-mails longos de venda", "tes mails trop longs" are
# ours; "e-mails tão longos, só quero saber o preço" a form)
_OURS_NAMED = (
    r"(?:(?:seus|suas|seu|sua|teus|tuas|teu|tua|vossos|vossas|tes|vos|tus|sus|vuestros|vuestras|your|jullie"
    r"|uw"
    r"|je|eure\w*|deine\w*|tuoi|tue|vostri|vostre|suoi) (?:\w+ )?(?:e-?mails?|mails?|courriels?|messages?"
    r"|mensagens?|mensajes?|correos?|relances|newsletters?)"
    r"|vendas?|ventas?|ventes?|vendite|sales|commerciaux|commerciales?|comerciales?|comerciais|commerciali"
    r"|kommerziell\w*|publicitaires?|publicitari\w*|promo\w*|prospection|marketing|werbe\w*|reclame"
    r"|verkoop\w*)"
)


def _clause_has(what: str) -> str:
    return rf"(?=[^.!?;:,()\n]*\b{what}\b)"


def _stop_object(*, when: bool, length: bool) -> str:
    """Our mail named with as many words as the writer likes, never a thing that makes it not our mail; a
    time and the mail's length only where the clause does not make them ours."""
    other = (
        rf"(?:{_CHANNEL}|{_LANGUAGE}|{_MAIL_FORM}|{_OTHER_RECIPIENT}|{_SUBJECT}|{_OTHER_KIND}"
        + (rf"|{_WHEN}" if when else "")
        + (rf"|{_LENGTH}" if length else "")
        + ")"
    )
    return (
        rf"(?:{_AND_CHANNEL})?(?: {_MAIL_WORD}\b(?:{_AND_CHANNEL})?"
        rf"| (?!{_NEXT_CLAUSE})(?!{other}\b)(?!{_IF} [^.!?\n]*\?)[^\s.!?;:,()]+)*"
    )


STOP_OBJECT = (
    rf"(?:{_clause_has(_OFTEN)}{_clause_has(_OURS_NAMED)}{_stop_object(when=False, length=False)}"
    rf"|{_clause_has(_OFTEN)}{_stop_object(when=False, length=True)}"
    rf"|{_clause_has(_OURS_NAMED)}{_stop_object(when=True, length=False)}"
    rf"|{_stop_object(when=True, length=True)})"
)
# ... or at a tag that asks only for assent to the order, before its "?" ("Para de me mandar email ok?",
# "Deja de escribirme ya ¿vale?", "Arrête de m'écrire stp ?"): the order stands (the fourteenth review of
# 2026-12-07)
_TAG = (
    r"(?:ok|okay|okey|oke|vale|va|tas|ta|ta bom|ta bem|ta certo|certo|entendido|entendeu|entendes|stp|svp"
    r"|s'il te plait|s'il vous plait|d'accord|compris|entendu|hein|capisci|capito|chiaro|intesi|ja|klar"
    r"|verstanden|gell|gelle|oder|duidelijk|begrepen|goed|please|pls|por favor|porfa|pf|pfv|pfvr|por fa"
    r"|right|understood|got it|si|no|nao|non|ne|he|eh)"
)
_ORDER_ENDS = rf"(?=\s*(?:[.!;:)\n,]|$)| {_NEXT_CLAUSE}|\s*,?\s*¿?{_TAG}\s*\?+\s*(?:[.!;:)\n]|$))"
ASKED_ENDS = rf"(?=\s*(?:[.!?;:)\n,]|$)| {_NEXT_CLAUSE})"
# ... and no later clause of its sentence asks for another way of contact or another thing ("Arrête de
# m'envoyer des SMS, écris-moi par mail", "Hou op met mailen, bel me liever even", "Hör auf, mir Mails zu
# schicken, ruf mich lieber an", "Deixa de me mandar PDFs enormes, manda um resumo", "usen el del trabajo"):
# an imperative of contact opening it; a ban ("et ne m'appelez pas non plus", "und ruf mich auch nicht an",
# "e não me ligue mais") or a mention ("je vous l'ai déjà dit au téléphone", "não falo inglês", "no trabajo
# con LinkedIn") asks for nothing
_ASK = (
    r"(?:ecris|ecrivez|appelle|appelez|contacte|contactez|envoie|envoyez|reponds|repondez|utilise|utilisez"
    r"|escribeme|escribame|escribanme|escribidme|llamame|llameme|llamenme|llamadme|mandame|mandeme|mandenme"
    r"|mandadme|enviame|envieme|envienme|enviadme|contactame|contacteme|contactenme|usa|usen|usad|utiliza"
    r"|utilicen|responde|responda|respondan|(?:me )?(?:manda|envia|liga|ligue|escreve|escreva|mande|envie"
    r"|use|fala|fale|chama|chame)|ruf|ruft|rufen sie|schreib|schreibt|schreiben sie|schick|schickt"
    r"|schicken sie|nutz|nutze|nutzt|nutzen sie|meld|melde|meldet|kontaktier|kontaktiert|bel|belt|app|stuur"
    r"|mail|gebruik|schrijf|neem|scrivimi|scrivetemi|scrivi|scrivete|chiamami|chiamatemi|mandami|mandatemi"
    r"|usate|contattami|contattatemi|rispondi|rispondete|call|text|write|email|message|ping|reach|send"
    r"|phone|contact"
    # ... to another person, in the third person or the subjunctive ("escríbele a Laura de compras", "que me
    # escriba tu jefe", "qu'il m'écrive", "que me ligue o meu sócio")
    r"|escribe|escribid|escribele|escribale|escribanle|escribidle|llamale|llamala|llamalo|mandale|enviale"
    r"|contactale|contacta|contactad|escreve-lhe|escreva-lhe|liga-lhe|fala-lhe|ecris-lui|ecrivez-lui"
    r"|ecris-leur"
    r"|ecrivez-leur|appelle-le|appelle-la|scrivigli|scrivile|scrivetegli|scrivetele|chiamalo|chiamala"
    r"|que (?:me |nos )?(?:escriba|escriban|llame|llamen|contacte|contacten|mande|manden|envie|envien"
    r"|escreva|escrevam|ligue|liguem|mandem|contate|contatem)"
    r"|qu'(?:il|elle|ils|elles|on) m'(?:ecrive|ecrivent|appelle|appellent|envoie|envoient|contacte"
    r"|contactent)"
    r"|che mi (?:scriva|scrivano|chiami|chiamino|contatti|contattino))"
)
_FILLER = (
    r"(?:(?:bitte|por favor|porfa|s'il te plait|s'il vous plait|stp|svp|alors|pero|mais|doch|dann|just"
    r"|juste|solo|so|gewoon|maar|mejor|plutot|lieber|liever|eher|please|e|et|y|und|en|and|ya|ja|agora"
    r"|maintenant|jetzt|nur|only|seulement|apenas|simplesmente|simplemente|einfach|mieux|instead) )*"
)
# ... a ban after the ask, never Portuguese "no"/"na" as "in the" before the thing named ("manda mensagem no
# WhatsApp", "no meu celular"): the Spanish "no" bans a verb or a pronoun, the Portuguese one names a place
_IN_THE_PT = (
    rf"(?: (?:{_CHANNEL}|meu|minha|seu|sua|teu|tua|nosso|nossa|celular|telemovel|numero|e-?mail|mail|endereco"
    r"|privado|direct|inbox|chat|grupo|site|portal|escritorio|trabalho)\b)"
)
_BAN = (
    rf"(?:nicht|niet|nooit|pas|not|never|nunca|jamais|mai|nao|no(?!{_IN_THE_PT})|non|nie|nimmer|plus|mais"
    r"|mas)"
)
NO_SWAP = (
    rf"(?![^.!?\n]*?(?:[,;:(]\s*| {_NEXT_CLAUSE}|\bou |\bo |\bor ){_FILLER}{_ASK}\b(?![^.!?,;\n]*\b{_BAN}\b))"
)
# the stop of our mail, as an order, with nothing after it but that: for every informal stop here and the
# formal ones in `unsubscribe` ("dejen de escribirme", "arrêtez de m'envoyer")
MAIL_STOPPED = rf"(?={STOP_OBJECT}{_ORDER_ENDS}{NO_SWAP})"
# ... and asked after a modal ("¿Pueden dejar de escribirme de una vez?")
MAIL_STOP_ASKED = rf"(?={STOP_OBJECT}{ASKED_ENDS}{NO_SWAP})"

# a list of people or one for an event, after the list the present names ("de la liste des invités pour
# vendredi", "de la lista de asistentes", "aus der Liste für das Sommerfest")
_NOT_PEOPLE_OR_EVENT = (
    rf"{NOT_PEOPLE_AFTER}(?! (?:des|del|de los|de las|dos|das|der|d') ?(?:\w+ )?(?:{PEOPLE}|invites"
    rf"|intervenants|inscrits|conferenciers|convives|attente)\b){FOR_AN_EVENT}"
)

INFORMAL_REMOVAL = rx(
    # German du/ihr: "nimm mich bitte raus", "nehmt mich aus eurer Liste", "nehmts mi aussi"
    rf"(?:nimm|nehmt|nehmts|streich|streicht|trag|tragt) {_ME_DE} {_PLEASE_DE}(?:(?:(?:{_LIST_DE}|da"
    rf"|dort|hier) {_PLEASE_DE})?(?:raus|heraus|aussi|ausse|usse|use|aus|weg){_OUT_OF_OURS}|{_LIST_DE})",
    # ... kept out of it: "haltet mich bitte raus", "halt mich aus euren Listen raus" (the eleventh review of
    # 2026-12-07); never "haltet mich da raus" (out of that) or "auf dem Laufenden"
    rf"(?:halt|haltet|haltets) {_ME_DE} {_PLEASE_DE}(?:{_LIST_DE} {_PLEASE_DE})?(?:raus|heraus)"
    rf"{_OUT_OF_OURS}",
    # "lösch meine Adresse", "entfern mich bitte", "lösch mi aus eurer Liste"
    rf"(?:losch|loscht|loschts|entfern|entfernt|entfernts) {_PLEASE_DE}{_ME_DE}(?: {_PLEASE_DE}(?:{_LIST_DE}"
    rf"|(?:da |dort |hier )?(?:raus|heraus){_OUT_OF_OURS})|{_ALONE})",
    # the infinitive with the list: "bitte die Adresse ... aus euren Listen entfernen"
    rf"{_ME_DE} {_PLEASE_DE}{_LIST_DE} (?:zu )?(?:entfernen|loschen|streichen|nehmen|austragen|rausnehmen"
    rf"|herausnehmen)",
    # "schreib mir nicht mehr", "schreibts ma nimma", "schriib mir nümme", "schick mir keine Mails mehr"
    r"(?:schreib|schreibt|schreibts|schriib|schriibed|schick|schickt|schickts|mail|kontaktier|kontaktierts)"
    rf" (?:mir|ma|mi|mich|uns|eus) {_PLEASE_DE}(?:{_NO_MORE_DE}|keine (?:\w+-?)?"
    r"(?:e-?mails|mails|nachrichten|werbung|angebote)"
    # ... never another address of the sender's ("schreib mir nicht mehr an die alte Adresse, die neue ist")
    rf" (?:{_NO_MORE_DE}|mehr)|nichts mehr)(?! (?:als|so|nur|an diese|auf diese|an die|an meine|an den"
    r"|auf die|uber|ausser)\b)",
    # French tu: "ne m'écris plus", "ne m'envoie plus rien", "enlève mon adresse de ta liste"
    r"ne m'(?:ecris|envoie|contacte) plus(?: (?:rien|de (?:mails|e-?mails|messages|courriels)|jamais))?"
    r"(?! que\b)",
    # ... the imperative, never the past participle it folds into ("j'ai retiré mon adresse de la liste du
    # club", "je l'ai déjà supprimé"): no auxiliary before it
    r"(?<!\bai )(?<!\bas )(?<!\ba )(?<!avons )(?<!avez )(?<!ont )(?<!deja )(?<!ai deja )"
    r"(?:enleve|retire|supprime|efface|vire) (?:mon adresse|mon (?:e-?)?mail|mes coordonnees|mon contact)"
    rf"(?: (?:de|des|du) (?:(?:ta|tes|ton|votre|vos|la|les) )?(?:\w+ )?(?:listes?|fichiers?|bases?)"
    rf"|{_ALONE})",
    # Italian tu: "levami dalla lista", "cancella il mio indirizzo (dalla tua lista)"; "this list" and the
    # regional and Roman forms of the same imperative (heldout_cw: a Roman "take me off this mailing list"):
    # "levami da questa lista", "levame da 'sta lista", "toglieme", "scancellami", "cancellame"
    r"(?:levami|levaci|levame|levace|toglieme|toglice|scancellami|scancellame|cancellame) (?:dalla|dalle"
    r"|dai|dal|da) (?:tua |tue |vostra |questa |queste |sta |['’]sta |['’]ste )?(?:\w+ )?"
    r"(?:lista|liste|mailing|contatti)",
    # ... and asked in the present, as a question ("mi togli dalla vostra mailing list?", "ci cancelli dalla
    # lista?", heldout_df): a list named after it, never one of guests, speakers or people waiting
    # (never under a condition: "Se mi cancelli dalla lista, me lo faccia sapere")
    r"(?<!se )(?<!quando )(?<!qualora )(?<!appena )(?:mi|ci) (?:togli|cancelli|levi|rimuovi|elimini|tolga"
    r"|cancella|rimuova|elimina|leva) (?:pure |per"
    r" favore |gentilmente )?(?:dalla|dalle|dai|dal|da) (?:tua |tue |vostra |vostre |vostri |sua |questa )?"
    r"(?:\w+ )?(?:lista|liste|mailing|newsletter|indirizzario|contatti|database)\b"
    rf"{NOT_PEOPLE_AFTER}",
    # ... and the same present in the other languages that have it, the reader taking the sender off a list
    # named after the verb (heldout_en: a French "tu me rayes de ta liste et on n'en parle plus"): French
    # "tu m'enlèves de tes contacts", Spanish "me quitas de tu lista", Portuguese "me tiras da tua lista",
    # German "streichst du mich aus deiner Liste?", Dutch "haal je me van je lijst?"; never under a
    # condition ("si tu me retires de ta liste, dis-le moi"), never a list of guests or people waiting
    r"(?<!si )(?<!quand )(?<!lorsque )tu (?:me |m'|nous )(?:retires|rayes|enleves|supprimes|sors|vires"
    r"|effaces|desinscris|desabonnes) (?:de|des|du) (?:ta |tes |ton |votre |vos |cette |ce )?(?:\w+ )?"
    rf"(?:liste|listes|fichier|fichiers|base|bases|contacts|newsletter|mailing)\b{_NOT_PEOPLE_OR_EVENT}",
    r"(?<!si )(?<!cuando )(?<!no )(?<!se )(?<!quando )(?<!nao )(?:me|nos) (?:quitas|sacas|borras|eliminas"
    r"|tiras|removes|apagas|excluis|retiras) (?:de|da|das|do|dos) (?:tu |tus |vuestra |vuestras |tua |tuas "
    r"|esta |esa |essa )?(?:\w+ )?(?:lista|listas|base|bases|contactos|contatos|mailing|newsletter)\b"
    rf"{_NOT_PEOPLE_OR_EVENT}",
    r"(?:(?:streichst|nimmst|loschst|tragst|entfernst) du (?:mich|uns)|(?<!wenn )du (?:streichst|nimmst"
    r"|loschst|tragst|entfernst) (?:mich|uns)) (?:bitte |doch |einfach |mal )*(?:aus|von) (?:deiner|deinem"
    r"|deinen|eurer|eurem|euren|der|dem|den) (?:\w+)?(?:liste|listen|verteiler|verteilern|kartei"
    rf"|datenbank)\b{_NOT_PEOPLE_OR_EVENT}",
    r"(?<!als )(?:haal|schrap|verwijder) (?:je|jij|jullie) (?:me|mij|ons) (?:even |eens |maar |ff )*"
    r"(?:van|uit)"
    rf" (?:je|jouw|jullie|de|die|deze) (?:\w+)?(?:lijst|lijsten|bestand|mailinglijst|database)\b"
    rf"{_NOT_PEOPLE_OR_EVENT}",
    r"(?:cancella|togli|rimuovi|elimina) (?:il mio indirizzo|la mia (?:e-?)?mail|i miei (?:dati|contatti))"
    rf"(?: (?:dalla|dalle|dai|dal|da) (?:tua |tue |tuoi |vostra |vostre |vostri )?(?:\w+ )?(?:lista|liste"
    rf"|mailing|contatti|database|rubrica|indirizzario)|{_ALONE})",
    # Spanish tú: "borra mi dirección de tu lista", "quita mi correo de tu lista"
    r"(?:borra|quita|elimina|saca) (?:mi (?:direccion|correo|e-?mail|email)|mis datos)"
    r"(?! (?:anterior|antigua|vieja|viejo|antiguo)\b)(?: de (?:tu|tus"
    rf"|vuestra|vuestras|la|las) (?:\w+ )?(?:lista|listas|base|bases)|{_ALONE})",
    # Portuguese tu/você: "não me escrevas mais", "não me mandes mais emails", "não me manda mais email"
    r"nao me (?:escrevas|escreva|escreve|mandes|manda|mande|envies|envia|envie) mais(?! (?:do que|que)\b)",
    # "stop sending me mail" in the informal imperative, opening its clause: Portuguese "para de me mandar
    # email", "deixa de me enviar isso", French "arrête de m'envoyer des mails", Spanish "para de escribirme",
    # "deja ya de mandarme correos"
    rf"{_OPENS}(?:para|deixa|arrete|cesse|deja) (?:(?:ja|ya|donc|logo|mal|agora|maintenant) )?de {_SENT_ME}"
    rf"{MAIL_STOPPED}",
    # German du/ihr with the mail named: "hör auf, mir Mails zu schicken", "hört endlich auf, uns zu mailen"
    r"(?:hor|hort) (?:(?:bitte|doch|endlich|jetzt|einfach) )*auf,? (?:mir|uns|mich) (?:(?:\w+-?)?(?:e-?mails"
    r"|mails|nachrichten|werbung|newsletter) )?zu (?:schicken|senden|schreiben|mailen|kontaktieren)"
    rf"{NO_SWAP}",
    # Dutch: "hou op met mailen", "houd nu eens op met me te mailen", "hou op met het sturen van mails"
    # (never "over de offerte, bel me", "naar mijn privéadres, gebruik mijn werkadres")
    r"(?:hou|houd|houdt|houden) (?:(?:u|jij|je|jullie|nu|eens|toch|alsjeblieft|aub|a\.u\.b\.) )*op met"
    r" (?:(?:mij|me|ons) )?(?:te )?(?:e-?mailen|mailen|spammen|benaderen|contacteren"
    rf"|(?:het )?sturen van (?:e-?mails|mails|berichten))\b{MAIL_STOPPED}",
)
