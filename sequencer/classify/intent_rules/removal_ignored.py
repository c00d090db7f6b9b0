"""An earlier removal ignored: "I unsubscribed ten days ago and still get your mails", "I already opted
out and you keep emailing me", in every rule language (heldout_t). A complaint that the opt-out did not
take is the request made again. Pure data on fold()ed text, read by `removal.removal_request` like the other
removal tables (a negation a few words before it in its clause undoes it, a removal "by mistake" with a
request to be put back is none, one called fine now is none, `removal_past`).

The sender's own past removal (first person, never "my colleague unsubscribed") and, after it in the same
sentence, mail that still arrives: "still get/getting/receive", "keep getting", "you keep emailing",
"trotzdem/immer noch/weiterhin bekomme", "je reçois toujours", "sigo recibiendo", "continuo a ricevere",
"krijg nog steeds", "continuo recebendo"; or the other way round ("I still get your emails although I
unsubscribed"). Never a removal from a thread or a meeting ("I asked to be taken off the cc and still get
the thread"), nor "I still want your emails".
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# What stays inside one sentence between the removal and the mail still arriving.
_GAP = r"[^.!?;]{0,120}?"
# A list that is no mailing: the cc, a thread, a meeting.
# ... nor a beta, a programme, or other people unsubscribed ("We unsubscribed all our inactive users and still
# get complaints", "we opted out of the beta and still get the release notes")
_NOT_LIST = (
    r"(?!(?: (?:from|off|of|out of))? (?:the |this |that |our |all |all our |all the |\d+ |our old |inactive"
    r" |old )*(?:cc|thread|chain|loop|invite|meeting|call|beta|program(?:me)?|trial|pilot|survey|users"
    r"|contacts|subscribers|customers|members|people|accounts|clients|inactive)\b)"
)

_EN_PAST = (
    r"(?:(?:i|we)(?:'ve| have| had|'d)?(?: already| even| twice| (?:once|two|three) times)? (?:unsubscribed"
    r"|opted[- ]out|asked (?:you )?(?:twice |already )?(?:to be (?:removed|taken off|unsubscribed|deleted)"
    r"|to (?:stop|remove (?:me|us)|take (?:me|us) off|unsubscribe (?:me|us)))|clicked (?:on )?(?:the |your )?"
    r"(?:unsubscribe|opt[- ]?out)|hit (?:the |your )?(?:unsubscribe|opt[- ]?out)|requested (?:removal|to be"
    r" removed)|replied (?:with )?\W?(?:stop|unsubscribe|remove)\b|told you to stop)"
    # ... or the writer's own removal asked for by name, whoever asked ("I already asked for my removal", "my
    # assistant requested our removal")
    r"|(?:asked|requested) (?:you )?(?:for )?(?:my|our) (?:removal|unsubscription|deletion))" + _NOT_LIST
)
_EN_STILL = (
    r"(?:(?:i|we)(?:'m| am|'re| are)? )?(?:still|keep|kept|continue to|continued to) (?:get|getting"
    r"|receive|receiving|be getting|be receiving)\b|(?:you|you're|you are|they|they're)(?: still)? (?:keep"
    r"|kept|still|continue to)(?: on)? (?:e-?mailing|mailing|sending|writing|contacting|e-?mail|send|write"
    r"|contact)\b|(?:and|but) (?:yet|here) (?:is|comes|are|you are|we are|i am)? ?(?:another|more|again)\b"
    r"|here you are again"
    # ... or the mail itself the subject ("your mail still comes", "your emails keep arriving")
    r"|(?:your|the|these|those) (?:e-?mails?|mails?|messages?|newsletters?)(?: \S+){0,2}? (?:still|keep|kept"
    r"|continue to) (?:com(?:e|es|ing)|arriv(?:e|es|ing)|land(?:s|ing)?|show(?:s|ing)? up)\b"
)
_DE_PAST = (
    # ("abgemeldet/ausgetragen" only with "mich/uns": "wir haben alle inaktiven Kontakte abgemeldet" are
    # others)
    r"(?:ich|wir) (?:habe|haben|hatte|hatten) (?:(?:mich|uns) (?:[^\s.!?;,]+ ){0,6}?(?:abgemeldet"
    r"|ausgetragen)"
    r"|(?:(?:mich|uns) )?(?:[^\s.!?;,]+ ){0,7}?(?:abbestellt|widersprochen|um (?:(?:meine|unsere) )?"
    r"(?:loschung|austragung"
    r"|abmeldung"
    r"|entfernung) gebeten"
    r"|gebeten,? (?:mich|uns) (?:auszutragen|zu entfernen|abzumelden|zu loschen|nicht mehr anzuschreiben)))"
)
_DE_STILL = (
    r"(?:bekomme|erhalte|kriege|bekommen|erhalten|kriegen)(?: ich| wir)?(?: \S+){0,3}? (?:trotzdem|immer"
    r" noch|noch immer|weiterhin|dennoch|nach wie vor|schon wieder)\b|(?:trotzdem|immer noch|noch immer"
    r"|weiterhin|dennoch|nach wie vor)(?: \S+){0,3}? (?:bekomme|erhalte|kriege|bekommen|erhalten|kriegen"
    r"|mails|e-?mails|post|nachrichten|schreiben sie)\b|schreiben sie (?:mir |uns )?(?:trotzdem|immer noch"
    r"|weiterhin|schon wieder)"
    r"|(?:ihre|eure|die) (?:mails|e-?mails|nachrichten|newsletter)(?: \S+){0,2}? (?:kommen|kamen) (?:\S+ )?"
    r"(?:weiter|trotzdem|immer noch|noch immer|weiterhin|nach wie vor)\b"
)
_FR_PAST = (
    r"(?:je me suis|nous nous sommes) (?:\S+ ){0,4}?(?:desinscrit|desabonne|retire)\w*|(?:j'ai|nous avons)"
    r" (?:\S+ ){0,4}?(?:demande (?:a etre|d'etre) (?:retire|desinscrit|supprime|raye)\w*|demande (?:votre|la)"
    r" (?:desinscription|suppression)|clique sur (?:le |votre )?(?:lien de )?(?:desinscription|desabonnement"
    r"|desinscrire)|demande (?:que vous arretiez|de ne plus|d'arreter))"
)
_FR_STILL = (
    r"(?:je |nous )?(?:recois|recevons|continue (?:a|de) recevoir|continuons (?:a|de) recevoir)(?: \S+){0,2}?"
    r" (?:toujours|encore|quand meme|pourtant|malgre tout)\b|(?:toujours|encore|quand meme|pourtant)"
    r" (?:\S+ ){0,2}?(?:vos|des|ces) (?:\w+ )?(?:mails|e-?mails|messages|courriels|relances)\b|vous"
    r" (?:continuez|m'ecrivez toujours|m'ecrivez encore|m'envoyez toujours|m'envoyez encore)"
)
_ES_PAST = (
    r"(?:me|nos) (?:di|dimos|he dado|hemos dado|habia dado) de baja|(?:ya )?(?:pedi|solicite|he pedido"
    r"|he solicitado|pedimos|solicitamos) (?:\S+ ){0,2}?(?:la baja|que me (?:borraran|quitaran|eliminaran"
    r"|dieran de baja|sacaran)|ser (?:eliminad|borrad|dad)o|que dejaran de (?:escribirme|enviarme))"
)
_ES_STILL = (
    r"(?:sigo|seguimos) recibiendo|(?:todavia|aun) (?:recibo|recibimos|me (?:llegan|escriben|envian"
    r"|mandan))|(?:me|nos) siguen (?:llegando|escribiendo|enviando|mandando)|siguen (?:llegando"
    r"|escribiendome|enviandome|mandandome)"
)
_IT_PAST = (
    r"(?:ho|abbiamo) (?:\S+ ){0,3}?(?:chiesto (?:di essere (?:cancellat|rimoss|tolt|eliminat)[oaie]|la"
    r" (?:mia |nostra )?cancellazione|la (?:mia |nostra )?rimozione|di (?:non|smettere))"
    r"|cliccato (?:su )?(?:\S+ ){0,2}?(?:annulla"
    r" iscrizione|cancellami|disiscriviti))"
)
_IT_STILL = (
    r"(?:continuo|continuiamo) a ricevere|(?:ricevo|riceviamo) (?:\S+ )?ancora|(?:mi|ci) (?:arrivano"
    r"|scrivete|mandate|inviate) ancora|ancora (?:ricevo|riceviamo|le vostre|mi arrivano)|continuate a"
    r" (?:scrivermi|mandarmi|inviarmi|contattarmi)|(?:arrivano|arrivano sempre) ancora|continuano ad arrivare"
)
_NL_PAST = (
    r"(?:ik|we|wij) (?:heb|hebben|had|hadden) (?:(?:me|mij|ons) )?(?:[^\s.!?;,]+ ){0,6}?(?:afgemeld"
    r"|gevraagd (?:om )?(?:me|mij|ons) (?:te )?(?:verwijderen|af te melden|uit te schrijven)|om verwijdering"
    r" gevraagd|om (?:mijn|onze) verwijdering gevraagd)"
)
_NL_STILL = (
    r"(?:krijg|ontvang|krijgen|ontvangen)(?: ik| we| wij)?(?: \S+){0,2}? (?:nog steeds|nog altijd|toch"
    r"|alsnog)\b|(?:blijf|blijven)(?: ik| we)?(?: \S+){0,3}? (?:ontvangen|krijgen)\b|(?:nog steeds|nog"
    r" altijd|toch|alsnog) (?:\S+ ){0,2}?(?:mails|e-?mails|berichten)\b|(?:mails|e-?mails|berichten)"
    r" (?:\S+ ){0,2}?(?:komen|blijven)(?: \S+){0,2}? (?:nog steeds|nog altijd|toch|alsnog|komen)\b"
)
_PT_PAST = (
    r"(?:eu |nos )?(?:ja )?(?:cancelei a (?:minha )?inscricao|pedi (?:para |pra )?(?:ser )?(?:removid|retirad"
    r"|excluid|descadastrad)[oa]|pedi (?:o descadastro|a remocao|a exclusao)|pedi (?:para|pra) (?:voces )?"
    r"(?:pararem|me tirarem|me removerem)|cliquei em (?:\S+ ){0,2}?(?:cancelar inscricao|sair da lista))"
)
_PT_STILL = (
    r"(?:continuo|continuamos|sigo) (?:a )?receb\w+|ainda (?:recebo|recebemos|estou recebendo|estamos"
    r" recebendo)|(?:voces |vcs )?continuam (?:a )?(?:me )?(?:enviar|mandar|escrever|chegar|chegando"
    r"|enviando|mandando)"
)

# The sender's own removal asked before, said to have been asked already, more than once or a while ago,
# with nothing more: a reply to our next mail, so our mail still came ("I already told you to stop", "I've
# asked for my removal three times now", "I asked for our removal weeks ago", "Ich habe bereits um meine
# Löschung gebeten", "Ho già chiesto la mia rimozione", "Eu já pedi a minha remoção", "Ya solicité mi baja",
# "Ik heb al om mijn verwijdering gevraagd"; the twentieth review of 2026-12-07). Never the first ask
# reported ("I asked for my removal from your list. Thanks for doing it so quickly."), nor a thread or
# another's (`_NOT_LIST`)
_EN_ASK = (
    r"(?:asked|requested|told you|begged)(?: you)?(?: (?:already|twice|again))? (?:for (?:my|our) (?:removal"
    r"|unsubscription|deletion)|to (?:be (?:removed|taken off|unsubscribed|deleted)|stop(?= *(?:[.,;!]|$)"
    r"| (?:e-?mailing|mailing|writing|sending|contacting))|remove (?:me|us)|take (?:me|us) off"
    r"|unsubscribe (?:me|us)))"
)
_EN_AGAIN = (
    rf"(?:i|we)(?:'ve| have| had)? already {_EN_ASK}{_NOT_LIST}"
    rf"|(?:i|we)(?:'ve| have| had)? {_EN_ASK}{_NOT_LIST}(?=(?: [^.!?;,\n]{{0,40}}?)? (?:twice"
    r"|(?:\w+|\d+) times|again|already|(?:\w+ )?(?:days|weeks|months|years|ages) ago"
    r"|a (?:while|long time) ago|last (?:week|month|year))\b)"
)
# ... never one the message calls done ("I already asked to be removed, thanks for confirming", "... and it
# worked")
_DONE = (
    r"(?![^\n]*\b(?:it worked|(?:thanks|thank you) for (?:confirming|the confirmation|doing (?:it|that|so)"
    r"|removing|taking care)|(?:it|that|this) (?:was|has been) (?:done|confirmed|processed)"
    r"|you did (?:it|that|so)|hat geklappt|danke fur die bestatigung|merci pour la confirmation|ca a marche"
    r"|gracias por (?:confirmar|la confirmacion)|funciono|grazie per la conferma|ha funzionato"
    r"|bedankt voor de bevestiging|het is gelukt|obrigad[oa] pela confirmacao|funcionou)\b)"
)
_AGAIN = (
    _EN_AGAIN,
    r"(?:ich|wir) (?:habe|haben|hatte|hatten) (?:sie |euch )?(?:bereits|schon)(?: \S+){0,3}? (?:um (?:meine"
    r" |unsere |die )?(?:loschung|austragung|abmeldung|entfernung) gebeten|gebeten,? (?:mich|uns)"
    r" (?:auszutragen|zu entfernen|abzumelden|zu loschen))",
    r"(?:j'ai|nous avons) deja demande (?:a etre|d'etre) (?:retire|desinscrit|supprime|raye)\w*",
    r"ya (?:pedi|solicite|he pedido|he solicitado|pedimos|solicitamos|hemos pedido|hemos solicitado)"
    r" (?:mi |nuestra |la )?baja\b",
    r"(?:ho|abbiamo) gia (?:chiesto|richiesto) (?:la (?:mia |nostra )?(?:cancellazione|rimozione"
    r"|disiscrizione)|di essere (?:cancellat|rimoss|tolt|eliminat)[oaie])",
    r"(?:ik|we|wij) (?:heb|hebben|had|hadden) (?:al|reeds|allang) (?:om (?:mijn |onze )?(?:verwijdering"
    r"|uitschrijving|afmelding) gevraagd|gevraagd (?:om )?(?:me|mij|ons) (?:te verwijderen|af te melden"
    r"|uit te schrijven))",
    r"(?:eu |nos )?ja (?:pedi|solicitei|pedimos|solicitamos) (?:a (?:minha |nossa )?(?:remocao|exclusao)"
    r"|o (?:meu |nosso )?descadastro|para (?:ser )?(?:removid|retirad|excluid|descadastrad)[oa]s?)",
)
# ... the request before named after the mail still coming, in any words ("despite my request", "even
# though I said no")
_EN_ASKED_EARLIER = (
    r"(?:despite|in spite of) (?:my|our) (?:\w+ )?(?:requests?|asking|opt-?out|unsubscribing)"
    r"|(?:although|even though|though) (?:i|we) (?:said no|asked you not to)\b"
)

IGNORED_REMOVAL = rx(
    *(
        f"{past}{_GAP}(?:{still})"
        for past, still in (
            (_EN_PAST, _EN_STILL),
            (_DE_PAST, _DE_STILL),
            (_FR_PAST, _FR_STILL),
            (_ES_PAST, _ES_STILL),
            (_IT_PAST, _IT_STILL),
            (_NL_PAST, _NL_STILL),
            (_PT_PAST, _PT_STILL),
        )
    ),
    # the other way round: "I still get your emails although I unsubscribed", "bekomme immer noch Mails,
    # obwohl ich mich abgemeldet habe"
    rf"(?:{_EN_STILL}){_GAP}(?:although|even though|though|after|despite|when) {_EN_PAST}",
    # ... in every language, the past after a comma or a "though" ("The newsletters still arrive in my inbox,
    # I asked twice to be taken off", "Sus correos siguen llegando aunque ya pedí la baja", "Le vostre mail
    # arrivano ancora, ho già chiesto la cancellazione"; the twentieth review of 2026-12-07)
    *(
        f"(?:{still}){_GAP}(?:{past})"
        for past, still in (
            (_EN_PAST, _EN_STILL),
            (_EN_ASKED_EARLIER, _EN_STILL),
            (_FR_PAST, _FR_STILL),
            (_ES_PAST, _ES_STILL),
            (_IT_PAST, _IT_STILL),
            (_NL_PAST, _NL_STILL),
            (_PT_PAST, _PT_STILL),
        )
    ),
    *(f"(?:{again}){_DONE}" for again in _AGAIN),
    rf"(?:{_DE_STILL}),?{_GAP}(?:obwohl|obgleich|nachdem|dabei) (?:ich|wir) (?:mich |uns )?(?:[^\s.!?;,]+ )"
    r"{0,6}?(?:abgemeldet|ausgetragen|abbestellt) (?:habe|haben|hatte|hatten)",
)
