"""Our removal link named and its use declined, never a removal nor a no (heldout_dg: an Italian reader
reporting that the «annulla iscrizione» link under our mail leads to an error page, "non ho intenzione di
usarlo", fix it before someone gets angry): "the unsubscribe link at the bottom gives a 404, I'm not going to
use it", "der Abmeldelink geht nicht, ich werde ihn aber nicht benutzen", "le lien de désinscription renvoie
une erreur, je ne compte pas l'utiliser", "el enlace para darse de baja da error, no pienso usarlo", "il
link per disiscriversi non funziona, non ho intenzione di usarlo", "de afmeldlink werkt niet, ik ga hem
niet gebruiken", "o link de descadastro dá erro, não pretendo usá-lo". Pure data on fold()ed text, read by
`removal_guards.as_a_topic.link_unused` (the removal word a link's label, `LINK_BEFORE`/`LINK_AFTER`, its use
declined after it, `NOT_USED`) and by `intent_no.mail_declined` (the leaning no of the declining is about the
link).

Only a use declined by will or plan ("won't", "not going to", "no intention of", "je ne compte pas", "no
pienso", "non ho intenzione", "ik ga ... niet", "não pretendo"): a link that cannot be used ("I can't use
your unsubscribe link", "il link non funziona, non riesco a usarlo") is a removal tried, and stays one; so
does a removal asked anywhere else in the reply ("I won't use the link, just remove me"). The removal itself
disowned after the link's report ("I'm not asking to be taken off", "je ne demande pas à être désinscrit",
`DISOWNED`) is declined as well.

Nor a remark on the link's look or place, with nothing asked in its sentence (`LOOKS`, the second review of
2026-12-07: "Unsubscribe links in your emails are tiny, just saying. Otherwise great content", "der
Abmeldelink ist winzig", "le lien de désinscription est tout petit", "el enlace para darse de baja es
diminuto"): a comment on our mail. A request beside it ("your unsubscribe link is tiny, so please just take
me off") or the link not found or not usable by the sender (`NOT_FOUND`: "I couldn't find your unsubscribe
link, it's so tiny") stays a removal."""

from __future__ import annotations

import re

# the removal word as a link's or a button's label: the link noun up to three words before it ("il link
# «annulla iscrizione»", "le lien de désinscription", "el enlace para darse de baja") or right after it
# ("the unsubscribe link", "o link de descadastro")
LINK_BEFORE = re.compile(
    r"\b(?:link|links|lien|liens|enlace|enlaces|boton|bouton|button|knop|knopf|pulsante|tasto|botao)"
    r"(?: [^\s.!?;:]+){0,3} ?[«\"'“„‘]? ?$"
)
LINK_AFTER = re.compile(r"^ ?[»\"'”“’]? ?(?:link|links|button|knop|knopf|lien)\b")
# the use declined by will or plan, in every rule language
_WORDS = r"(?:[^\s.!?;:]+ )"
NOT_USED = re.compile(
    # English: "I'm not going to use it", "I won't click it", "no intention of using it"
    r"\b(?:not|won't|will not|don't|do not|never|no intention of|no plans? to)"
    r"(?: (?:going|planning|intending|about|plan|intend|need|want|mean) to)?"
    r" (?:use|using|click|clicking|hit|hitting|press|pressing)(?: on)?"
    r" (?:it|that|the link|that link|this link|the button)\b"
    # German: "ich werde ihn nicht benutzen", "ich habe nicht vor, ihn zu nutzen" (never "ich kann ihn nicht
    # nutzen": a link that cannot be used)
    r"|(?<!kann )(?<!konnte )(?<!kann ich )(?<!konnte ich )\b(?:ihn|es|den link|darauf|drauf)"
    rf" {_WORDS}{{0,3}}?nicht (?:zu )?(?:nutzen|benutzen|verwenden|klicken|anklicken|anzuklicken)\b"
    r"|\bnicht vor,? (?:ihn|es|den link) (?:zu )?(?:nutzen|benutzen|verwenden|anzuklicken)\b"
    # French: "je ne compte pas l'utiliser", "je ne l'utiliserai pas", "pas l'intention de cliquer dessus"
    r"|\b(?:ne|n') (?:compte|vais|pense|veux) pas (?:l'utiliser|m'en servir|cliquer dessus)"
    r"|\bne (?:l'utiliserai|m'en servirai) pas"
    r"|\bpas (?:l'intention|envie|besoin) de (?:l'utiliser|m'en servir|cliquer)"
    # Spanish: "no pienso usarlo", "no lo voy a usar", "no tengo intención de usarlo"
    r"|\bno (?:pienso|voy a|tengo (?:intencion|pensado) de|quiero|necesito|lo voy a|lo pienso|lo)"
    rf" {_WORDS}?(?:usar|usarlo|utilizar|utilizarlo|usare|utilizare|pulsar|pulsarlo)\b"
    # Italian: "non ho intenzione di usarlo", "non lo userò", "non intendo usarlo"
    r"|\bnon (?:ho (?:intenzione|in mente) di|intendo|penso di|voglio|lo|ho bisogno di)"
    rf" {_WORDS}?(?:usarlo|utilizzarlo|usare|utilizzare|usero|utilizzero|cliccarci|cliccare|cliccarlo)\b"
    # Dutch: "ik ga hem niet gebruiken", "ik ben niet van plan hem te gebruiken", "ik zal er niet op klikken"
    # (never "ik kan hem niet gebruiken")
    r"|(?<!kan )(?<!kon )(?<!kan ik )(?<!kon ik )\b(?:hem|het|die|deze|de link|er)"
    rf" {_WORDS}{{0,2}}?niet {_WORDS}?(?:gebruiken|op klikken|aanklikken)\b"
    r"|\bniet van plan (?:om )?(?:hem|het|die|de link|er) (?:te gebruiken|op te klikken)\b"
    # Portuguese: "não pretendo usá-lo", "não o vou usar", "não tenciono clicar"
    r"|\bnao (?:pretendo|vou|tenciono|tenho intencao de|quero|preciso de|o vou|o)"
    rf" {_WORDS}?(?:usar|usa-lo|utilizar|utiliza-lo|usarei|clicar)\b"
)

