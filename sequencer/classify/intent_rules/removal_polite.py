"""Removal requests put politely, formally or informally, that the other removal tables miss (heldout_n), in
every rule language. Pure data on fold()ed text, read by `removal.removal_request` like the others (a negation
a few words before a phrase in its clause undoes it).

- `POLITE_STOP`, a wish that the messages stop, put passively or as a favour: "I would be grateful if these
  messages could be stopped from now on", "I'd appreciate it if these emails stopped", "Would you mind
  stopping these emails?", "ich wäre dankbar, wenn diese Nachrichten künftig eingestellt würden", "je vous
  serais reconnaissant de bien vouloir cesser ces envois", "le agradecería que dejaran de enviarme estos
  correos", "le sarei grato se questi messaggi potessero essere interrotti", "ik zou het op prijs stellen
  als deze berichten stoppen", "agradeceria se estas mensagens pudessem ser interrompidas". Always about
  the messages (never "I'd appreciate it if the emails stopped bouncing", "would you mind stopping by").
- `NO_FURTHER`, the formal wish for no further correspondence (Indian English office style among others):
  "we do not wish to receive any further correspondence of this nature", "Request you to delete the same
  from your mailing records", "wir wünschen keine weitere Korrespondenz", "nous ne souhaitons plus recevoir",
  "no deseamos recibir más correspondencia", "non desideriamo ricevere ulteriore corrispondenza", "wij
  wensen geen verdere correspondentie te ontvangen", "não desejamos receber mais correspondência"; never
  about a document ("we do not wish to receive further invoices on paper", "delete the old file from your
  records").
- `TAKE_ME_OFF`, the informal imperative: "me tira da lista de vocês, tá?", "me tirem da lista", "tira meu
  e-mail da lista", "nimm mich von der Liste", "enlève-moi de la liste", "sácame de tu lista", "haal me
  eraf"; never a thing taken off ("tira a dúvida", "nimm mich mit").
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.not_mail import NOT_MAIL_NEXT
from sequencer.classify.intent_rules.pattern import rx

_EN_MSGS = (
    r"(?:these|those|your|such|the|any further|further|any more|all) (?:\w+ )?(?:e-?mails|mails|messages"
    r"|communications|mailings|newsletters|letters|reminders)"
)
# "stopped", never "stopped bouncing/going to spam"
_EN_STOPPED = (
    r"(?:stopped|discontinued|ceased|halted|stop|cease|ended|were stopped|stop coming|stopped coming)"
    r"(?! (?:bouncing|going|landing|failing|being|getting|from (?:bouncing|going|landing)))"
)
_DE_MSGS = (
    r"(?:diese|ihre|solche|weitere|kunftige|derartige) (?:\w+-?)?(?:e-?mails|mails|nachrichten"
    r"|zusendungen|schreiben)"
)
_FR_MSGS = r"(?:ces|vos|les) (?:\w+ )?(?:messages|e-?mails|mails|courriels|envois|sollicitations|relances)"
_ES_MSGS = (
    r"(?:estos|estas|sus|los|las|vuestros|tales) (?:\w+ )?(?:correos|mensajes|e-?mails|mails|envios"
    r"|comunicaciones)"
)
_IT_MSGS = (
    r"(?:questi|queste|i vostri|le vostre|i suoi|le sue|tali|gli|le) (?:\w+ )?(?:messaggi|e-?mail|mail"
    r"|comunicazioni|invii)"
)
# the Dutch "I (do not) wish", also joined to a "not interested" before it ("Ik ben niet geïnteresseerd
# en wens geen verdere mails meer te ontvangen", heldout_bz): the subject said once, never a third person
# ("hij wenst", "ze zijn ... en willen")
_NL_I_WISH = (
    r"(?:(?:wij|we|ik) (?:wensen|wens|willen|wil)|(?:ben|we zijn|wij zijn) (?:\S+ ){1,3}?en (?:wens|wil"
    r"|wensen|willen)|\ben wens)"
)
# the sender named between the mail and its verb: "van u", "van jullie", "van uw firma", "van jullie kantoor"
# (heldout_cu: "Ik wens geen verdere e-mails van uw firma te ontvangen"); never a third party's
_NL_FROM_YOU = r"(?:van (?:u|jullie|je|jou|(?:uw|jullie|je|jouw) \w+) )?"
_NL_MSGS = r"(?:deze|uw|jullie|dergelijke|verdere|de) (?:\w+ )?(?:e-?mails|mails|berichten|mailings)"
_PT_MSGS = (
    r"(?:estas|estes|essas|esses|as suas|os seus|as vossas|os vossos|suas|seus|vossas|vossos|as|os)"
    r" (?:\w+ )?(?:mensagens|e-?mails|emails|comunicacoes|envios)"
)

POLITE_STOP = rx(
    # English
    rf"(?:grateful|appreciate it|appreciative|thankful|obliged) if {_EN_MSGS}(?: \S+){{0,4}}? {_EN_STOPPED}",
    rf"would you mind (?:stopping|ceasing|discontinuing|halting) (?:these|those|them|{_EN_MSGS})",
    r"would you mind not (?:sending|e-?mailing|mailing|contacting|writing)(?: to)?(?: me| us)?"
    rf"(?: (?:these|those|them|{_EN_MSGS})| any ?more| again)",
    # German
    rf"(?:dankbar|verbunden),? (?:wenn|falls) (?:sie )?{_DE_MSGS}(?: \S+){{0,4}}? (?:eingestellt|unterbleiben"
    r"|unterblieben|aufhoren|aufhorten|einstellen|einstellten|nicht mehr)",
    rf"(?:wurden|konnten) sie (?:bitte )?{_DE_MSGS} (?:bitte )?(?:einstellen|unterlassen)",
    # French
    r"reconnaissante?s? (?:de |si vous pouviez |si vous vouliez )?(?:bien vouloir )?(?:cesser|arreter"
    rf"|interrompre|mettre fin a) (?:{_FR_MSGS}|tout envoi|l'envoi|de m'|de nous)",
    rf"si {_FR_MSGS} pouvaient (?:cesser|s'arreter|etre (?:arrete|interrompu|stoppe|supprime)\w*)",
    r"(?:pourriez|pouvez|voudriez)-vous (?:bien )?(?:cesser|arreter|interrompre|mettre fin a)"
    rf" (?:{_FR_MSGS}|l'envoi|de m'ecrire|de m'envoyer|de nous ecrire|de nous envoyer)",
    # Spanish
    r"agradecer(?:ia|iamos|e|emos)? (?:mucho |muchisimo )?(?:que|si) (?:dejaran|dejasen|dejen|cesaran|cesen"
    r"|pararan|paren) (?:de (?:enviar|mandar|escribir)\w*|con (?:estos|sus|los) \w+)",
    rf"(?:que|si) {_ES_MSGS} (?:dejaran de llegar|dejen de llegar|cesaran|cesen|se detuvieran|pararan"
    r"|se interrumpieran|pudieran (?:detenerse|cesar|interrumpirse|suspenderse))",
    r"(?:le|les|te|os) importaria (?:dejar de (?:enviar|mandar|escribir)\w*"
    r"|no (?:enviar|mandar|escribir)\w* mas)",
    # Italian
    rf"(?:grat[oaie]|riconoscenti?) se {_IT_MSGS}(?: \S+){{0,4}}? (?:cessassero|venissero interrott[ie]"
    r"|potessero essere interrott[ie]|si interrompessero|smettessero|fossero interrott[ie]|terminassero)",
    r"(?:grat[oaie]|riconoscenti?) se (?:poteste|potesse|voleste|volesse) (?:smettere|cessare|interrompere)"
    rf" (?:di (?:inviar|mandar|scriver)\w*|{_IT_MSGS}|l'invio|gli invii)",
    r"(?:le|vi|ti) dispiacerebbe (?:smettere|cessare) di (?:inviar|mandar|scriver)\w*"
    r"|(?:le|vi|ti) dispiacerebbe non (?:inviar|mandar|scriver)\w* piu",
    # Dutch
    rf"(?:op prijs (?:stellen|stel)|dankbaar zijn|dankbaar),? (?:als|indien|wanneer) {_NL_MSGS}"
    r"(?: \S+){0,4}? (?:zouden stoppen|stoppen|ophouden|zouden ophouden|gestopt|achterwege"
    r"|niet meer (?:gestuurd|verstuurd))",
    r"(?:zou|zoudt|wil|wilt|zouden|willen) (?:u|jullie|je) (?:\S+ )?(?:willen |kunnen )?stoppen met"
    rf" (?:het (?:sturen|versturen|mailen) van )?{_NL_MSGS}",
    # Portuguese
    rf"agradec(?:eria|eriamos|o|emos) (?:muito )?se {_PT_MSGS}(?: \S+){{0,4}}?"
    r" (?:(?:parassem|cessassem)(?! de (?:cair|ir|chegar|falhar))|deixassem de (?:chegar|ser enviad\w*)"
    r"|fossem interrompid\w*|pudessem ser (?:interrompid|suspens|parad)\w*|pudessem parar)",
    r"agradec(?:eria|eriamos|o|emos) (?:muito )?se (?:voce |voces |vos )?(?:pudesse|pudessem|puderem)"
    r" (?:parar|deixar) de (?:me |nos )?(?:enviar|mandar|escrever)\w*",
    r"(?:se importaria|se importariam|se importa|importa-se|importar-se-ia) (?:de )?(?:parar|deixar)"
    r" de (?:me |nos )?(?:enviar|mandar|escrever)\w*",
)

_EN_NOUNS = (
    r"(?:correspondence|communications?|e-?mails|mails|messages|mailers|solicitations|promotional \w+"
    r"|marketing \w+)"
)
# our mail, its kind named or not ("marketing emails", "promotional messages"), never a thing sold
_NO_MORE_EN = (
    r"(?:(?:marketing|sales|promotional|cold|advertising|commercial) )?(?:e-?mails|mails|messages|mailings"
    r"|newsletters|solicitations|communications)\b"
)
NO_FURTHER = rx(
    # English
    r"(?:do not|don't|dont|no longer) (?:wish|want|desire) to receive (?:any )?(?:further|more|such"
    rf"|future|other) (?:\w+ )?{_EN_NOUNS}",
    r"(?:delete|remove) (?:the same|this (?:id|mail id|e-?mail(?: id| address)?|address)|my (?:id|mail id"
    r"|e-?mail(?: id| address)?|address)|our (?:id|mail id|e-?mail(?: id| address)?|address)|me|us)"
    r" from (?:your|the|all) (?:mailing|mail|distribution|contact|marketing) (?:records?|lists?|database"
    r"|data ?base)",
    # German
    r"(?:wir|ich) (?:wunschen|wunsche|mochten|mochte|wollen|will) keine (?:weitere|weiteren) (?:\w+ )?"
    r"(?:korrespondenz|zusendungen|e-?mails|mails|nachrichten|schreiben|kontaktaufnahmen?)",
    # French
    rf"(?:nous|je) ne (?:souhaitons|desirons|voulons) plus (?:recevoir{NOT_MAIL_NEXT}|etre (?:contactes"
    r"|sollicites))",
    r"(?:nous|je) ne (?:souhaitons|souhaite|desirons|desire) pas recevoir (?:d'autres|davantage de|de"
    r" nouveaux|de nouvelles) (?:\w+ )?(?:correspondances?|courriers?|courriels|e-?mails|mails|messages"
    r"|sollicitations)",
    # Spanish
    r"no (?:deseamos|queremos|deseo|quiero) recibir (?:mas|ninguna|ningun|otra|otras|nueva|nuevas)"
    r" (?:\w+ )?(?:correspondencia|comunicaciones?|correos|mensajes)",
    # Italian
    r"non (?:desideriamo|vogliamo|desidero|voglio) (?:piu )?ricevere (?:ulteriore|ulteriori|altra|altre"
    r"|piu|alcuna) (?:\w+ )?(?:corrispondenza|comunicazion[ei]|e-?mail|mail|messaggi)",
    # "Non desideriamo più ricevere le vostre email": your mail named, with its article.
    r"non (?:desideriamo|vogliamo|desidero|voglio) piu ricevere (?:le (?:vostre|sue|tue) |i (?:vostri|suoi"
    r"|tuoi) |vostre |vostri |queste |questi )?(?:e-?mail|mail|messaggi|comunicazioni|newsletter)\b",
    # Dutch
    rf"{_NL_I_WISH} geen (?:verdere|andere|nieuwe) (?:\w+ )?(?:correspondentie"
    rf"|e-?mails|mails|berichten) (?:meer )?{_NL_FROM_YOU}(?:te )?(?:ontvangen|krijgen)",
    # "Wij willen geen e-mails meer van u ontvangen": the mail named, "meer" and the sender anywhere.
    rf"{_NL_I_WISH} geen (?:e-?mails|mails|berichten|nieuwsbrieven)(?: meer)?"
    rf" {_NL_FROM_YOU}(?:meer )?(?:te )?(?:ontvangen|krijgen)",
    # Portuguese
    r"nao (?:desejamos|queremos|desejo|quero) receber (?:mais|nenhuma|nenhum|outras?) (?:\w+ )?"
    r"(?:correspondencias?|comunicacoes|e-?mails|emails|mensagens)",
)
# No more mail wanted, with no verb of receiving (heldout_ai: "I do not want any more marketing emails from
# Acme"), in every rule language (German: `unsubscribe`, "keine weiteren E-Mails"); only said by the sender
# ("I", "we") and only our mail: never a thing ("any more marketing tools"), nor mail the sender sends ("we
# don't want any more emails going out to customers unchecked"). `removal_guards.other_things.spared` drops it
# in a reply that wants more ("No queremos más correos sin revisar saliendo a clientes ... Me interesa ver una
# demo"): the mail is then the sender's own worry, our product its answer.
NO_MORE_MAIL = rx(
    rf"(?:i|we) (?:really )?(?:do not|don't|dont|no longer) (?:want|need|wish for) (?:any )?(?:further|more"
    rf"|other|future) {_NO_MORE_EN}(?! (?:going|sent|to go|to be sent|to our|for our)\b)",
    r"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) (?:plus|pas) (?:de |d'autres |d'|de"
    r" vos |vos )(?:\w+ )?(?:e-?mails|mails|courriels|messages|sollicitations)\b",
    r"no (?:quiero|queremos|deseo|deseamos) (?:mas|ningun|ninguna|otros|otras) (?:\w+ )?(?:correos|e-?mails"
    r"|mails|mensajes|comunicaciones)\b",
    r"non (?:voglio|vogliamo|desidero|desideriamo) (?:piu|altre|altri|ulteriori) (?:\w+ )?(?:e-?mail|mail"
    r"|messaggi|comunicazioni)\b",
    r"(?:ik|wij|we) (?:wil|willen|wens|wensen) geen (?:\w+ )?(?:e-?mails|mails|berichten|nieuwsbrieven)"
    r" meer\b",
    r"nao (?:quero|queremos|desejo|desejamos) (?:mais|outros|outras|nenhum|nenhuma) (?:\w+ )?(?:e-?mails"
    r"|emails|mails|mensagens|comunicacoes)\b",
)

# a topic named right after the no-more-mail ("I don't want any more emails about the webinar, but I'd like
# the pricing for the pro plan", review of 2026-12-05, fifth): `removal_guards.other_things.spared` drops it
# beside a request; never our offer itself as the topic ("about your product", "sur vos services")
TOPIC_AFTER = re.compile(
    r" (?:about|on|regarding|concerning|re|sur|concernant|au sujet d[eu]|a propos d[eu]|sobre|acerca d[e]"
    r"|sul|sulla|sui|sulle|riguardo|su|over|uber|zum|zur) (?:the|this|that|these|your|our|le|la|les|ce|cette"
    r"|vos|votre|el|los|las|este|esta|il|lo|i|gli|le|questo|questa|het|de|dit|deze|o|os|as|das|den|dem"
    r"|die)? ?(?!(?:the|this|that|these|your|our|le|la|les|ce|cette|vos|votre|el|los|las|este|esta|il|lo|i"
    r"|gli|le|questo|questa|het|de|dit|deze|o|os|as|das|den|dem|die|product|products|service|services|offer|offers|solution|solutions|software|platform|tool"
    r"|tools|company|produit|produits|offre|offres|producto|productos|servicio|servicios|oferta|prodotto"
    r"|prodotti|servizi|servizio|offerta|produkt|produkte|angebot|dienst|diensten|aanbod|produto|produtos"
    r"|servico|servicos|it|this|that|ca|cela|eso|esto|questo|dit|dat|isso|isto|das)\b)\w"
)

# all of us, counted or not, after "nos" ("tirem-nos a todos", "removam-nos aos três", heldout_di)
_PT_ALL_OF_US = (
    r"(?: (?:a )?tod[oa]s(?: (?:os|as) (?:dois|duas|tres|quatro|cinco|seis|\d+))?"
    r"| (?:aos|as) (?:dois|duas|tres|quatro|cinco|seis|\d+)| a ambos)?"
)
# the list, or our sequence ("tira-me da tua sequência", heldout_eb)
_PT_LIST = (
    r"(?:da|das|dessa|desta|do|dos|desse|deste) (?:\w+ )?(?:lista|listas|mailing|cadastro|base|envios"
    r"|sequencia|sequencias)"
)
TAKE_ME_OFF = rx(
    # Portuguese
    r"(?:me|nos) (?:tira|tire|tirem|tirar|remove|remova|removam|exclui|exclua|excluam|descadastra"
    rf"|descadastre|descadastrem|apaga|apague|apaguem){_PT_ALL_OF_US} {_PT_LIST}",
    r"(?:tira|tire|tirem|remove|remova|removam|exclui|exclua|excluam|apaga|apague|apaguem|descadastra"
    r"|descadastre|descadastrem) (?:o )?(?:meu|nosso) (?:e-?mail|email|endereco|contato|contacto|cadastro)"
    rf"(?: {_PT_LIST}|(?=\s*(?:[.,;!]|$|por favor|pf|obrigad)))",
    rf"(?:tira|tire|tirem|remove|remova|removam|exclui|exclua|excluam)-(?:me|nos){_PT_ALL_OF_US} {_PT_LIST}",
    # German
    r"(?:nimm|nehmt|streich|streicht|losch|loscht|trag|tragt) (?:mich|uns) (?:bitte )?(?:\S+ )?(?:von|aus)"
    r" (?:der|eurer|deiner|ihrer|dem|eurem|deinem|ihrem|euren|deinen) (?:\w+-?)?(?:liste|verteiler"
    r"|newsletter|mailingliste|datenbank)",
    # French
    # ... the list, or our sequence and its follow-ups ("retire-moi de ta séquence", "sors-moi de tes
    # relances", heldout_eb)
    r"(?:enleve|retire|supprime|raye|desinscris|vire|sors)-(?:moi|nous) (?:de|des|du) (?:ta |votre |vos |tes"
    r" |ton |la |cette |ces )?(?:liste|listes|fichier|base|mailing|sequences?|relances|campagnes?|envois)",
)
