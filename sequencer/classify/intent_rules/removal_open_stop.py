"""Our mail stopped with no end, the plural imperative with the mails as its object (review of 2026-12-05,
fifth: "Arrêtez les mails jusqu'à nouvel ordre", "Sospendete le mail fino a nuovo avviso", "Parem os
e-mails até segunda ordem"; English, Spanish and Dutch read it already: "Stop the emails until further
notice", "Dejen de enviar correos hasta nuevo aviso", "Stop de mails tot nader order"): a removal. Pure data
on fold()ed text, read by `removal.removal_request` like the others (a negation a few words before it in
its clause undoes it: "N'arrêtez pas les mails").

Only to the clause's end or an open time ("until further notice"): a date is a pause, a later
(`later_paused`: "Arrêtez les mails jusqu'au 18 janvier"); mail to someone or of a kind after it ("Sospendete
le mail ai clienti morosi?") and a question are none; `removal_guards.other_things.spared` drops it in a reply
that wants more ("Arrêtez les mails, appelez-moi plutôt")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the clause's end, a politeness word, or an open time
_END = (
    r"(?=\s*(?:[.;:!]|,(?! (?:a|au|aux|ai|agli|alle|para|pra|aos|as|bis|until|till|jusqu\S*|hasta|fino|tot"
    r"|ate)\b)|$|svp\b|s'il vous plait|merci|bitte|danke|please|thanks|alstublieft|aub\b|a\.u\.b|graag"
    r"|bedankt"
    r"|per favore|grazie|por favor|obrigad[oa]|jusqu'a (?:nouvel ordre|nouvel avis|new ordre)"
    r"|until further notice|bis auf weiteres|hasta nuevo aviso|tot nader (?:order|bericht)"
    r"|fino a (?:nuovo (?:avviso|ordine)|data da destinarsi)|ate (?:segunda ordem|nova ordem|novo aviso)))"
)
# never inside a question ("Wann stellen Sie die Zusendungen ein?")
_NOT_ASKED = r"(?![^.!?\n]*\?)"
_DE_THE = r"(?:(?:die|ihre|diese|alle|jegliche|samtliche|weitere|weiteren|kunftige|kunftigen) )*"
_DE_MAILINGS = (
    r"(?:zusendungen|zusendung|aussendungen|mailings|newsletter|werbe-?mails|werbe-?e-?mails|e-?mails|mails"
    r"|nachrichten|werbung|anschreiben)"
)
# the kind of mail after the noun, our marketing ("les mails marketing", "gli invii promozionali", "los
# correos de marketing", "os e-mails de marketing")
_KIND = {
    "fr": r"(?: marketing| publicitaires| promotionnels| commerciaux| de prospection)?",
    "it": r"(?: promozional[ei]| pubblicitari[oaie]?| di marketing| commercial[ei])?",
    "es": r"(?: de marketing| promocionales| publicitarios| comerciales)?",
    "pt": r"(?: de marketing| promocionais| publicitarios| comerciais)?",
}
# what an Italian sending carries: "di", "delle", "dei", "della" (a "vostre" at most) and the mail
_IT_OF = r"(?:di|delle|dei|della|degli|del)(?: (?:vostre|vostri|vostra|vostro|queste|questi))?"
_IT_MAIL = (
    r"(?:newsletter|e-?mail|mail|messaggi|comunicazioni"
    r"|materiale(?= (?:pubblicitari|promozional|di marketing|commercial)))"
)
# the Italian stop of the sendings: the imperative, or the infinitive after a request ("vi prego di", "vi
# chiediamo di", "si prega di"), a wish ("vorrei", "vorremmo") or a polite question ("potete", "potreste",
# the only form that ends in a question mark)
_IT_STOP_VERB = r"(?:sospendere|interrompere|cessare|fermare)"
_IT_ASKED = (
    rf"{_NOT_ASKED}(?:(?:vi|la) (?:prego|preghiamo|chiedo|chiediamo)(?: cortesemente| gentilmente)? di"
    rf"|(?:chiedo|chiediamo|si prega) di|vorrei|vorremmo|desidero|desideriamo)"
    rf"(?: (?:subito|immediatamente|gentilmente|cortesemente))?"
)
_IT_QUESTION = (
    r"(?<!non )(?:potete|potreste|puoi|potresti)(?: per favore| cortesemente| gentilmente)?"
    r"(?: (?:subito|immediatamente))?"
)
_IT_STOP_ASK = rf"{_IT_ASKED}|{_IT_QUESTION}"
_IT_STOP = (
    rf"(?:{_NOT_ASKED}(?:sospendete|interrompete|cessate|fermate)(?: subito| pure| immediatamente| ora)?"
    rf"|(?:{_IT_STOP_ASK}) {_IT_STOP_VERB})"
)
# ... sent to the sender's address at most ("a questo indirizzo", "a me")
# ... or to the sender with the sender's own people ("a me e ai miei colleghi", "a noi e al nostro team"; the
# eleventh review of 2026-12-07)
_IT_MINE = (
    r"(?: e (?:a|ai|al|alla|alle|agli) (?:miei|mio|mia|mie|nostri|nostro|nostra|nostre)"
    r" (?:colleghi|collega|colleghe|collaboratori|collaboratrici|team|ufficio|reparto|dipendenti))"
)
_IT_TO_ME = rf"(?: (?:a|verso) (?:questo indirizzo|questa casella|questo recapito|(?:me|noi){_IT_MINE}?))?"
OPEN_STOP = rx(
    # French
    rf"(?:arretez|cessez|stoppez|suspendez)(?: donc| tout de suite| immediatement)? (?:les|tous les|toutes"
    rf" les|ces) (?:e-?mails|mails|messages|courriels|relances|envois){_KIND['fr']}{_END}",
    # Italian
    rf"(?:sospendete|fermate|interrompete|bloccate|smettete con)(?: subito| pure)? (?:le|i|tutte le|tutti i"
    rf"|queste|questi) (?:e-?mail|mail|messaggi|invii){_KIND['it']}{_END}",
    # Portuguese
    rf"(?:parem|suspendam|interrompam|cessem|parem com)(?: ja| imediatamente)? (?:os|as|todos os|todas as"
    rf"|esses|essas|estes|estas) (?:e-?mails|emails|mensagens|envios){_KIND['pt']}{_END}",
    # "stop the mailings" in its verb forms (heldout_bs: "Bitte stellen Sie die Zusendungen ein, sonst landet
    # alles Weitere direkt im Spam"): the German separable verb, its imperative around the mailings and its
    # infinitive after them ("Bitte die Zusendungen einstellen"), and the mailings stopped in the other
    # rule languages ("Please discontinue the mailings", "Mettez fin à vos envois", "Suspendan los envíos",
    # "Sospendete gli invii", "Staak de toezendingen", "Ponham fim aos envios"); never in a question
    rf"{_NOT_ASKED}stellen sie(?: bitte| doch| umgehend| sofort| ab sofort| endlich){{0,2}} {_DE_THE}"
    rf"{_DE_MAILINGS}(?: an (?:mich|uns|diese adresse|meine adresse))?(?: bitte| umgehend| sofort| ab sofort"
    rf"| kunftig| in zukunft)?"
    rf" ein{_END}",
    rf"{_NOT_ASKED}(?:bitte|umgehend|sofort)(?: \w+){{0,2}}? {_DE_THE}{_DE_MAILINGS}(?: an (?:mich|uns"
    rf"|diese adresse|meine adresse))?(?: bitte| umgehend| sofort)? einstellen{_END}",
    rf"{_NOT_ASKED}(?:stop|discontinue|cease|end|halt|suspend)(?: all)? (?:the |these |your |any |those )?"
    rf"(?:further |future )?mailings{_END}",
    # ... our marketing mail named by its kind, the rest kept ("I only want to keep receiving the invoices,
    # please stop the marketing emails", "bitte stoppen Sie die Werbe-Mails": the fifth review of 2026-12-07);
    # the kind says it is ours, "stop the emails" alone mid-reply stays unread here
    rf"{_NOT_ASKED}(?:stop|discontinue|cease|end|halt)(?: all)? (?:the |these |your |any |those )?"
    rf"(?:further |future )?(?:marketing|promotional|sales|advertising|promo) (?:e-?mails|mails|messages"
    rf"|mailings|newsletters){_END}",
    rf"{_NOT_ASKED}(?:stoppen|beenden) sie(?: bitte| doch| umgehend| sofort| ab sofort| endlich){{0,2}}"
    rf" {_DE_THE}(?:werbe-?mails|werbe-?e-?mails|marketing-?mails|marketing-?e-?mails|werbung|newsletter"
    rf"|mailings|zusendungen){_END}",
    rf"{_NOT_ASKED}(?:mettez fin|mettre fin) (?:a vos|aux|a ces|a tous vos) (?:envois|mailings|e-?mails"
    rf"|courriels){_END}",
    rf"{_NOT_ASKED}(?:arretez|cessez|stoppez|suspendez) (?:vos|tous vos) (?:envois|mailings|e-?mails"
    rf"|courriels){_END}",
    # ... or the infinitive asked politely ("Merci d'arrêter vos envois", "veuillez cesser vos mailings"; the
    # eleventh review of 2026-12-07)
    rf"{_NOT_ASKED}(?:merci|veuillez|je vous prie|nous vous prions|priere) (?:d'arreter|de cesser|de stopper"
    rf"|de suspendre|arreter|cesser|stopper|suspendre) (?:vos|tous vos) (?:envois|mailings|e-?mails"
    rf"|courriels){_END}",
    rf"{_NOT_ASKED}(?:suspendan|cesen|detengan|paren|interrumpan)(?: ya| inmediatamente)? (?:los|sus|estos"
    rf"|todos los|todos sus) (?:envios|correos|e-?mails|mailings){_KIND['es']}{_END}",
    # ... the sendings by their kind or as ours, the sending named as a noun ("Sospendete gli invii
    # promozionali", "Interrompete immediatamente gli invii", "Sospendete l'invio delle vostre email",
    # "Interrompete le vostre comunicazioni commerciali": the eighth review of 2026-12-07, part 3)
    # ... what is sent after "di" with or without its article ("l'invio di email promozionali", "gli invii di
    # materiale pubblicitario": the ninth review of 2026-12-07), material only as advertising
    # ... asked as a request or a wish with the infinitive ("Vi prego di sospendere l'invio di email
    # promozionali", "Vorrei sospendere gli invii", "Potete sospendere l'invio di email promozionali?"), to
    # this address at most ("Sospendete gli invii di materiale pubblicitario a questo indirizzo"; the tenth
    # review of 2026-12-07)
    rf"{_IT_STOP} (?:(?:gli|tutti gli|i vostri|questi) (?:invii|mailing|messaggi)(?: {_IT_OF} {_IT_MAIL})?"
    rf"|(?:l'invio|la ricezione) {_IT_OF} {_IT_MAIL}|(?:le|tutte le) vostre (?:e-?mail|mail|comunicazioni"
    rf"|newsletter))"
    rf"{_KIND['it']}{_IT_TO_ME}(?:{_END}|(?=\s*\?))",
    # ... or the writing to the sender stopped, asked as a request, a wish or a polite question ("Potreste
    # smettere di scrivermi?", "Vi chiedo di smettere di contattarmi"; the eleventh review of 2026-12-07)
    rf"(?:{_IT_STOP_ASK}) smettere di (?:scriver|contattar|mandar)(?:mi|ci)"
    rf"(?: (?:e-?mail|mail|messaggi))?(?:{_END}|(?=\s*\?))",
    rf"{_NOT_ASKED}(?:sospendete|interrompete|cessate|fermate)(?: subito| pure| immediatamente| ora)?"
    rf" (?:le|tutte le|queste) comunicazioni (?:promozionali|pubblicitarie|di marketing|commerciali){_END}",
    rf"{_NOT_ASKED}(?:stop|staak|beeindig|stopt)(?: (?:nu|direct|onmiddellijk))? (?:de|uw|jullie|deze|alle)"
    rf" (?:toezendingen|zendingen|mailings|verzendingen|(?:marketing|reclame|promotie)?-?e-?mails"
    rf"|(?:marketing|reclame|promotie)?-?mails){_END}",
    rf"{_NOT_ASKED}(?:ponham fim|ponha fim) (?:aos|a estes|a esses) (?:envios|e-?mails|mailings){_END}",
)
