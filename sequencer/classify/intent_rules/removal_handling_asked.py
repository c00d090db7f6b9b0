"""The reader's handling of other people's removals asked about: a plural removal noun and a verb of handling
with the reader as its subject, in a question ("do you handle the unsubscribes by hand or does the tool do
it?", "traitez-vous les désinscriptions à la main ?", "¿gestionáis las bajas a mano?", "gestite le
disiscrizioni a mano?", "verwerken jullie de afmeldingen handmatig?", "wie verarbeiten Sie die
Abmeldungen?", "vocês tratam os descadastros na mão?", heldout_dj): a question about how a tool or a team
works, no removal request. Pure data on fold()ed text, read by `removal_guards.as_a_topic.handling_asked`.

The removal word must be one of `removal_topic.PLURAL_REMOVALS` (other people's removals, many of them), or
a removal word naming a plural noun of messages or requests after it or before it ("the unsubscribe replies",
"opt-out requests", "les demandes de désinscription", "as solicitudes de baja", "le richieste di
disiscrizione", "os pedidos de descadastro", `MANY_AFTER`, `MANY_BEFORE`: many removals, review of
2026-12-07), and its clause must hold `READER_HANDLES`; never a clause in the first person or with a please
("can you process the unsubscribes I sent?", "please handle my unsubscribes": the sender's own, a removal),
never a sentence that is no question ("you handle unsubscribes badly, remove me").

The question asked about the reader's handling with the sender's own removal said to have been asked or sent
before (`OWN_ASKED_AGAIN`, anywhere in the message, before the question as well as after it: "Vocês tratam os
descadastros? Já pedi o meu duas vezes.", "Ich habe mich schon zweimal abgemeldet, wie verarbeiten Sie
eigentlich Abmeldungen?", "Do you process the unsubscribes I've sent you three times now?", "Gestionáis las
bajas a mano? Yo pedí la mía hace un mes.", "Wie verarbeiten Sie die Abmeldungen? Ich habe mich schon zweimal
abgemeldet.", "Verwerken jullie de afmeldingen handmatig? Ik wil ook van de lijst af.", with a count between:
"Ik heb me al twee keer afgemeld", "je me suis déjà deux fois désinscrit"): a removal asked
again, read by `removal_late.asked_again_after_handling`; the complaint alone ("Ich habe mich schon zweimal
abgemeldet.") is no removal match, and neither is an event the sender left nor anything not our mail ("Ik heb
me al afgemeld voor het webinar van donderdag", "Já pedi o meu orçamento duas vezes": `LEFT_AFTER`,
`LEFT_INSIDE`, `OUR_MAIL_LEFT`).
"""

from __future__ import annotations

import re

