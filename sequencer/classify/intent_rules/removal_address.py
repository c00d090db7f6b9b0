"""A named address to be removed ("Please remove support@x.example from all of your lists", "please delete
this address", "take info@ off"), in every rule language: a removal request from the mailbox we write to,
whoever reads it. Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

The address is written out (a whole one or its local part, "info@") or is "this address", or the company's
addresses together ("Het bedrijf is failliet verklaard. Graag deze adressen uit uw bestand halen", heldout_ax:
"these addresses", "unsere Adressen", "nos adresses", "estas direcciones", "questi indirizzi", "deze
adressen", "os nossos endereços"); the removal is
from a list, a database or our mailings, or ends the sentence: "remove the old address from the invoice"
and "please update your records to use my new address" are no removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# an address written out, or only its local part ("info@"), never a bare "@name"
_AT = r"[\w.+-]+@(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*)?(?![\w@-]|\.\w)"
# the sentence ends right after the address ("please delete this address.", "take info@ off!")
_STOP = (
    r"(?=\s*(?:[.;!]|$)|,? (?:please|thanks|thank you|bitte|danke|merci|svp|s'il vous plait|por favor|gracias"
    r"|per favore|grazie|graag|alstublieft|dank u|dank je|bedankt|obrigad|tack|takk))"
)
_ADDRESS = {
    "en": rf"(?:the (?:e-?mail )?address |the e-?mail )?{_AT}|this (?:e-?mail )?address"
    r"|(?:these|those|our|all (?:of )?(?:these|our)) (?:e-?mail )?addresses",
    "de": rf"(?:die (?:e-?mail-?)?adresse )?{_AT}|diese (?:e-?mail-?)?adresse"
    r"|(?:diese|unsere|alle unsere|alle diese) (?:e-?mail-?)?adressen",
    "fr": rf"(?:l'adresse (?:e-?mail |mail |courriel )?)?{_AT}|cette adresse(?: e-?mail| mail| courriel)?"
    r"|(?:ces|nos|toutes nos|toutes ces) adresses(?: e-?mail| mail| courriel)?",
    "es": rf"(?:la direccion (?:de correo )?)?{_AT}|esta direccion(?: de correo)?"
    r"|(?:estas|nuestras|todas (?:estas|nuestras)) direcciones(?: de correo)?",
    "it": rf"(?:l'indirizzo (?:e-?mail )?)?{_AT}|questo indirizzo(?: e-?mail)?"
    r"|(?:questi|i nostri|tutti (?:questi|i nostri)) indirizzi(?: e-?mail)?",
    "nl": rf"(?:het (?:e-?mail)?adres )?{_AT}|dit (?:e-?mail)?adres|(?:deze|onze|al (?:deze|onze)|alle)"
    r" (?:e-?mail)?adressen",
    "pt": rf"(?:o endereco (?:de e-?mail )?|o e-?mail )?{_AT}|este endereco(?: de e-?mail)?"
    r"|(?:estes|os nossos|todos os nossos|todos estes) enderecos(?: de e-?mail)?",
    # Swedish, Danish and Norwegian, where a help desk writes them ("Ta bort kundtjanst@x från era utskick")
    "sv": rf"(?:(?:e-?post)?adressen )?{_AT}|(?:den har|denna) (?:e-?post)?adress(?:en)?",
    "da_no": rf"(?:(?:e-?mail|e-?post)?adressen )?{_AT}|(?:denne|den her) (?:e-?mail|e-?post)?adresse(?:n)?",
}
_VERB = {
    "en": r"(?:remove|delete|take|drop|strike|erase)",
    "de": r"(?:entfernen|loschen|streichen|nehmen) sie(?: bitte)?|(?:entfernen|loschen|streichen|nehmen)",
    "fr": r"(?:retirez|supprimez|enlevez|effacez|rayez|retirer|supprimer|enlever|effacer|rayer)",
    "es": r"(?:eliminen|elimine|borren|borre|quiten|quite|saquen|saque|supriman|eliminar|borrar|quitar"
    r"|sacar)",
    "it": r"(?:rimuovete|rimuova|cancellate|cancelli|eliminate|elimini|togliete|tolga|rimuovere|cancellare"
    r"|eliminare|togliere)",
    "nl": r"(?:verwijder|verwijdert u|verwijderen|haal|haalt u|halen)",
    "pt": r"(?:remova|removam|retire|retirem|exclua|excluam|apague|apaguem|remover|retirar|excluir|apagar)",
    "sv": r"(?:ta bort|tag bort|radera|stryk)",
    "da_no": r"(?:fjern|slet|slett)",
}
_FROM_LIST = {
    "en": r"(?:from|off) (?:all (?:of )?|any (?:of )?)?(?:your|the|this|these|our) (?:\w+ )?(?:lists?"
    r"|database|mailings?|sequences?|campaigns?|distribution(?: lists?)?|crm)|off\b",
    "de": r"(?:aus|von) (?:allen |all )?(?:ihrem|ihrer|ihren|dem|der|den|eurem|eurer) (?:\w+-?)?"
    r"(?:verteilern?|listen?|datenbank|mailings?|mailingliste|e-?mail-?liste|kontaktliste)",
    "fr": r"(?:de|des|du) (?:toutes )?(?:vos|votre|la|cette|ces|les) (?:\w+ )?(?:listes?|fichiers?|bases?"
    r"|envois|mailings?)",
    "es": r"de (?:todas )?(?:sus|su|la|las|vuestra|vuestras|esta|estas) (?:\w+ )?(?:listas?|bases?|envios"
    r"|mailings?|listados?)",
    "it": r"(?:dalla|dalle|da tutte le|dai|dal) (?:vostra |vostre |sua |sue |vostri )?(?:\w+ )?(?:lista|liste"
    r"|mailing|database|indirizzari?|invii)",
    "nl": r"(?:uit|van) (?:al )?(?:jullie|uw|de|deze|alle) (?:\w+ )?(?:\w*lijst(?:en)?|bestand(?:en)?"
    r"|database|mailings?)(?: af)?",
    "pt": r"(?:da|das|de|do|dos) (?:todas as )?(?:sua |suas |vossa |vossas |esta |nossa )?(?:\w+ )?(?:lista"
    r"|listas|base|bases|mailing|cadastro)",
    "sv": r"(?:fran|ur) (?:alla )?(?:era|er|ert|din|ditt|dina) (?:\w+ )?(?:utskick|sandlistor?|e-?postlistor?"
    r"|listor?|register|databas|nyhetsbrev)",
    "da_no": r"(?:fra) (?:alle )?(?:jeres|deres|din|dine|dere) (?:\w+ )?(?:udsendelser|utsendelser"
    r"|mailinglister?|e-?postlister?|lister?|register|database|nyhedsbreve?|nyhetsbrev)",
}
NAMED_ADDRESS = rx(
    *(
        rf"(?:{_VERB[lang]}) (?:{_ADDRESS[lang]})(?: \([^()]{{0,60}}\))?(?: (?:{_FROM_LIST[lang]})|{_STOP})"
        for lang in _VERB
    ),
    # the German and Dutch verb last: "bitte support@x aus dem Verteiler nehmen", "haal info@ van de lijst af"
    rf"(?:{_ADDRESS['de']}) (?:{_FROM_LIST['de']}) (?:zu )?(?:nehmen|streichen|entfernen|loschen)",
    rf"(?:{_ADDRESS['nl']}) (?:{_FROM_LIST['nl']}) (?:te )?(?:verwijderen|halen|schrappen)",
    rf"(?:{_ADDRESS['nl']}) (?:van|uit) (?:jullie|uw|de) (?:\w*lijst(?:en)?|bestand) (?:af)?",
)

# "Cancellate immediatamente il mio indirizzo dalla vostra lista": an imperative plural (or polite) to delete
# MY address or data from YOUR list, in every rule language; "update my address in your list" and "delete
# my address from the invoice" are no removal. Contacts and a CRM are lists too ("Rimuovete il nostro
# indirizzo dai vostri contatti", review of 2026-12-06, eighth).
# the kind of address between "my" and the noun, where the language puts it first ("Remove my work email
# from your list", "meine dienstliche Adresse", "mijn zakelijke e-mailadres"; the fifth review of
# 2026-12-07); French, Spanish, Italian and Portuguese put it after the noun, read by the words allowed
# before the list ("mon adresse pro", "mi correo del trabajo"). Never "old" or "new": an address swapped.
_KIND = {
    "en": r"(?:(?:work|business|office|company|corporate|professional|personal|private) )?",
    "de": r"(?:(?:dienstliche|geschaftliche|berufliche|private|personliche|firmen) )?",
    "nl": r"(?:(?:zakelijke|persoonlijke|prive|werk) )?",
}
_MINE = {
    "en": rf"my {_KIND['en']}(?:e-?mail )?(?:address|details|data|e-?mail|contact details|name|mail id|id)",
    "de": rf"meine {_KIND['de']}(?:e-?mail-?)?(?:adresse|daten|kontaktdaten)",
    "fr": r"(?:mon adresse(?: e-?mail| mail| courriel)?|mes coordonnees|mon (?:e-?mail|courriel)"
    r"|mes donnees)",
    "es": r"(?:mi (?:correo|direccion|e-?mail)(?: electronico| de correo)?|mis datos)",
    "it": r"(?:il mio (?:indirizzo|contatto|nominativo)(?: e-?mail)?|la mia (?:e-?mail|mail)|i miei dati)",
    "nl": rf"mijn {_KIND['nl']}(?:e-?mail)?(?:adres|gegevens)",
    "pt": r"(?:o )?(?:meu (?:endereco|e-?mail|contato|contacto|cadastro)|(?:os )?meus dados)",
}
_DELETE = {
    "en": r"(?:please )?(?:delete|remove|erase|take|strike)",
    "de": r"(?:loschen|entfernen|streichen|nehmen) sie|(?:loscht|entfernt|streicht|nehmt)",
    "fr": r"(?:supprimez|retirez|enlevez|effacez|rayez|otez)",
    "es": r"(?:eliminen|borren|quiten|saquen|supriman|eliminad|borrad|quitad|sacad|suprimid)",
    "it": r"(?:cancellate|rimuovete|eliminate|togliete|levate|cancelli|rimuova|elimini|tolga)",
    "nl": r"(?:verwijder|verwijdert u|haal|haalt u|verwijderen jullie|halen jullie)",
    "pt": r"(?:apaguem|removam|retirem|excluam|tirem|eliminem|apague|remova|retire|exclua|tire|elimine)",
}
_YOUR_LIST = {
    "en": r"(?:from|off) (?:your|the|all|any) (?:\w+ )?(?:lists?|database|mailing\w*|records|files|system"
    r"|contacts|crm)",
    "de": r"(?:aus|von) (?:ihrer|ihrem|ihren|der|dem|den|eurer|eurem|allen) (?:\w+-?)?(?:liste"
    r"|listen|verteiler"
    r"|datenbank|kartei|system|adressbestand|mailingliste|kontakten|crm)",
    "fr": r"(?:de|des|du) (?:votre|vos|la|cette|ce|tous vos|toutes vos) (?:\w+ )?(?:liste|listes|fichier"
    r"|fichiers|base|bases|contacts|crm)",
    "es": r"de (?:su|sus|la|las|vuestra|vuestras|esta|todas sus) (?:\w+ )?(?:lista|listas|base"
    r"|bases|registros|contactos|crm)",
    "it": r"(?:dalla|dalle|dai|dal|dall'|da) ?(?:vostra |vostre |vostri |vostro |sua "
    r"|questa )?(?:\w+ )?(?:lista"
    r"|liste|database|archivio|archivi|elenco|elenchi|mailing|indirizzario|contatti|rubrica|crm|anagrafica)",
    "nl": r"(?:uit|van) (?:jullie|uw|de|je|het|al uw|alle) (?:\w+ )?(?:\w*lijst|\w*lijsten"
    r"|\w*bestand|database"
    r"|mailing\w*|systeem|contacten|crm)",
    "pt": r"d(?:a|as|o|os) (?:vossa |sua |vossas |suas |vosso |seu )?(?:\w+ )?(?:lista|listas|base|mailing"
    r"|cadastro|sistema|contatos|contactos|crm)",
}
MY_ADDRESS = rx(
    *(rf"(?:{_DELETE[lang]})(?: \S+)?? {_MINE[lang]}(?: \S+){{0,3}}? {_YOUR_LIST[lang]}" for lang in _MINE)
)

# "Per favore rimuovete il mio indirizzo, grazie" (heldout_by): the same imperative with MY address alone,
# no list named, the sentence ending there or with a please or thanks, in every rule language; "remove my
# address from the invoice", "delete my email" (the message) and "update my address" are no removal.
_MINE_ALONE = {
    "en": rf"my {_KIND['en']}(?:e-?mail )?(?:address|details|data|contact details)",
    "de": rf"meine {_KIND['de']}(?:e-?mail-?)?(?:adresse|daten|kontaktdaten)",
    "fr": r"(?:mon adresse(?: e-?mail| mail| courriel)?|mes coordonnees|mes donnees)",
    "es": r"(?:mi direccion(?: de correo| de e-?mail)?|mi correo electronico|mis datos)",
    "it": r"(?:il mio (?:indirizzo(?: e-?mail| mail| di posta)?|contatto|nominativo)|i miei dati)",
    "nl": rf"mijn {_KIND['nl']}(?:e-?mail)?(?:adres|gegevens)",
    "pt": r"(?:o )?(?:meu (?:endereco(?: de e-?mail)?|contato|contacto|cadastro)|(?:os )?meus dados)",
}
_DELETE_ALONE = {
    **_DELETE,
    "de": rf"{_DELETE['de']}|(?:loschen|entfernen|streichen) (?=(?:bitte )?meine)",
    "fr": r"(?:supprimez|retirez|enlevez|effacez|rayez|otez|supprimer|retirer|enlever|effacer)",
    "it": rf"{_DELETE['it']}|(?:cancellare|rimuovere|eliminare|togliere)",
    "pt": rf"{_DELETE['pt']}|(?:remover|retirar|excluir|apagar)",
}
_PLEASE = (
    r"(?: (?:please|bitte|s'il vous plait|svp|por favor|per favore|per cortesia|cortesemente|gentilmente"
    r"|graag|aub|a\.u\.b\.|alstublieft|alsjeblieft))?"
)
MY_ADDRESS_ALONE = rx(
    *(rf"(?:{_DELETE_ALONE[lang]}){_PLEASE} (?:{_MINE_ALONE[lang]}){_STOP}" for lang in _MINE_ALONE)
)

# My address off your list asked as a favour, the verb in the past subjunctive or the conditional after the
# thanks in advance ("Agradecia que retirasse o meu contacto da sua lista de envios", "Le agradecería que
# quitara mi dirección de su lista", "Le sarei grato se rimuovesse il mio indirizzo dalla vostra lista", "Ik
# zou het op prijs stellen als u mijn adres uit uw lijst zou verwijderen"): the thanks word leads, so a bare
# "se retirasse o meu contacto da lista, ..." (a what-if) is no removal; English and German read it already.
_FAVOUR = {
    "es": r"(?:agradeceria(?:mos)?|le rogaria(?:mos)?|les rogaria(?:mos)?|le pediria(?:mos)?|les pediria"
    r"(?:mos)?)(?: mucho)? que",
    "it": r"(?:(?:le |vi |ti )?sare(?:i|mmo) grat[oaie]|(?:le |vi )?sare(?:i|mmo) riconoscent[ie]|apprezzerei"
    r"|apprezzeremmo|gradirei|gradiremmo)(?: molto)? (?:se|che)",
    "nl": r"(?:zou(?:den)? (?:het )?(?:op prijs stellen|fijn vinden|waarderen)|(?:ben|zijn) (?:u |je )?"
    r"dankbaar)"
    r"(?: \S+)?? als (?:u|jullie|je)",
    "pt": r"(?:agradecia|agradeceria|agradeciamos|agradeceriamos|pedia|pediria|pediamos|pediriamos)"
    r"(?:-lhe|-lhes|-vos)?(?: muito)?"
    r"(?: (?:a v\.? ?exa\.?|ao senhor|a senhora))? (?:que|se)",
}
_SUBJUNCTIVE = {
    "es": r"(?:elimin|borr|quit|sac|suprim)(?:ara|ase)n?",
    "it": r"(?:(?:cancell|elimin|lev)ass(?:e|imo|i|ero)|(?:rimuov|togli)ess(?:e|imo|i|ero)|(?:cancell|elimin"
    r"|lev)aste|(?:rimuov|togli)este)",
    "pt": r"(?:(?:apag|retir|tir|elimin)asse(?:m|is)?|(?:remov|exclu)(?:i)?esse(?:m|is)?|excluisse(?:m|is)?"
    r"|pudesse(?:m)? (?:remover|retirar|apagar|excluir|tirar|eliminar))",
}
# ... never an old address swapped for a new one ("que borrara mi dirección antigua de su lista y usara la
# nueva") nor an event's list of attendees ("de la lista de asistentes, ya no podremos ir a la feria")
_NOT_OLD = r"(?!(?: \S+){0,2}? (?:antigu?[oa]|viej[oa]|anterior|vecchi[oa]|precedente|velh[oa]|oude?)\b)"
_NOT_ATTENDEES = (
    r"(?! (?:de|dei|degli|delle|dos|das|van) (?:asistentes|participantes|partecipanti|invitati|inscritos"
    r"|convidados|deelnemers|genodigden)\b)"
)
MY_ADDRESS_AS_FAVOUR = rx(
    *(
        rf"{_FAVOUR[lang]} (?:\S+ )?{_SUBJUNCTIVE[lang]}(?: \S+)?? {_MINE[lang]}{_NOT_OLD}(?: \S+){{0,3}}?"
        rf" {_YOUR_LIST[lang]}{_NOT_ATTENDEES}"
        for lang in _SUBJUNCTIVE
    ),
    # Dutch, the verb last after "zou" ("als u mijn adres uit uw lijst zou willen verwijderen")
    rf"{_FAVOUR['nl']} {_MINE['nl']} {_YOUR_LIST['nl']} (?:zou(?:den)? )?(?:willen |kunnen )?"
    r"(?:verwijderen|halen"
    r"|schrappen)",
)