# ... or the removal itself disowned, the link only reported (heldout_dp: "the unsubscribe link goes to a page
# that doesn't load. I'm not asking to be taken off - I just thought you'd want to know")
DISOWNED = re.compile(
    r"\b(?:not|n't) (?:asking|requesting|trying|wanting|looking) (?:you )?to (?:be (?:taken off|removed"
    r"|unsubscribed)|take me off|remove me|unsubscribe)\b|\bi (?:don't|do not) want to (?:unsubscribe|be"
    r" (?:removed|taken off))\b"
    r"|\b(?:mochte|will|wollte) (?:mich )?(?:damit )?nicht (?:abmelden|austragen|ausgetragen werden)"
    r"|\bbitte nicht darum,? (?:ausgetragen|abgemeldet) zu werden"
    r"|\bne (?:demande|cherche|veux) pas (?:a etre (?:desinscrit|desabonne|retire)e?|(?:a )?me desinscrire)"
    r"|\bno (?:estoy pidiendo|pido|quiero|busco) (?:que me den de baja|darme de baja|ser dado de baja)"
    r"|\bnon (?:sto chiedendo|chiedo|voglio) (?:di essere (?:cancellat|rimoss)[oa]|di disiscrivermi"
    r"|disiscrivermi)"
    r"|\bik (?:vraag|wil) (?:me )?niet (?:om )?(?:uitgeschreven|afgemeld) te worden|\bik wil me niet"
    r" (?:uitschrijven|afmelden)"
    r"|\bnao (?:estou (?:pedindo|a pedir)|peco|quero|pretendo) (?:para ser (?:descadastrad|removid)[oa]|me"
    r" descadastrar|ser (?:descadastrad|removid)[oa])"
)

# our removal link named anywhere in the reply, for the leaning no of its declining
# (`intent_no.mail_declined`): "non ho intenzione di usarlo" alone is a no to the product
_REMOVAL_WORD = (
    r"(?:unsubscrib\w*|opt-?out|remove me|abmelde\w*|austrag\w*|abbestell\w*|desinscri\w*|desabonn\w*"
    r"|(?:darse|darme|dar) de baja|baja|disiscri\w*|annulla(?:re)? (?:l'|la )?iscrizione|cancellazione"
    r"|afmeld\w*|uitschrijv\w*|descadastr\w*|cancelar (?:a )?inscricao|sair da lista)"
)
LINK_NAMED = re.compile(
    rf"\b(?:link|lien|enlace|boton|bouton|button|knop|knopf|pulsante|tasto|botao)(?: \S+){{0,3}}? [«\"'“„‘]?"
    rf"{_REMOVAL_WORD}|\b{_REMOVAL_WORD} [»\"'”“’]? ?(?:link|button|knop)\b"
    r"|\b(?:abmelde|austragungs|abbestell|afmeld|uitschrijf|opt-?out)-?(?:link|button|knopf|knop)\b"
)