# A verb of handling with the reader ("you", "vous", "vosotros", "voi", "jullie"/"u", "Sie"/"ihr", "vocês")
# as its subject, in every rule language.
READER_HANDLES = re.compile(
    r"(?<![\w'])(?:you (?:\w+ )?(?:handle|process|manage|deal with|remove|honou?r|take care of|sync|track"
    r"|strip|clean|action)"
    r"|(?:gerez|traitez|retirez|supprimez|enlevez|prenez en compte|synchronisez)-vous"
    r"|vous (?:les )?(?:gerez|traitez|retirez|supprimez|enlevez|prenez en compte|synchronisez)"
    r"|gestionais|procesais|tramitais|manejais|quitais|gestionan ustedes|procesan ustedes"
    r"|(?:ustedes|vosotros) (?:\w+ )?(?:gestionan|procesan|tramitan|manejan|quitan|gestionais|procesais"
    r"|tramitais|manejais|quitais)"
    r"|gestite|trattate|elaborate|togliete|rimuovete|sincronizzate"
    r"|(?:verwerken|beheren|verwijderen|behandelen) (?:jullie|u)|(?:verwerkt|beheert|verwijdert|behandelt) u"
    r"|(?:jullie|u) (?:\w+ )?(?:verwerken|beheren|verwijderen|behandelen|verwerkt|beheert|verwijdert"
    r"|behandelt)"
    r"|(?:verarbeiten|bearbeiten|handhaben|verwalten|entfernen|pflegen) (?:sie|ihr)"
    r"|(?:verarbeitet|bearbeitet|handhabt|verwaltet|entfernt|pflegt) ihr"
    r"|(?:voces|voce|o senhor|a senhora) (?:\w+ )?(?:tratam|trata|gerenciam|gerencia|gerem|processam"
    r"|processa|lidam com|lida com|removem|remove|cuidam d|cuida d)"
    r"|(?:tratam|gerenciam|gerem|processam|removem) (?:voces|voce)"
    # ... or the reader's process or policy for them asked about ("what's your process for unsubscribe
    # requests?", "wie ist Ihr Prozess für Abmeldungen?", "quelle est votre procédure pour les
    # désinscriptions ?", "¿cuál es su proceso para las bajas?", "qual è la vostra procedura per le
    # disiscrizioni?", "wat is jullie proces voor afmeldingen?", "qual é o seu processo para
    # descadastros?"; the eighth review of 2026-12-07): a buying question
    r"|(?:what|how)(?:'s| is| are) your (?:\w+ )?(?:process|processes|procedure|policy|workflow)"
    r"|(?:wie|was) (?:ist|sind|sieht) (?:ihr|ihre|euer|eure) (?:\w+ )?(?:prozess|verfahren|vorgehen|ablauf"
    r"|richtlinie)"
    r"|quel(?:le)?s? (?:est|sont) (?:votre|vos) (?:\w+ )?(?:processus|procedure|politique|process)"
    r"|(?:cual|como) es (?:su|vuestro|vuestra|el|la) (?:\w+ )?(?:proceso|procedimiento|politica)"
    r"|(?:qual|com)(?:'e| e) (?:il vostro|la vostra|il suo|la sua) (?:\w+ )?(?:processo|procedura|politica)"
    r"|wat is (?:jullie|uw) (?:\w+ )?(?:proces|procedure|beleid|werkwijze)"
    r"|qual (?:e )?(?:o|a) (?:seu|sua|vosso|vossa) (?:\w+ )?(?:processo|procedimento|politica))(?![\w'])"
)
# ... or the reader's removal as a noun, asked how it works, the question's frame before the word in its
# clause
# ("how does the unsubscribe work at your end?", "Wie funktioniert bei Ihnen die Abmeldung?", "comment
# fonctionne la désinscription chez vous ?", "¿cómo funciona la baja con vosotros?", "come funziona la
# disiscrizione da voi?", "hoe werkt het afmelden bij jullie?", "como funciona o descadastro de vocês?",
# heldout_dw): a question about how the reader's removal works, no removal asked; never in the first person
# from the frame on ("how does unsubscribing work, I want out" has its own clause; "how does it work if I
# unsubscribe?" names the sender)
HOW_IT_WORKS = re.compile(
    r"\b(?:how (?:exactly )?(?:does|do|would|will) (?:[^\s.!?;:,]+ ){1,4}?(?:work|function|operate|happen)"
    r"|wie (?:genau )?(?:funktioniert|funktionieren|lauft|laufen|klappt|erfolgt|erfolgen)"
    r"|comment (?:ca )?(?:fonctionne(?:nt)?|marche(?:nt)?|se passe(?:nt)?|se deroule(?:nt)?)"
    r"|como (?:funciona(?:n)?|se gestiona(?:n)?|se tramita(?:n)?|e feito|sao feitos)"
    r"|come (?:funziona(?:no)?|avviene|avvengono|si gestisce|si gestiscono)"
    r"|hoe (?:werkt|werken|verloopt|verlopen))\b"
)
# ... or the reader's verb of counting a reply as a removal, a reply not the sender's own ("do you count a
# reply like that as an opt-out?", "werten Sie so eine Antwort als Abmeldung?", "tellen jullie zo'n antwoord
# als afmelding?", heldout_em): how the reader's rules work, asked; never "this", "it" or the sender's own
# ("would you count this as my opt-out?")
READER_COUNTS = re.compile(
    r"(?<![\w'])(?:(?:do|does|would|will|did) you (?:\w+ )?(?:count|treat|consider|regard|log|record|take)"
    r"|(?:comptez|considerez|traitez|prenez)-vous|vous (?:\w+ )?(?:comptez|considerez|traitez)"
    r"|(?:cuentan|consideran|tratan|contais|considerais|tratais|tomais|toman)(?: ustedes| vosotros)?"
    r"|(?:contate|considerate|trattate|valutate)(?: voi)?"
    r"|(?:tellen|beschouwen|behandelen|rekenen|zien) (?:jullie|u)|(?:telt|beschouwt|behandelt|rekent|ziet) u"
    r"|(?:zahlen|werten|behandeln|betrachten|sehen) sie|(?:zahlt|wertet|behandelt|betrachtet) ihr"
    r"|(?:voces|voce) (?:\w+ )?(?:contam|consideram|tratam|conta|considera|trata))"
    r"(?! (?:this|it|my|me|mich|mir|meine?n?|dies\w*|das|ceci|cela|ca|ma|mon|mes|esto|esta|este|eso|mi|mis"
    r"|questo|questa|mio|mia|dit|dat|mijn|isto|isso|minha|meu)\b)"
    r"(?: [^\s.!?;:,]+){1,8}? (?:as|als|comme|como|come)(?: (?:an?|a|une?|un[ao]?|een|eine?n?|uma?|legal"
    r"|legale"
    r"|valid[ae]?|valable|geldige?|gultige?|echte?|formal|formelle?|formale?|full|complete))* $"
)

