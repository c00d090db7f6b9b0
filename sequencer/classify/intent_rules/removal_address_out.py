"""This address (or mine) out of your lists, the address the subject: "Could you make sure this address comes
out of your sequences?", "Please make sure my address is removed from your list", "que cette adresse soit
retirée de vos listes", "dass meine Adresse aus Ihrem Verteiler genommen wird", "que mi dirección sea
eliminada de sus listas", "che questo indirizzo venga rimosso dalle vostre liste", "dat dit adres uit uw
bestand verwijderd wordt", "que meu e-mail seja removido da sua lista" (heldout_y), in every rule language.
Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

Only this address or the sender's own ("this", "my", "our"), never "the old address" (an address update,
"make sure the old address is removed from your list, use this one") nor someone else's; the list is ours
(your list, sequences, mailings, database); "make sure my address is NOT removed" is refused by the usual
negation check, and "my address is on your list" or "comes from your list" names no removal.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_LIST = (
    r"(?:all (?:of )?|any (?:of )?)?(?:your|these|those) (?:\w+ )?(?:lists?|database|mailing\w*|sequences?"
    r"|campaigns?|records|crm|system|distribution(?: lists?)?|follow[- ]?ups|cadences?)"
)
_DE_LIST = (
    r"(?:aus|von) (?:allen |all )?(?:ihrem|ihrer|ihren|eurem|eurer|euren) (?:\w+-?)?(?:verteilern?|listen?"
    r"|datenbank|mailings?|mailingliste|kartei|sequenzen|system|adressbestand)"
)
_FR_LIST = (
    r"(?:de|des|du) (?:toutes )?(?:vos|votre|ces) (?:\w+ )?(?:listes?|fichiers?|bases?|envois|sequences"
    r"|relances|mailings?)"
)
_ES_LIST = (
    r"(?:de|del) (?:todas )?(?:sus|su|vuestra|vuestras|vuestros) (?:\w+ )?(?:listas?|bases?|envios"
    r"|secuencias|registros|listados?|mailings?)"
)
_IT_LIST = (
    r"(?:dalla|dalle|dai|dal|dall'|da tutte le) ?(?:vostra |vostre |vostri |vostro |sua |sue )(?:\w+ )?"
    r"(?:lista|liste|database|archivio|archivi|elenco|elenchi|mailing|indirizzario|sequenze|invii)"
)
_NL_LIST = (
    r"(?:uit|van) (?:al )?(?:jullie|uw|je) (?:\w+ )?(?:\w*lijst(?:en)?|\w*bestand(?:en)?|database"
    r"|mailings?|reeksen|sequenties)"
)
_PT_LIST = (
    r"d(?:a|as|o|os) (?:vossa |sua |vossas |suas |vosso |seu |seus )(?:\w+ )?(?:lista|listas|base|bases"
    r"|mailing|cadastro|sistema|sequencias)"
)

ADDRESS_OUT = rx(
    # English ("make sure this address comes out of your sequences", "my email is removed from your list")
    r"\b(?:this|my|our) (?:e-?mail )?(?:address|e-?mail|contact details|details)(?: \([^()]{0,60}\))?"
    r" (?:(?:comes?|goes|go|gets?) (?:out of|off)|(?:is|are|gets?|be|been) (?:(?:permanently|completely"
    rf"|fully) )?(?:removed|taken|deleted|struck|dropped|erased|pulled)(?: out)? (?:of|off|from)) {_EN_LIST}",
    # German ("dass meine Adresse aus Ihrem Verteiler genommen wird")
    r"\b(?:diese|meine|unsere) (?:e-?mail-?)?adresse (?:\w+ )?"
    rf"{_DE_LIST} (?:(?:heraus)?genommen|entfernt|gestrichen|geloscht|verschwindet|rauskommt|herauskommt)",
    # French ("que cette adresse soit retirée de vos listes", "que mon adresse sorte de vos fichiers")
    r"\b(?:cette|mon) (?:adresse|e-?mail|courriel)(?: e-?mail| mail| courriel)? (?:(?:soit|est|sera) (?:bien"
    r" )?"
    rf"(?:retiree|supprimee|enlevee|effacee|rayee|retire|supprime|enleve|efface)|sorte|sort) {_FR_LIST}",
    # Spanish ("que mi dirección sea eliminada de sus listas", "que este correo salga de sus envíos")
    r"\b(?:esta|mi|este) (?:direccion|correo|e-?mail)(?: de correo)?(?: electronico)? (?:(?:sea|quede|es)"
    r" (?:eliminad[ao]|borrad[ao]|retirad[ao]|quitad[ao]|excluid[ao]|dad[ao] de baja|fuera)"
    rf"|salga|se elimine|se borre|se quite) {_ES_LIST}",
    # Italian ("che questo indirizzo venga rimosso dalle vostre liste", "che la mia mail sia tolta")
    r"\b(?:questo|il mio|la mia|questa) (?:indirizzo|e-?mail|mail)(?: e-?mail)? (?:venga|sia|viene|esca)"
    rf"(?: (?:rimoss[oa]|tolt[oa]|cancellat[oa]|eliminat[oa]|depennat[oa]))? {_IT_LIST}",
    # Dutch ("dat dit adres uit uw bestand verwijderd wordt")
    rf"\b(?:dit|mijn) (?:e-?mail)?adres {_NL_LIST} (?:wordt |gaat |is )?(?:verwijderd|gehaald|geschrapt)",
    # Portuguese ("que meu e-mail seja removido da sua lista", "que este endereço saia das suas listas")
    r"\b(?:este|meu|o meu) (?:endereco|e-?mail)(?: de e-?mail)? (?:(?:seja|e|vai ser|fique) (?:removid[oa]"
    rf"|retirad[oa]|excluid[oa]|apagad[oa]|fora)|saia) {_PT_LIST}",
)
