"""My address deleted after asking how you got it ("How did you get my address? I never signed up for
anything. Delete it, please."), in every rule language: "it" is the address the question named, so the
reply asks to be removed. Pure data on fold()ed text, read by `removal.removal_request`.

Both are needed, the question first: "Where did you get my email? Just curious, send me the deck." and
"¿De dónde sacaron mi correo? No recuerdo haberme registrado." ask nothing removed, and "delete it" alone
("the report has a typo, delete it and resend") is about anything. The deletion is an imperative opening
a sentence, so "no need to delete it" and "I'll delete it myself" are none."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_MINE = {
    "en": r"my (?:e-?mail |work |personal |contact )?(?:address|e-?mail|details|contact details|contact)",
    "de": r"meine (?:e-?mail-?)?(?:adresse|kontaktdaten|daten)|meine e-?mail",
    "fr": r"mon (?:adresse(?: e-?mail| mail| courriel)?|e-?mail|mail|courriel|contact)|mes coordonnees",
    "es": r"mi (?:correo(?: electronico)?|direccion(?: de correo)?|e-?mail|mail|contacto)|mis datos",
    "it": r"(?:il )?mio (?:indirizzo(?: e-?mail| mail)?|e-?mail|mail|contatto)|i miei (?:dati|contatti)",
    "nl": r"mijn (?:e-?mail)?(?:adres|gegevens)|mijn e-?mail",
    "pt": r"(?:o )?meu (?:e-?mail|endereco(?: de e-?mail)?|contato|contacto)|(?:os )?meus dados",
}
_HOW = {
    "en": r"(?:how|where) did (?:you|your \w+) (?:get|find|obtain|come across|pick up|buy)(?: hold of)?"
    r"|(?:how|why) do you have|who gave you",
    "de": r"woher haben sie|woher kennen sie|wie sind sie an|wer hat ihnen|woher stammt",
    "fr": r"(?:ou|comment) avez-vous (?:eu|trouve|obtenu|recupere|achete)|qui vous a (?:donne|transmis)"
    r"|d'ou (?:tenez|sortez)-vous",
    "es": r"(?:de )?donde (?:sacaron|sacaste|saco|obtuvieron|obtuvo|consiguieron|consiguio|tienen|tiene)"
    r"|como (?:consiguieron|obtuvieron|consiguio|obtuvo|tienen|tiene)|quien les? (?:dio|paso)",
    "it": r"dove avete (?:preso|trovato|ottenuto|avuto)|come avete (?:avuto|ottenuto|trovato|preso)"
    r"|chi vi ha (?:dato|passato)",
    "nl": r"hoe (?:komt u|komen jullie|kom je|bent u|zijn jullie) (?:aan|aan mijn)|waar (?:heeft u|hebben"
    r" jullie|heb je) |wie heeft (?:u|jullie)",
    "pt": r"(?:de )?onde (?:conseguiram|obtiveram|arrumaram|pegaram|tiraram|conseguiu|obteve)"
    r"|como (?:conseguiram|obtiveram|conseguiu|obteve|tem)|quem (?:lhes|vos|te) (?:deu|passou)",
}
HOW_GOT = rx(*(rf"(?:{how}) (?:(?:\w+ ){{0,2}})?(?:{_MINE[lang]})" for lang, how in _HOW.items()))
# "Delete it, please.", "Please remove it from your list.", "Löschen Sie sie bitte.", "Supprimez-la.",
# "Bórrenlo.", "Cancellatelo.", "Verwijder het alstublieft.", "Apaguem-no." as a sentence's opening
_PLEASE = (
    r"(?:please |kindly |so |and |just |then |bitte |also |dann |merci de |veuillez |alors |por favor "
    r"|asi que "
    r"|per favore |quindi |dunque |graag |dus |dan |por favor |entao )?"
)
DELETE_IT = re.compile(
    r"(?:^|(?<=[.!?:;]\s)|(?<=[.!?:;]))" + _PLEASE + r"(?:"
    r"(?:delete|remove|erase) it|(?:loschen|entfernen) sie (?:sie|diese|die adresse|sie bitte)"
    r"|(?:supprimez|effacez|retirez)-la|la (?:supprimer|effacer|retirer)"
    r"|(?:borrenlo|borralo|borrelo|eliminenlo|eliminalo|eliminelo|borrenla|borrala|eliminenla|eliminala"
    r"|lo borran|lo eliminan|quitenlo)"
    r"|(?:cancellatelo|cancellalo|eliminatelo|eliminalo|cancellatela|eliminatela|lo cancelli|lo cancellate"
    r"|lo eliminate|lo elimini)"
    r"|verwijder (?:het|dat|het adres)|(?:wilt u|willen jullie) (?:het|dat) verwijderen"
    r"|(?:apaguem-no|apague-o|apaguem-o|excluam-no|exclua-o|removam-no|remova-o|apaga-o)"
    r")(?![\w-])"
)

# What "it" is when the reply names another thing between the question and the deletion ("How did you get
# my email? Anyway, the attachment you sent is corrupt. Please delete it and resend the PDF."): that
# thing, not my address.
ANOTHER_THING = re.compile(
    r"\b(?:attachment|file|draft|pdf|document|contract|proposal|presentation|deck|nda|version|folder"
    r"|template|invoice|report|archivo|adjunto|borrador|documento|contrato|propuesta|presentacion|carpeta"
    r"|plantilla|factura|datei|anhang|entwurf|dokument|vertrag|angebot|prasentation|ordner|vorlage|rechnung"
    r"|fichier|piece jointe|brouillon|contrat|proposition|dossier|modele|facture|allegato|bozza|contratto"
    r"|proposta|presentazione|cartella|modello|fattura|bijlage|bestand|concept|contract|offerte|presentatie"
    r"|map|factuur|anexo|ficheiro|arquivo|rascunho|apresentacao|pasta|modelo|fatura)\b"
)
# ... or what follows the deletion sends something again ("delete it and resend", "bórrenlo y envíen otro").
RESEND = re.compile(
    r"\s*(?:,\s*)?(?:and|und|et|y|e|en)\s+(?:re-?send|send|schick|senden|renvoy|envoy|envi|mand|stuur)"
)
