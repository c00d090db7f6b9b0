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
Abstimmung"); a stop only of our mail, as an order, with no other channel, address or language after it
("para de me mandar mensagem no WhatsApp", "hou op met mailen, bel me liever", `MAIL_STOPPED`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NOT_PEOPLE_AFTER

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
# project of ours ("raus aus eurem Meeting am Donnerstag")
_NOT_SENDING_DE = (
    r"(?![\w-]*(?:meeting|termin|abstimmung|umfrage|thread|projekt|besprechung|call|runde|gruppe|chat"
    r"|einladung|kalender|webinar|veranstaltung|event|diskussion|planung)(?:s|e|en|n)?\b)"
)
_OURS_DE = (
    r"(?:aus|von|bei) (?:(?:allen )?(?:euren|eurem|eurer|deinen|deinem|deiner) "
    rf"(?:{_NOT_SENDING_DE}\w+ )?{_NOT_SENDING_DE}[\w-]+|(?:den|der|dem) [\w-]*?(?:e-?mails?|mails"
    r"|mailings?|sequenz(?:en)?|kampagnen?|aussendungen|newslettern?|verteilern?|crm|follow-?ups?)\b)"
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
    r"(?:(?:me |nos )?(?:mandar|enviar|escrever|contactar|contatar|importunar|encher)"
    r"|m'(?:envoyer|ecrire|inonder)|me (?:contacter|relancer|spammer|solliciter|harceler)"
    r"|(?:mandarme|enviarme|escribirme|contactarme|mandarnos|enviarnos|escribirnos|contactarnos))"
)

# What the stop may name after its verb (the twelfth review of 2026-12-07): our mail or nothing, a filler
# word or two ("tes relances", "essas mensagens", "tanta coisa"), never across a preposition that names a
# channel, an address, a language or a kind of thing ("no WhatsApp", "sur LinkedIn", "em inglês", "naar mijn
# privéadres", "convite de reunião"); and the clause then ends as an order, never as a question ("Se eu
# responder, para de me mandar email?", "¿deja de mandarme la secuencia?")
_PREP = (
    r"(?:no|na|nos|nas|em|en|sur|par|por|pelo|pela|pelos|via|dans|au|aux|do|da|dos|das|de|del|d|in|on|a|ao"
    r"|para|pour|con|com|sans|sem|naar|aan|op|over|an|auf|nach|uber|to|by|about|sobre|dentro|mit|met"
    # ... or a condition or a reason that opens another clause ("si respondo", "quando saio", "que soy de")
    r"|si|se|quand|quando|cuando|wenn|if|when|als|qualora|zodra|que|porque|parce|weil|omdat)"
)
# our mail, named or pointed at: "des mails", "tes relances", "essas mensagens", "isso", "tanta coisa", "la
# secuencia"; one word may qualify it ("des mails inutiles"), never a preposition ("mensagem no WhatsApp")
_MAIL_THING = (
    r"(?:e-?mails?|mails?|courriels?|messages?|mensagens?|mensajes?|correos?|relances?|newsletters?|spams?"
    r"|pubs?|publicites?|publicidad(?:es)?|propagandas?|promos?|promociones|promocoes|ofertas?|offres?"
    r"|sollicitations?|prospections?|secuencias?|sequencias?|sequences?|seguimientos?|follow-?ups?|lixo"
    r"|basura|trucs?|conneries|coisas?|cosas|isso|isto|eso|esto|ca|cela|rien|nada|tudo|todo)"
)
STOP_OBJECT = (
    r"(?:(?: (?:des|de|d'|tes|vos|ces|les|tous|toutes|tous ces|toutes ces|ses|essas?|esses?|estes?|estas?"
    r"|tantos?|tantas?|os|as|mais|seus|suas|teus|tuas|tus|los|las|sus|estos|esos|esas|la|el|o|a|mas|plus"
    r"|tanto|tanta|tant|ya|ja|otra|outra|vez|encore|more|meer|die|al|uw|je|jouw)){0,2} (?:\w+ )?"
    rf"{_MAIL_THING}(?: (?!{_PREP}\b)\w+)?)?"
    # ... or sent to this address, never to another ("dejen de enviar correos a esta dirección", heldout_bf;
    # "arrête de m'écrire sur cette adresse", "para de me mandar email neste endereço"; never "naar mijn
    # privéadres")
    r"(?: (?:(?:a|à|to|at|naar|an|para|em|en|aan|op|auf|sur|dans) (?:esta|este|cette|ce|this|deze|dit|dieses"
    r"|diese|diesen|questo|questa|essa|esse|esta)|neste|nesta|nesse|nessa)"
    r" (?:direccion|cuenta|adresse|address|adres|e-?mailadres|endereco|conta|boite"
    r"|mailbox|inbox|indirizzo|e-?mail|mail|correo))?"
)
_ORDER_ENDS = (
    r"(?=\s*(?:[.!;:)\n]|$|,)|\s+(?:por favor|porfa|pfvr|pfv|pf|pls|stp|svp|s'il te plait|s'il vous plait"
    r"|per favore|please|alstublieft|gracias|obrigad[oa]|merci|bitte|aub|alsjeblieft|ja|ya|agora"
    r"|maintenant|logo|de una vez|de uma vez|ok"
    # ... or an "or else" after it ("DEJEN DE ESCRIBIRME o los denuncio por spam", intents/es-024)
    r"|o|ou|or|oder|of|sinon|si no|senao|anders)\b)"
)
# ... and nothing after it in its sentence swaps the channel or asks for another way of contact ("Arrête de
# m'envoyer des SMS, écris-moi par mail", "Hou op met mailen, bel me liever even", "Hör auf, mir Mails zu
# schicken, ruf mich lieber an", "Para de me mandar convite de reunião, manda só o link"): what is stopped
# is a channel or a kind of message, not our mail
NO_SWAP = (
    r"(?![^.!?\n]*?\b(?:whatsapps?|whats|zap|sms|sms'?en|sms'?jes|linkedin|telegram|signal|instagram|insta"
    r"|messenger|facebook|teams|slack|textos?|telefone|telefono|telefon|telefoon|telephone|phone|portable"
    r"|handy|mobiel|gsm|bel|bellen|belt|ruf|rufen|anrufen|call|liga|ligue|ligar|llama|llamame|llamar"
    r"|appelle|appelez|appeler|chiama|chiamami|chiamare|convites?|invites?|invitations?|invitaciones?"
    r"|convocatorias?|einladungen|uitnodigingen|inviti|ingles|anglais|englisch|engels|english|inglese"
    r"|in het \w+|auf \w+isch)\b)"
)
# the stop of our mail, as an order, with nothing after it but that: for every informal stop here and the
# formal ones in `unsubscribe` ("dejen de escribirme", "arrêtez de m'envoyer")
MAIL_STOPPED = rf"(?={STOP_OBJECT}{_ORDER_ENDS}{NO_SWAP})"

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
    # Dutch: "hou op met mailen", "houd nu eens op met me te mailen" (never "over de offerte", "naar mijn
    # privéadres")
    r"(?:hou|houd|houdt|houden) (?:(?:u|jij|je|jullie|nu|eens|toch|alsjeblieft|aub|a\.u\.b\.) )*op met"
    rf" (?:(?:mij|me|ons) )?(?:te )?(?:e-?mailen|mailen|spammen|benaderen|contacteren|sturen van (?:e-?mails"
    rf"|mails|berichten))\b{MAIL_STOPPED}",
)
