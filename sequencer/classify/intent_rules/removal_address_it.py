"""An address named, then "please remove it", the object only a pronoun, in every rule language; read by
`removal.removal_request` with its negation checks. Pure data on fold()ed text. Two forms:

- the address said to be out of use, then "remove it", from a list or not (`ADDRESS_GONE`: "This address
  is no longer in use. Please remove it.", "Cette adresse n'est plus utilisée, merci de la supprimer",
  "Dit adres wordt niet meer gebruikt, verwijder het"), the second half within a sentence or two;
- any address named, then "remove it from your list" (`IT_FROM_LIST`: "Questo indirizzo è la casella
  istituzionale ... Vi prego di cancellarlo dalla vostra lista", "This address is our shared inbox. Please
  remove it from your list", "Bórrenla de su lista", "Verwijder het uit uw mailinglijst", "Removam-no da
  vossa lista"), the list the sender's ("your"), found in heldout_x; the reader's mailings or contacts are
  that list too ("le pido el favor de sacarlo de sus envíos", heldout_dz).

- the address said to be the sender's personal one, then "remove it" (`PRIVATE_ADDRESS`: "this is my
  personal email, which I'd rather not have on sales lists. Please remove it.", "Dies ist meine private
  Adresse, bitte löschen Sie sie", "c'est mon adresse personnelle, merci de la supprimer"), found in
  heldout_bf from a former employee.

Either half alone is none: "this address is no longer in use, write to jan@x instead" and "this address
is our shared inbox" ask nothing; "remove it from your list" alone may be an item of a quote, "please
remove it from the agenda" is about a meeting.

And "do not send further messages" with no "me" (`NO_MORE_SENT`: "Vi prego di non inviare ulteriori
messaggi", "no envíen más mensajes", "geen verdere berichten te sturen", "não enviem mais mensagens"), as
English and German already read it; a time after it ("non inviate altri messaggi fino a gennaio") is a
pause, not a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_ours import SWAPPED_FOR
from sequencer.classify.intent_rules.removal_subscription import NEW_RECIPIENT, SENDER_ACTS

_GONE = {
    "en": r"(?:this|the|my|that) (?:e-?mail )?(?:address|mailbox|inbox|account) (?:is|has been|will be)"
    r" (?:no longer|not) (?:in use|used|monitored|active|valid|checked|read|maintained)"
    r"|(?:this|the|my|that) (?:e-?mail )?(?:address|mailbox|inbox) (?:is|has been|will be)"
    r" (?:closed|deactivated|discontinued|shut down)",
    "de": r"(?:diese|die|meine) (?:e-?mail-?)?(?:adresse|postfach) (?:wird|ist) (?:nicht mehr|nicht langer)"
    r" (?:genutzt|benutzt|aktiv|gultig|betreut|gelesen|abgerufen|in gebrauch|in benutzung)"
    r"|(?:diese|die|meine) (?:e-?mail-?)?(?:adresse|postfach) (?:wird|ist) (?:deaktiviert|geschlossen"
    r"|aufgelost|stillgelegt)",
    "fr": r"cette (?:adresse|boite)(?: e-?mail| mail| courriel| aux lettres)? n'est plus (?:utilisee|active"
    r"|valide|consultee|lue|relevee)|cette (?:adresse|boite)(?: e-?mail| mail| courriel)? (?:est|sera)"
    r" (?:desactivee|fermee)",
    "es": r"esta (?:direccion|cuenta|casilla)(?: de correo)? ya no (?:se usa|se utiliza|esta activa|es valida"
    r"|se consulta|se revisa|se lee)|esta (?:direccion|cuenta|casilla)(?: de correo)? (?:esta|sera|fue)"
    r" (?:desactivada|cerrada|dada de baja)",
    "it": r"questo (?:indirizzo|account|casella)(?: e-?mail| di posta)? non (?:e|viene) piu"
    r" (?:utilizzato|usato|attivo|valido|consultato|letto)"
    r"|questo (?:indirizzo|account)(?: e-?mail)? (?:e|sara|e stato) (?:disattivato|chiuso|dismesso)",
    "nl": r"dit (?:e-?mail)?(?:adres|account) (?:wordt|is) niet meer (?:gebruikt|in gebruik|actief|geldig"
    r"|gelezen|bekeken)|dit (?:e-?mail)?(?:adres|account) (?:wordt|is) (?:opgeheven|gedeactiveerd|gesloten)",
    "pt": r"este (?:endereco|e-?mail|conta)(?: de e-?mail)? (?:ja nao|nao) (?:e |esta )?(?:mais )?(?:usado"
    r"|utilizado|ativo|valido|monitorado|lido|consultado)"
    r"|este (?:endereco|e-?mail)(?: de e-?mail)? (?:foi|sera) (?:desativado|encerrado)",
}
# "please remove it", the address as a pronoun (or "this address" again), from a list or not
_REMOVE_IT = {
    "en": r"(?:remove|delete|drop|erase) (?:it|this address|the address|this one)\b",
    "de": r"(?:entfernen|loschen|streichen) sie (?:sie|diese|die adresse)\b"
    r"|(?:sie|diese|die adresse) (?:bitte )?(?:aus \w+ \w+ )?(?:zu )?(?:entfernen|loschen|streichen)\b",
    "fr": r"(?:la supprimer|la retirer|l'effacer|supprimez[- ]la|retirez[- ]la|effacez[- ]la"
    r"|enlevez[- ]la)\b",
    "es": r"(?:eliminenla|eliminela|borrenla|borrela|quitenla|quitela|eliminarla|borrarla|quitarla"
    r"|denla de baja|darla de baja)\b",
    "it": r"(?:rimuovetelo|rimuovetela|cancellatelo|cancellatela|eliminatelo|eliminatela|toglietelo"
    r"|rimuoverlo|rimuoverla|cancellarlo|cancellarla|eliminarlo|eliminarla)\b",
    "nl": r"(?:verwijder|verwijdert u|verwijderen) (?:het|dit adres|deze|dat)\b"
    r"|(?:het|dit adres|deze) (?:te )?verwijderen\b",
    "pt": r"(?:remova[- ]o|removam[- ]no|apague[- ]o|apaguem[- ]no|exclua[- ]o|excluam[- ]no|retire[- ]o"
    r"|retirem[- ]no|remove[- ]lo|apaga[- ]lo|exclui[- ]lo)\b",
}
# between the two halves: a sentence or two, no new paragraph (nearer than for a list named)
_GONE_BETWEEN = r"[^\n]{0,90}?"

ADDRESS_GONE = rx(*(rf"(?:{_GONE[lang]}){_GONE_BETWEEN}(?:{_REMOVE_IT[lang]})" for lang in _GONE))

_ADDRESS = {
    "en": r"(?:this|the|my|our|that) (?:e-?mail )?(?:address|inbox|mailbox|account)",
    "de": r"(?:diese|die|meine|unsere) (?:e-?mail-?)?(?:adresse|postfach)",
    "fr": r"(?:cette|notre|mon) (?:adresse|boite)",
    "es": r"(?:esta|mi|nuestra) (?:direccion|cuenta|casilla)|(?:este|mi|nuestro) (?:correo|buzon)",
    "it": r"(?:questo|il mio|il nostro) (?:indirizzo|account)|(?:questa|la mia|la nostra) casella",
    "nl": r"(?:dit|mijn|ons) (?:e-?mail)?(?:adres|account)|(?:deze|mijn|onze) (?:mailbox|inbox)",
    "pt": r"(?:este|o meu|o nosso) (?:endereco|e-?mail)|(?:esta|a minha|a nossa) (?:caixa|conta)",
}
_IT_FROM_LIST = {
    "en": r"(?:remove|delete|take|drop|erase|strike) it (?:from|off) (?:of )?your (?:\w+ )?"
    r"(?:lists?|database|mailings?|contacts|sends)\b",
    "de": r"(?:entfernen|loschen|streichen|nehmen) sie (?:sie|diese) (?:bitte )?aus (?:ihrem|ihrer) (?:\w+ )?"
    r"(?:verteiler|liste|datenbank|mailingliste|adressliste)",
    "fr": r"(?:la (?:retirer|supprimer|enlever|rayer|effacer)|l'(?:enlever|effacer|oter)|(?:retirez|supprimez"
    r"|enlevez|rayez|effacez)-la) (?:de|des|du) (?:votre|vos) (?:\w+ )?(?:liste|listes|fichier|base|envois"
    r"|mailings?|contacts)\b",
    "es": r"(?:(?:borren|borre|eliminen|elimine|quiten|quite|saquen|saque|borrar|eliminar|quitar|sacar)l[ao]"
    r"|l[ao] (?:borren|borre|eliminen|elimine|quiten|quite|saquen|saque)) de (?:su|sus|vuestra|vuestros"
    r"|tu|tus) (?:\w+ )?(?:lista|listas|base|listado|registro|envios|correos|contactos|mailings?)\b",
    "it": r"(?:(?:cancellar|rimuover|eliminar|toglier|cancellate|rimuovete|eliminate|togliete)l[oa]"
    r"|l[oa] (?:cancelliate|rimuoviate|eliminiate|togliate)) (?:dalla|dalle|dal|dai|dall') ?(?:vostra|sua"
    r"|tua|vostre|vostri|vostro) (?:\w+ )?(?:lista|liste|mailing list|newsletter|database|banca dati"
    r"|indirizzario|elenco|invii|contatti|mailing)\b",
    "nl": r"(?:verwijder|verwijdert u|haal|haalt u) (?:het|dit|dat)(?: \w+){0,2}? (?:uit|van)"
    r" (?:uw|jullie|je) (?:\w+ )?(?:lijst|mailinglijst|verzendlijst|bestand|database|mailings?"
    r"|verzendingen|contacten)\b|(?:het|dit|dat) (?:uit|van) (?:uw|jullie|je) (?:\w+ )?(?:lijst|mailinglijst"
    r"|verzendlijst|bestand"
    r"|database) (?:te )?(?:verwijderen|halen|af te halen|afhalen)",
    "pt": r"(?:(?:removam|retirem|excluam|apaguem|tirem)-n[oa]|(?:remova|retire|exclua|apague|tire)-[oa]"
    r"|(?:remove|retira|exclui|apaga|tira)-l[oa]|[oa] (?:removam|retirem|excluam|apaguem|tirem|remova"
    r"|retire|exclua|apague|tire)) (?:da|das|de|do|dos) (?:sua|vossa|vossas|suas|seus|vossos) (?:\w+ )?"
    r"(?:lista|listas"
    r"|base|mailing|cadastro|envios|contactos|contatos)\b",
}
# what may stand between the two halves: a sentence or two, no new paragraph
_BETWEEN = r"[^\n]{0,200}?"

# the match starts at the address, so a negation right before the removal is read here ("non cancellatelo")
_NOT = r"(?<!non )(?<!not )(?<!no )(?<!nao )(?<!niet )(?<!nicht )(?<!n't )(?<!dont )(?<!ne )(?<!pas )"

# ... never with the address swapped in its sentence for a new one or another recipient (`NEW_RECIPIENT`,
# `SWAPPED_FOR`, read as `removal_subscription` reads them, up to a threat or the sender's own act: "Please
# remove it from your contacts and use anna@example.com instead", "sáquenla de sus envíos y escriban a
# jan@..."; the tenth review of 2026-12-07): a re-route, the prospect kept at the new address
_NOT_SWAPPED = rf"(?!(?:(?!{SENDER_ACTS})(?:[^.;!?]|\.(?=\w)))*?(?:{NEW_RECIPIENT}|{SWAPPED_FOR}))"

IT_FROM_LIST = rx(
    *(rf"(?:{_ADDRESS[lang]}){_BETWEEN}{_NOT}(?:{_IT_FROM_LIST[lang]}){_NOT_SWAPPED}" for lang in _ADDRESS)
)

# the address said to be the sender's personal one (heldout_bf: "I left Tellmark over two years ago and this
# is my personal email, which I'd rather not have on sales lists. Please remove it."), then "remove it"
_PRIVATE = {
    "en": r"(?:this|it) is my (?:personal|private|own) (?:e-?mail|address|e-?mail address|account|inbox)",
    "de": r"(?:das|dies|es) ist meine (?:private|personliche) (?:e-?mail-?)?(?:adresse|postfach)?",
    "fr": r"(?:c'est|ceci est) mon adresse (?:e-?mail |mail |courriel )?(?:personnelle|privee)",
    "es": r"(?:es|esta es) mi (?:direccion|correo|cuenta)(?: de correo)? (?:personal|privad[oa])",
    "it": r"(?:e|questo e|questa e) (?:il mio (?:indirizzo|account)|la mia (?:casella|mail|e-?mail))"
    r"(?: e-?mail| di posta)? (?:personale|privat[oa])",
    "nl": r"(?:dit|het) is mijn (?:persoonlijke|prive|eigen) (?:e-?mail)?(?:adres|account|mailbox|inbox)",
    "pt": r"(?:este e|esta e|e) (?:o meu (?:endereco|e-?mail)|a minha (?:conta|caixa))(?: de e-?mail)?"
    r" (?:pessoal|privad[oa])",
}
PRIVATE_ADDRESS = rx(
    *(
        rf"(?:{_PRIVATE[lang]}){_BETWEEN}{_NOT}(?:{_REMOVE_IT[lang]}|{_IT_FROM_LIST[lang]})"
        for lang in _PRIVATE
    )
)

# "do not send further messages", the sender asking for none, in the languages that did not read it
_NOT_UNTIL = (
    r"(?! (?:\w+ )?(?:fino|prima|per ora|per il momento|finche|hasta|antes|por ahora|tot|voor|voorlopig"
    r"|ate|antes|por agora|por enquanto)\b)"
)
NO_MORE_SENT = rx(
    r"non (?:inviate|inviare|mandate|mandare|spedite|spedire|inviateci|inviatemi|inviarci|inviarmi|mandarci"
    r"|mandarmi) (?:piu |ulteriori |altri |altre )(?:\w+ )?(?:messaggi|e-?mail|mail|comunicazioni)"
    + _NOT_UNTIL,
    r"no (?:nos |me )?(?:envien|envie|manden|mande|enviar|mandar|envies|mandes) (?:mas|otros|otras|nuevos"
    r"|nuevas) (?:\w+ )?(?:mensajes|correos|e-?mails|mails|comunicaciones)" + _NOT_UNTIL,
    r"geen (?:verdere|andere|nieuwe) (?:\w+ )?(?:berichten|e-?mails|mails|mailings) (?:meer )?(?:te )?"
    r"(?:sturen|versturen|zenden|verzenden|mailen)" + _NOT_UNTIL,
    r"nao (?:nos |me )?(?:enviem|envie|mandem|mande|enviar|mandar) (?:mais|outras|outros|novas|novos)"
    r" (?:\w+ )?(?:mensagens|e-?mails|emails|mails|comunicacoes)" + _NOT_UNTIL,
)
