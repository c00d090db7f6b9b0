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
    r"|de) (?:\w*bestand|database|\w*lijst|systeem)",
    r"(?:ons|mijn) (?:e-?mail)?adres (?:uit|van) (?:uw|jullie|je|het|de) (?:\w*bestand|database|\w*lijst"
    r"|systeem) (?:te )?(?:verwijderen|halen|schrappen|wissen)",
    # Portuguese
    r"(?:retire|retirem|remova|removam|apague|apaguem|elimine|eliminem|exclua|excluam|retirar|remover|apagar"
    r"|eliminar|excluir) (?:o )?(?:nosso|meu) (?:endereco|contacto|contato|e-?mail)(?: de e-?mail"
    r"| eletronico| de correio eletronico)? (?:do|da|dos|das) (?:seu |sua |vosso |vossa |seus |suas )?"
    r"(?:ficheiros?|bases? de dados|listas?|arquivos?|cadastro|registos?)",
)