# ... or the link another sender's, named by its owner ("I clicked their unsubscribe link three times",
# "j'ai cliqué sur leur lien de désabonnement et rien n'y fait", heldout_du: another firm's newsletter, asked
# about): a report about their mail, no removal from ours. Only the possessives that never mean the reader:
# "their", "leur(s)", "(il) loro", "hun", "deren", or the owner after the link ("deles", "de ellos", "d'eux");
# "su enlace", "Ihren Link", "your link" may be ours and stay removals tried.
OWNER_BEFORE = re.compile(r"\b(?:their|leurs?|loro|hun|deren)(?: [^\s.!?;:]+){0,4} ?[«\"'“„‘]? ?$")
# ... and the Spanish "su"/"sus" before the link when the reply calls the reader "tú" or "vosotros" and never
# "usted(es)" (heldout_ea: "¿trabajáis con Logiexpress? ... su enlace para darse de baja da error"): the
# reader is "tu"/"vuestro" there, so "su" is a third party's; in a reply that says "usted" it stays the
# reader's and a removal tried
OWNER_BEFORE_ES = re.compile(r"\bsus?(?: [^\s.!?;:]+){0,4} ?[«\"'“„‘]? ?$")
READER_TU_ES = re.compile(
    r"\b(?:vuestr[oa]s?|vosotr[oa]s|contigo|(?:podeis|teneis|sabeis|trabajais|estais|sois|enviais|mandais"
    r"|conoceis|haceis|quereis|usais|ofreceis|vendeis|podriais)\b|tu (?:producto|empresa|herramienta|equipo"
    r"|servicio|propuesta|oferta|plataforma|software|correo|mensaje)\b)"
)
READER_USTED_ES = re.compile(r"\b(?:usted|ustedes|ud|uds|vd|vds)\b")
# ... and only with a third party named before the link in the reply (the twelfth review of 2026-12-07:
# "Hola equipo, ¿sabéis que su enlace para darse de baja da error 404? Llevo semanas intentando salir" names
# nobody, and the "su" of a reply mixing "podéis" with a polite "su" is the reader's): a firm or a person
# worked with or known ("¿trabajáis con Logiexpress?", "¿conocéis a Distribuciones Norte?"), a firm
# introduced by its kind ("una empresa llamada X", "esa empresa", "otro proveedor"), their mail or belongings
# ("boletines suyos", "de ellos"), or a sender in the third person ("me mandan su revista", "me llegan")
THIRD_PARTY_ES = re.compile(
    r"\b(?:(?:trabaj|colabor)\w* con (?!vosotr|ustedes|nosotr)\w+"
    r"|conoc\w* (?:a |la |el )?(?!vosotr|ustedes)\w+"
    r"|(?:una|otra|esa|esta|aquella|cierta|la otra) (?:empresa|compania|firma|marca|tienda|agencia|web"
    r"|plataforma|consultora|startup)|(?:otro|ese|aquel|cierto) (?:proveedor|remitente|cliente|negocio)"
    r"|(?:llamad[ao]|se llama) \w+|suy[oa]s?|de ell[oa]s"
    r"|me (?:mandan|envian|escriben|llegan|llega|bombardean|spamean)\b)"
)
# ... or the link another sender's, that sender brought in earlier in the link's sentence as a firm known only
# by its name ("we keep getting a newsletter from a company called X and the unsubscribe link goes to an error
# page", "une newsletter d'une boîte qui s'appelle X et le lien de désinscription", "einen Newsletter von
# einer Firma namens X, der Abmeldelink", "un boletín de una empresa llamada X y el enlace para darse de
# baja", "una newsletter di un'azienda chiamata X e il link per disiscriversi", "een nieuwsbrief van een
# bedrijf genaamd X en de afmeldlink", "uma newsletter de uma empresa chamada X e o link de descadastro",
# heldout_eb): a firm introduced as a stranger is never the reader; the reader's own possessive between
# the firm and the word ("... and your unsubscribe link") keeps the link ours.
FIRM_CALLED_BEFORE = re.compile(
    r"\b(?:(?:from|by) (?:a|an|some|one) (?:\w+ )?(?:company|firm|outfit|business|vendor|startup|brand"
    r"|agency|sender|shop|crowd)"
    r",? (?:called|named|that calls itself|going by the name|by the name of)"
    r"|(?:von|vom) (?:einer|einem|so einer|so einem|irgendeiner|irgendeinem) (?:\w+ )?(?:firma|unternehmen"
    r"|anbieter|agentur|startup|laden|marke|absender),? (?:namens|mit (?:dem )?namen|die sich|der sich"
    r"|das sich)"
    r"|(?:d'une|d'un|de la part d'une|de la part d'un|par une|par un) (?:\w+ )?(?:societe|entreprise|boite"
    r"|start-?up|agence|marque|editeur|fournisseur|expediteur),? (?:appelee?|nommee?|qui s'appelle|du nom"
    r" de|qui se fait appeler)"
    r"|(?:de|por) (?:una|un) (?:\w+ )?(?:empresa|compania|firma|agencia|marca|startup|proveedor|remitente),?"
    r" (?:llamad[oa]|que se llama|de nombre|con el nombre de)"
    r"|(?:da|di) (?:una |un |un')(?:\w+ )?(?:azienda|societa|ditta|agenzia|marca|startup|fornitore"
    r"|mittente),? (?:chiamat[oa]|che si chiama|di nome|dal nome)"
    r"|(?:van|door) (?:een|zo'n) (?:\w+ )?(?:bedrijf|firma|bureau|merk|startup|leverancier|afzender),?"
    r" (?:genaamd|met de naam|dat zich|die zich)"
    r"|(?:de|por) (?:uma|um) (?:\w+ )?(?:empresa|companhia|firma|agencia|marca|startup|fornecedor"
    r"|remetente),? (?:chamad[oa]|que se chama|de nome|com o nome de)"
    # ... or a mailing from a firm known only by its kind ("tre newsletter di un grossista di materiale
    # edile", "three newsletters a day from a wholesaler", "Newsletter von einem Großhändler", heldout_ed)
    r"|(?:newsletters?|mailings?|e-?mails|mails|messages|nachrichten|courriels|boletines|correos|mensajes"
    r"|messaggi|nieuwsbrieven|berichten|mensagens|promos?|werbemails|pubblicita|publicidad)"
    r"(?: [^\s.!?;:]+){0,3}?"
    r" (?:(?:from|by) (?:a|an|some|one)|(?:von|vom) (?:einer|einem|irgendeiner|irgendeinem)|(?:d'une|d'un|de"
    r" la part d'une|de la part d'un)|(?:de|por) (?:una|un|uma|um)|(?:da|di) (?:una|un|un'|uno)"
    r"|(?:van|door) (?:een|zo'n))"
    r" ?(?:\w+ )?(?:wholesaler|supplier|distributor|retailer|shop|store|vendor|company|firm|agency|brand"
    r"|grosshandler|lieferanten|lieferant|handler|handel|firma|anbieter|haendler|grossiste|fournisseur|distributeur"
    r"|societe|entreprise|boite|mayorista|proveedor|distribuidor|tienda|empresa|grossista|fornitore"
    r"|distributore|negozio|azienda|ditta|groothandel|leverancier|winkel|bedrijf|atacadista|fornecedor"
    r"|loja|companhia)"
    # ... or from a sender the writer barely knows by name, a determiner of strangeness before the name ("a
    # mailing from a certain X", "Mails von einer gewissen X", "une lettre d'une certaine X", "un boletín de
    # una tal X", "una newsletter da un certo X", "een nieuwsbrief van een zekere X", "uma newsletter de uma
    # tal de X", heldout_ek): never the reader, whom nobody names so
    r"|(?:newsletters?|mailings?|e-?mails|mails|messages|nachrichten|courriels|boletin|boletines|correos"
    r"|mensajes|messaggi|nieuwsbrief|nieuwsbrieven|berichten|mensagens|lettres?|revistas?|riviste?)"
    r"(?: [^\s.!?;:]+){0,3}?"
    r" (?:(?:from|by) (?:a certain|some so-called|a so-called|so-called)|(?:von|vom) (?:einer gewissen"
    r"|einem gewissen|einer sogenannten|einem sogenannten)|(?:d'une|d'un|de la part d'une|de la part d'un)"
    r" (?:certaine?|soi-disant|dénommée?|denommee?)|(?:de|por) (?:una|un|uma|um) (?:tal(?: de)?|cierta"
    r"|cierto|certa|certo)|(?:da|di) (?:una|un) (?:tale|certa|certo)|(?:van|door) (?:een zekere|een of"
    r" andere?|ene))"
    r")\b"
)
READER_OWNS = re.compile(
    r"\b(?:your|yours|votre|vos|ihr|ihre|ihrem|ihren|ihrer|euer|eure|eurem|euren|eurer|dein\w*|su|sus"
    r"|vuestr\w*|tu|tus|ta|ton|tes|vostr\w*|tuo|tua|uw|jullie|seu|sua|seus|suas|vosso|vossa|vossos|vossas)\b"
)
OWNER_AFTER = re.compile(
    r"^ ?[»\"'”“’]? ?(?:(?:link|links|button|knop|knopf|lien|enlace|bouton|botao|pulsante) )?"
    r"(?:deles|delas|de ellos|de ellas|d'eux|d'elles|van hen|von denen)\b"
)

