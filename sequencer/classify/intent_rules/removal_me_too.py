"""Someone taken off the list, and the sender too (review of 2026-12-06, fourteenth, an old gap): "Togli pure
Paolo dalla lista. E togli pure anche me", "Quita a Anna de la lista y a mí también", "Haal Pieter van jullie
lijst, en mij ook graag", "Tirem a Ana da lista, e a mim também", "rimuovi anche il mio indirizzo dalla
lista". English, German and French read it already ("take Sarah off your list, and me too": the other's
removal matches, and `removal_described.ME_TOO_AFTER` keeps it the sender's). Pure data on fold()ed text,
read by `removal.removal_request` with the same negation and scope checks.

Two forms:
- the other's removal off a list, then "and me too" in its sentence or right after it;
- a removal verb with "also me / also my address" and a list named in its sentence or in the one before.
And the reader taken off the sender's own file, then the same asked for the sender (`RECIPROCAL_REMOVAL`:
"We removed you from our file, please do the same with us").

Never the sender staying ("but not me", "ma non me", "pero a mí no": no me-too words then), never off a copy
or a thread (no list named), never someone else alone."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import PEOPLE

# a list of our mail, never of an event's people ("la lista dei relatori", "de lijst met sprekers", "a lista
# de convidados", `people_lists.PEOPLE`)
_LIST = (
    r"(?:lista|liste|listas|listen|lijst|lijsten|list|lists|mailing(?: list)?|mailinglijst|verzendlijst"
    r"|bestand|indirizzario|elenco|newsletter|nieuwsbrief|base de datos|base de dados|base|envios|verteiler"
    rf"|database|distribuzione|distribucion|diffusion)(?! (?:\w+ ){{0,2}}?{PEOPLE}\b)"
)
_OFF_IT = r"(?:dalla|dalle|dal|dai|dall'|da)"
_OFF_ES = r"(?:de|del)"
_OFF_NL = r"(?:van|uit)"
_OFF_PT = r"(?:da|das|do|dos|de)"
_WHOSE = (
    r"(?: (?:la|las|el|los|su|sus|vuestra|vuestras|tu|tus|vostra|vostre|tua|sua|la|le|il|jullie|uw|je|de|het"
    r"|vossa|vossas|sua|suas|tua|a|o|as|os))*"
)
# "and me too" in each language, in its sentence or the next: "e anche me", "y a mí también", "en mij ook",
# "e a mim também"
_ME_TOO = (
    r"(?:(?:e|y|en|and|und|et) )?(?:(?:togli(?:ete|etemi)?|rimuov\w*|cancell\w*|quit\w*|sac\w*|borr\w*"
    r"|elimin\w*|haal|verwijder\w*|schrap|tir\w*|remov\w*|apag\w*) )?(?:pure )?"
    r"(?:anche me|anche a me|pure me|anch'io|me compreso|a mi tambien|a mi igual|tambien a mi"
    r"|yo tambien|mij ook|mij eveneens|mij graag ook|ook mij|ik ook|a mim tambem|tambem a mim|eu tambem"
    r"|a mim igualmente)"
)
# the list, what may follow it in the clause, and "and me too"
_THEN_ME = rf"{_LIST}\b[^.!?\n]{{0,20}}?[.,;!]? *{_ME_TOO}\b"
# The reader taken off the sender's own file, then the same asked for the sender ("We removed you from our
# file, please do the same with us", "Nous vous avons retiré de notre fichier, faites de même"; the
# twenty-second review of 2026-12-07): a reciprocal removal. The tidying alone stays none
# (`removal_others.OWN_FILE_COUNTED_*`); the same asked only right after it, by a bare or polite imperative
# ("please don't do the same" has no such form), in its sentence or the next.
_OWN_FILE = (
    r"(?:\w+ )?(?:file|list|lists|mailing list|database|records|crm|contacts|fichier|liste|base"
    r"|base de donnees"
    r"|datei|liste|datenbank|kartei|verteiler|kontakte|lista|fichero|archivo|base de datos|contactos|elenco"
    r"|archivio|indirizzario|banca dati|rubrica|bestand|lijst|database|adressenbestand|ficheiro|base de dados"
    r"|contatos)\b"
)
# the rest of the tidying's clause, then a clause of its own for the same asked, ending there
_GAP = r"(?: [^.,;:!?\n]{1,30}?)?[.,;:!] *"
_POLITE = (
    r"(?:(?:so |and |then |now )?(?:please |kindly |could you |can you |would you |bitte |merci de |veuillez "
    r"|pourriez-vous |pouvez-vous |por favor,? |le rogamos |per favore,? |vi preghiamo di |graag |wilt u "
    r"|se faz favor,? |pedimos que |agradecemos que |e |et |y |und |en )*)"
)
_RECIPROCAL = (
    r"(?:(?:please )?do the same(?: (?:with|for) (?:us|me))?|return the favou?r|do likewise|reciprocate"
    r"|(?:faites|faire|faites-le|fassiez) (?:de meme|la meme chose|pareil)(?: (?:pour|avec) (?:nous|moi))?"
    r"|(?:tun|machen) sie (?:(?:bitte|doch) )?(?:das gleiche|dasselbe|desgleichen|es uns gleich|ebenso)"
    r"|(?:das gleiche|dasselbe) (?:bitte )?(?:auch )?(?:bei|mit) (?:uns|mir)"
    r"|(?:hagan|haga|haced|haz|hacer) lo mismo(?: (?:con|por) (?:nosotros|mi))?"
    r"|(?:fate|faccia|fai|fare) (?:lo stesso|altrettanto|la stessa cosa)(?: con (?:noi|me))?"
    r"|(?:doe|doet u|doen jullie|wilt u|kunt u) (?:(?:dan|ook|graag|bij ons|met ons) )*(?:hetzelfde|net zo"
    r"|ditzelfde)|hetzelfde (?:bij|met) ons"
    r"|(?:facam|faca|faz|fazer) o mesmo(?: (?:connosco|conosco|comigo|por nos))?)"
    r"(?= *(?:$|[.,;:!?)]|please|thanks|thank you|merci|s'il vous plait|svp|bitte|danke|por favor|gracias"
    r"|per favore|grazie|graag|alstublieft|aub|bedankt|obrigad[oa]))"
)
RECIPROCAL_REMOVAL = rx(
    rf"(?:we|i)(?: have|'ve)? (?:removed|deleted|taken|struck|unsubscribed|dropped|purged) you"
    rf" (?:off|from|out of) (?:our|my) {_OWN_FILE}{_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:nous|je) vous (?:avons|ai) (?:retire|supprime|desinscrit|raye|enleve|efface)s?e?s? de (?:notre|nos"
    rf"|mon|ma) {_OWN_FILE}{_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:wir|ich) (?:haben|habe) (?:sie|euch|dich) (?:aus|von) (?:unserer|unserem|unseren|meiner|meinem)"
    rf" {_OWN_FILE} (?:entfernt|geloscht|ausgetragen|gestrichen|genommen){_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:le|la|te|los|las|les|lo) (?:hemos|he) (?:eliminado|borrado|quitado|dado de baja|sacado|retirado)"
    rf" de (?:nuestra|nuestro|nuestras|nuestros|mi) {_OWN_FILE}{_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:vi|la|ti|l'|li|le) ?(?:abbiamo|ho) (?:rimoss|cancellat|tolt|eliminat)[oaie] (?:dal|dalla|dai|dalle)"
    rf" (?:nostr[oaie]|mi[oa]) {_OWN_FILE}{_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:wij|we|ik) (?:hebben|heb) (?:u|jullie|je) (?:uit|van) (?:ons|onze|mijn) {_OWN_FILE}"
    rf" (?:verwijderd|gehaald|geschrapt|afgemeld){_GAP}{_POLITE}{_RECIPROCAL}",
    rf"(?:nos )?(?:(?:o|a|os|as|vos) )?(?:removemos|retiramos|excluimos|apagamos|tiramos|eliminamos)"
    rf"(?:-(?:o|a|os|as|vos))? (?:da|do|das|dos) (?:nossa|nosso|nossas|nossos|minha|meu) {_OWN_FILE}{_GAP}"
    rf"{_POLITE}{_RECIPROCAL}",
)
ME_TOO_REMOVAL = rx(
    # the other's removal off a list, then "and me too"
    rf"(?:togli|togliete|rimuovi|rimuovete|cancella|cancellate|elimina|eliminate|levate|leva)(?: pure)?"
    rf" [^.!?\n]{{1,40}}? {_OFF_IT}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:quita|quiten|quitad|saca|saquen|sacad|borra|borren|borrad|elimina|eliminen|eliminad|da de baja"
    rf"|den de baja|dad de baja)(?: a)? [^.!?\n]{{1,40}}? {_OFF_ES}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:haal|haalt|verwijder|verwijdert|schrap|schrapt)"
    rf" [^.!?\n]{{1,40}}? {_OFF_NL}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:tirem|tira|removam|remova|retirem|retira|apaguem|apague|excluam|exclua)(?: a| o)? [^.!?\n]{1,40}?"
    rf" {_OFF_PT}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    # a removal verb with "also me / also my address", the list named in its sentence or the one before
    rf"{_LIST}\b[^\n]{{0,80}}?(?:[.!;] +)?(?:e |y |en )?(?:togli(?:ete)?|rimuovi|rimuovete|cancella"
    rf"|cancellate|elimina|eliminate)(?: pure)? (?:anche|pure)"
    r" (?:me|il mio indirizzo|la mia (?:e-?mail|mail|casella))\b",
    rf"(?:togli(?:ete)?|rimuovi|rimuovete|cancella|cancellate|elimina|eliminate)(?: pure)? (?:anche|pure)"
    rf" (?:me|il mio indirizzo|la mia (?:e-?mail|mail|casella)) {_OFF_IT}{_WHOSE} (?:\w+ )?{_LIST}\b",
)
