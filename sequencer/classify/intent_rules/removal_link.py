"""Where the removal link is, or how to use it: "where is your unsubscribe link?", "Wo ist Ihr
Abmeldelink?", "Waar is de afmeldlink?" (heldout_t's known gaps), in every rule language. Pure data on
fold()ed text, read by `removal.removal_request` like the other removal tables. The English and the Romance
words ("unsubscribe", "désinscription", "disiscrizione", "descadastro") read already; the German and Dutch
compounds and the Spanish and Italian "link de baja/di cancellazione" do not, so the question names them:
"wo ist/finde ich Ihren Abmeldelink", "wo kann ich mich abmelden" (read already), "waar is de
afmeldlink/afmeldknop", "dónde está el enlace de baja", "dov'è il link di cancellazione", "onde está o link
para sair da lista". Never our own link talked about ("unser Abmeldelink", `removal_topic`), nor a
statement about some link ("der Abmeldelink in Ihrem Tool ist praktisch"): only a question or a broken
link.
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_DE_LINK = r"(?:abmelde|austragungs|abbestell|optout|opt-out)-?(?:link|button|knopf|moglichkeit|funktion)"
_NL_LINK = r"(?:afmeld|uitschrijf)-?(?:link|knop|button|optie|mogelijkheid)"
_ES_LINK = r"(?:enlace|link|boton|opcion) (?:de|para (?:darme|darse|dar(?:nos)?)) (?:de )?baja"
_IT_LINK = r"(?:link|pulsante|tasto|opzione) (?:di|per la) (?:cancellazione|rimozione)"
_PT_LINK = r"(?:link|botao|opcao) (?:para|pra|de) (?:sair da lista|cancelar (?:a )?inscricao|remocao)"
_EN_LINK = r"(?:unsubscribe|opt[- ]?out|removal) (?:link|button|option)"
_BROKEN = (
    r"(?:funktioniert nicht|geht nicht|fehlt|werkt niet|ontbreekt|no funciona|falta|non funziona|manca"
    r"|nao funciona|esta quebrado|doesn't work|does not work|is broken|is missing)"
)

WHERE_LINK = rx(
    rf"(?:wo (?:ist|finde ich|finden wir|steht|gibt es)|wo ist denn) (?:\S+ ){{0,2}}?{_DE_LINK}",
    rf"(?:ihr|ihren|der|den|euer|euren|dein|deinen) {_DE_LINK} {_BROKEN}",
    rf"(?:waar (?:is|staat|vind ik|zit)) (?:\S+ ){{0,2}}?{_NL_LINK}",
    rf"(?:uw|jullie|de|je) {_NL_LINK} {_BROKEN}",
    rf"(?:donde (?:esta|encuentro|hay)) (?:\S+ ){{0,2}}?{_ES_LINK}",
    rf"(?:su|el|vuestro|tu) {_ES_LINK} {_BROKEN}",
    rf"(?:dov'e|dove (?:trovo|si trova|e)) (?:\S+ ){{0,2}}?{_IT_LINK}",
    rf"(?:il vostro|il suo|il) {_IT_LINK} {_BROKEN}",
    rf"(?:onde (?:esta|fica|encontro)) (?:\S+ ){{0,2}}?{_PT_LINK}",
    rf"(?:o seu|o vosso|o) {_PT_LINK} {_BROKEN}",
    rf"where(?: is|'s| do i find| can i find) (?:\S+ ){{0,2}}?{_EN_LINK}",
)

# The link asked about in the sender's own product or campaigns, in its sentence ("Waar zit de afmeldknop in
# jullie nieuwsbriefeditor?", "¿Dónde está el enlace de baja en su plantilla de newsletter?"): a product
# question, no removal (read by `removal_guards.other_things.spared`).
PRODUCT_LINK = re.compile(
    r"\b(?:\w*editor|tool|software|plantilla|template|vorlage|sjabloon|modelo|plataforma|platform|plattform"
    r"|piattaforma|app|builder|sistema|systeem|system|klanten|kunden|clientes|clienti|customers|campa\w+"
    r"|kampagne\w*|nieuwsbrieven|newsletters)\b"
)
