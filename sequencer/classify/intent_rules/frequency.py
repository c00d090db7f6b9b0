"""A complaint about how often we write ("That's four emails in two weeks", "the third email from you this
week", "vier Mails in zwei Wochen"), in every rule language. Pure data on fold()ed text.

The period in it is no later ("in two weeks" there counts mail, it asks for no follow-up), and a bare
"Stop." or "Enough." as its own sentence after it is a removal request ("This is the third email from you
this week. Stop.", "This is the third email from you in eight days. Enough."): never "stop by", "stop
worrying", "non-stop", "stop the demo request" nor "enough about us", which are no bare sentence."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_COUNT = (
    r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|second|third|fourth|fifth|sixth|another"
    r"|zehn|dix|diez|dieci|tien|dez"
    r"|zwei|drei|vier|funf|sechs|zweite|dritte|vierte|funfte|deux|trois|quatre|cinq|six|deuxieme|troisieme"
    r"|quatrieme|dos|tres|cuatro|cinco|seis|segundo|tercer|tercero|cuarto|due|tre|quattro|cinque|sei"
    r"|secondo|terzo|quarto|twee|drie|vier|vijf|zes|tweede|derde|vierde|duas|quatro|segunda|terceira|quarta"
    r"|terceiro)"
)
# our follow-ups counted are our mail too ("Troisième relance en dix jours", "the third follow-up in ten
# days", heldout_ba)
_MAILS = (
    r"(?:e-?mails?|mails?|messages?|nachrichten|nachricht|courriels?|correos?|mensajes?|messaggi|messaggio"
    r"|berichten|bericht|mensagens|mensagem|follow-?ups?|reminders?|nudges?|erinnerungen|erinnerung"
    r"|nachfassmails?|relances?|rappels?|recordatorios?|seguimientos?|solleciti|sollecito|herinneringen"
    r"|herinnering|lembretes?)"
)
_PERIOD = (
    r"(?:days?|weeks?|months?|tagen|wochen|woche|monaten|jours|semaines?|mois|dias|semanas?|meses|giorni"
    r"|settimane|settimana|mesi|dagen|weken|week|maanden|dias|semanas?|meses)"
)
FREQUENCY = rx(
    # "four emails in two weeks", "the third email from you this week", "vier Mails in zwei Wochen", "quatre
    # mails en deux semaines", "cuatro correos en dos semanas", "quattro email in due settimane", "vier mails
    # in twee weken", "quatro e-mails em duas semanas"
    rf"{_COUNT} (?:\w+ )?{_MAILS}(?: (?:from you|von ihnen|de votre part|de (?:su|vuestra) parte|da voi"
    r"|van u|van jullie|de voces|de vos))? (?:in|within|en|em|innerhalb von|binnen|entro|dans|durante)"
    rf" (?:(?:the )?(?:last |past |laatste |letzten )?)?(?:{_COUNT}|a|one|una|un|uma|einer|een) {_PERIOD}",
    rf"{_COUNT} (?:\w+ )?{_MAILS}(?: (?:from you|von ihnen|de votre part|de (?:su|vuestra) parte|da voi"
    r"|van u|van jullie|de voces|de vos))? (?:this|diese|cette|esta|este|questa|questo|deze|dit|nesta"
    rf"|neste) {_PERIOD}",
)
# A count of our mail said without a period, which asks to stop only with a bare "Stop." after it
# (`removal_late.stop_after_complaint`): "Third one of these this week.", "the fourth email", "Another one.",
# "Die dritte diese Woche.", "Schon wieder eine.", "Le troisième cette semaine.", "Encore un.", "El tercero
# esta semana.", "Otro más.", "La terza questa settimana.", "Un'altra.", "De derde deze week.", "Alweer
# een.", "O terceiro esta semana.", "Mais um.": never "the third one was great" alone, whose "stop
# worrying" or "stop by" is no bare sentence
_ORDINAL = (
    r"(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th|zweite|dritte|vierte|funfte|deuxieme|troisieme"
    r"|quatrieme|cinquieme|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|quinto|quinta|secondo|seconda"
    r"|terzo|terza|quarto|quarta|tweede|derde|vierde|vijfde|terceiro|terceira|quarto|quarta)"
)
_ANOTHER = (
    r"(?:(?:yet )?another|one more|noch (?:so )?eine?|schon wieder eine?|wieder eine?|encore une?(?: autre)?"
    r"|otro mas|otra mas|otro|otra|un altro|un'altra|un'altra ancora|ancora una?|nog een|alweer een"
    r"|weer een|mais uma?|outro|outra)"
)
_THESE = (
    r"(?:of these|of those|from you|dieser art|davon|von ihnen|de ce genre|de votre part|de estos|de estas"
    r"|de su parte|di questi|di queste|da voi|van deze|van u|destes|destas|de voces)"
)
_THIS_PERIOD = (
    r"(?:(?:this|diese|cette|esta|este|questa|questo|deze|dit|nesta|neste) "
    r"(?:week|month|morning|woche|monat|semaine|mois|semana|mes|settimana|mese|maand|manha|mes)"
    r"|today|heute|aujourd'hui|hoy|oggi|vandaag|hoje)"
)
COUNTED = rx(
    # "the fourth email", "dritte Mail", "le troisième mail", "el tercer correo", "la terza email"
    rf"\b{_ORDINAL} (?:\w+ )?{_MAILS}\b",
    # "third one of these", "the third one this week", "die dritte diese Woche", "el tercero esta semana"
    rf"\b{_ORDINAL}(?: (?:one|eine|un|une|uno|una|een|um|uma))?(?: {_THESE})?(?: {_THIS_PERIOD})",
    rf"\b{_ORDINAL} (?:one|eine|un|une|uno|una|een|um|uma) {_THESE}\b",
    # "another one of these", "Another one.", "Schon wieder eine!", "Otro más.", "Mais um e-mail."
    rf"(?:^|(?<=[.!?]\s)){_ANOTHER}(?: (?:one|{_MAILS}))?(?: {_THESE})?(?: {_THIS_PERIOD})?[.!?]",
    rf"\b{_ANOTHER} (?:one )?{_THESE}\b",
)

# Our mail said to keep coming, which asks to stop, like `COUNTED`, only with a bare "Stop." or "Enough."
# after it (`removal_late.stop_after_complaint`; the twenty-first review of 2026-12-07): "These messages keep
# landing in my inbox. Enough.", "You keep emailing me. Stop.", "Ihre Mails kommen ständig. Es reicht.";
# never the complaint with a request after it ("These keep landing in my inbox, can you resend the invite?")
_KEEP = r"(?:keep|kept|keeps|continue to|continues to) "
_YOUR_MAILS = rf"(?:(?:your|these|those|the) (?:\w+ )?{_MAILS}|these|they)"
KEEP_COMING = rx(
    # "These messages keep landing in my inbox", "Your emails keep coming", "You keep emailing me"
    rf"\b{_YOUR_MAILS} {_KEEP}(?:landing|coming|arriving|showing up|popping up|turning up)\b",
    rf"\byou(?: guys| people)? {_KEEP}(?:e-?mailing|mailing|writing to|messaging|spamming|sending)"
    r" (?:me|us)\b",
    # "Ihre Mails kommen ständig", "Sie schreiben mir ständig", "Ihre Mails hören nicht auf"
    rf"\b(?:ihre|eure|diese) {_MAILS} (?:kommen|landen)"
    r" (?:standig|dauernd|immer wieder|staendig|andauernd)",
    r"\b(?:sie|ihr) (?:schreiben|mailen|schreibt|mailt) (?:mir|uns)"
    r" (?:standig|dauernd|immer wieder|andauernd)",
    # "Vos mails n'arrêtent pas d'arriver", "Vous m'écrivez sans arrêt", "Vous continuez à m'écrire"
    rf"\b(?:vos|ces) {_MAILS} (?:n'arretent pas|ne cessent pas?) d'arriver",
    r"\bvous (?:m'|nous )(?:ecrivez|envoyez des (?:e-?)?mails) (?:sans arret|sans cesse|tout le temps)",
    r"\bvous continuez a (?:m'|nous )(?:ecrire|envoyer des (?:e-?)?mails)",
    # "Sus correos no paran de llegar", "No dejan de escribirme", "Siguen escribiéndome"
    rf"\b(?:sus|vuestros|estos) {_MAILS} no (?:paran|dejan) de llegar",
    r"\bno (?:paran|dejan|para|deja) de (?:escribirme|escribirnos|mandarme correos|enviarme correos)",
    r"\bsiguen (?:escribiendome|escribiendonos|mandandome correos|enviandome correos)",
    # "Le vostre email continuano ad arrivare", "Continuate a scrivermi"
    rf"\b(?:le vostre|queste|i vostri|questi) {_MAILS} continuano ad arrivare",
    r"\bcontinuate a (?:scrivermi|scriverci|mandarmi (?:e-?)?mail)",
    # "Jullie mails blijven binnenkomen", "Jullie blijven me mailen"
    rf"\b(?:jullie|uw|die|deze) {_MAILS} blijven (?:binnenkomen|komen)",
    r"\b(?:jullie|u) (?:blijft|blijven|blijf) (?:me|mij|ons) (?:mailen|schrijven|e-?mailen)",
    # "Os vossos e-mails não param de chegar", "Vocês continuam a mandar-me e-mails"
    rf"\b(?:os (?:vossos|seus)|estes|esses) {_MAILS} nao (?:param|deixam) de chegar",
    r"\b(?:voces )?continuam a (?:mandar-me|enviar-me|escrever-me)",
)

# "Stop." or "Stop it!" as a sentence of its own, in every rule language, and "Enough." said the same way
# ("Enough is enough.", "Es reicht.", "Genug jetzt!", "Ça suffit.", "Ya basta.", "Adesso basta.", "Nu is
# het genoeg.", "Chega!"), or two of them ("Enough — stop.", "Basta, stop!"): never "enough about us, when
# can we talk?" nor "that's enough for us", which are no bare sentence
_STOP_WORD = (
    r"(?:stop|stopp"
    r"|stop it|stop now|arretez|arrete|stoppez|basta|basta ya|parad|para|parate|smettetela|smettila|ophouden"
    r"|hou op|parem|pare|chega"
    r"|enough|enough already|that's enough|enough is enough|es reicht|jetzt reicht(?:'s| es)|genug|das reicht"
    r"|ca suffit|assez|c'est assez|ya basta|ya es suficiente|suficiente|adesso basta|ora basta|e abbastanza"
    r"|genoeg|nu is het genoeg|het is genoeg|het is nu genoeg|ja chega|ja basta|basta ja)"
)
# ... and two of them in one sentence, joined by a dash or a comma ("Enough — stop.", "Stop, basta!")
BARE_STOP = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:please |bitte |por favor |per favore |alstublieft |s'il vous plait )?"
    rf"{_STOP_WORD}(?:\s*[,\u2014\u2013-]+\s*{_STOP_WORD})?"
    r"(?: (?:please|bitte|jetzt|now|svp|por favor|per favore|alstublieft|ja|maintenant|ya|adesso|nu))?"
    r"[.!]+(?=\s|$)"
)

# A bare stop that ends the reply after a no, as its own sentence or after a comma ("Not interested,
# stop.", "Not interested, thanks. Stop!", "Kein Interesse. Stopp.", "Non siamo interessati, basta.", review
# of 2026-12-06, seventh; "We went another direction. Stop.", eighth): the reply's last words after a clause
# mark (`intent._stop_after_a_no` reads what comes before them as a no); never a stop that goes on ("stop by
# our booth"), nor one more sentence after it
_PLEASE_BEFORE = r"(?:please |bitte |por favor |per favore |alstublieft |s'il vous plait )?"
# "so", "and", "just" between ("We're not interested, so please stop.", review of 2026-12-06, eighth)
_SO = (
    r"(?:(?:so|and|just|now|then|kindly|therefore|alors|donc|also|daher|deshalb|entonces|pues|asi que|quindi"
    r"|dunque|dus|daarom|entao|por isso) )?"
)
STOP_ENDING = re.compile(
    rf"(?<=[,.;!?\u2014\u2013-])\s*{_SO}({_PLEASE_BEFORE}{_STOP_WORD})(?: (?:please|bitte|jetzt|now"
    r"|svp|por favor|per favore|alstublieft|ja|maintenant|ya|adesso|nu))?[.!]*\s*$"
)

# A stop right after our mail said to keep coming (`KEEP_COMING`), in the rest of its sentence or the next,
# ending there: after a comma too ("You keep emailing me, stop.", "Jullie blijven me mailen, stop ermee."), a
# stop told again ("I said stop.", "Ich sagte Stopp.", "J'ai dit stop.", "He dicho basta.", "Ho detto
# basta.", "Ik zei stop.", "Eu disse chega.") or a "that's it now" ("Schluss jetzt.", "Hört auf damit.",
# "Arrêtez ça.", "Kap ermee."; the twenty-second review of 2026-12-07); never a stop that goes on ("stop by
# our booth") nor one further away (`BARE_STOP` reads a bare one anywhere after)
_SAID = (
    r"(?:ya |ja |gia |deja |al )?(?:i (?:said|told you|asked you to)|i've (?:said|told you)"
    r"|ich (?:sagte|habe (?:es )?gesagt)"
    r"|ich sagte doch|j'ai dit|je vous ai dit|he dicho|les he dicho|dije|ho detto|vi ho detto|ik zei"
    r"|ik heb gezegd|eu disse|ja disse)(?: (?:it )?(?:already|schon|deja|ya|gia|al|ja))?:? "
)
_KEEP_STOP = (
    rf"(?:{_STOP_WORD}|{_SAID}(?:{_STOP_WORD}|to stop|d'arreter|de parar|di smettere|op te houden|stopp?)"
    r"|schluss(?: jetzt| damit)?|jetzt ist schluss|horen sie auf(?: damit)?|hort auf(?: damit)?"
    r"|aufhoren(?: bitte)?|stop (?:it|that|this|now)|arretez(?: ca| donc| tout)?|ca suffit maintenant"
    r"|paren ya|paren(?: ya)? de una vez|ya esta bien|smettetela|smettete|basta cosi|stop ermee"
    r"|stop daarmee|kap ermee|kap daarmee|hou ermee op|hou daarmee op|houd ermee op|parem com isso|parem ja)"
)
STOP_AFTER_KEEP_COMING = re.compile(
    rf"(?:[^.!?\n]{{0,40}}?)[,;:.!?\u2014\u2013-]+\s*{_SO}{_PLEASE_BEFORE}{_KEEP_STOP}"
    r"(?: (?:please|bitte|jetzt|now|svp|por favor|per favore|alstublieft|ja|maintenant|ya|adesso|nu))?"
    r"(?:[.!]+(?=\s|$)|\s*$)"
)

# The "enough" words of BARE_STOP: they ask to stop only as the reply's last sentence ("... Enough.");
# "Enough. I'll review with finance" says the mail was sufficient.
ENOUGH = re.compile(r"enough|reicht|genug|suffit|assez|suficiente|abbastanza|genoeg|basta|chega")
# A count of our mail that thanks for it is no complaint ("Thanks for the two emails this week").
THANKED = re.compile(
    r"\b(?:thanks? (?:you )?for|thank you for|danke fur|vielen dank fur|merci (?:pour|de)|gracias por"
    r"|grazie (?:per|delle|dei)|bedankt voor|dank (?:u|je) voor|obrigad[oa] (?:pel|por))\b"
)