# ... or the link's look or place remarked on, after it in its sentence ("the unsubscribe link is tiny",
# "der Abmeldelink ist so klein", "le lien de désinscription est tout petit", "el enlace para darse de baja es
# diminuto", "il link per disiscriversi è minuscolo", "de afmeldlink is piepklein", "o link de descadastro é
# minúsculo") or right before its noun ("the tiny unsubscribe link", "den winzigen Abmeldelink")
_LOOK = (
    r"(?:tiny|small|minuscule|microscopic|hidden|buried|invisible|barely visible|easy to miss"
    r"|(?:hard|difficult|impossible) to (?:find|see|spot|read)"
    r"|klein\w*|winzig\w*|versteckt\w*|unauffallig\w*|kaum (?:zu )?(?:sehen|finden|erkennen)|schwer (?:zu )?"
    r"(?:finden|sehen|erkennen)"
    r"|petite?s?|minuscules?|cachee?s?|introuvables?|peu visibles?|difficile a (?:trouver|voir)"
    r"|pequen[oa]s?|diminut[oa]s?|minuscul[oa]s?|escondid[oa]s?|ocult[oa]s?|dificil de (?:encontrar|ver)"
    r"|piccol[oi]|minuscol[oi]|nascost[oi]|introvabile|poco visibile|difficile da (?:trovare|vedere)"
    r"|piepklein|minuscuul|verstopt|weggestopt|onvindbaar|moeilijk te (?:vinden|zien)"
    r"|quase invisivel)"
)
LOOKS = re.compile(
    rf"[^.!?;\n]{{0,60}}? (?:is|are|was|were|ist|sind|war|est|sont|etait|es|son|esta|estan|e|sono|era|zijn"
    rf"|was|sao|estao|fica|ficam)(?: (?:so|very|really|pretty|quite|rather|sehr|ganz|echt|so|tout|tres|assez"
    rf"|muy|bastante|molto|davvero|erg|heel|zo|muito|bem|super|way|too|zu|trop|demasiado|troppo|te|demais"
    rf"|a bit|un po'|un poco|nogal|ziemlich|un peu))* {_LOOK}\b"
)
LOOK_BEFORE = re.compile(rf"\b{_LOOK} (?:\S+ )?$")
# ... or the link said to have reminded the sender of something, after it in its sentence ("your unsubscribe
# link reminded me to clean up our own list", "votre lien de désinscription m'a rappelé qu'il faut que je
# fasse le ménage dans notre fichier", heldout_ea; "hat mich daran erinnert", "me ha recordado", "mi ha
# ricordato", "deed me eraan denken", "me lembrou"): a remark about the sender's own task, nothing asked;
# never when a removal word or the sender's removal follows the reminder ("m'a rappelé que je voulais me
# désinscrire"); the sender's own clean-up stays a remark ("je vais retirer tout ça")
REMINDED = re.compile(
    r"[^.!?;\n]{0,60}? (?:reminded (?:me|us)|made (?:me|us) think|got (?:me|us) thinking"
    r"|(?:hat|haben) (?:mich|uns) (?:\S+ )?(?:daran )?erinnert|erinnert(?:e)? (?:mich|uns)"
    r"|(?:m'|nous )a (?:\S+ )?(?:rappele|fait penser|fait (?:\S+ )?reflechir)|(?:me|nous) rappelle"
    r"|(?:me|nos) (?:ha|han) (?:\S+ )?recordado|(?:me|nos) recordo|(?:me|nos) (?:ha|han) hecho pensar"
    r"|(?:mi|ci) (?:ha|hanno) (?:\S+ )?(?:ricordato|fatto pensare)|(?:mi|ci) ricorda"
    r"|(?:deed|doet) (?:me|mij|ons) (?:\S+ )?(?:eraan )?denken|herinnerde (?:me|mij|ons)"
    r"|(?:me|nos) (?:lembrou|fez lembrar|fez pensar)|lembrou-(?:me|nos))\b"
    rf"(?![^.!?;\n]*\b(?:{_REMOVAL_WORD}|remove (?:me|us)|take (?:me|us) off|(?:me|m'|nous|mich|uns|nos|mi|ci"
    r"|mij|ons) ?(?:\S+ )?(?:retirer|supprimer|enlever|rayer|entfernen|austragen|loschen|borrar|eliminar"
    r"|quitar|sacar|togliere|cancellare|rimuovere|verwijderen|schrappen|remover|retirar|tirar|excluir)))"
)
# ... and our mail refused anywhere in the reply, even in words no removal table reads alone (the sixth
# review of 2026-12-07: "Le lien de désinscription est caché tout en bas. Plus de mails, merci.", "Il link per
# disiscriversi è minuscolo. Non voglio più le vostre mail."): the remark is the removal's reason, the link
# its request
_MAIL = (
    r"(?:e-?mails?|mails?|courriels?|messages|correos?|mensajes|messaggi|berichten|mensagens|newsletters?)"
)
MAIL_REFUSED = re.compile(
    rf"\bno more {_MAIL}|\b(?:don't|do not) (?:want|need) (?:any more |your |any )?{_MAIL}"
    rf"|\bkeine {_MAIL} mehr|\b(?:will|mochte) (?:\S+ )?keine {_MAIL}"
    # "plus de mails" as the end of the mail, never "plus de mails comme celui-ci" (more of them)
    rf"|\bplus (?:de|d'autres) {_MAIL}(?=\s*(?:[,.;!]|$)|\s+(?:merci|svp|s'il|de votre part|de vous)\b)"
    rf"|\b(?:ne|n') (?:veux|souhaite|desire) plus (?:recevoir )?(?:vos |de |les )?{_MAIL}"
    rf"|\b(?:no|ni) (?:quiero|deseo)? ?(?:recibir )?mas (?:sus |vuestros |los )?{_MAIL}|\bbasta de {_MAIL}"
    rf"|\bnon (?:voglio|desidero) piu (?:ricevere )?(?:le vostre |i vostri |le sue |altre |altri )?{_MAIL}"
    rf"|\b(?:basta|niente piu) (?:con le )?{_MAIL}"
    rf"|\bgeen {_MAIL} meer|\b(?:wil|hoef) (?:\S+ ){{0,2}}?{_MAIL} niet meer"
    rf"|\bnao (?:quero|desejo) (?:receber )?mais (?:os vossos |os seus |seus |os )?{_MAIL}|\bchega de {_MAIL}"
)
# the link not found or not usable by the sender: a removal tried
NOT_FOUND = re.compile(
    r"\b(?:can't|cannot|can not|couldn't|could not|unable to|never) (?:even )?(?:find|see|spot|use|click)"
    r"|\b(?:kann|konnte|finde|fand)(?: \S+){0,3}? nicht (?:finden|sehen|nutzen|klicken)?\b"
    r"|\b(?:ne|n') (?:le |la |l')?(?:trouve|trouvais|vois|ai pas trouve|arrive)\b"
    r"|\bno (?:lo |la )?(?:encuentro|encontre|veo|vi|puedo|pude)\b|\bnon (?:lo |la )?(?:trovo|ho trovato|vedo"
    r"|riesco)\b|\b(?:kan|kon|vind|vond)(?: \S+){0,3}? niet\b|\bnao (?:o |a )?(?:encontro|encontrei|vejo"
    r"|consigo|consegui)\b"
)
