"""Our address taken out of your file, in the formal register ("Wij verzoeken u ons adres uit uw bestand te
verwijderen", "unsere Adresse aus Ihrer Datei zu entfernen", "retirer notre adresse de votre fichier", "que
elimine nuestra dirección de su archivo", "cancellare il nostro indirizzo dal vostro archivio", "retire o
nosso endereço do seu ficheiro", "remove our address from your database"): the file is the sender's
mailing database. Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

The address, details or data are "ours" or "mine"; the file is a database, a mailing list, a file of
addresses: "remove the old address from the invoice" and "update your records" are no removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

FILE_REMOVAL = rx(
    # English
    r"(?:remove|delete|erase|strike|take) (?:our|my) (?:e-?mail |contact )?(?:address|details|data)"
    r" (?:from|off|out of) (?:your|the) (?:\w+ )?(?:database|mailing list|mailing|list|address file)",
    # German: verb first, or verb last after "zu"
    r"(?:entfernen|loschen|streichen|nehmen) sie (?:bitte )?(?:unsere|meine) (?:e-?mail-?)?(?:adresse|daten"
    r"|kontaktdaten) (?:aus|von) (?:ihrer|ihrem|der|dem|eurer|eurem) (?:\w*datei|\w*datenbank|\w*kartei"
    r"|verteiler|\w*liste)",
    r"(?:unsere|meine) (?:e-?mail-?)?(?:adresse|daten|kontaktdaten) (?:aus|von) (?:ihrer|ihrem|der|dem|eurer"
    r"|eurem) (?:\w*datei|\w*datenbank|\w*kartei|verteiler|\w*liste) (?:zu )?(?:entfernen|loschen|streichen"
    r"|nehmen|austragen)",
    # French
    r"(?:retirer|supprimer|effacer|rayer|retirez|supprimez|effacez|rayez|retiriez|supprimiez|effaciez)"
    r" (?:notre|mon|nos|mes) (?:adresse|coordonnees|donnees)(?: e-?mail| mail| courriel)? (?:de|du|des)"
    r" (?:votre|vos|ce|ces) (?:fichiers?|bases? de donnees|listes?|listes de diffusion)",
    # Spanish
    r"(?:elimine|eliminen|borre|borren|suprima|supriman|retire|retiren|quite|quiten|eliminar|borrar|suprimir"
    r"|retirar|quitar) (?:nuestra|mi|nuestros|mis) (?:direccion|datos|correo)(?: de correo(?: electronico)?"
    r"| electronica| electronico)? de (?:su|sus|vuestro|vuestra|vuestros) (?:archivos?|ficheros?|bases? de"
    r" datos|listas?(?: de distribucion| de correo)?)",
    # Italian
    r"(?:cancellare|rimuovere|eliminare|togliere|cancelli|cancellate|rimuova|rimuovete|elimini|eliminate"
    r"|tolga|togliete) (?:il |i )?(?:nostro|mio|nostri|miei) (?:indirizzo|dati|contatto|nominativo)"
    r"(?: e-?mail| di posta(?: elettronica)?)? (?:dal|dai|dalla|dalle) (?:vostro |suo |vostra |sua |vostri"
    r" |sue |vostre )?(?:archivio|archivi|database|lista|liste|indirizzario|elenco)",
    # Dutch: verb first, or verb last after "te"
    r"(?:verwijder|verwijdert u|wis|schrap) (?:ons|mijn) (?:e-?mail)?adres (?:uit|van) (?:uw|jullie|je|het"
    r"|de) (?:\w*bestand(?:en)?|database|\w*lijst|systeem)",
    r"(?:ons|mijn) (?:e-?mail)?adres (?:uit|van) (?:uw|jullie|je|het|de) (?:\w*bestand(?:en)?|database"
    r"|\w*lijst|systeem) (?:te )?(?:verwijderen|halen|schrappen|wissen)",
    # Portuguese
    r"(?:retire|retirem|remova|removam|apague|apaguem|elimine|eliminem|exclua|excluam|retirar|remover|apagar"
    r"|eliminar|excluir) (?:o )?(?:nosso|meu) (?:endereco|contacto|contato|e-?mail)(?: de e-?mail"
    r"| eletronico| de correio eletronico)? (?:do|da|dos|das) (?:seu |sua |vosso |vossa |seus |suas )?"
    r"(?:ficheiros?|bases? de dados|listas?|arquivos?|cadastro|registos?)",
)

# the sender's business (a practice, a shop, a restaurant, ...), alone or with my details, out of your file
_BUSINESS = (
    r"(?:practice|surgery|clinic|business|company|restaurant|shop|store|salon|hotel|cafe|bakery|gym|studio"
    r"|bar|pub|b&b|guesthouse|pharmacy|branch|office)"
)
_DETAILS_TOO = (
    r"(?: and (?:my|our|its|all (?:my|our|its)) (?:\w+ )?(?:details|data|address(?:es)?|contacts?))?"
)
BUSINESS_REMOVAL = rx(
    # English (heldout_bh: "Please remove this practice and my details from your database")
    rf"(?:remove|delete|erase|strike|take|wipe) (?:this|our|the) {_BUSINESS}{_DETAILS_TOO} (?:from|off|out"
    r" of) (?:your|the|all your|any of your) (?:\w+ )?(?:database|mailing list|mailing|lists?|records|system"
    r"|crm|address file)",
    # German
    r"(?:entfernen|loschen|streichen|nehmen) sie (?:bitte )?(?:unsere|unser|diese|dieses) (?:praxis|firma"
    r"|geschaft|restaurant|hotel|salon|laden|betrieb|backerei|filiale|kanzlei|apotheke)(?: und (?:meine"
    r"|unsere) (?:\w+ )?(?:daten|adressen?|kontaktdaten))? (?:aus|von) (?:ihrer|ihrem|der|dem|eurer|eurem"
    r"|allen) (?:\w*datei|\w*datenbank|\w*kartei|verteiler\w*|\w*listen?|\w*system|crm)",
    r"(?:unsere|unser|diese|dieses) (?:praxis|firma|geschaft|restaurant|hotel|salon|laden|betrieb|backerei"
    r"|filiale|kanzlei|apotheke)(?: und (?:meine|unsere) (?:\w+ )?(?:daten|adressen?|kontaktdaten))? (?:aus"
    r"|von) (?:ihrer|ihrem|der|dem|eurer|eurem|allen) (?:\w*datei|\w*datenbank|\w*kartei|verteiler\w*"
    r"|\w*listen?|\w*system|crm) (?:zu )?(?:entfernen|loschen|streichen|nehmen|austragen)",
    # French
    r"(?:retirer|supprimer|effacer|rayer|retirez|supprimez|effacez|rayez|retiriez|supprimiez|effaciez)"
    r" (?:notre|ce|cette|le|la) (?:cabinet|clinique|restaurant|boutique|magasin|salon|hotel|commerce"
    r"|societe|entreprise|boulangerie|pharmacie)(?: et (?:mes|nos) (?:coordonnees|donnees|adresses?))?"
    r" (?:de|du|des) (?:votre|vos|ce|ces) (?:fichiers?|bases? de donnees|listes?|listes de diffusion)",
    # Spanish
    r"(?:elimine|eliminen|borre|borren|suprima|supriman|retire|retiren|quite|quiten|eliminar|borrar|suprimir"
    r"|retirar|quitar) (?:nuestra|nuestro|esta|este|la|el) (?:clinica|consulta|empresa|tienda|restaurante"
    r"|peluqueria|hotel|negocio|farmacia|panaderia|gimnasio)(?: y (?:mis|nuestros) datos)? de (?:su|sus"
    r"|vuestro|vuestra|vuestros|vuestras) (?:archivos?|ficheros?|bases? de datos|listas?(?: de distribucion"
    r"| de correo)?)",
    # Italian
    r"(?:cancellare|rimuovere|eliminare|togliere|cancelli|cancellate|rimuova|rimuovete|elimini|eliminate"
    r"|tolga|togliete) (?:il nostro|la nostra|questo|questa|lo|il|la) ?(?:studio|clinica|ristorante|negozio"
    r"|salone|hotel|attivita|azienda|panificio|farmacia|palestra)(?: e i (?:miei|nostri) dati)? (?:dal|dai"
    r"|dalla|dalle) (?:vostro |suo |vostra |sua |vostri |sue |vostre )?(?:archivio|archivi|database|lista"
    r"|liste|indirizzario|elenco)",
    # Dutch: verb first, or verb last after "te"
    r"(?:verwijder|verwijdert u|wis|schrap|haal) (?:onze|ons|deze|dit) (?:praktijk|zaak|winkel|bedrijf"
    r"|restaurant|hotel|salon|kapsalon|bakkerij|apotheek|vestiging)(?: en mijn (?:\w+ )?gegevens)? (?:uit"
    r"|van) (?:uw|jullie|je|het|de) (?:\w*bestand(?:en)?|database|\w*lijst|systeem)",
    r"(?:onze|ons|deze|dit) (?:praktijk|zaak|winkel|bedrijf|restaurant|hotel|salon|kapsalon|bakkerij"
    r"|apotheek|vestiging)(?: en mijn (?:\w+ )?gegevens)? (?:uit|van) (?:uw|jullie|je|het|de) (?:\w*bestand"
    r"|database|\w*lijst|systeem) (?:te )?(?:verwijderen|halen|schrappen|wissen)",
    # Portuguese
    r"(?:retire|retirem|remova|removam|apague|apaguem|elimine|eliminem|exclua|excluam|retirar|remover|apagar"
    r"|eliminar|excluir) (?:a nossa|o nosso|esta|este|a|o) (?:clinica|consultorio|empresa|loja|restaurante"
    r"|salao|hotel|farmacia|padaria|ginasio)(?: e os (?:meus|nossos) dados)? (?:do|da|dos|das) (?:seu |sua"
    r" |vosso |vossa |seus |suas )?(?:ficheiros?|bases? de dados|listas?|arquivos?|cadastro|registos?)",
)
