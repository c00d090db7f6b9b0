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
zwei Zeilen"), a bounded time ("schreib mir im März nicht mehr, da bin ich weg") or a thing taken out of an
offer ("nimm das Modul raus")."""

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

INFORMAL_REMOVAL = rx(
    # German du/ihr: "nimm mich bitte raus", "nehmt mich aus eurer Liste", "nehmts mi aussi"
    rf"(?:nimm|nehmt|nehmts|streich|streicht|trag|tragt) {_ME_DE} {_PLEASE_DE}(?:(?:(?:{_LIST_DE}|da"
    rf"|dort|hier) {_PLEASE_DE})?(?:raus|heraus|aussi|ausse|usse|use|aus|weg)|{_LIST_DE})",
    # ... kept out of it: "haltet mich bitte raus", "halt mich aus euren Listen raus" (the eleventh review of
    # 2026-12-07); never "haltet mich da raus" (out of that) or "auf dem Laufenden"
    rf"(?:halt|haltet|haltets) {_ME_DE} {_PLEASE_DE}(?:{_LIST_DE} {_PLEASE_DE})?(?:raus|heraus)",
    # "lösch meine Adresse", "entfern mich bitte", "lösch mi aus eurer Liste"
    rf"(?:losch|loscht|loschts|entfern|entfernt|entfernts) {_PLEASE_DE}{_ME_DE}(?: {_PLEASE_DE}(?:{_LIST_DE}"
    rf"|(?:da |dort |hier )?(?:raus|heraus))|{_ALONE})",
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
    rf"{_OPENS}(?:para|deixa|arrete|cesse|deja) (?:(?:ja|ya|donc|logo|mal|agora|maintenant) )?de {_SENT_ME}",
    # German du/ihr with the mail named: "hör auf, mir Mails zu schicken", "hört endlich auf, uns zu mailen"
    r"(?:hor|hort) (?:(?:bitte|doch|endlich|jetzt|einfach) )*auf,? (?:mir|uns|mich) (?:(?:\w+-?)?(?:e-?mails"
    r"|mails|nachrichten|werbung|newsletter) )?zu (?:schicken|senden|schreiben|mailen|kontaktieren)",
    # Dutch: "hou op met mailen", "houd nu eens op met me te mailen"
    r"(?:hou|houd|houdt|houden) (?:(?:u|jij|je|jullie|nu|eens|toch|alsjeblieft|aub|a\.u\.b\.) )*op met"
    r" (?:(?:mij|me|ons) )?(?:te )?(?:e-?mailen|mailen|spammen|benaderen|contacteren|sturen van (?:e-?mails"
    r"|mails|berichten))\b(?! over\b)",
)
