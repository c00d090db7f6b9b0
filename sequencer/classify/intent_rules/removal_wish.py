"""Removal wishes the main tables (`unsubscribe`) miss, in every rule language. Pure data on fold()ed text,
read by `removal.removal_request` like the others (a negation a few words before it in its clause undoes it).

- The polite singular imperative of not sending (Spanish and Portuguese "usted/você", Italian "Lei", Dutch
  "u"): "Ya no me mande correos", "No me envíe más", "Non mi scriva più (a questo indirizzo)", "Não me mande
  mais e-mails", "Stuurt u mij geen mails meer"; and of removal, "Mi cancelli dalla vostra lista",
  "Verwijdert u mij uit uw lijst". The plural and familiar forms are in `unsubscribe`.
- A wish put softly: "I'd rather you didn't send me these anymore", "I'd prefer not to get these",
  "je préférerais ne plus recevoir", "prefiero no recibir más", "preferirei non ricevere più", "prefiro não
  receber mais", "mir wäre lieber, Sie schreiben mir nicht mehr"; no others wished for, "preferirei non
  riceverne altre", "I'd rather not receive any others", "je préférerais ne pas en recevoir d'autres",
  "prefiero no recibir otros correos", "ik ontvang liever geen verdere mails", "prefiro não receber
  outros", "ich würde lieber keine weiteren Mails erhalten" (never another thing: "altre telefonate").
- A spam threat about the next mail: "NEXT EMAIL GOES STRAIGHT TO SPAM", "die nächste Mail landet direkt im
  Spam", "le prochain mail part en spam", "el próximo correo va directo a spam", "la prossima mail finisce
  nello spam", "de volgende mail gaat direct naar de spam", "o próximo e-mail vai direto para o spam".
- A threat to block or report, conditioned on more mail: "Send me a fourth and I'm forwarding the lot to
  IT to block your domain and reporting it to your ISP", "noch eine Mail und ich sperre Ihre Domain",
  "encore un mail et je bloque votre domaine", "otro correo más y bloqueo su dominio", "un'altra mail e
  vi blocco", "nog één mail en ik blokkeer jullie domein", "mais um e-mail e bloqueio o vosso domínio";
  never without more mail as the condition ("if your tool can block spam domains, send a demo").
- `PLAIN_WISH`, the plain wish to stop receiving our mail, alone, one grid of wish x stop x our mail in every
  rule language: "I'd like to stop getting these", "Ik wil jullie mails niet meer ontvangen", "Quiero dejar
  de recibir sus correos", "Je souhaite ne plus recevoir vos messages"; never another thing received ("the
  complaints from my reps", "facturas en papel"), nor our mail by post or at another address; and nothing more
  wished from us at all ("Ik wil niets meer van Acme ontvangen", "I don't want to receive anything more from
  you").
- `OFF_OUR_LIST`, the plain wish to be off our list, one grid of wish x way out x our list: "Ik wil van
  jullie mailinglijst af", "Quero sair da vossa lista de contactos", "Ich will von Ihrer Liste runter";
  never a list of guests, an event, a project or a waiting list.
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_informal import NOT_BY_CHANNEL
from sequencer.classify.intent_rules.removal_ours import BARE_MAIL, KIND_STEM, NOT_OURS_KIND, SWAPPED_FOR
from sequencer.classify.intent_rules.removal_subscription import NEW_RECIPIENT

_END = r"(?=\s*(?:[.,;:!?]|$|por favor|per favore|por gentileza|obrigad[oa]|gracias|grazie))"
_ES_MAILS = r"(?:correos?|e-?mails?|mails?|mensajes?|informacion|publicidad|nada mas)"
_PT_MAILS = r"(?:e-?mails?|mails?|mensagens?|correios?|informacoes|publicidade|nada mais)"
_EN_THESE = (
    r"(?:these|them|those|your (?:e-?mails|mails|messages)|(?:any more|more|any) (?:e-?mails|mails|messages))"
)
# one word that is no negation ("the next email goes straight to spam", never "the next one didn't go")
_ONE = (
    r"(?: (?!(?:not|didn't|didnt|don't|dont|doesn't|doesnt|won't|wont|never|nicht|niet|pas|ne|no|non|nao)\b)"
    r"\S+)??"
)
_NEXT = {
    "en": r"(?:the )?next (?:one|e-?mail|mail|message)|(?:any more|one more) (?:e-?mails?|mails?|messages?)",
    "de": r"(?:die )?nachste (?:e-?mail|mail|nachricht)",
    "fr": r"(?:le )?prochain (?:e-?mail|mail|message|courriel)",
    "es": r"(?:el )?(?:proximo|siguiente) (?:correo|mensaje|e-?mail|mail)",
    "it": r"(?:la )?prossima (?:e-?mail|mail)|(?:il )?prossimo (?:messaggio|e-?mail)",
    "nl": r"(?:de )?volgende (?:e-?mail|mail|bericht)",
    "pt": r"(?:o )?proximo (?:e-?mail|email|mail)|(?:a )?proxima mensagem",
}
# an adverb of immediacy at most between the verb and the spam folder ("goes straight to spam"), never
# "gets caught in spam"
_STRAIGHT = (
    r"(?: (?:straight|directly|right|immediately|automatically|direkt|sofort|gleich|direct|directement|tout"
    r" droit|directo|directamente|derecho|diretto|direttamente|dritto|meteen|rechtstreeks|direto"
    r"|diretamente))?"
)
_TO_SPAM = {
    "en": rf"(?:goes|is going|will go|go|lands|will land){_STRAIGHT} (?:to|in|into) (?:the )?(?:spam|junk)",
    "de": rf"(?:landet|geht|wandert|fliegt){_STRAIGHT} (?:im|in den|in|ins) (?:spam|junk)",
    "fr": rf"(?:part|ira|va|finit|finira|partira){_STRAIGHT} (?:en|dans les?|aux) (?:spams?|indesirables)",
    "es": rf"(?:va|ira|se va|acaba|terminara){_STRAIGHT} (?:a|al|en el) (?:spam|correo no deseado)",
    "it": rf"(?:finisce|va|andra|finira){_STRAIGHT} (?:nello|nella cartella|in|tra lo) spam",
    "nl": rf"(?:gaat|verdwijnt|belandt){_STRAIGHT} (?:in|naar) (?:de |het )?(?:spam|ongewenste)",
    "pt": rf"(?:vai|ira|cai|acaba){_STRAIGHT} (?:para o|pro|no|para a pasta de) spam",
}
# never a condition ("if the next email lands in spam, resend it")
_NOT_IF = "".join(
    rf"(?<!{word} )(?<!{word} {article} )"
    for word in ("if", "in case", "wenn", "falls", "si", "se", "als", "caso", "sure")
    for article in ("the", "your", "die", "le", "el", "la", "il", "de", "o", "a")
)

REMOVAL_WISH = rx(
    # the polite singular imperative
    rf"(?:no|ya no) (?:me|nos) (?:escriba|envie|contacte|mande|vuelva a (?:escribir|contactar|enviar"
    rf"|mandar)(?:me|nos)?)(?: (?:mas|nunca)\b| (?:mas )?{_ES_MAILS}\b|{_END})",
    # ... to this address too (heldout_al: "non mi scriva più a questo indirizzo"), never another named
    # in its place ("... a questo indirizzo ma a anna@x"), nor any address given after it (review of
    # 2026-12-05, fifth: "... su questo indirizzo, uso solo quello nuovo: l.bianchi@example.org")
    r"non (?:mi|ci) (?:scriva|contatti|mandi|invii|scrivano|contattino|mandino|inviino)(?: \S+)?? piu"
    r"(?=\s*(?:[.,;:!]|$|e-?mail|mail|messaggi|niente|nulla|grazie|per favore|(?:(?:a|su|in|per) quest[o']"
    r" ?indirizzo|all'indirizzo)(?!,? (?:ma|bensi|scriva|usi|piuttosto)\b)(?![^\n]{0,160}?\w@\w)))",
    # the polite singular imperative of removal, its pronoun before the verb (heldout_al: "Per favore mi
    # cancelli dalla vostra lista", "Mi tolga dai vostri contatti"; Dutch "Verwijdert u mij uit uw lijst"):
    # never under an "if" ("se mi cancelli dalla lista ...", "als u mij verwijdert")
    r"(?<!\bse )(?<!\bche )(?:mi|ci) (?:cancelli|tolga|rimuova|elimini|depenni) (?:pure )?(?:dalla|dalle|dai"
    r"|dal|dall'|dagli) ?(?:vostr[aeio] |sua |sue |suoi |suo )?(?:lista|liste|mailing list|newsletter"
    r"|contatti|elenco|elenchi|indirizzario|database|anagrafica)\b",
    r"(?:verwijdert|haalt|schrapt) u (?:mij|me|ons|mijn (?:gegevens|adres|e-?mailadres)) (?:\S+ )?(?:uit|van)"
    r" (?:uw|jullie|de|het) (?:\S+ )?(?:lijst|bestand|mailinglijst|maillijst|database|adressenbestand"
    r"|systeem|verzendlijst)\b",
    rf"nao (?:me|nos) (?:mande|envie|escreva|contate|contacte)(?: mais\b| (?:mais )?{_PT_MAILS}\b|{_END})",
    r"(?:stuurt|mailt|zendt) u (?:mij|me|ons) (?:\S+ )?(?:geen (?:\w+ )?(?:e-?mails?|mails?|berichten)"
    r"|niet) meer",
    # a wish put softly, about these mails (never "I'd rather you didn't send the contract yet")
    rf"(?:i'd|i would|we'd|we would) (?:rather|prefer(?: it)?(?: if)?) (?:you )?(?:didn't|did not|didnt"
    rf"|stopped|no longer|not) (?:send|sending|e-?mail|e-?mailing|mail|mailing|contact|contacting)"
    rf"(?: (?:me|us))?(?: {_EN_THESE}(?: (?:any ?more|again))?| (?:any ?more|again))",
    rf"(?:i'd|i would|we'd|we would) (?:rather|prefer) not (?:to )?(?:get|receive|be sent)"
    rf"(?: {_EN_THESE}(?: (?:any ?more|again))?| (?:any ?more|again))",
    r"(?:je|nous) (?:prefererais|prefere|preferons|preferions|prefererions) (?:ne plus (?:recevoir|etre"
    r" (?:contacte|sollicite)e?s?)|ne pas recevoir (?:vos|ces|d'autres|plus de|de vos) (?:e-?mails|mails"
    r"|messages|courriels|sollicitations))",
    r"(?:prefiero|preferiria|preferimos|prefeririamos) (?:no|ya no) (?:recibir|ser contactad[oa]s?)"
    r"(?: mas\b| (?:sus |estos |vuestros )?(?:correos|e-?mails|mails|mensajes|comunicaciones)\b)",
    r"(?:preferirei|preferisco|preferiremmo|preferiamo) non (?:ricevere|essere (?:contattat|ricontattat)\w)"
    r"(?: \S+)?? piu",
    r"(?:prefiro|preferia|preferimos|preferiamos) (?:nao|ja nao) (?:receber|ser contactad[oa]"
    r"|ser contatad[oa])"
    rf"(?: mais\b| (?:seus |estes |vossos )?{_PT_MAILS}\b)",
    r"(?:mir|uns) (?:ware|waere|ist) (?:es )?lieber,? (?:wenn |dass )?sie (?:mir|uns) (?:\S+ )?(?:nicht mehr"
    r"|keine \S+ mehr)",
    # the soft wish for no others ("preferirei non riceverne altre", "I'd rather not get any others"): the
    # mail named or "of them" in the verb, never another thing ("non ricevere altre telefonate")
    rf"(?:i'd|i would|we'd|we would) (?:rather|prefer) not (?:to )?(?:get|receive|be sent) (?:any )?(?:others"
    rf"|other (?:e-?mails|mails|messages)|further (?:e-?mails|mails|messages|ones)){_END}",
    r"(?:ich wurde|wir wurden|ich mochte|wir mochten) (?:\S+ )?lieber keine (?:weiteren|anderen) (?:e-?mails"
    r"|mails|nachrichten)? ?(?:mehr )?(?:erhalten|bekommen|empfangen)",
    r"(?:je|nous) (?:prefererais|prefere|preferons|preferions|prefererions) ne pas en recevoir d'autres"
    r"|(?:je|nous) (?:prefererais|prefere|preferons|preferions|prefererions) ne pas recevoir d'autres"
    r" (?:e-?mails|mails|messages|courriels)",
    r"(?:prefiero|preferiria|preferimos|prefeririamos) no recibir (?:otros|ninguno mas|ningun otro)"
    r"(?: (?:correos?|e-?mails?|mails?|mensajes?))?(?=\s*(?:[.,;:!]|$|gracias|por favor))",
    r"(?:preferirei|preferisco|preferiremmo|preferiamo) non (?:riceverne|ricevere) altr[ei]"
    r"(?: (?:e-?mail|mail|messaggi|comunicazioni))?(?=\s*(?:[.,;:!]|$|grazie|per favore))",
    r"(?:ik|wij|we) (?:ontvang|ontvangen|krijg|krijgen) (?:er )?liever geen (?:andere|verdere|nieuwe)"
    r" (?:e-?mails|mails|berichten)",
    r"(?:prefiro|preferia|preferimos|preferiamos) nao receber (?:outr[oa]s|mais nenhum|mais nenhuma)"
    r"(?: (?:e-?mails?|mails?|mensagens))?(?=\s*(?:[.,;:!]|$|obrigad[oa]|por favor))",
    # a spam threat about the next mail
    *(rf"{_NOT_IF}(?:{_NEXT[lang]}){_ONE} {_TO_SPAM[lang]}" for lang in _NEXT),
)

# more mail as the condition of a threat
_MORE_MAIL = {
    "en": r"send (?:me|us) (?:another|one more|any more|a (?:second|third|fourth|fifth|sixth))"
    r"|(?:one|any) more"
    r" (?:e-?mails?|mails?|messages?|of these)|if (?:you|i get|i receive) (?:\S+ ){0,3}?(?:again|another"
    r"|more|continue|keep)|(?:the )?next (?:one|e-?mail|mail|message)|keep (?:sending|e-?mailing)",
    "de": r"noch (?:eine|so eine|eine weitere) (?:\w+-?)?(?:e-?mail|mail|nachricht)|(?:wenn|falls|sollten)"
    r" sie (?:mir|uns) (?:noch )?(?:einmal|nochmal|wieder|weiter)|(?:die )?nachste (?:e-?mail|mail"
    r"|nachricht)",
    "fr": r"encore un (?:seul )?(?:mail|e-?mail|message|courriel)|si vous (?:m'|me |nous )?(?:ecrivez"
    r"|envoyez|recontactez|relancez|continuez)|(?:le )?prochain (?:mail|e-?mail|message|courriel)",
    "es": r"(?:otro|un) (?:correo|mensaje|e-?mail|mail) mas|si (?:me |nos )?(?:vuelven? a|siguen?)"
    r" (?:escribir|enviar|mandar|llegar|escribiendo|enviando|mandando)|(?:el )?(?:proximo|siguiente)"
    r" (?:correo|mensaje|e-?mail|mail)",
    "it": r"(?:un'? ?altra|ancora una) (?:mail|e-?mail)|un altro messaggio|se (?:mi |ci )?(?:scrivete|mandate"
    r"|inviate|arriva|arrivano|continuate) (?:ancora|di nuovo|un'? ?altra|a)"
    r"|(?:la )?prossima (?:e-?mail|mail)",
    "nl": r"nog (?:een|1) (?:mail|e-?mail|bericht)|als (?:jullie|u|je) (?:mij|me|ons)? ?(?:nog een keer"
    r"|nog eens|opnieuw|weer|blijven)|(?:de )?volgende (?:mail|e-?mail|bericht)",
    "pt": r"(?:mais um|outro) (?:e-?mail|mail)|mais uma mensagem|se (?:me |nos )?(?:mandarem|enviarem"
    r"|escreverem|continuarem|voltarem a)|(?:o )?proximo (?:e-?mail|email|mail)",
}
# the threat: the writer blocks us or reports us to a provider, an abuse desk or an authority
_BLOCK_REPORT = {
    "en": r"block(?:ing)? (?:you|your|the domain|this domain|them|all of you)\b|blacklist\w*|report(?:ing)?"
    r" (?:you|it|this|them|the lot|these|your \w+)(?: \S+){0,4}? to (?:your|the|their|our) (?:isp|provider"
    r"|host\w*|registrar|abuse|authorities|regulator|ico|ftc)|abuse (?:team|desk|department)",
    "de": r"(?:ich|wir) (?:\S+ ){0,4}?(?:sperre|sperren|blockiere|blockieren|melde|melden)\b(?: \S+){0,6}?"
    r" (?:domain|adresse|provider|hoster|abuse|datenschutzbehorde)|(?:sperre|blockiere|melde) (?:ich|wir)"
    r" (?:\S+ ){0,6}?(?:domain|adresse|provider|hoster|abuse|datenschutzbehorde)",
    "fr": r"(?:je|nous) (?:\S+ ){0,3}?(?:bloque|bloquerai|bloquons|signale|signalerai"
    r"|signalons)\b(?: \S+){0,6}?"
    r" (?:domaine|adresse|fai|fournisseur|hebergeur|cnil|abuse)",
    "es": r"(?:bloqueo|bloquearemos|bloqueare|bloqueamos|denuncio|denunciare|reporto"
    r"|reportare)\b(?: \S+){0,6}?"
    r" (?:dominio|direccion|proveedor|isp|aepd|abuse)",
    "it": r"(?:blocco|bloccheremo|blocchero|segnalo|segnalero|segnaleremo)\b(?: \S+){0,6}?"
    r" (?:dominio|indirizzo|provider|garante|abuse)|vi (?:blocco|segnalo)\b",
    "nl": r"(?:ik|we|wij) (?:\S+ ){0,3}?(?:blokkeer|blokkeren|meld|melden)\b(?: \S+){0,6}?"
    r" (?:domein|adres|provider|hoster|autoriteit|abuse)|(?:blokkeer|meld) (?:ik|we|wij) (?:\S+ ){0,6}?"
    r"(?:domein|adres|provider|hoster|autoriteit|abuse)",
    "pt": r"(?:bloqueio|bloquearei|bloqueamos|denuncio|denunciarei|reporto|reportarei)\b(?: \S+){0,6}?"
    r" (?:dominio|endereco|provedor|fornecedor|anpd|cnpd|abuse)",
}
BLOCK_THREAT = rx(
    *(rf"(?:{_MORE_MAIL[lang]})[^.!?;]{{0,160}}?(?:{_BLOCK_REPORT[lang]})" for lang in _MORE_MAIL)
)

# The plain wish to stop receiving our mail, alone (the eighth review of 2026-12-07, part 3: "I'd like to stop
# getting these", "Ik wil jullie mails niet meer ontvangen", "Quiero dejar de recibir sus correos", "Gostaria
# de deixar de receber estes e-mails", "Je souhaite ne plus recevoir vos messages"), in every rule language
# as one grid: the subject's wish (I want, I'd like, I wish, I ask to), the stop (stop receiving or getting,
# no longer receive, not receive any more) and our mail named (your mails, these, them, the newsletter, mail
# "from you"), the clause ending after it. Never another thing received ("the complaints from my reps",
# "facturas en papel", "Rechnungen per Post"), never mail not ours ("the emails from my reps").
_AFTER_MAIL = (
    r"(?=\s*(?:[.,;:!?)]|$|please|thanks|thank you|any ?more|again|from now on|going forward|altogether"
    r"|at all"
    r"|bitte|danke|mehr|merci|svp|s'il vous plait|desormais|por favor|gracias|ya|nunca|grazie|per favore"
    r"|alstublieft|aub|a\.u\.b\.|bedankt|dank u|dank je|obrigad[oa]|por gentileza|mais(?! (?:de|do que) )"
    r"|nunca mais|more(?! than)|ever|e |y |und |et |and |o |ou |or ))"
    # ... never with the same mail swapped later in its sentence for another address, recipient, channel or
    # format ("and start getting a monthly digest instead", "y que me escriban por WhatsApp", "but my
    # colleague Anna wants them, please switch them to her"; the ninth review of 2026-12-07,
    # `removal_subscription.NEW_RECIPIENT`, `removal_ours.SWAPPED_FOR`)
    rf"(?!(?:[^.;!?]|\.(?=\w))*?(?:{NEW_RECIPIENT}|{SWAPPED_FOR}))"
)
# a kind named before our mail noun: any word but a transactional one (`removal_ours.NOT_OURS_KIND`: "your
# promo emails", "your webinar invitations", "your weekly emails", "sus constantes correos", never "your
# shipping updates", "your billing emails", "your invoice emails"; the ninth and tenth reviews of 2026-12-07),
# also with another kind joined to it by "and", "or" or a comma: a transactional kind beside one of ours is
# still our mail asked to stop ("your shipping updates and sales emails", "your sales and billing emails")
_MAIL_NOUN = (
    r"(?:e-?mails?|mails?|messages?|updates|newsletters?|mailings?|invitations|invites|correos|mensajes"
    r"|invitaciones|courriels|invitations|messaggi|inviti|berichten|uitnodigingen|mensagens|convites)"
)
_JOINED = r"(?:and|or|&|y|e|et|ou|o|en|of|und|oder|,)"
# ... decided on the head first (`removal_ours.BARE_MAIL`: "your security newsletters", "your support
# webinar invitations" are ours; "your security emails", "your password reset emails" are not; the eleventh
# review of 2026-12-07)
_KIND_WORD = rf"(?!{NOT_OURS_KIND}\b(?!(?: [\w-]+)? (?!{BARE_MAIL}\b){_MAIL_NOUN}\b))[\w-]+"
_OTHER_KIND = r"[\w-]+(?: (?:de|d'|di|da|do|du|des|van|von) [\w-]+)?"
_KIND_BEFORE = (
    rf"(?:{_OTHER_KIND}(?: {_MAIL_NOUN})? {_JOINED} (?:{_KIND_WORD} )?|{_KIND_WORD} (?:{_KIND_WORD} )?"
    rf"|{_KIND_WORD},? {_JOINED} [\w-]+ )"
)
# ... or named after it in French, Spanish, Italian and Portuguese ("sus correos comerciales", "vos mails
# commerciaux", "le vostre email promozionali", "os vossos e-mails comerciais"): one word that is no
# transactional kind, no preposition and no word the wish's end reads (`_AFTER_MAIL`); there the head comes
# first, so after a newsletter or a promotion any kind is ours ("vos newsletters support", "sus newsletters
# seguridad"; the eleventh review of 2026-12-07)
_NOT_A_KIND_AFTER = (
    r"(?!(?:de|del|a|al|en|para|por|con|sobre|da|do|di|per|su|in|sur|pour|avec|du|des|dans|par|com|no|na"
    r"|em|y|e|et|o|ou|que|ya|mas|ni|nunca|jamais|plus|piu|mai|ancora|aqui|aqui|ici|qui|aqui|mais|por favor"
    r"|gracias|grazie|merci|obrigad[oa]|desormais|svp|ja)\b)"
)
_OURS_HEAD_BEFORE = "|".join(
    f"(?<={word})" for word in ("newsletter", "newsletters", "promociones", "promozioni", "promocoes")
)
_KIND_AFTER = rf"(?:(?:{_OURS_HEAD_BEFORE}) {_NOT_A_KIND_AFTER}[\w-]+| {_NOT_A_KIND_AFTER}{_KIND_WORD})?"
# ... an invitation named to what it invites to ("sus invitaciones a webinars", "i vostri inviti agli
# eventi", "os vossos convites para eventos")
_INVITED_TO = (
    r"(?: (?:a|al|a los|a las|para|para os|para as|ai|agli|alle|a|de|di|dos|das|aux|au|a la|pour|des|du)"
    r" [\w-]+)?"
)
# ... another kind joined before the German mail noun ("Ihre Rechnungen und Werbe-Mails")
_DE_JOINED = r"(?:[\w-]+ (?:und|oder|sowie) )"
# our mail named in English: these, them, your mails, mail from you
_EN_OUR_MAIL = (
    rf"(?:these|them|those|your {_KIND_BEFORE}?(?:e-?mails|mails|messages|newsletters?|mailings?|updates"
    r"|invitations|invites)"
    r"|(?:these|those|any|any more|any further|further|more|the|your)"
    r" (?:e-?mails|mails|messages|newsletters?)(?= from you)"
    r"|(?:these|those|any more|any further|further|more) (?:e-?mails|mails|messages|newsletters?)"
    r"|(?:e-?mails|mails|messages|anything) from (?:you|your (?:company|team|side)))(?: from you)?"
)
_PLAIN_WISH = {
    "en": (
        r"(?:i|we)(?:'d| would)? (?:really |just |simply )?(?:like|want|wish|prefer) to (?:please )?"
        r"(?:stop (?:getting|receiving|being sent)|no longer (?:get|receive)|not (?:get|receive))"
        rf" {_EN_OUR_MAIL}"
        r"|(?:i|we) no longer (?:want|wish) to (?:get|receive) (?:them|these|those)"
        # ... asked before, again and again ("I have asked twice already to stop receiving these emails"; the
        # ninth review of 2026-12-07)
        r"|(?:(?:i|we)(?:'ve| have) asked|(?:i|we) asked) (?:you )?(?:twice|\w+ times"
        r"|(?:several|many|multiple) times|repeatedly|again and again)(?: already| now| before)? to"
        rf" (?:stop (?:getting|receiving)|no longer (?:get|receive)) {_EN_OUR_MAIL}"
        r"|(?:(?:i'm|i am|we're|we are) asking|(?:i|we) ask|(?:i|we) request) to"
        rf" (?:stop (?:getting|receiving)|no longer (?:get|receive)) {_EN_OUR_MAIL}"
    ),
    "de": (
        r"(?:ich|wir) (?:mochte|mochten|will|wollen|wurde|wurden|wunsche|wunschen)(?: (?:gern|gerne|bitte|ab"
        r" sofort|kunftig|in zukunft))*"
        r" (?:(?:ihre|diese|die|eure|solche|ihren|diesen|den)"
        rf" {_DE_JOINED}?{KIND_STEM}?(?:e-?mails|mails|nachrichten"
        r"|newsletter|zusendungen|aussendungen|werbemails)|sie|diese|die) (?:von ihnen )?nicht"
        r" (?:mehr|langer) (?:erhalten|bekommen|empfangen|kriegen|zugeschickt bekommen)"
        r"|(?:ich|wir) (?:mochte|mochten|will|wollen|wurde|wurden)"
        r"(?: (?:gern|gerne|bitte|ab sofort|kunftig))*"
        rf" keine (?:(?:weiteren|solchen) )?{_DE_JOINED}?{KIND_STEM}?(?:e-?mails|mails|nachrichten"
        r"|newsletter|zusendungen|aussendungen|werbemails) (?:mehr )?(?:von ihnen |von euch )?(?:mehr )?"
        r"(?:erhalten|bekommen"
        r"|empfangen|kriegen)"
        # ... asked for ("Ich bitte darum, Ihre E-Mails nicht mehr zu erhalten")
        r"|(?:ich|wir) (?:bitte|bitten)(?: sie)?(?: darum)?,? (?:(?:ihre|diese|eure|ihren|diesen)"
        rf" {KIND_STEM}?(?:e-?mails|mails|nachrichten|newsletter|zusendungen)|keine"
        rf" {KIND_STEM}?(?:e-?mails|mails"
        r"|nachrichten|newsletter|zusendungen)) (?:nicht )?mehr zu (?:erhalten|bekommen|empfangen)"
    ),
    "fr": (
        r"(?:j'aimerais|j'aimerais bien|nous aimerions|je demande a|nous demandons a"
        r"|(?:je|nous) (?:souhaite|souhaitons|souhaiterais|souhaiterions|voudrais|voudrions|veux|voulons"
        r"|aimerions|desire|desirons))"
        r" (?:ne plus|arreter de|cesser de|ne pas) (?:recevoir|avoir)"
        rf" (?:(?:vos|ces|les|vos prochains|d'autres|de vos|plus de|tous vos) {_KIND_BEFORE}?(?:(?:e-?mails"
        r"|mails|messages|courriels|newsletters?|lettres d'information|envois|relances|sollicitations)"
        rf"{_KIND_AFTER}|invitations{_INVITED_TO})|votre (?:newsletter"
        r"|lettre d'information)|(?:vos )?(?:e-?mails|mails|messages|courriels) de votre part"
        r"|rien de votre part)"
    ),
    "es": (
        r"(?:quiero|queremos|quisiera|quisieramos|me gustaria|nos gustaria|deseo|deseamos|desearia"
        r"|prefiero|preferimos|(?:les |le |os )?(?:pido|pedimos|solicito|solicitamos))"
        r" (?:dejar de recibir|no recibir mas|ya no recibir|no seguir recibiendo)"
        r" (?:(?:sus|estos|estas|vuestros|vuestras|tus|los|las|sus proximos)"
        rf" {_KIND_BEFORE}?(?:(?:correos|e-?mails"
        rf"|mails|mensajes|comunicaciones|newsletters?|boletines|envios|promociones){_KIND_AFTER}"
        rf"|invitaciones{_INVITED_TO})|su (?:newsletter"
        r"|boletin)|(?:correos|e-?mails|mails|mensajes|comunicaciones) (?:suyos|vuestros|de ustedes"
        r"|de su parte|de vuestra parte)|esto|estos|nada de ustedes)"
    ),
    "it": (
        r"(?:vorrei|voglio|vogliamo|vorremmo|desidero|desideriamo|gradirei|gradiremmo|preferisco"
        r"|(?:vi |le )?(?:chiedo|chiediamo) di)"
        r" (?:smettere di ricevere|non ricevere piu|non ricevere)"
        r" (?:(?:le vostre|queste|le|i vostri|questi|altre|ulteriori|vostre)"
        rf" {_KIND_BEFORE}?(?:(?:e-?mail|mail|comunicazioni|newsletter|messaggi|promozioni){_KIND_AFTER}"
        rf"|inviti{_INVITED_TO})"
        r"|la vostra newsletter|(?:e-?mail|mail"
        r"|comunicazioni|messaggi) (?:da parte vostra|da voi|vostre|vostri))"
    ),
    "nl": (
        r"(?:ik|wij|we) (?:wil|willen|wens|wensen|zou|zouden)(?: (?:graag|liever|voortaan|vanaf nu|ook))*"
        rf" (?:(?:jullie|uw|deze|die|je|de) {_KIND_BEFORE}?(?:{KIND_STEM}?(?:e-?mails|mails|berichten"
        r"|nieuwsbrie(?:f|ven)|mailings)|uitnodigingen)|ze|deze|die) (?:van jullie |van u )?niet"
        r" (?:meer|langer) (?:ontvangen|krijgen|toegestuurd krijgen)"
        # ... the negation first ("Ik wil niet langer mails van jullie ontvangen"; the ninth review)
        r"|(?:ik|wij|we) (?:wil|willen|wens|wensen)(?: (?:graag|liever|voortaan|vanaf nu|ook))* niet (?:meer"
        rf"|langer) (?:(?:jullie|uw|deze|die|de) )?{_KIND_BEFORE}?(?:{KIND_STEM}?(?:e-?mails|mails|berichten"
        r"|nieuwsbrieven|mailings)|uitnodigingen) (?:van jullie |van u )?(?:ontvangen|krijgen)"
        r"|(?:ik|wij|we) (?:wil|willen|wens|wensen|zou|zouden)(?: (?:graag|liever|voortaan|vanaf nu|ook))*"
        r" geen (?:(?:andere|verdere|nieuwe) )?"
        rf"(?:{KIND_STEM}?(?:e-?mails|mails|berichten|nieuwsbrie(?:f|ven)|mailings)|uitnodigingen)"
        r" (?:meer )?(?:van jullie |van u )?(?:meer )?(?:ontvangen|krijgen)"
        r"|(?:ik|wij|we) (?:wil|willen|wens|wensen|zou|zouden)(?: (?:graag|liever))* stoppen met het"
        rf" ontvangen van (?:jullie|uw|deze) {_KIND_BEFORE}?(?:{KIND_STEM}?(?:e-?mails|mails|berichten"
        r"|nieuwsbrie(?:f|ven)|mailings)|uitnodigingen)"
    ),
    "pt": (
        r"(?:quero|queremos|gostaria de|gostariamos de|desejo|desejamos|preciso|prefiro|peco para"
        r"|pedimos para)"
        r" (?:deixar de receber|parar de receber|nao receber mais|ja nao receber|nao voltar a receber)"
        r" (?:(?:estes|esses|os vossos|os seus|os|seus|vossos|as suas|as vossas|suas|vossas|estas|essas|as)"
        rf" {_KIND_BEFORE}?(?:(?:e-?mails|emails|mails|mensagens|newsletters?|comunicacoes|promocoes)"
        rf"{_KIND_AFTER}|convites{_INVITED_TO})"
        r"|a (?:vossa|sua) newsletter|(?:e-?mails|mensagens|comunicacoes) (?:vossos|vossas|seus|suas|de voces"
        r"|da vossa parte|da vossa empresa|da sua empresa)|isso|isto)"
    ),
}
# ... or nothing more at all wished from us, the sender or the company named ("I don't want to receive
# anything more from you", "Ik wil niets meer van Acme ontvangen", "Ich möchte nichts mehr von Ihnen
# erhalten", "Je ne veux plus rien recevoir de votre part", "No quiero recibir nada más de ustedes"; Italian
# and Portuguese "non voglio ricevere più nulla", "não quero receber mais nada" are in `unsubscribe`): from
# one name at most, the clause ending after it (never "nothing more from you than a quote", "niets meer van
# die leverancier", "nichts mehr von Ihnen bis März"). A bare name is ours only when it is our company's, the
# name in our side's addresses (`FROM_NAMED`, read by `removal_guards.other_things.spared`): "Je ne veux plus
# rien recevoir de Chronopost, pouvez-vous nous faire une offre ?", "nothing more from DHL, they lost our
# pallets" leave a carrier or a vendor for us (the sixteenth review of 2026-12-07); and nothing more but a
# thing excepted ("anything more from you, except the invoice", `EXCEPT_AFTER`) is no removal
_FROM_ONE = r"(?:you|your (?:company|team|side|firm)|[\w-]+)"
_NOTHING_MORE = {
    "en": r"(?:i|we) (?:really )?(?:don't|do not|dont) (?:want|wish) to (?:receive|get|hear) anything"
    rf" (?:more|else|further)(?: (?:at all|whatsoever))?(?: from {_FROM_ONE})?"
    rf"|(?:i|we) (?:want|wish) to (?:receive|get|hear) nothing (?:more|further|else) from {_FROM_ONE}",
    "de": r"(?:ich|wir) (?:mochte|mochten|will|wollen|wunsche|wunschen)(?: (?:ab sofort|kunftig|bitte))*"
    r" nichts (?:mehr|weiter(?:es)?)(?: von (?:ihnen|euch|dir|[\w-]+))? (?:erhalten|bekommen|empfangen"
    r"|zugeschickt bekommen|horen)",
    "fr": r"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) plus rien recevoir"
    r"(?: (?:de votre part|de vous|de la part de [\w-]+|de [\w-]+|d'[\w-]+))?",
    "es": r"(?:no|ya no) (?:quiero|queremos|deseo|deseamos) (?:recibir|saber) nada mas(?: (?:de (?:ustedes"
    r"|vosotros|usted|ti|su parte|[\w-]+)))?",
    "nl": r"(?:ik|wij|we) (?:wil|willen|wens|wensen)(?: (?:graag|echt|voortaan|vanaf nu|ook))* (?:niets|niks)"
    r" (?:meer|langer)(?: van (?:u|jullie|je|jou|uw [\w-]+|jullie [\w-]+|[\w-]+))? (?:ontvangen|krijgen"
    r"|horen|toegestuurd krijgen)",
}
# ... or nothing more from us wished in the sender's inbox, the inbox where the others say receiving
# (heldout_ee: "I want nothing more from you in my inbox", "Ich will nichts mehr von euch in meinem
# Postfach", "Je ne veux plus rien de vous dans ma boîte mail", "No quiero nada más de ustedes en mi
# bandeja", "Non voglio più niente da voi nella mia casella", "wil ook niks meer van jullie in mijn inbox",
# "Não quero mais nada de vocês na minha caixa de entrada"): from us by name or pronoun, never from anyone
# ("nothing more in my inbox today")
_FROM_US = {
    "en": r"from (?:you|you guys|your (?:company|team|side|firm))",
    "de": r"von (?:ihnen|euch|dir|ihrer firma|eurer firma)",
    "fr": r"(?:de vous|de votre part|de chez vous|de ta part|de toi)",
    "es": r"(?:de (?:ustedes|vosotros|usted|ti|su parte|vuestra parte)|vuestro|suyo|tuyo)",
    "it": r"(?:da (?:voi|lei|te|parte vostra|parte sua)|vostro|di vostro)",
    "nl": r"van (?:jullie|u|je|jou)",
    "pt": r"(?:de (?:voces|vos|si|ti)|vosso|seu|da vossa parte|da sua parte)",
}
_IN_MY_INBOX = {
    "en": r"in (?:my|our) (?:e-?mail )?(?:inbox|in-box|mailbox)",
    "de": r"in (?:meinem|unserem|meinen|unseren) (?:e-?mail-?)?"
    r"(?:postfach|posteingang|mailfach|mailbox|inbox)",
    "fr": r"dans (?:ma|notre|mon) (?:boite(?: mail| e-?mail| de reception| aux lettres)?|messagerie|inbox)",
    "es": r"en (?:mi|nuestra|nuestro) (?:bandeja(?: de entrada)?|buzon|correo|inbox)",
    "it": r"(?:nella mia|nella nostra) (?:casella(?: di posta| e-?mail| mail)?|posta(?: in arrivo)?|inbox)",
    "nl": r"in (?:mijn|onze|ons) (?:inbox|mailbox|postvak(?: in)?)",
    "pt": r"na (?:minha|nossa) (?:caixa(?: de entrada| de correio| de e-?mail)?|inbox)",
}
_NOTHING_IN_INBOX = {
    "en": r"(?:i|we|and) (?:really )?(?:(?:don't|do not|dont) want (?:to see )?"
    r"anything(?: (?:more|else|further))?"
    r"|want (?:to see )?nothing(?: (?:more|else|further))?)",
    "de": r"(?:ich|wir|und) (?:mochte|mochten|will|wollen)(?: (?:ab sofort|kunftig|auch|bitte))* nichts"
    r" (?:mehr|weiter(?:es)?)",
    "fr": r"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons) plus rien(?: voir)?",
    "es": r"(?:no|ya no) (?:quiero|queremos) (?:ver )?nada mas",
    "it": r"non (?:voglio|vogliamo) (?:piu )?(?:vedere )?(?:niente|nulla)(?: piu)?",
    "nl": r"(?:ik|wij|we|en) (?:wil|willen)(?: (?:graag|echt|voortaan|vanaf nu|ook))* (?:niets|niks) meer",
    "pt": r"(?:nao|ja nao) (?:quero|queremos) (?:ver )?(?:mais nada|nada mais)",
}
# ... the German and Dutch verb closing the clause ("in meinem Postfach sehen", "in mijn inbox zien")
_SEEN = {
    "de": r"(?: (?:sehen|haben|finden|bekommen))?",
    "nl": r"(?: (?:zien|hebben|ontvangen|krijgen|vinden))?",
}
PLAIN_WISH = rx(
    *(rf"(?:{_PLAIN_WISH[lang]}){_AFTER_MAIL}" for lang in _PLAIN_WISH),
    *(rf"(?:{_NOTHING_MORE[lang]}){_AFTER_MAIL}" for lang in _NOTHING_MORE),
    *(
        rf"(?:{_NOTHING_IN_INBOX[lang]}) {_FROM_US[lang]} {_IN_MY_INBOX[lang]}"
        rf"{_SEEN.get(lang, '')}{_AFTER_MAIL}"
        for lang in _NOTHING_IN_INBOX
    ),
)
NOTHING_MORE = rx(*(rf"(?:{_NOTHING_MORE[lang]}){_AFTER_MAIL}" for lang in _NOTHING_MORE))
# the one name the wish is from, when it is a bare name: after "from", "von", "de", "d'", "van", before the
# German or Dutch verb or the time word closing the wish; a pronoun or "your company", "uw bedrijf", "de votre
# part" is us, never read here (also for `removal_forget.NOT_HEARING`: "nichts mehr von Schenker hören")
FROM_NAMED = rx(
    r"(?:\b(?:from|von|de|van) |\bd')(?!(?:you|ihnen|euch|dir|vous|toi|ustedes|vosotros|usted|ti|u|jullie|je"
    r"|jou|voces|vos)\b)([\w-]+)(?: (?:erhalten|bekommen|empfangen|zugeschickt bekommen|horen|lesen|ontvangen"
    r"|krijgen|toegestuurd krijgen|te horen|again|any ?more|ever again|in (?:the )?future|by any (?:channel"
    r"|means)|at all))?$"
)
# ... a thing excepted right after the wish: "except the invoice", "außer der Rechnung", "sauf la facture",
# "salvo la factura", "behalve de factuur", "other than the contract"; never an intensifier ("menos aún
# llamadas": even less calls), the writer's own condition ("sauf si je me réinscris", "except when I ask for
# it", "salvo cuando lo pida") or the removal's own confirmation excepted ("buiten een bevestiging van de
# uitschrijving", "salvo que me confirmen la baja", "außer der Abmeldebestätigung"): the wish stands (the
# seventeenth review of 2026-12-07). A condition that names a thing ("salvo que sea la factura", "außer wenn
# es um die Rechnung geht") or asks us for something ("except if you send me the pricing sheet", "salvo que
# me llamen para la demo"), "más" as more of a thing ("salvo más detalles del precio") and a confirmation of
# anything but the removal ("la confirmación del pedido", "außer dass Sie den Termin bestätigen") are the
# same exception as "except the invoice" (the eighteenth review of 2026-12-07)
EXCEPT_WORD = (
    r"(?:except|excepting|apart from|other than|besides|but (?:the|a|an|for)|aside from|unless|ausser"
    r"|abgesehen von|sauf|hormis|a part|excepto|salvo|menos|aparte de|behalve|buiten|tranne|eccetto|exceto"
    r"|a nao ser)"
)
STRONGER = (
    r"(?:aun|todavia|mas aun|even|still|encore moins|noch weniger|schon gar|nog minder|laat staan|ancora meno"
    r"|tanto meno|ainda menos|muito menos)"
)
_IF = r"(?:que|si|se|als|wenn|falls|if|when|quand|cuando|wanneer|quando)"
# ... the condition's subject is the writer ("je", "ich", "ik", "yo", "io", "eu", "I"), said by a verb of the
# writer's own (the Romance first person: "lo pida", "lo chiedo", "me vuelvo a suscribir")
_WRITER_IN_CLAUSE = (
    r"(?:i|je|yo|ich|ik|io|eu|we|wij|wir|nous|nosotros|noi)\b|j'"
    r"|(?:pida|pido|pidamos|chiedo|chieda|chiediamo|peca|pecamos)\b"
    r"|(?:me|mi) (?:vuelv|suscrib|reinscri|reiscriv|iscriv|inscrev|reinscrev|recadastr|cadastr)\w*"
)
# ... the removal named beside a confirmation ("la confirmación de la baja", "a note confirming my removal",
# "a confirmation that I've been removed", "de bevestiging dat ik eraf ben"), or the compound
_REMOVAL_THING = (
    r"(?:baja|bajas|desinscri\w*|desabon\w*|desuscri\w*|abmeld\w*|austrag\w*|uitschrij\w*|afmeld\w*"
    r"|cancellazion\w*|disiscri\w*|descadastr\w*|removal|unsubscri\w*|opt-?out|removed|eraf|off|verwijder\w*"
    r"|retire\w*|supprime\w*|eliminad\w*|rimoss\w*|removid\w*|entfernt|entfernung|gestrichen|cancelad\w*)"
)
_CONFIRM = r"(?:confirm\w*|bestatig\w*|bevestig\w*|conferm\w*|acuse|accuse)"
_REMOVAL_CONFIRMED = (
    rf"(?:{_CONFIRM}(?: [\w'-]+){{0,4}}? {_REMOVAL_THING}\b"
    r"|(?:abmelde|austragungs|afmeld|uitschrijf|uitschrijvings)(?:bestatigung|bevestiging)"
    # ... or the confirmation bare, the clause ending on it: the only one the reply speaks of ("behalve als
    # het de bevestiging is"; never "the order confirmation", "la confirmation de commande")
    r"|(?:the|a|de|het|een|la|le|une|una|die|der|eine|einer|il|o|uma) (?:confirmation|bevestiging"
    r"|confirmacion|bestatigung|conferma|confirmacao)(?: is| ist| es| e| est)?(?=\s*(?:[.,;!?]|$)))"
)
EXCEPT_AFTER = re.compile(
    rf",? {EXCEPT_WORD}\b"
    rf"(?! {STRONGER}\b)"
    rf"(?! {_IF}(?: [\w'-]+){{0,6}}? (?:{_WRITER_IN_CLAUSE}))"
    rf"(?!(?<=unless)(?: [\w'-]+){{0,6}}? (?:{_WRITER_IN_CLAUSE}))"  # "unless I ask": the condition itself
    rf"(?!(?: [\w'-]+){{0,6}}? {_REMOVAL_CONFIRMED})"
)

# The plain wish to be off our list, alone, in every rule language as one grid (the eighth review of
# 2026-12-07, part 3: "Ik wil van jullie mailinglijst af", "Quero sair da vossa lista de contactos"; "Ich will
# von Ihrer Liste runter", "Je veux sortir de cette liste", "Quiero salir de su lista", "Vorrei uscire dalla
# vostra mailing list"): the subject's wish, the way out and our list named, then the clause's end or the
# list's mailing named; never a list of something else after it ("de la lista de invitados para la cena",
# "van de lijst voor de beurs", "dalla lista per il pranzo", "de votre liste d'attente", "dalla lista
# d'attesa", "da lista dos oradores"; the ninth review of 2026-12-07).
_LIST_TAIL = (
    r"(?!(?: (?:de|del|para|da|do|di|della|dello|dei|degli|delle|dos|das|per|voor|van|von|fur|des|du|pour|for"
    r"|of|der|zum|zur)\b| (?:d'|dell'))"
    r"(?! ?(?:correo|correos|e-?mails?|mails?|contactos|contatos|contatti|contacten|contacte|distribucion"
    r"|distribuicao|distribuzione|diffusion|envio|envios|envois|invii|mailing|marketing|newsletters?"
    r"|prospeccion|prospection|prospecao|clientes potenciales)\b))"
)
_OFF_OUR_LIST = {
    "de": r"(?:ich|wir) (?:will|mochte|mochten|wollen|wurde gerne?|wurden gerne?)(?: (?:bitte|gerne|gern"
    r"|sofort|endlich|jetzt))* (?:von|aus) (?:ihrer|ihrem|ihren|eurer|eurem|euren|dieser|diesem|der|dem) "
    r"(?:(?:e-?mail|mailing|newsletter|adress|kontakt|versand|verteiler|werbe|marketing)-?)?"
    rf"(?:liste|listen|verteiler|kartei|datenbank|adressbestand){_LIST_TAIL}(?: \S+)??"
    r" (?:runter|herunter|raus|heraus|gestrichen werden|entfernt werden|genommen werden)",
    "fr": r"(?:(?:je|nous) (?:veux|voulons|voudrais|voudrions|souhaite|souhaitons|souhaiterais"
    r"|souhaiterions|aimerais|aimerions|desire|desirons)|j'aimerais) (?:sortir|etre (?:retire|supprime"
    r"|enleve|desinscrit|raye)e?s?) (?:de|des) (?:votre|vos|cette|ces|toutes vos) (?:\w+ )?(?:liste|listes"
    rf"|fichier|fichiers|base|bases|mailing|mailings){_LIST_TAIL}"
    # ... the negation first ("Je ne veux plus être sur votre liste"; the ninth review of 2026-12-07)
    r"|(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) plus (?:etre|figurer) (?:sur|dans)"
    r" (?:votre|vos|cette|ces) (?:\w+ )?(?:liste|listes|fichier|fichiers|base|bases|mailing|mailings)"
    rf"{_LIST_TAIL}",
    "es": r"(?:quiero|queremos|quisiera|quisieramos|me gustaria|nos gustaria|deseo|deseamos) (?:salir"
    r"|ser (?:eliminad|borrad|quitad|retirad|sacad)[oa]s?) de (?:su|sus|vuestra|vuestras|vuestro|esta|estas"
    rf"|tu|tus) (?:\w+ )?(?:lista|listas|base de datos|bases de datos|listado|mailing|envios){_LIST_TAIL}",
    "it": r"(?:voglio|vogliamo|vorrei|vorremmo|desidero|desideriamo) (?:uscire|essere (?:tolt|rimoss"
    r"|cancellat|eliminat)[oaie]) (?:dalla|dalle|dai|dal|da) (?:vostr[aeio] |questa |queste |sua )?(?:\w+ )?"
    rf"(?:lista|liste|mailing list|mailing|newsletter|contatti|elenco|indirizzario|database|anagrafica)\b"
    rf"{_LIST_TAIL}",
    "nl": r"(?:ik|wij|we) (?:wil|willen|zou|zouden)(?: (?:graag|ook|nu|meteen|direct|echt|gewoon|liever"
    r"|bij deze))* (?:van|uit) (?:jullie|uw|deze|die|je|de|het) (?:(?:e-?mail|mailing|mail|verzend|adressen"
    r"|contact|nieuwsbrief|marketing)-?)?(?:lijst|lijsten|bestand|database|systeem|nieuwsbrief)"
    rf"{_LIST_TAIL}(?: (?:af|uit|gehaald worden|verwijderd worden|geschrapt worden)\b"
    r"|(?=\s*(?:[.,;:!?]|$|graag|aub|alstublieft|a\.u\.b\.|bedankt|dank)))",
    "pt": r"(?:quero|queremos|gostaria de|gostariamos de|desejo|desejamos|peco para) (?:sair|ser"
    r" (?:retirad|removid|excluid|descadastrad|tirad)[oa]s?) (?:da|das|desta|dessa|destas|do|dos|deste"
    r"|desse) (?:vossa |sua |vossas |suas |vosso |seu )?(?:\w+ )?(?:lista|listas|mailing list|mailing"
    rf"|base de dados|cadastro|newsletter){_LIST_TAIL}",
}
OFF_OUR_LIST = rx(*_OFF_OUR_LIST.values())

# What a plain wish's pronoun or demonstrative points back to (the ninth review of 2026-12-07): "them",
# "these", "esto", "isso", "ze", "diese", "questi messaggi", "ces messages" stand for our mail only when
# nothing else in the reply is what they point back to. `removal_guards.other_things.spared` drops a
# `PLAIN_WISH` whose object is such a pointer (`POINTER`) when a sentence before it names mail or messages
# not ours (`NOT_OURS_BEFORE`: "We get hundreds of cold pitches a week", "Spam from recruiters",
# "alertas del ERP", "De automatische herinneringen van ons CRM", "Le notifiche del gestionale"), when a
# or when it stands inside a quote (`QUOTES`: Our clients tell us "I'd like to stop receiving these."): the
# sender's own pain, someone else's words, never the sender's wish to stop our mail. A mail of ours named
# ("your emails") is no pointer, nor is e-mail named after the demonstrative ("these emails", "estos
# correos", "diese E-Mails"; the tenth review of 2026-12-07): that names the mail the reply answers, and
# only a question after it about our tool doing the same for the sender (`TOOL_ASKED`: "Can your tool
# help?", "¿Su herramienta lo resuelve?") with mail not ours named before it (`NOT_OURS_BEFORE`) makes it
# the sender's own pain; a question alone ("Can you help me with that?", "What does your tool even do?")
# never does: the sender asks for help with the removal, or sneers.
DEMONSTRATIVE = (
    r"\b(?:them|these|those|esto|estos|estas|isso|isto|estes|esses|essas|ze|deze|die|sie|diese|diesen|questi"
    r"|queste|ces|cela|ca)\b"
)
POINTER = re.compile(rf"{DEMONSTRATIVE}(?! (?:\w+ )?(?:e-?mails?|mails?|correos?|courriels?|emails?)\b)")
NAMED_BY_DEMONSTRATIVE = re.compile(DEMONSTRATIVE)
# mail or messages named that are not ours: notices of the sender's own systems, other senders' mail, in
# every rule language; never ours named ("your reminders", "vos relances", "Ihre Erinnerungen")
_NOT_OURS_NOUN = (
    r"(?:alerts|notifications|reminders|pitches|robocalls|spam from|(?:e-?mails|messages|mails|calls) from"
    r" (?!you\b|your\b|ours?\b)"
    r"|alertas|avisos|notificaciones|recordatorios|alertes|rappels|notifications|avvisi|notifiche|promemoria"
    r"|allarmi|benachrichtigungen|meldungen|mahnungen|erinnerungen|warnungen|herinneringen|meldingen"
    r"|notificaties|waarschuwingen|notificacoes|lembretes|alarmes)\b"
)
_OURS_BEFORE_NOUN = "".join(
    rf"(?<!\b{word} )"
    for word in (
        "your",
        "ihre",
        "eure",
        "vos",
        "votre",
        "sus",
        "vuestras",
        "vuestros",
        "vostre",
        "vostri",
        "jullie",
        "uw",
        "vossas",
        "vossos",
        "suas",
        "seus",
    )
)
# ... or a mail kind with its sender named as someone else, in every rule language ("Recruiter spam",
# "spam from recruiters", "correos de proveedores", "spam de fornecedores", "Mails von Lieferanten",
# "vendor emails", "e-mails van leveranciers"; the eleventh review of 2026-12-07): spam of any kind, and any
# mail, named with someone else as its sender is not ours ("your spam", "this is spam" stay ours)
_OTHER_SENDER = (
    r"(?:recruiters?|recruiting|headhunters?|vendors?|suppliers?|agenc(?:y|ies)|other companies"
    r"|(?:los |las |de los |de las )?(?:proveedores|reclutadores|otras empresas)"
    r"|(?:des |les )?(?:fournisseurs|recruteurs|autres entreprises|chasseurs de tetes)"
    r"|(?:i |dei |dai |degli |dagli )?(?:fornitori|recruiter|selezionatori|altre aziende|headhunter)"
    r"|(?:den |die )?(?:lieferanten|anbietern?|recruitern?|headhuntern?|personalvermittlern?|anderen firmen)"
    r"|(?:de )?(?:leveranciers|recruiters|andere bedrijven)"
    r"|(?:os |dos |de )?(?:fornecedores|recrutadores|outras empresas))"
)
_OTHER_MAIL = (
    r"(?:spam|e-?mails?|mails|messages|calls|pitches|correos|mensajes|llamadas|courriels|appels|messaggi"
    r"|chiamate|nachrichten|anrufe|berichten|mensagens|chamadas|ligacoes)"
)
_FROM = r"(?:from|de|del|des|da|di|dai|dagli|von|van|vom|dos|das|do)"
_SENT_BY_OTHERS = (
    rf"\b{_OTHER_SENDER}[- ]?(?:{_OTHER_MAIL}|spam\w*)\b"
    rf"|\b{_OTHER_MAIL} {_FROM} {_OTHER_SENDER}\b"
)
NOT_OURS_BEFORE = re.compile(
    rf"{_OURS_BEFORE_NOUN}\b{_NOT_OURS_NOUN}|{_SENT_BY_OTHERS}"
    # ... or the sender's own system that sends them ("our ERP", "unser Ticketsystem", "del gestionale")
    r"|\b(?:our|unser\w*|notre|nos|nuestro|nuestra|del|nostro|nostra|del|ons|onze|nosso|nossa|do)"
    r" (?:\w+ )?(?:erp|crm|gestionale|ticketsystem|ticketing|helpdesk|monitoring|ci|pipeline)\b"
)
# a question after it about our product or tool, or whether we can help
TOOL_ASKED = re.compile(
    r"\b(?:your|ihr\w*|votre|vos|su|sus|vuestr\w*|il vostro|la vostra|vostr\w*|jullie|uw|vosso|vossa|seu"
    r"|sua) (?:\w+ )?(?:tool|filter|software|product|solution|platform|app|service|herramienta|solucion"
    r"|producto|plataforma|outil|logiciel|produit|plateforme|strumento|soluzione|prodotto|piattaforma"
    r"|losung|werkzeug|produkt|plattform|oplossing|ferramenta|solucao|produto)\b[^.!?]*\?"
    r"|\b(?:can|could) you(?: guys)? (?:help|fix|solve|handle)\b[^.!?]*\?|\b(?:konnen|konnten) sie"
    r" (?:\w+ )?helfen\b[^.!?]*\?|\b(?:pouvez|pourriez)-vous (?:nous |m')?aider\b[^.!?]*\?"
    r"|\b(?:pueden|podrian|podeis) (?:\w+ )?ayudar\w*[^.!?]*\?"
    r"|\b(?:potete|potreste) (?:\w+ )?aiutar\w*[^.!?]*\?"
    r"|\b(?:kunnen|kunt) (?:jullie|u) (?:\w+ )?helpen\b[^.!?]*\?"
    r"|\b(?:voces )?(?:conseguem|podem|poderiam) (?:\w+ )?ajudar\w*[^.!?]*\?"
)
# the quote marks a quoted wish stands between
QUOTES = re.compile(r"[\"“”„«»]")

# The wish no longer to be contacted at all, in the passive, the one who contacts named or not (heldout_ek:
# a formal wish with the sender's company as the agent): one grid of wish x no longer x (by whom) x
# contacted, in every rule language: "We no longer wish to be approached or phoned by your team", "Wir
# wollen von Ihnen nicht länger angerufen werden", "Nous ne voulons plus être démarchés par votre société",
# "Ya no deseamos ser llamados por ustedes", "Non vogliamo più essere contattati dal vostro ufficio", "Wij
# wensen niet langer door uw bedrijf gebeld te worden", "Não desejamos mais ser contatados pela vossa
# equipa". A channel where the agent stands ("by phone", "by email", "per telefoon") is never the agent
# (`_NOT_CHANNEL`; what it means is `removal_informal.NOT_BY_CHANNEL`'s, below); a bare name as the agent
# is ours only when it is our company's name, the kind of sender we are or anyone at all (`BY_NAMED`, `AGENT`,
# read by `removal_guards.other_things.spared`: "no longer wish to be approached by recruiters" is not us).
_CHANNEL = (
    r"(?:phone|telephone|post|mail|e-?mail|letter|linkedin|whatsapp|sms|text|telefon|brief|telefoon"
    r"|courrier|courriel|telefono|correo|carta|posta|telefone|correio)"
)
_CHANNEL_NAMED = (
    r"(?:(?:(?:by|per|via|par|por|pelo|pela|al|au|am|op|on|sur|auf|en|su|no|na) (?:the |le |el |il |o |a )?"
    rf"{_CHANNEL})"
    r"|telefonisch|telephoniquement|telefonicamente)\b"
)
_NOT_CHANNEL = rf"(?!{_CHANNEL_NAMED})"
_BY_WHOM = {
    "en": r"by (?:you|you guys|your (?:company|team|firm|colleagues|people|side)|[\w-]+)",
    "de": r"von (?:ihnen|euch|dir|ihrer firma|ihrem team|eurer firma|[\w-]+)",
    "fr": r"(?:par (?:vous|votre (?:societe|entreprise|equipe|service)|vos equipes|[\w-]+)|de votre part)",
    "es": r"(?:por (?:ustedes|vosotros|usted|su (?:empresa|equipo)|vuestra empresa|[\w-]+)|de su parte)",
    "it": r"(?:da (?:voi|lei|te|parte vostra|parte sua|[\w-]+)|dalla vostra (?:azienda|societa)"
    r"|dal vostro (?:team|ufficio))",
    "nl": r"door (?:u|jullie|je|jou|uw (?:bedrijf|team|organisatie)|jullie (?:bedrijf|team)|[\w-]+)",
    "pt": r"(?:por (?:voces|vos|si|[\w-]+)|pel[ao] (?:vossa|sua) (?:empresa|equipa|equipe)|pel[ao] [\w-]+)",
}
_OR = r" (?:or|and|oder|und|ou|et|o|y|ni|of|en|e) "
_CONTACTED = {
    "en": r"(?:contacted|approached|e-?mailed|mailed|messaged|written to|pitched|solicited|pestered|chased"
    r"|targeted)",
    "de": r"(?:kontaktiert|angeschrieben|angemailt|angesprochen|belastigt|beworben)",
    "fr": r"(?:contacte|recontacte|sollicite|demarche|relance|approche)e?s?",
    "es": r"(?:contactad|molestad|escrit|abordad)[oa]s?",
    "it": r"(?:contattat|ricontattat|disturbat|sollecitat)[oaie]",
    "nl": r"(?:benaderd|gemaild|ge-?maild|gecontacteerd|aangeschreven|lastiggevallen)",
    "pt": r"(?:contactad|contatad|abordad|incomodad)[oa]s?",
}
# ... a call alone is one channel refused ("Ik wil niet meer gebeld worden, mail me liever"); only beside
# another way of contact ("approached or phoned")
_CALLED = {
    "en": r"(?:called|phoned|rung)",
    "de": r"angerufen",
    "fr": r"appele(?:e?s?)",
    "es": r"llamad[oa]s?",
    "it": r"chiamat[oaie]",
    "nl": r"gebeld",
    "pt": r"chamad[oa]s?",
}
_CONTACTED = {
    lang: rf"(?:{verb}(?:,?{_OR}(?:{verb}|{_CALLED[lang]}))?|{_CALLED[lang]},?{_OR}{verb})"
    for lang, verb in _CONTACTED.items()
}
# mail named as the way no longer wanted, before the participle in German and Dutch ("nicht mehr per E-Mail
# kontaktiert werden", "niet langer per e-mail benaderd te worden"): the removal itself
_BY_MAIL = {
    "de": r"(?:per|via|uber) (?:e-?mail|mail)",
    "nl": r"(?:per|via|over de|op) (?:e-?mail|mail)",
}
# ... no one of ours as the one who contacts, our company or "you" named after it at most ("von niemandem aus
# Ihrem Haus", "door niemand van jullie", "nadie de su empresa", the twenty-second review of 2026-12-07):
# another firm named is not us ("nobody from Schenker")
_NONE_OF_OURS = {
    "en": r"(?: (?:from|at|of|in) (?:your|you guys'?) (?:\w+ )?\w+| (?:from|of) you(?: guys)?)?",
    "de": r"(?: (?:aus|von|bei|in) (?:ihrem|ihrer|eurem|eurer|ihren|euren) \w+| von ihnen| von euch)?",
    "fr": r"(?: (?:de chez vous|de votre (?:societe|entreprise|equipe|maison|service)|d'entre vous))?",
    "es": r"(?: (?:de|en) (?:su|vuestra|vuestro|esta) (?:empresa|equipo|compania|organizacion)"
    r"| de ustedes| de vosotros)?",
    "it": r"(?: (?:della|dalla|nella) vostra (?:azienda|societa|organizzazione)| del vostro (?:team|ufficio)"
    r"| di voi)?",
    "nl": r"(?: (?:van|bij|uit) (?:jullie|u|uw)(?: (?:bedrijf|team|organisatie|kant))?)?",
    "pt": r"(?: (?:da|de) (?:vossa|sua) (?:empresa|equipa|equipe|organizacao)| de voces| de vos)?",
}
# ... and the wish that no one of ours contact the writer, the writer the one who wishes ("I don't want anyone
# from your company to contact me again", "No quiero que nadie de su empresa me vuelva a contactar", "Não
# quero que ninguém da vossa empresa me contacte", "Non voglio che nessuno della vostra azienda mi contatti
# più", "Je ne veux plus que quiconque de chez vous me contacte")
_NO_ONE_CONTACTS = {
    "en": rf"(?:i|we) (?:no longer|do not|don't|dont) (?:want|wish for) (?:anyone|anybody|someone|any of"
    rf" you){_NONE_OF_OURS['en']} to (?:contact|e-?mail|write to|approach|reach out to|pitch) (?:me|us)",
    "fr": rf"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) (?:plus|pas) que (?:personne"
    rf"|quiconque|qui que ce soit){_NONE_OF_OURS['fr']} (?:ne )?(?:me |nous |m')(?:re)?(?:contacte|ecrive"
    rf"|sollicite|relance|demarche)",
    "es": rf"(?:no|ya no) (?:quiero|queremos|deseo|deseamos) que nadie{_NONE_OF_OURS['es']} (?:me|nos)"
    r" (?:vuelva a (?:contactar|escribir|llamar|molestar)|contacte|escriba|moleste)",
    "it": rf"non (?:voglio|vogliamo|desidero|desideriamo) (?:piu )?che nessuno{_NONE_OF_OURS['it']} (?:mi|ci)"
    r" (?:contatti|ricontatti|scriva|disturbi)",
    "pt": rf"(?:nao|ja nao) (?:quero|queremos|desejo|desejamos) que ninguem{_NONE_OF_OURS['pt']} (?:me|nos)"
    r" (?:volte a (?:contactar|contatar|escrever|incomodar)|contacte|contate|escreva|incomode)",
}
_NOT_CONTACTED = {
    "en": r"(?:(?:i|we) )?(?:no longer|do not|don't|dont|really don't|really do not) (?:want|wish) to be"
    rf" {_CONTACTED['en']}(?: again| any ?more| further)?"
    rf"(?: {_NOT_CHANNEL}{_BY_WHOM['en']})?",
    "de": r"(?:ich|wir) (?:mochte|mochten|will|wollen|wunsche|wunschen)(?: (?:ab sofort|kunftig|bitte"
    rf"|in zukunft))*(?: {_NOT_CHANNEL}{_BY_WHOM['de']})? nicht (?:mehr|langer)"
    rf"(?: {_NOT_CHANNEL}{_BY_WHOM['de']})?(?: {_BY_MAIL['de']})? {_CONTACTED['de']} werden"
    # ... no one at all as the one who contacts, its own negation ("von niemandem mehr angeschrieben",
    # "door niemand meer benaderd")
    r"|(?:ich|wir) (?:mochte|mochten|will|wollen|wunsche|wunschen)(?: (?:ab sofort|kunftig|bitte"
    rf"|in zukunft))* von (?:niemandem|keinem (?:\w+ )?\w+){_NONE_OF_OURS['de']} mehr {_CONTACTED['de']}"
    r" werden",
    "fr": r"(?:je|nous) ne (?:veux|voulons|souhaite|souhaitons|desire|desirons) plus etre"
    rf" {_CONTACTED['fr']}(?: {_NOT_CHANNEL}{_BY_WHOM['fr']})?",
    "es": r"(?:no|ya no) (?:quiero|queremos|deseo|deseamos) (?:volver a )?ser"
    rf" {_CONTACTED['es']}(?: (?:mas|de nuevo|nuevamente))?"
    rf"(?: {_NOT_CHANNEL}{_BY_WHOM['es']})?",
    "it": r"non (?:voglio|vogliamo|desidero|desideriamo) (?:piu )?essere (?:piu )?"
    rf"{_CONTACTED['it']}(?: (?:piu|ancora|di nuovo))?"
    rf"(?: {_NOT_CHANNEL}{_BY_WHOM['it']})?",
    "nl": r"(?:ik|wij|we) (?:wil|willen|wens|wensen)(?: (?:graag|voortaan|vanaf nu|ook))* niet (?:meer"
    rf"|langer)(?: {_NOT_CHANNEL}{_BY_WHOM['nl']})?(?: {_BY_MAIL['nl']})? {_CONTACTED['nl']}"
    r" (?:te )?worden"
    r"|(?:ik|wij|we) (?:wil|willen|wens|wensen)(?: (?:graag|voortaan|vanaf nu|ook))* door (?:niemand|geen"
    rf" (?:\w+ )?\w+){_NONE_OF_OURS['nl']} (?:meer |nog )?{_CONTACTED['nl']} (?:te )?worden",
    "pt": r"(?:nao|ja nao) (?:quero|queremos|desejo|desejamos) (?:mais )?ser (?:mais )?"
    rf"{_CONTACTED['pt']}(?: (?:mais|novamente))?"
    rf"(?: {_NOT_CHANNEL}{_BY_WHOM['pt']})?",
}
# ... never with a channel other than mail right after it as the only one refused ("... be contacted by
# phone", read by `removal_informal.NOT_BY_CHANNEL`, the one rule for it; "... by email" or "by phone or
# email" stays the removal), nor one before the participle in German and Dutch ("per telefoon gebeld te
# worden": no match); a channel is never the agent (`_NOT_CHANNEL`)
NOT_CONTACTED = rx(
    *(rf"(?:{_NOT_CONTACTED[lang]}){NOT_BY_CHANNEL}" for lang in _NOT_CONTACTED),
    *(rf"(?:{_NO_ONE_CONTACTS[lang]}){NOT_BY_CHANNEL}" for lang in _NO_ONE_CONTACTS),
)
# the bare name a wish not to be contacted names as the one who contacts ("by Acme", "door Acme", "von
# Acme"): a pronoun or "your company" is us, never read here
BY_NAMED = rx(
    r"(?:by|von|door|par|por|da|pela|pelo) (?!(?:you|ihnen|euch|dir|vous|ustedes|vosotros|usted|voi|lei|te"
    r"|u|jullie|je|jou|voces|vos|si|your|ihrer|ihrem|eurer|votre|vos|su|vuestra|parte|uw|vossa|sua)\b)"
    r"([\w-]+)"
)
# ... read whole from where it stands (the twenty-first review of 2026-12-07): an article or a demonstrative
# before the noun is no name ("by this company", "par des commerciaux", "pela equipa comercial", "von
# keinem Anbieter"), and one of
# anyone's people is theirs ("by anyone from Ourco", "by anybody from your side"): group 1 the noun, group 2
# the one whose people they are
_DETERMINER = (
    r"(?:the|this|that|these|those|a|an|die|der|den|dem|des|diese[mnrs]?|eine[mnrs]?|le|la|les|ce|cet|cette"
    r"|ces|un|une|el|los|las|este|esta|estos|estas|ese|esa|esos|esas|unos|unas|il|lo|gli|questo|questa|questi"
    r"|queste|uno|una|het|de|deze|dit|dat|een|o|os|as|esse|essa|esses|essas|um|uma|keinem|keiner|keinen"
    r"|geen(?: enkele)?)"
)
AGENT = re.compile(
    rf"(?:by|von|door|par|por|da|pela|pelo) (?:{_DETERMINER} )?([\w-]+)(?: (?:from|at|of|in|bei|von|aus|de"
    rf"|du|chez|del|di|della|dello|van|bij|uit|do|dos) (?:{_DETERMINER} )?([\w-]+))?"
)
# ... no name at all: anyone, everyone or no one ("by anyone", "von niemandem", "par personne", "por nadie",
# "da nessuno", "door niemand", "por ninguem"); of someone named after it only ("by anyone from Acme")
ANYONE = re.compile(
    r"(?:anyone|anybody|everyone|everybody|someone|somebody|nobody|noone|people|any|all|niemandem|niemand"
    r"|jemandem|jemand|allen|keinem|personne|quiconque|tous|nadie|alguien|todos|nessuno|qualcuno|tutti|iemand"
    r"|iedereen|ninguem|alguem|ninguno|ninguna|nenhum|nenhuma)"
)
# ... the kind of sender we are, in a reply to our sales mail: us ("by salespeople", "by vendors", "by this
# company", "von Vertrieblern", "par des commerciaux", "por comerciales", "door verkopers", "pela equipa
# comercial"); never a recruiter, a colleague or another firm named
OUR_KIND = re.compile(
    r"(?:compan(?:y|ies)|organi[sz]ations?|firms?|business(?:es)?|teams?|sales(?:people|persons?|men|man"
    r"|reps?)?|reps?|representatives?|vendors?|suppliers?|providers?|agenc(?:y|ies)|marketers?|sellers?"
    r"|sdrs?|bdrs?|side|firma|firmen|unternehmen|vertrieb|vertriebler[n]?|vertriebsmitarbeiter[n]?|verkaufer[n]?"
    r"|anbieter[n]?|dienstleister[n]?|agentur(?:en)?|lieferanten?|societes?|entreprises?|equipes?"
    r"|commerciaux|commercial(?:e|es)?|vendeurs?|vendeuses?|fournisseurs?|prestataires?|agences?|empresas?"
    r"|equipos?|comerciales|vendedor(?:es|as?)?|proveedores?|agencias?|azienda|aziende|societa|commerciali"
    r"|venditori|fornitori|agenzi[ae]|bedrijf|bedrijven|organisatie|verkopers?|leveranciers?|bureaus?"
    r"|equipas?|equipes?|comerciais|fornecedor(?:es)?|agencias?)"
)
# ... a time the wish is bounded to, right after it in its sentence ("Não quero ser incomodado agora", "No
# queremos ser contactados este trimestre", "Non voglio essere disturbato durante le ferie"): a later (the
# until and before are `removal_forget.UNTIL_AFTER`'s); never "now or ever"
FOR_NOW_AFTER = re.compile(
    r"^,? (?:right now|now|for now|at the moment|at present|currently|this (?:quarter|month|week|year)"
    r"|during|jetzt|momentan|derzeit|zurzeit|gerade|in diesem (?:quartal|monat|jahr)|diese woche|wahrend"
    r"|maintenant|en ce moment|actuellement|ce (?:trimestre|mois)|cette (?:semaine|annee)|pendant|ahora"
    r"|en este momento|este (?:trimestre|mes|ano)|esta semana|durante|adesso|ora|in questo momento"
    r"|questo (?:trimestre|mese|anno)|questa settimana|nu|op dit moment|momenteel|dit (?:kwartaal|jaar)"
    r"|deze (?:maand|week)|tijdens|agora|neste momento|este (?:trimestre|mes|ano)|esta semana)\b"
    r"(?!,? (?:or|nor|ni|nem|ne|o|ou|oder|of|noch|e|y|und|et|en) )"
)
