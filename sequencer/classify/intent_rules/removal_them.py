"""My details named, then "delete them from your CRM" (heldout_aa: "I don't recall ever giving Acme my
details. Please delete them from your CRM and from your sequences"), in every rule language: "meine Daten
... löschen Sie sie aus Ihrem CRM", "mes coordonnées ... supprimez-les de votre CRM", "mis datos ...
bórrelos de su base de datos", "i miei dati ... cancellateli dal vostro CRM", "mijn gegevens ... verwijder
ze uit uw CRM", "os meus dados ... apaguem-nos do vosso CRM". Pure data on fold()ed text, read by
`removal_late.details_then_deleted`: `THEM_OUT` after `MY_DETAILS`, no negation right before it ("please don't
delete them from your CRM").

The pronoun stands for the sender's own details named just before (at most about a sentence between), and
they go out of our systems (the CRM, the sequences, the database, the lists): "the duplicates ... delete
them from your CRM" and "my details are in the invoice, delete them from the draft" are none, and so are
the old details replaced ("my email address has changed ..., please remove it from your CRM and use the
new one", `DETAILS_REPLACED`) and something else fronted before the verb ("the old invoices, remove them
from your system", `OTHER_BETWEEN`)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# the sender's own details, named first ("I never gave Acme my details")
MY_DETAILS = rx(
    r"my (?:contact |personal )?(?:details|data|information|info|contact info|e-?mail address|address)",
    r"meine (?:kontakt|personen)?(?:daten|angaben|e-?mail-?adresse|adresse)",
    r"mes (?:coordonnees|donnees|informations)|mon (?:adresse|e-?mail)",
    r"mis (?:datos|datos de contacto)|mi (?:direccion|correo)",
    r"i miei (?:dati|contatti|recapiti)|il mio (?:indirizzo|contatto)",
    r"mijn (?:persoons|contact)?(?:gegevens|e-?mailadres|adres)",
    r"(?:os )?meus (?:dados|contactos|contatos)|(?:o )?meu (?:endereco|e-?mail)",
)
# ... or the address we write to, named as "this address" or "this mailbox" (heldout_av, a shared legal
# mailbox: "This address is a monitored legal mailbox and is not to be used for marketing. Remove it from
# all your lists"), in every rule language
THIS_MAILBOX = rx(
    r"this (?:e-?mail |shared |generic )?(?:address|mailbox|inbox)",
    r"diese (?:e-?mail-?)?adresse|dieses (?:\w+)?postfach",
    r"cette adresse(?: e-?mail| mail| courriel)?|cette boite(?: mail| aux lettres| de reception)?",
    r"esta direccion(?: de correo)?(?: electronico)?|este buzon",
    r"questo indirizzo(?: e-?mail| di posta)?|questa casella(?: di posta| e-?mail)?",
    r"dit (?:e-?mail)?adres|deze (?:gedeelde )?(?:mailbox|inbox)",
    r"este endereco(?: de e-?mail)?|esta caixa(?: de correio| de e-?mail| postal)?",
)
# ... then a pronoun for them taken out of our systems ("please delete them from your CRM")
THEM_OUT = rx(
    # English
    r"(?:delete|remove|erase|purge|wipe|take) (?:them|it) (?:out of|off|from) (?:your|the|all (?:of )?your)"
    r" (?:crm|database|systems?|sequences?|(?:mailing )?lists?|records|files|cadences?|prospecting tool"
    r"|contact list)",
    # German
    r"(?:loschen|entfernen|streichen|nehmen) sie (?:sie|diese|die) (?:bitte )?(?:aus|von) (?:ihrem|ihrer"
    r"|ihren|eurem|eurer|dem|der|allen) (?:crm|\w*datenbank|\w*system|\w*systemen|sequenzen|\w*listen?"
    r"|verteiler|\w*kartei)",
    # French
    r"(?:supprimez|effacez|retirez)-(?:les|la|le) (?:de|du|des) (?:votre|vos|ce) (?:crm|base de donnees"
    r"|bases de donnees|systemes?|sequences?|listes?|fichiers?)",
    # Spanish
    r"(?:borrelos|borrenlos|eliminelos|eliminenlos|borrela|borrenla|eliminela|eliminenla|quitenlos|quitelos"
    r"|borradlos|eliminadlos|quitenla|quitela|borradla|eliminadla)"
    r" de (?:su|sus|vuestro|vuestra|vuestros|vuestras) (?:crm|base de datos|bases de"
    r" datos|sistemas?|secuencias|listas?|ficheros?|archivos?)",
    # Italian
    r"(?:cancellateli|rimuoveteli|eliminateli|cancellatelo|rimuovetelo|eliminatelo|li cancelli|li rimuova"
    r"|li elimini|cancellatela|rimuovetela|eliminatela|la cancelli|la rimuova|la elimini)"
    r" (?:dal|dai|dalla|dalle) (?:vostro |vostri |vostra |vostre |suo |sua )?(?:crm|database"
    r"|sistemi|sistema|sequenze|liste|lista|archivi|archivio)",
    # Dutch
    r"(?:verwijder|wis|haal) (?:ze|die|het|dat)(?: \S+)? uit (?:uw|jullie|je|het|de|alle) (?:crm|database"
    r"|\w*systeem|\w*systemen|sequenties|\w*lijsten|\w*lijst|\w*bestand|bestanden)",
    # Portuguese
    r"(?:apaguem|apague|eliminem|elimine|removam|remova|excluam|exclua|retirem|retire)-(?:nos|os|no|o|na|a)"
    r" (?:do|dos|da|das) (?:vosso |seu |vossa |sua |vossos |seus )?(?:crm|base de dados|bases de dados"
    r"|sistemas?|sequencias|listas?|ficheiros?|cadastro|registos?)",
)

# ... never when the pronoun stands for something else named in between, fronted before the verb ("My
# address is on the invoice; the old invoices, remove them from your system") ...
OTHER_BETWEEN = re.compile(
    r"[.;:,]\s*(?:the|those|these|der|die|das|les|los|las|gli|le|de|het|deze|os|as|l')\s*\w+(?: \w+){0,2},"
)
# ... nor for the old details replaced by new ones, said between or after in the sentence ("My email
# address has changed to jan@new.example, please remove it from your CRM and use the new one")
DETAILS_REPLACED = re.compile(
    r"(?<![\w@.])(?:changed|new|old|geandert|neue\w*|alte\w*|changee?s?|nouve\w*|ancien\w*|cambiad\w*|nuev\w*"
    r"|antigu\w*|cambiat\w*|nuov\w*|vecchi\w*|gewijzigd|veranderd|nieuwe|oude|mudou|mudaram|alterad\w*"
    r"|nov[oa]s?|antig[oa]s?)(?![\w@])"
)
