"""The address named, then "please remove it from your list" ("Questo indirizzo è la casella istituzionale
... Vi prego di cancellarlo dalla vostra lista", "This address is our shared inbox. Please remove it from
your list", "Esta dirección es el buzón de Intervención. Bórrenla de su lista", "Dit adres is de algemene
mailbox. Verwijder het uit uw mailinglijst", "Este endereço é a caixa da Tesouraria. Removam-no da vossa
lista"), in every rule language (heldout_x): the object only a pronoun, the list the sender's ("your").
And "do not send further messages" with no "me" ("Vi prego di non inviare ulteriori messaggi", "no envíen
más mensajes", "geen verdere berichten te sturen", "não enviem mais mensagens"), as English and German
already read it. Pure data on fold()ed text, read by `removal.removal_request` with its negation checks.

Both halves of the first are needed, within a sentence or two: "remove it from your list" alone may be an
item of a quote, and "this address is our shared inbox" alone asks nothing. A time after the second
("non inviate altri messaggi fino a gennaio") is a pause, not a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

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
    r"(?:lists?|database)",
    "de": r"(?:entfernen|loschen|streichen|nehmen) sie (?:sie|diese) (?:bitte )?aus (?:ihrem|ihrer) (?:\w+ )?"
    r"(?:verteiler|liste|datenbank|mailingliste|adressliste)",
    "fr": r"(?:la (?:retirer|supprimer|enlever|rayer|effacer)|l'(?:enlever|effacer|oter)|(?:retirez|supprimez"
    r"|enlevez|rayez|effacez)-la) (?:de|des|du) (?:votre|vos) (?:\w+ )?(?:liste|listes|fichier|base)",
    "es": r"(?:(?:borren|borre|eliminen|elimine|quiten|quite|saquen|saque|borrar|eliminar|quitar|sacar)l[ao]"
    r"|l[ao] (?:borren|borre|eliminen|elimine|quiten|quite|saquen|saque)) de (?:su|sus|vuestra|tu)"
    r" (?:\w+ )?(?:lista|listas|base|listado|registro)",
    "it": r"(?:(?:cancellar|rimuover|eliminar|toglier|cancellate|rimuovete|eliminate|togliete)l[oa]"
    r"|l[oa] (?:cancelliate|rimuoviate|eliminiate|togliate)) (?:dalla|dalle|dal|dai|dall') ?(?:vostra|sua"
    r"|tua|vostre|vostri|vostro) (?:\w+ )?(?:lista|liste|mailing list|newsletter|database|banca dati"
    r"|indirizzario|elenco)",
    "nl": r"(?:verwijder|verwijdert u|haal|haalt u) (?:het|dit|dat)(?: \w+){0,2}? (?:uit|van)"
    r" (?:uw|jullie|je) (?:\w+ )?(?:lijst|mailinglijst|verzendlijst|bestand|database)"
    r"|(?:het|dit|dat) (?:uit|van) (?:uw|jullie|je) (?:\w+ )?(?:lijst|mailinglijst|verzendlijst|bestand"
    r"|database) (?:te )?(?:verwijderen|halen|af te halen|afhalen)",
    "pt": r"(?:(?:removam|retirem|excluam|apaguem|tirem)-n[oa]|(?:remova|retire|exclua|apague|tire)-[oa]"
    r"|(?:remove|retira|exclui|apaga|tira)-l[oa]|[oa] (?:removam|retirem|excluam|apaguem|tirem|remova"
    r"|retire|exclua|apague|tire)) (?:da|das|de|do|dos) (?:sua|vossa|vossas|suas) (?:\w+ )?(?:lista|listas"
    r"|base|mailing|cadastro)",
}
# what may stand between the two halves: a sentence or two, no new paragraph
_BETWEEN = r"[^\n]{0,200}?"

# the match starts at the address, so a negation right before the removal is read here ("non cancellatelo")
_NOT = r"(?<!non )(?<!not )(?<!no )(?<!nao )(?<!niet )(?<!nicht )(?<!n't )(?<!dont )(?<!ne )(?<!pas )"

IT_FROM_LIST = rx(*(rf"(?:{_ADDRESS[lang]}){_BETWEEN}{_NOT}(?:{_IT_FROM_LIST[lang]})" for lang in _ADDRESS))

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
