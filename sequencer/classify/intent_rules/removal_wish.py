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
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

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