# the removal as a noun (a singular one, a gerund or an infinitive used as a noun), the word `HOW_IT_WORKS`
# asks about
_NOUNS = (
    r"(?:unsubscrib(?:e|ing)|unsubscription|opt[- ]?out|removal|abmeldung|abmelden|austragung|desinscription"
    r"|desabonnement|baja|desuscripcion|disiscrizione|cancellazione|afmelding|afmelden|uitschrijving"
    r"|uitschrijven|descadastro|descadastramento|cancelamento)"
)
REMOVAL_NOUN = re.compile(rf"(?:the |your |de |het |die |das |la |le |el |il |lo |o |a )?{_NOUNS}$")
# the sender named between the frame and the word ("how does it work if I unsubscribe?", "wie funktioniert
# das, wenn ich mich abmelde?"): the word is the sender's own act, no noun asked about
SENDER_BETWEEN = re.compile(
    r"(?<![\w'])(?:i|we|me|us|ich|wir|mich|uns|je|j'|nous|me|yo|nosotros|io|noi|mi|ci|ik|wij|mij|ons|eu|nos"
    r"|if|wenn|falls|si|se|als|indien)(?![\w'])"
)
# ... the same noun anywhere in a clause
NOUN_IN = re.compile(rf"\b{_NOUNS}\b")
# A removal word naming many removals by a plural noun of messages or requests after it ("unsubscribe
# replies", "opt-out requests") or before it ("demandes de", "solicitudes de", "richieste di", "pedidos de",
# "verzoeken tot"), in every rule language; a singular noun ("my unsubscribe request") is the sender's own.
# ... the word quoted as the reply's text and closed before the noun, or "ones" for the replies (heldout_ea:
# "do you process the "reply unsubscribe" ones by hand?")
MANY_AFTER = re.compile(
    r"[\"'\u00bb\u201d]?[- ](?:replies|requests|emails|e-mails|mails|messages|notices|responses|ones|anfragen"
    r"|wunsche|mails|verzoeken|aanvragen|berichten)\b"
)
# ... or many people named as those removed, after the word: the reader's recipients, subscribers, contacts
# or customers ("the unsubscribing of your recipients", "la désinscription de vos destinataires", "die
# Abmeldung Ihrer Empfänger", "la baja de sus suscriptores", "la disiscrizione dei vostri iscritti", "het
# afmelden van uw ontvangers", "o descadastro dos seus contatos", heldout_eb), or people at large ("des
# destinataires", "of recipients"); never the sender's own ("de mes contacts", "our customers")
MANY_PEOPLE_AFTER = re.compile(
    r" (?:(?:of|de|des|d'|von|der|den|de la|del|de los|de las|dei|degli|delle|di|van|dos|das|do|da) ?)?"
    r"(?:(?:your|the|vos|les|ihrer|ihren|eurer|euren|sus|los|las|vuestros|vuestras|vostri|vostre|i|gli|le"
    r"|uw|jullie|de|seus|suas|os|as|vossos|vossas) )?"
    r"(?!(?:my|our|mes|nos|notre|meine\w*|unsere\w*|mis|nuestr\w*|miei|mie|nostr\w*|mijn|onze|meus|minhas"
    r"|nossos|nossas)\b)(?:\w+ )?"
    r"(?:recipients|subscribers|contacts|users|customers|clients|readers|members|destinataires|abonnes"
    r"|utilisateurs|lecteurs|adherents|empfanger|abonnenten|kontakte|nutzer|leser|kunden|mitglieder"
    r"|destinatarios|suscriptores|contactos|usuarios|lectores|miembros|destinatari|iscritti|contatti|utenti"
    r"|lettori|membri|ontvangers|abonnees|contacten|gebruikers|lezers|klanten|leden|assinantes|contatos"
    r"|leitores|membros)\b"
)
MANY_BEFORE = re.compile(
    r"\b(?:demandes|requetes|reponses|messages|mails|solicitudes|peticiones|respuestas|mensajes|correos"
    r"|richieste|domande|risposte|messaggi|pedidos|solicitacoes|respostas|mensagens|verzoeken|aanvragen"
    r"|berichten) (?:de |di |d'|om |tot |voor )?$"
)
# a possessive that stands alone: a stop, the end, or a count or time after it ("o meu duas vezes", "la mia
# già da un mese")
_NO_NOUN_AFTER = (
    r"(?=[.,!?;:]|$| (?:duas|tres|quatro|varias|muitas|\d+|vezes|ha|faz|desde|ja|tambem|e|mas|due|tre"
    r"|quattro|piu|varie|molte|volte|gia|anche|da|ma)\b)"
)
# our mail named as what the sender wishes to stop getting: a mail noun after a determiner ("these
# emails", "ces messages", "estos correos", "queste email", "esses e-mails"), or a pronoun standing alone
# ("these", "them", "isso"); never anything else the sender gets ("the complaints from my reps", "the manual
# ones in our support inbox": the eighth review of 2026-12-07)
_MAIL_NOUN = (
    r"(?:e-?mails?|mails?|messages?|newsletters?|mailings?|updates|courriels?|correos?|mensajes?|messaggi"
    r"|comunicazioni|comunicaciones|mensagens|comunicacoes|nachrichten|zusendungen|werbung|berichten"
    r"|nieuwsbrie\w+|boletin\w*|promo\w*|offert\w*|ofertas?|offres?|angebote?)\b"
)
_WISHED = (
    r"(?:(?:these|this|your|the|any|all|such|ces|vos|les|vos|estos|estas|esos|esas|sus|vuestros|vuestras"
    r"|los|las|queste|questi|le|i|gli|vostre|vostri|esses|essas|estes|os|as|seus|suas|vossos|vossas)"
    rf"(?: \w+)? {_MAIL_NOUN}|(?:correos|mensajes|e-?mails|emails)\b"
    r"|(?:these|them|this|it|that|cela|ca|esto|eso|isso|isto|cio)"
    r"(?= *(?:[.,;:!?)]|$|any ?more|please|thanks|from you|por favor|per favore|mais|mas|piu|plus)))"
)
# the head of a clause, where an imperative or a request to the reader stands: the start, a stop or a
# comma, or "so", "and", "then" before it
_HEAD = (
    r"(?:^|(?<=[.!?;:,(\n¿¡])|(?<=[.!?;:,(\n¿¡] )|(?<=\bso )|(?<=\band )|(?<=\bthen )|(?<=\by )"
    r"|(?<=\be ))"
)
# ... and the sender last in the clause: nothing after "me" / "para mí" but a stop, a thanks or "too"
# ("para mi empresa", "a mi caso", "for us as part of onboarding" are something else), or the sender's own
# people added to it ("for me and my whole team", "to me as well as my colleague", "pour moi et mon
# équipe", "para mí y mis compañeros", "a me e al mio collega", "voor mij en mijn team", "para mim e a
# minha equipa": the ninth review of 2026-12-07): still the sender's own removal, others added to it
_TOO = r"(?: too| as well| also| tambien| igualmente| aussi| egalement| anche| pure| tambem| ook)?"
MY_PEOPLE = (
    r"(?: (?:and|as well as|plus|along with|together with|et|ainsi que|y|e|en|und|sowie)"
    r" (?:(?:for|to|with|pour|avec|a|al|ai|alla|alle|agli|per|con|col|para|com|voor|bij|op|met|fur|bei"
    r"|mit) )?(?:all )?"
    r"(?:my|our|mon|ma|mes|notre|nos|mi|mis|nuestro|nuestra|nuestros|nuestras|il mio|la mia|i miei|le mie"
    r"|mio|mia|miei|mie|mijn|onze|ons|o meu|a minha|os meus|as minhas|meu|minha|meus|minhas|mein|meine"
    r"|meinen|meinem|unser|unsere|unseren|unserem)(?: \w+)?"
    r" (?:team|teams|colleagues?|co-?workers?|staff|department|assistant|boss|partner|equipe|collegues?"
    r"|service|equipo|companer[oa]s?|colegas?|collega|colleghi|colleghe|squadra|ufficio|collega's|collegas"
    r"|afdeling|equipa|kolleg(?:e|en|in|innen)|abteilung))?"
)
_TO_ME = (
    rf"{_TOO}{MY_PEOPLE}{_TOO}"
    r"(?= *(?:[.,;:!?)]|$|please|thanks|thank you|por favor|gracias|s'il vous plait|svp|merci|per favore"
    r"|grazie|obrigad[oa]))"
)
# the sender's own removal asked, sent or done before, or wanted too, after the question or before it, in
# every rule language
OWN_ASKED_AGAIN = re.compile(
    r"\b(?:(?:i|we)(?:'ve| have| had)? (?:already |now |since |also )?(?:sent|asked for|requested|submitted)"
    r" (?:you |it |them )?(?:mine|ours|it|them|one|my (?:own|unsubscribe|request|removal)|twice"
    r"|(?:\w+ ){0,2}times)\b"
    r"|(?:i|we)(?:'ve| have| had)? (?:already |since |also )?(?:unsubscribed|opted out)\b"
    r"|i (?:also )?want (?:off|out|to be removed)\b"
    # "o meu", "la mia" as the removal itself, never before a noun ("Já pedi o meu orçamento": a quote)
    r"|(?:ja )?(?:pedi|solicitei|enviei|mandei|pedimos|solicitamos|fiz) (?:o meu|a minha|o nosso|a nossa)"
    rf"{_NO_NOUN_AFTER}"
    r"|(?:ja )?me descadastrei\b|eu tambem quero (?:sair|ser descadastrad[oa])\b"
    r"|(?:ya )?(?:yo )?(?:pedi|solicite|envie|mande|pedimos|solicitamos)"
    r" (?:la mia|el mio|la nuestra|mi baja)\b"
    r"|ya me di de baja\b|yo tambien quiero (?:darme de baja|salir)\b"
    r"|(?:ich habe|ich hab|wir haben) (?:mich |uns )(?:[^\s.!?;:,]+ ){0,3}?(?:abgemeldet|ausgetragen)\b"
    r"|ich (?:will|mochte) auch (?:raus|von der liste)\b"
    r"|ik (?:wil|heb) (?:me |mij )?(?:ook |al |zelf |allang )*(?:van de lijst af|afgemeld|uitgeschreven)\b"
    # a count or a time between ("Ik heb me al twee keer afgemeld", "je me suis déjà deux fois désinscrit")
    r"|ik heb (?:me |mij )(?:ook |al |zelf |allang )*(?:\d+|een|twee|drie|vier|vijf|meerdere|verschillende"
    r"|vaak)(?: keer| maal|maal)? (?:\S+ )?(?:afgemeld|uitgeschreven)\b"
    r"|j'ai (?:deja )?(?:demande|envoye) la mienne\b"
    r"|je me suis (?:deja )?(?:\S+ ){0,2}?desinscrit(?:e|s|es)?\b"
    r"|moi aussi je veux (?:etre retire|me desinscrire)"
    rf"|ho (?:gia )?(?:chiesto|inviato|richiesto|mandato) la mia{_NO_NOUN_AFTER}"
    r"|mi sono (?:gia )?(?:\S+ ){0,2}?disiscritt[oaie]\b"
    r"|anch'io voglio (?:essere rimoss|disiscrivermi)"
    # ... or the sender's wish to stop our mail, or the removal asked about applied to the sender, in other
    # words ("How does unsubscribing work here? I'd like to stop getting these.", "How exactly does the
    # opt-out work? Whatever it is, please apply it to me.", the seventh review of 2026-12-07): the wish in
    # the first person with our mail as its object (`_WISHED`), the removal applied to the sender by an
    # imperative or a request to the reader at the head of its clause, the sender last in it (`_HEAD`,
    # `_TO_ME`; never a modal subject, "if the tool can do that for us", "Espero que la herramienta lo haga
    # para mi equipo", nor "para mi/a mi" before a noun, "lo hago para mi empresa", "aplica a mi caso": the
    # eighth review of 2026-12-07)
    rf"|(?:i|we)(?:'d| would)? (?:like|want|wish|need) to stop (?:getting|receiving) {_WISHED}"
    rf"|{_HEAD}(?:(?:can|could|would|will) you )?(?:please |kindly |just )?(?:apply (?:it|that|this|the same)"
    rf" (?:to|for|with) (?:me|us)|do (?:it|that|this|the same) (?:to|for|with) me){_TO_ME}"
    r"|(?:ich|wir) (?:mochte|mochten|will|wollen|wurde|wurden)(?: gern| gerne)?"
    rf" (?:(?:diese|die|ihre|solche)(?: \w+)? {_MAIL_NOUN}|diese|sie|solche) nicht mehr"
    r" (?:bekommen|erhalten|kriegen)\b"
    r"|(?:wenden|machen) sie (?:das|es|sie|die) (?:\w+ )?(?:bitte )?(?:auch )?(?:bei|fur|auf) mich\b"
    r"|(?:je|nous) (?:voudrais|voudrions|veux|voulons|souhaite|souhaitons|souhaiterais|aimerais)"
    rf" (?:ne plus (?:recevoir|avoir)|arreter de recevoir) {_WISHED}"
    rf"|{_HEAD}(?:appliquez|faites)[- ](?:la|le|les|cela|ca|pareil)?[- ]?(?:moi|pour moi|a moi|avec moi)"
    rf"{_TO_ME}"
    r"|(?:quiero|queremos|quisiera|quisieramos|me gustaria|nos gustaria|deseo|deseamos) dejar de recibir"
    rf" {_WISHED}"
    rf"|{_HEAD}(?:por favor )?(?:(?:apliquen|aplique|aplicad)(?:lo|la|melo|mela)?|aplica(?:lo|la|melo|mela)"
    r"|(?:hagan|haga|haced)(?:lo|la)?|hazlo|hazla)(?: lo mismo| eso| esto| igual)?"
    rf" (?:a mi|conmigo|para mi){_TO_ME}"
    rf"|(?:vorrei|voglio|vogliamo|vorremmo) (?:smettere di ricevere|non ricevere piu) {_WISHED}"
    rf"|{_HEAD}(?:per favore )?(?:applicate|applicatela|applicatelo|fate|fatelo|fatela)"
    rf"(?: lo stesso| anche)? (?:a me|per me|con me){_TO_ME}"
    rf"|ik (?:wil|zou) (?:\w+ )?(?:(?:deze|die|jullie|uw)(?: \w+)? {_MAIL_NOUN}|dit|dat|deze|die) niet meer"
    r" (?:ontvangen|krijgen)\b"
    r"|(?:pas|doe) (?:het|dat|dit|hetzelfde) (?:maar |graag |ook )*(?:toe )?(?:op|voor|bij) mij\b"
    rf"|(?:quero|queremos|gostaria de|gostariamos de) (?:deixar de|parar de) receber {_WISHED}"
    rf"|{_HEAD}(?:por favor )?(?:aplique|apliquem|facam|faca)(?:-o|-a|-no|-na)?(?: o mesmo)?"
    rf" (?:a mim|comigo|para mim|por mim){_TO_ME})"
)
# what the sender left, when named, must be our mail: a preposition right after the removal (or inside the
# German and Dutch one, before its participle) with an event or a thing not ours after it ("Ik heb me al
# afgemeld voor het webinar van donderdag", "Ya me di de baja de Mailchimp", "Je me suis déjà désinscrit de
# trois outils") is something else left, no removal asked again
LEFT_PREPOSITION = (
    r" (?:\S+ )?(?:from|of|for|voor|van|vom|von|de|del|da|dal|dalla|dallo|di|do|du|des|bei|aus|uit|bij|at"
    r"|zum|zur|fur|al|ao|na|no)"
)
LEFT_AFTER = re.compile(rf"{LEFT_PREPOSITION}((?: [^\s.!?;:,]+){{1,4}})")
# ... never the sender as that "thing" ("Doe het ook voor mij en mijn team", "Machen Sie das auch für
# mich": the removal applied to the sender, the ninth review of 2026-12-07)
LEFT_INSIDE = re.compile(
    r"\b(?:vom|von|bei|aus|fur|zum|zur|voor|van|bij|uit)(?! (?:mij|mich|mir|uns|ons|me)\b)"
    r"((?: [^\s.!?;:,]+){1,3})"
)
OUR_MAIL_LEFT = re.compile(
    r"\b(?:your|uw|jullie|ihrem|ihrer|ihren|ihre|eurem|eurer|euren|vuestra|vuestro|vuestros|vuestras|su|sus"
    r"|votre|vos|vostra|vostro|vostri|vostre|vossa|vosso|vossas|vossos|this|that|deze|dit|dieser|diesem"
    r"|diesen|esta|este|questa|questo|cette|ce|list\w*|lijst\w*|liste\w*|lista\w*|mailing\w*|newsletter\w*"
    r"|nieuwsbrief\w*|verteiler|mails|e-?mails|correos|messages|berichten|alles|allem|everything|todo|tudo"
    r"|tout|tutto)\b"
)
