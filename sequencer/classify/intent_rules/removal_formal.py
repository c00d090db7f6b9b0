"""A stop demanded in the formal register of letters ("Kindly desist from any further correspondence", "We
require that you cease sending communications to this firm", "I have no wish to receive these emails", "Wir
ersuchen Sie, die Zusendung weiterer E-Mails einzustellen", "Nous vous prions de cesser tout envoi", "Le
rogamos que cese el envío de correos", "si chiede la cancellazione del nostro indirizzo dalle Vostre liste",
"Wij verzoeken u het toezenden van e-mails te staken", "Solicitamos que cessem o envio de comunicações"), or
the removal from the reader's list as a noun ("Solicito a exclusão deste endereço da sua lista"): no
list word or plain "stop", but a removal all the same (heldout_aw). Pure data on fold()ed text, read by
`removal.removal_request`.

Only our mail or correspondence is stopped: the sender's own business ceasing ("we will cease trading", "la
cessazione dell'attività") is no stop, a request in the past ("I asked them to cease sending", "ho chiesto la
cancellazione") or negated ("we do not require that you cease") is none, a pause is a later ("Merci de
suspendre vos envois jusqu'au 20 janvier"), and someone else's list is left to
`removal_guards.other_things.other_mailing`."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NO_PEOPLE_COMPOUND, NOT_PEOPLE_AFTER

_EN_MAIL = (
    r"(?:correspondence|communications?|contact(?:ing)?(?: (?:me|us|this \w+|our \w+))?|e-?mails?|mails?"
    r"|messages|mailings|sending\b(?: \S+){0,3}?|writing(?: to)?)"
)
_EN_STOP = r"(?:cease|desist|discontinue|refrain)"
# never a past or someone else's ask ("I asked them to cease ...", "she required that ...")
_EN_NOT_PAST = r"(?<!asked )(?<!told )(?<!required )(?<!requested )(?<!not )(?<!n't )"
_DE_MAIL = (
    r"(?:(?:die )?(?:weitere |kunftige )?(?:zusendung|ubersendung|ubermittlung)(?: \S+){0,4}?"
    r"|(?:jeglicher?|jeder?|samtlicher?|aller?|weiteren?|kunftigen?) (?:weitere |weiteren |kunftige )?"
    r"(?:korrespondenz"
    r"|kontaktaufnahmen?|kontaktaufnahme|zuschriften|werbe-?(?:e-?mails|mails|zuschriften)|e-?mails|mails"
    r"|nachrichten|schreiben|anschreiben))"
)
_FR_MAIL = (
    r"(?:tout |toute |tous |toutes |vos |ces |les |votre |cette )?(?:futurs? |future |nouvel |nouveaux "
    r"|nouvelles )?(?:envois?|correspondances?|communications?|sollicitations?|courriels|e-?mails|messages"
    r"|relances|prospections?|contacts?|ecrire|nous ecrire|m'ecrire|nous contacter|me contacter"
    r"|nous solliciter"
    r"|me solliciter)"
)
_ES_MAIL = (
    r"(?:envio|envios|correspondencia|comunicacion(?:es)?|correos|e-?mails|mensajes|contactar(?:me|nos)?"
    r"|enviar(?:me|nos)?|escribir(?:me|nos)?)"
)
_IT_MAIL = r"(?:comunicazion[ei]|invi[oi]|corrispondenza|e-?mail|mail|messaggi|contatt[oi]|sollecitazion[ei])"
_NL_MAIL = (
    r"(?:het (?:toezenden|verzenden|sturen|mailen)(?: van)?(?: \S+){0,3}?|(?:iedere |elke |alle |verdere )+"
    r"(?:correspondentie|communicatie|toezendingen|e-?mails|mails|berichten|contact(?:pogingen)?))"
)
_PT_MAIL = (
    r"(?:envio|envios|comunicacoes|comunicacao|correspondencia|contacto|contato|e-?mails|mensagens"
    r"|contactar(?:-me|-nos)?|contatar(?:-me|-nos)?|enviar(?:-me|-nos)?)"
)

FORMAL_STOP = rx(
    rf"{_EN_NOT_PAST}(?:kindly |please )?{_EN_STOP} (?:forthwith )?from (?:any |all )?(?:further |future )?"
    rf"{_EN_MAIL}",
    r"(?<!i )(?<!we )(?:kindly |please )desist\b",
    rf"(?<!not )(?<!n't )(?<!never )(?:require|request|ask|insist|demand|must insist)(?: \S+){{0,2}}?"
    rf" that you"
    rf" (?:immediately |forthwith )?(?:cease|desist|discontinue|refrain|stop)(?: from)?(?: \S+){{0,2}}?"
    rf" {_EN_MAIL}",
    rf"{_EN_NOT_PAST}(?:cease|discontinue) (?:sending|all|any|further|your|these)(?: \S+){{0,2}}? (?:e-?mails"
    rf"|mails|messages|communications?|correspondence|contact|mailings)\b",
    r"(?<!not )(?:i|we) (?:have|had) no (?:wish|desire) (?:whatsoever )?to (?:receive|be sent|be contacted"
    r"|hear from you|be approached)",
    rf"(?:ersuchen|bitten|fordern) (?:wir |ich )?sie(?: hiermit| nachdrucklich| hoflich)?(?: auf)?,?"
    rf" {_DE_MAIL}"
    r"(?: \S+){0,5}? (?:einzustellen|zu unterlassen|zu beenden)",
    rf"sehen sie (?:bitte |kunftig |zukunftig |daher )*von {_DE_MAIL} ab\b",
    rf"(?:veuillez|merci de|vous (?:prie|prions|demande|demandons|somme|sommons|saurais gre|saurions gre)"
    rf"(?: de)?|je vous serais (?:reconnaissante?|oblige) de)(?: bien vouloir)? (?:cesser|mettre fin a"
    rf"|mettre un terme a|vous abstenir de|interrompre) {_FR_MAIL}"
    rf"(?!(?: \S+){{0,3}}? (?:jusqu|avant|pendant))",
    rf"(?:le|les|os) (?:rogamos|ruego|solicitamos|solicito|pido|pedimos|requerimos|exigimos|agradeceria"
    rf"|agradeceriamos)(?: encarecidamente)? (?:que )?(?:cese|cesen|ceseis|cesar|se abstenga|se abstengan"
    rf"|abstenerse|ponga fin|pongan fin|poner fin|interrumpa|interrumpan)(?: (?:de|a|al|el|en|la|los|las"
    rf"|todo|toda|todos|toda|cualquier|su|sus|futuros?|futuras?|nuevos?))*? {_ES_MAIL}",
    r"(?<!ho )(?<!abbiamo )(?<!avevo )(?:si chiede|si richiede|chiedo|chiediamo|richiedo|richiediamo"
    r"|si prega di procedere al?la|vogliate procedere al?la|pregasi procedere al?la|vi preghiamo di procedere"
    r" al?la)(?: \S+){0,2}? (?:la )?(?:cancellazione|rimozione|eliminazione)(?: \S+){0,4}? (?:dalle|dalla|dai"
    r"|dal|dagli) (?:\S+ )?(?:liste|lista|elenchi|elenco|mailing|database|banca dati|indirizzari"
    r"|indirizzario|anagrafiche)\b",
    # ... and the same removal as a noun out of the reader's list in Spanish, Dutch and Portuguese ("Solicito
    # la baja de esta dirección de su lista de contactos", "Ik verzoek om verwijdering van dit adres uit uw
    # bestand", "Solicito a exclusão deste endereço da sua lista de contatos", heldout_dz); English, German
    # and French read it by the list named; never a list of people (`people_lists`: "da lista de oradores do
    # congresso", "de la lista de asistentes", "uit de deelnemerslijst", "de wachtlijst"; the tenth review of
    # 2026-12-07), a withdrawal from an event or a queue
    r"(?<!he )(?<!hemos )(?<!habia )(?:solicito|solicitamos|pido|pedimos|le pido|les pido|le ruego"
    r"|les rogamos|rogamos|se solicita),?(?: \S+){0,2}? (?:la )?(?:baja|eliminacion|exclusion|supresion"
    r"|retirada|remocion)"
    r" (?:de (?:esta|mi|nuestra|la) (?:direccion|cuenta)|(?:de este|de mi|de nuestro|del) (?:correo|e-?mail"
    r"|contacto|buzon))(?: \S+){0,3}? de (?:su|sus|vuestra|vuestras|la|las|esta) (?:\S+ )?(?:lista|listas"
    r"|base de datos|envios|listado|contactos|mailing)\b"
    rf"{NOT_PEOPLE_AFTER}",
    r"(?<!heb )(?<!hebben )(?:ik verzoek|wij verzoeken|we verzoeken|verzoek ik|verzoeken wij|ik vraag"
    r"|wij vragen|we vragen),?(?: \S+){0,3}? (?:om )?(?:de )?(?:verwijdering|schrapping|uitschrijving) van"
    r" (?:dit|mijn|ons|het) (?:e-?mail)?(?:adres|account|contact)(?: \S+){0,3}? (?:uit"
    rf"|van) (?:uw|jullie|de|het) (?:\S+ )?{NO_PEOPLE_COMPOUND}(?:\w*lijst|\w*lijsten|\w*bestand|database"
    rf"|mailing\w*)\b{NOT_PEOPLE_AFTER}",
    r"(?<!ja )(?:solicito|solicitamos|peco|pedimos|requeiro|requeremos|solicita-se|pede-se),?(?: \S+){0,2}?"
    r" (?:a )?(?:exclusao|remocao|retirada|eliminacao) (?:d[eo]ste|d[eo]sse|do meu|do nosso|do|da minha"
    r"|da nossa|desta|dessa) (?:endereco|e-?mail|contacto|contato|correio|conta|caixa)(?: \S+){0,3}?"
    r" (?:da|das|do|dos|de) (?:sua |suas |vossa "
    r"|vossas |seu |seus |vosso |vossos )?(?:\w+ )?(?:lista|listas|base de dados|cadastro|mailing|contatos"
    r"|contactos)\b"
    rf"{NOT_PEOPLE_AFTER}",
    rf"(?<!ho )(?<!abbiamo )(?:si chiede|si richiede|chiedo|chiediamo|richiedo|richiediamo)(?: \S+){{0,3}}?"
    rf" l'interruzione di (?:ogni|qualsiasi|qualunque|tutte le|ulteriori)(?: ulteriore| ulteriori)?"
    rf" {_IT_MAIL}",
    rf"(?:vi|la|si) (?:preghiamo|prega|prego|invitiamo|invita|diffidiamo|diffida)(?: cortesemente)? (?:di|a)"
    rf" (?:cessare|interrompere|astener(?:vi|si)(?: dal)?|non inviare piu)(?: \S+){{0,3}}? {_IT_MAIL}",
    rf"(?:verzoeken|verzoek|vragen|vraag|sommeren|sommeer) (?:wij |ik )?u(?: vriendelijk| dringend| hierbij)?"
    rf"(?: om)? {_NL_MAIL} (?:te staken|te beeindigen|achterwege te laten|na te laten|te stoppen|stop te"
    rf" zetten)|(?:verzoeken|verzoek|vragen|vraag|sommeren|sommeer) (?:wij |ik )?u(?: vriendelijk| dringend"
    rf"| hierbij)?(?: om)? zich te onthouden van {_NL_MAIL}",
    rf"(?:solicitamos|solicito|pedimos|peco|requeremos|requeiro|exigimos|exijo|agradecemos|agradeco)"
    rf"(?: \S+){{0,2}}? que (?:cesse|cessem|se abstenha|se abstenham|interrompa|interrompam"
    rf"|ponha (?:termo|fim)"
    rf"|ponham (?:termo|fim))(?: (?:de|a|ao|o|os|as|com|qualquer|todo|toda|todos|todas|o seu|os seus"
    rf"|futuros?|futuras?|novos?))*? {_PT_MAIL}",
)
