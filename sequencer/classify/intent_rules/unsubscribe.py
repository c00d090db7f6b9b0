"""Removal requests ("remove me", "stop emailing", "take me off your list") per language, and the
words that negate one in the same clause. Pure data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

ME = (
    r"(?:me|us|my (?:e-?mail(?: address)?|address|name|details|data|contact(?: details)?)"
    r"|this (?:e-?mail|address))"
)
UNSUBSCRIBE = rx(
    # English
    r"unsubscri(?:be|bed|bing|ption)",
    rf"(?<!n't )(?<!not )(?<!dont )remove {ME}(?! (?:from|off) (?:the |this |that )?(?:cc|thread|chain|loop"
    rf"|e-?mail chain|conversation"
    r"|invite|meeting))(?: (?:from|off))?",
    rf"take {ME} off(?! (?:the |this |that )?(?:cc|thread|chain|loop|e-?mail chain|conversation|invite"
    r"|meeting))",
    r"off (?:of )?(?:your|the|all|any) (?:e-?mail(?:ing)? |mailing |contact |distribution |marketing "
    r"|sales )?(?:lists?|database|sequences?|campaigns?|cadences?)",
    r"from (?:your|the|all|any) (?:e-?mail(?:ing)? |mailing |contact |distribution |marketing |sales )"
    r"(?:lists?|database|sequences?|campaigns?|cadences?)",
    r"(?:don't|do not|dont) follow[- ]?up(?: with me| with us)?(?: again| any ?more| further)?",
    r"(?<!n't )(?<!not )(?<!dont )stop(?:ped|ping)?\W{1,3}(?:e-?mailing|mailing|contacting|messaging|sending"
    r"|writing"
    r"|spamming|reaching out|pinging"
    r"|bugging|harass?ing|with the e-?mails)",
    r"(?:do not|don't|dont|never|please don't|pls don't) (?:ever )?(?:e-?mail|contact|write(?: to)?"
    r"|message|send|reach out to|call|spam) (?:me|us|this address)(?! (?:until|before|till|for now|this"
    r" (?:month|quarter|year|week)|right now|at the moment|now))(?: again| any ?more| further)?",
    r"no (?:more|further) (?:e-?mails|mails|messages|contact|outreach|follow[- ]?ups)",
    r"(?:do not|don't|dont|no longer) (?:want|wish|care) to (?:receive|get) (?:any ?more|these|your|further"
    r"|e-?mails|messages)|(?:receive|get) any ?more of (?:these|your)",
    r"(?:don't|do not|dont) send (?:me |us )?(?:any )?(?:more|further|these|other|such)? ?(?:e-?mails|mails"
    r"|messages)",
    r"opt(?:ing)?[- ]?(?:me |us )?out",
    r"(?:delete|erase|remove) (?:all )?(?:of )?my (?:personal )?(?:data|details|information|info|e-?mail"
    r"(?: address)?|contact (?:details|information))",
    r"right to (?:erasure|be forgotten)|gdpr (?:request|erasure|deletion)",
    r"leave me alone|cease (?:and desist|all contact|contacting)",
    r"^(?:stop|stop it|stop!|please stop|stop please|stop\.|remove|remove\.|remove me|baja|baja\.)$",
    # German
    r"abmelden|abmeldung|abbestellen|austragen|abbestellung",
    r"aus (?:ihrem|ihren|dem|eurem|deinem|ihrer|der) (?:e-?mail-?)?(?:verteiler|newsletter|mailing(?:liste)?"
    r"|adressliste|liste|datenbank|kontaktliste|system|crm|kampagne)",
    r"(?:verteiler|liste|datenbank) (?:zu )?(?:nehmen|streichen|entfernen|loschen)",
    r"(?:entfernen|loschen|streichen) sie (?:mich|meine (?:daten|adresse|e-?mail(?:-?adresse)?"
    r"|kontaktdaten))",
    r"(?:mich|meine (?:daten|adresse|e-?mail(?:-?adresse)?|kontaktdaten)) (?:zu )?(?:entfernen|loschen"
    r"|streichen)",
    r"keine (?:weiteren |weitere |e-?)?(?:e-?mails|mails|nachrichten|zusendungen|werbung|kontaktaufnahmen?"
    r"|anschreiben|newsletter)(?: mehr)?",
    r"nicht mehr (?:zu )?(?:kontaktieren|anschreiben|schreiben|anzuschreiben|mailen|anrufen|belastigen)",
    r"(?:kontaktieren|schreiben|mailen) sie mi(?:ch|r) (?:bitte )?(?:nicht mehr|nie wieder|nicht wieder)",
    r"unterlassen sie (?:bitte )?(?:jegliche|weitere|diese|die|kunftige)",
    r"widerspreche (?:der|jeder|hiermit)|widerspruch gegen",
    r"(?:horen|hort|hor) (?:sie |bitte |doch |endlich )*auf,? (?:mir|mich|uns) (?:zu )?(?:schreiben|mailen"
    r"|anzuschreiben|kontaktieren|zu kontaktieren)",
    r"(?:dsgvo|datenschutz-?grundverordnung)",
    # French
    r"desinscri\w*|desabonn\w*",
    r"(?:retirez|supprimez|enlevez|effacez|rayez)[- ]moi",
    r"me (?:retirer|supprimer|desinscrire|enlever|rayer)",
    r"(?:supprimez|effacez|supprimer|effacer) (?:mes (?:donnees|coordonnees|informations)"
    r"|mon (?:adresse|e-?mail"
    r"|contact))",
    r"(?:ne (?:plus )?me (?:contactez|recontactez|ecrivez|sollicitez|relancez|envoyez)(?: plus)?"
    r"|ne (?:m'ecrivez|m'envoyez|me sollicitez|me contactez) plus)",
    r"(?:merci de |veuillez )?ne plus (?:me |m')?(?:contacter|ecrire|recontacter|solliciter|relancer"
    r"|envoyer)",
    r"ne (?:souhaite|veux|desire) plus (?:recevoir|etre (?:contacte|sollicite))",
    r"arretez (?:de m'ecrire|de me (?:contacter|solliciter|relancer|spammer)|vos (?:e-?mails|mails|messages"
    r"|relances|envois))",
    r"(?:de|from) (?:votre|vos) (?:liste|fichier|base|listes|fichiers)",
    r"rgpd",
    r"arretez de m'(?:envoyer|ecrire|inonder)|cessez de m'(?:envoyer|ecrire)|cessez (?:vos|de me)",
    # Spanish
    r"dar(?:me|nos)? de baja|(?:da|de|den|dad|dame|deme|denme)(?:me|nos)? de baja|darse de baja"
    r"|(?:solicito|quiero|pido) (?:la|mi) baja",
    r"(?:eliminen|eliminar|elimine|borren|borrar|borre|quiten|quitar|saquen|sacar)(?:me|nos)?"
    r" (?:de (?:su|sus|la|vuestra|vuestras|esta) (?:lista|listas|base|bases|envios|correos)|mis datos"
    r"|mi (?:correo|direccion|e-?mail))",
    r"(?:quitenme|saquenme|eliminenme|borrenme|sacadme|quitadme|eliminame|eliminadme|quitame|sacame"
    r"|borrame)\b",
    r"no me (?:escriban|envien|contacten|manden|escribas|envies|contactes|mandes|vuelvan a (?:escribir"
    r"|contactar|enviar))(?: mas| nunca)?",
    r"(?:dejen?|deja|dejad|deje) de (?:escribirme|enviarme|contactarme|mandarme|escribir"
    r"|enviar(?:me)? correos)",
    r"no (?:quiero|deseo|queremos|deseamos) recibir (?:mas |ningun |ninguna )?(?:correos|e-?mails|mensajes"
    r"|informacion|comunicaciones)",
    r"no vuelvan a (?:contactarme|escribirme)",
    r"(?:lopd|rgpd)",
    # Italian
    r"(?:cancellatemi|cancellami|toglietemi|toglimi|rimuovetemi|rimuovimi|eliminatemi|eliminami"
    r"|cancellarmi|togliermi|rimuovermi|eliminarmi)\b",
    r"(?:cancellare|togliere|rimuovere|eliminare)(?:mi)? (?:il mio (?:indirizzo|contatto|nominativo)|la mia"
    r" (?:e-?mail|mail)|i miei dati|dalla (?:vostra |sua |tua )?(?:lista|mailing list|newsletter))",
    r"non (?:voglio|desidero) (?:piu )?ricevere|non (?:mi )?(?:contattate|scrivete|scrivetemi|contattatemi)"
    r" piu|(?:smettete|smettetela) di (?:scrivermi|contattarmi|inviarmi)|disiscri\w*",
    # Dutch
    r"(?:verwijder|haal) (?:mij|me|mijn (?:gegevens|e-?mailadres|adres))(?: (?:uit|van) (?:uw|jullie|je|de)"
    r" (?:lijst|mailinglijst|bestand|database))?",
    r"(?:uitschrijven|afmelden|uit(?:ge)?schreven)\b|schrijf (?:mij|me) uit|meld (?:mij|me) af",
    r"(?:geen|niet langer) (?:e-?mails|mails|berichten) (?:meer )?(?:ontvangen|sturen)|stuur (?:mij|me|ons)"
    r" geen (?:e-?mails|mails|berichten)|(?:mail|e-?mail|contacteer|benader) (?:mij|me|ons) (?:niet meer"
    r"|nooit meer)",
    # Portuguese
    r"(?:me |nos )?(?:remova|removam|retire|retirem|tire|tirem|exclua|excluam|apague|apaguem)(?:-me|-nos)?"
    r" (?:da|das|de|do) (?:sua |vossa |vossas |sua )?(?:lista|listas|base|mailing|cadastro)",
    r"(?:remover|retirar|excluir|tirar|descadastrar)(?:-me| me)? (?:da|de|do) (?:lista|base|cadastro|mailing)"
    r"|descadastr\w*|cancelar (?:a )?(?:minha )?(?:inscricao|subscricao)",
    r"nao (?:quero|desejo|queremos) (?:mais )?receber|nao me (?:enviem|contactem|contatem|mandem|escrevam)"
    r"(?: mais)?|parem de (?:me )?(?:enviar|contactar|contatar|escrever)",
)


# "Don't unsubscribe me", "I don't want to be taken off your list", "bitte nicht aus dem Verteiler nehmen":
# a removal phrase the same clause negates a few words before it is no request.
NEGATION = re.compile(r"(?:^|\s)(?:don't|do not|dont|never|nicht|no|ne|n'|not|pas)(?=\s|$)")
# Refusals that are no negation of the request after them ("no thanks, and take me off your list").
POLITE_NO = re.compile(
    r"\b(?:no,? (?:thanks|thank you|thx|gracias|merci|danke)|no me interesa|not (?:really "
    r"|at all )?interested"
    r"|kein interesse|pas interess\w*|nein,? danke|non,? merci)\b"
)
CLAUSE = re.compile(r"[.;!?,:]|\b(?:but|aber|mais|pero)\b")
