""" "Forget me" and "I'd rather not hear from you again": removal requests with no list word (heldout_t), in
every rule language. Pure data on fold()ed text, read by `removal.removal_request` like the other removal
tables (a negation a few words before a phrase in its clause undoes it: "please don't lose my number").

- `FORGET_ME`, my contact to be lost or forgotten: "lose my number and my email address", "forget my
  address", "delete my contact details", "vergessen Sie meine Adresse", "oubliez mon adresse", "olvida mi
  correo", "dimentica il mio indirizzo", "vergeet mijn adres", "esqueça meu e-mail". Only a contact (a
  number, an address, contact details; the bare "correo/e-mail" of the Romance languages only when no
  message is meant: never "olvida mi correo anterior"), never my old address replaced by a new one ("forget
  my old address, use this one"), nor a thing ("lose the attachment", "forget the call on Monday", "forget
  my last email"), nor my address on a document ("forget my address on the invoice"). "Delete my contact
  details" is read by `unsubscribe`.
- `NOT_HEARING`, the wish not to hear from us again: "I would appreciate not hearing from Acme again", "I'd
  prefer not to hear from you again", "I'd rather not hear from you again", "I don't want to hear from
  Acme by any channel", "please don't reach out again", "ich möchte nichts mehr von Ihnen hören", "je
  préférerais ne plus avoir de vos nouvelles", "prefiero no volver a saber de ustedes", "preferirei non
  sentirvi più", "ik hoor liever niets meer van jullie", "prefiro não voltar a ter notícias vossas". Always
  "again/any more/no more/by any channel" (never "until March"), and never the positive "I'd appreciate
  hearing from you again in March".
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_informal import NOT_BY_CHANNEL
from sequencer.classify.text import fold

# "my number", "my email address", "my contact details" (never "my old address", "my last email")
_EN_CONTACT = (
    r"(?:my|our) (?:(?:mobile|cell|phone|direct|work) )?(?:number|e-?mail address|address|contact (?:details"
    r"|info(?:rmation)?)|details|contact)\b"
)
_DE_CONTACT = (
    r"(?:meine|unsere|meinen|unseren) (?:(?:e-?mail-?|mail-?|handy|telefon)?(?:adresse|nummer)|kontaktdaten"
    r"|kontakt|daten)\b"
)
_FR_CONTACT = r"(?:mon|mes|notre|nos) (?:adresse(?: e-?mail| mail)?|e-?mail|numero|coordonnees|contact)\b"
_ES_CONTACT = (
    r"(?:mi|mis|nuestro|nuestra) (?:correo(?: electronico)?|direccion(?: de correo)?|e-?mail|numero"
    r"|telefono|contacto|datos(?: de contacto)?)\b(?! (?:anterior|de ayer|pasado|previo|de antes))"
)
_IT_CONTACT = (
    r"(?:il mio|la mia|i miei|il nostro|la nostra|del mio|della mia|dei miei) (?:indirizzo(?: e-?mail)?"
    r"|e-?mail|mail|numero|contatto|recapiti|contatti|dati)\b(?! (?:precedente|di ieri|scorsa|di prima))"
)
_NL_CONTACT = r"(?:mijn|ons|onze) (?:e-?mail)?(?:adres|nummer|gegevens|contactgegevens|telefoonnummer)\b"
_PT_CONTACT = (
    r"(?:o )?(?:meu|nosso|minha|meus) (?:e-?mail|endereco(?: de e-?mail)?|numero|contato|contacto|dados"
    r"|telefone)\b(?! (?:anterior|de ontem|passado))"
)

FORGET_ME = rx(
    rf"(?:lose|forget|bin|shred|trash)(?: about)? {_EN_CONTACT}"
    r"(?! (?:from|on|in|of) (?:the|this|that|your|our)\b)",
    rf"(?:vergessen sie|vergesst|vergiss|loschen sie|streichen sie) (?:bitte )?(?:einfach )?{_DE_CONTACT}",
    rf"(?:oubliez|oublie|perdez|effacez)(?:-moi)? (?:donc |simplement )?{_FR_CONTACT}",
    rf"(?:olvida|olvide|olviden|olvidad|olvidese|olvidense|olvidate|olvidaos)(?: de)? {_ES_CONTACT}",
    rf"(?:dimentica|dimenticate|dimentichi|dimenticatevi|dimenticati|scordatevi|scordate)(?: del| di)?"
    rf" {_IT_CONTACT}",
    rf"(?:vergeet|vergeten|wis) (?:maar |gewoon )?{_NL_CONTACT}",
    rf"(?:esqueca|esquecam|esquece|esquecam-se|esqueca-se)(?: d[oae])? {_PT_CONTACT}",
)

_EN_FROM = r"(?:you|your (?:company|team|firm)|acme|[a-z][\w&.-]*)"
# Who the writer no longer wants to hear from, in the other languages: us (the pronouns and "your company",
# listed in each phrase) or a bare name (`_NAME`: "von Acme", "de Oracle", spared by
# `removal_guards.other_things` unless it is ours); never a thing, which comes with its determiner ("von
# diesem Thema hören", "sentire parlare di questo progetto", "entendre parler de ce produit", "saber de este
# tema", "van dit onderwerp", "ouvir falar desse assunto": a topic the writer is done with, no removal; the
# nineteenth review of 2026-12-07)
_DETERMINER = (
    r"(?:der|die|das|dem|den|des|dies\w*|jene\w*|ein|eine|einem|einer|einen|eines|ihrem|ihren|ihres|seine\w*"
    r"|unsere\w*|solche\w*|so|sowas|etwas|allem|nichts|ce|cet|cette|ces|ca|cela|ceci|le|la|les|un|une|tout"
    r"|rien"
    r"|mon|ma|mes|son|sa|ses|este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquel\w*|el|los|las|una|nada"
    r"|todo"
    r"|su|sus|questo|questa|questi|queste|quello|quella|quel|quei|quelle|il|lo|gli|uno|tutto|cio|nulla|niente"
    r"|suo|sua|dit|dat|deze|het|de|een|zo|zoiets|zulke|alles|iets|niets|isto|isso|esse|essa|esses|essas"
    r"|aquilo"
    r"|aquele|aquela|o|a|os|as|um|uma|tudo|seu)"
)
_NAME = rf"(?!{_DETERMINER}\b)\w+"
_AGAIN_EN = (
    r"(?:again|any ?more|ever again|in (?:the )?future|by any (?:channel|means)|at all)\b"
    r"(?! (?:about|on|regarding|re|concerning)\b)"  # "I don't need to hear from you again about pricing"
)
NOT_HEARING = rx(
    # English
    rf"(?:i|we)(?:'d| would| do) (?:really |much )?(?:appreciate|prefer|rather|like) (?:it )?(?:not|never)"
    rf" (?:to )?(?:hearing|hear|being contacted|be contacted|being e-?mailed|getting anything)"
    rf" (?:from {_EN_FROM} )?{_AGAIN_EN}",
    rf"(?:don't|do not|dont|never) (?:want|wish|need) to hear from {_EN_FROM} (?:\S+ )?{_AGAIN_EN}",
    r"(?:please )?(?:don't|do not|dont|never) (?:ever )?reach out (?:to (?:me|us) )?(?:again|any ?more)\b",
    # German
    r"(?:mochte|mochten|will|wollen|wurde|wurden|hore|horen) (?:\S+ ){0,3}?(?:lieber )?nichts (?:mehr|weiter)"
    rf" von (?:ihnen|euch|dir|ihre[mr] (?:firma|unternehmen|team|agentur|seite)|{_NAME}) (?:\S+ )?(?:horen"
    rf"|lesen)\b",
    r"(?:melden sie sich|meldet euch|melde dich) (?:bitte )?(?:nicht mehr|nie wieder|nicht wieder)",
    # French
    r"(?:prefererais|prefere|preferons|aimerais|apprecierais|souhaiterais|souhaite) (?:\S+ ){0,2}?ne plus"
    rf" (?:avoir de (?:vos|tes) nouvelles|entendre parler de (?:vous|votre societe|{_NAME})|etre (?:contacte"
    rf"|sollicite)\w*{NOT_BY_CHANNEL})",
    # Spanish
    r"(?:preferiria|prefiero|preferimos|agradeceria|agradeceriamos|quiero|queremos)(?: \S+){0,2}? no volver a"
    rf" (?:saber|tener noticias) de (?:ustedes|vosotros|ti|usted|su empresa|{_NAME})",
    r"(?:por favor )?no (?:vuelvan|vuelva|volvais|vuelvas) a (?:ponerse|ponerte|poneros) en contacto",
    # Italian
    r"(?:preferirei|preferiremmo|preferisco|apprezzerei|gradirei|vorrei) (?:\S+ ){0,2}?non (?:avere piu"
    rf" (?:vostre|sue|tue) notizie|sentirvi piu|sentirla piu|sentire piu parlare di (?:voi|lei|{_NAME})"
    rf"|essere piu contattat[oa]{NOT_BY_CHANNEL})",
    r"non (?:ricontattatemi|ricontattateci|mi ricontattate|ci ricontattate)(?: piu)?\b",
    # Dutch
    rf"(?:hoor|horen) (?:\S+ )?liever niets meer van (?:u|jullie|je|jou|{_NAME})|(?:zou"
    rf"|zouden) (?:het )?op prijs"
    rf" stellen (?:om )?niets meer van (?:u|jullie|je|{_NAME}) te horen|neem (?:alstublieft "
    rf"|aub )?geen contact"
    r" meer (?:met (?:mij|me|ons) )?op",
    # Portuguese
    r"(?:prefiro|preferiria|preferimos|agradeceria|agradeceriamos|quero) (?:\S+ ){0,2}?(?:nao|nunca mais)"
    rf" (?:voltar a )?(?:ter (?:mais )?noticias (?:de voces|vossas|de vos|suas|de {_NAME})|ouvir falar de"
    rf" (?:voces|vos|{_NAME})|ser (?:contactad|contatad)[oa]{NOT_BY_CHANNEL})",
    r"(?:por favor )?nao (?:voltem|volte) a (?:entrar em contato|entrar em contacto|me contatar"
    r"|me contactar)",
    # ... and the plain wish never to hear from us again, in every rule language, as the English "never
    # want to hear from you again" (the eighteenth review of 2026-12-07: "Ich will nie wieder von Ihnen
    # hören", "Je ne veux plus jamais entendre parler de vous", "No quiero volver a saber nada de ustedes",
    # "Non voglio più sentirvi", "Ik wil nooit meer iets van jullie horen", "Não quero voltar a ouvir falar
    # de vocês"); a bare name not ours ("nie wieder von Oracle hören") is spared as above
    r"(?:ich|wir) (?:mochte|mochten|will|wollen)(?: (?:ab sofort|bitte|auch|echt))* (?:nie wieder|nie mehr"
    rf"|niemals wieder|nichts mehr|nie) (?:etwas |was )?von (?:ihnen|euch|dir|ihre[mr] (?:firma|unternehmen"
    rf"|team|agentur|seite)|{_NAME}) (?:\S+ )?(?:horen|lesen)\b",
    r"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) plus (?:jamais )?(?:entendre parler"
    rf" de (?:vous|votre societe|{_NAME})|avoir de (?:vos|tes) nouvelles|etre (?:contacte"
    rf"|sollicite)\w*{NOT_BY_CHANNEL})",
    r"no (?:quiero|queremos|deseo|deseamos) (?:volver a |nunca mas )?(?:saber|tener noticias|oir hablar)"
    r" (?:nada )?(?:mas )?de (?:ustedes|vosotros|ti|usted|su empresa)\b",
    r"non (?:voglio|vogliamo|desidero|desideriamo) (?:mai )?piu (?:sentirvi|sentirla|sentirti|sentire parlare"
    rf" di (?:voi|lei|{_NAME})|avere (?:vostre|sue|tue) notizie|essere (?:contattat"
    rf"|ricontattat)[oaie]{NOT_BY_CHANNEL})",
    rf"non (?:contattatemi|contattateci|ci contattate|mi contattate|scrivetemi"
    rf"|scriveteci) (?:mai )?piu\b{NOT_BY_CHANNEL}",
    r"(?:ik|wij|we) (?:wil|willen|wens|wensen)(?: (?:echt|graag|ook|voortaan))* (?:nooit meer|nooit weer)"
    rf" (?:iets )?van (?:u|jullie|je|jou|{_NAME}) (?:te )?horen\b",
    r"nao (?:quero|queremos|desejo|desejamos) (?:nunca mais |mais )?(?:voltar a )?(?:ouvir falar de"
    rf" (?:voces|vos|{_NAME})|ter (?:mais )?noticias (?:de voces|vossas|de vos|suas|de {_NAME})"
    rf"|ser (?:contactad"
    rf"|contatad)[oa]{NOT_BY_CHANNEL})",
    # ... and the same asked as a favour, the verb in the subjunctive, to me or to this address ("Agradecia
    # que não voltassem a escrever para este endereço", heldout_dz; "I'd appreciate it if you didn't write to
    # this address again", "Le agradecería que no volvieran a escribir a esta dirección", "Le sarei grato se
    # non scriveste più a questo indirizzo", "Ik zou het op prijs stellen als u niet meer naar dit adres
    # schrijft"); German and French read it already ("nicht mehr anschreiben", "ne plus écrire")
    r"(?:appreciate(?: it)?|be grateful|prefer it) if you (?:didn't|did not|would not|wouldn't|could not"
    r"|couldn't) (?:write to|e-?mail|contact|message|send anything to) (?:me|us|this address)"
    r" (?:again|any ?more|further)\b",
    r"no (?:(?:me|nos) (?:volvieran|volviera|volviesen|volviese|vuelvan|vuelva) a (?:escribir|contactar"
    r"|enviar)|(?:volvieran|volviera|volviesen|volviese|vuelvan|vuelva) a (?:escribir|contactar|enviar"
    r"(?: correos| mensajes)?) a (?:esta direccion|este correo))",
    r"(?:grat[oaie]|riconoscent[ie]|apprezzerei|gradirei|preferirei)(?: \S+){0,2}? se non (?:mi |ci )?"
    r"(?:scriveste|scrivesse|contattaste|contattasse|inviaste|inviasse|mandaste|mandasse) piu\b",
    r"(?:op prijs stellen|fijn vinden|dankbaar)(?: \S+)?? als (?:u|jullie|je) (?:mij |ons )?niet meer"
    r" (?:naar dit adres |naar mij |naar ons )?(?:schrijft|schrijven|mailt|mailen|benadert|benaderen"
    r"|contacteert|contacteren)\b",
    r"nao (?:(?:me|nos) (?:voltem|volte|voltassem|voltasse) a (?:escrever|enviar|contactar|contatar)"
    r"|(?:voltem|volte|voltassem|voltasse) a (?:escrever|enviar(?: mensagens| e-?mails)?|contactar|contatar)"
    r"(?:-me|-nos| para (?:este endereco|este e-?mail|mim|nos)))",
)

# A time limit after the phrase, in its sentence: "I'd rather not hear from you again until Q3", "prefiero no
# volver a saber de ustedes hasta marzo", "neem geen contact meer op tot na de zomer", "Nu-mi mai scrieți până
# în martie", "Skriv inte till mig igen förrän i mars", "Lad være med at kontakte mig før i januar": a later,
# never a removal (read by `removal_guards.other_things.spared` for `NOT_HEARING` and `removal_no_contact`).
# Never a farewell ("tot ziens", "hasta luego", "até logo").
UNTIL_AFTER = re.compile(
    fold(
        r"^(?: [^\s.!?]+){0,4}? (?:until|till|til|before|for now|for the (?:time being|moment)|bis|vorerst"
        r"|avant|jusqu'|jusqu a|d'ici|pour (?:l'instant|le moment)|hasta(?! luego| pronto| siempre| nunca)"
        r"|antes de|por (?:ahora|el momento)|fino a|fino al|fino alla|prima di|prima del|per (?:ora"
        r"|il momento)"
        r"|tot(?! ziens| dan| later| nooit)|voorlopig|até(?! logo| mais| breve| sempre| nunca)|antes d[eoa]"
        r"|por (?:enquanto|agora)|până|förrän|innan|före|før|inden|ennen|asti|saakka|μέχρι|πριν|kadar"
        r"|преди|iki|līdz|kuni|enne|przed|před|pred)\b"
    )
)
# A replacement named after "forget my address/number": "Forget my address, use john@x instead", "oubliez mon
# adresse perso, utilisez plutôt celle du bureau", "olvida mi correo personal, usa el del trabajo", "dimentica
# il mio numero, chiamami sul fisso", "vergeet mijn adres, gebruik het nieuwe": an address change, never a
# removal (read by `removal_guards.other_things.spared` for `FORGET_ME`).
REPLACED = re.compile(
    fold(
        r"[\w.+-]+@[\w-]+\.[\w.]+|\b(?:instead|use (?:my|this|the|that|our)|the new one|my new"
        r"|new (?:address|number"
        r"|e-?mail)|reach me (?:at|on)|call (?:me on|me at|the)|work one|office (?:line|number|one)|plutôt"
        r"|à la place"
        r"|utilisez|la nouvelle|le nouveau|celle du|celui du|en su lugar|en vez|usa |usen |use |utilice"
        r"|el nuevo"
        r"|la nueva|el del|la del|invece|usate|utilizzate|il nuovo|la nuova|chiamami|scrivimi|quello del"
        r"|quella del|gebruik|in plaats|het nieuwe|de nieuwe|bel me|usem|utilize|em vez|o novo|a nova|o do "
        r"|a do "
        r"|nehmen sie|verwenden sie|nutzen sie|stattdessen|die neue|meine neue|schreiben sie an)"
    )
)
