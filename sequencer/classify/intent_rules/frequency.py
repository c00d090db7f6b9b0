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
    r"|zwei|drei|vier|funf|sechs|zweite|dritte|vierte|funfte|deux|trois|quatre|cinq|six|deuxieme|troisieme"
    r"|quatrieme|dos|tres|cuatro|cinco|seis|segundo|tercer|tercero|cuarto|due|tre|quattro|cinque|sei"
    r"|secondo|terzo|quarto|twee|drie|vier|vijf|zes|tweede|derde|vierde|duas|quatro|segunda|terceira|quarta"
    r"|terceiro)"
)
_MAILS = (
    r"(?:e-?mails?|mails?|messages?|nachrichten|nachricht|courriels?|correos?|mensajes?|messaggi|messaggio"
    r"|berichten|bericht|mensagens|mensagem)"
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

# The "enough" words of BARE_STOP: they ask to stop only as the reply's last sentence ("... Enough.");
# "Enough. I'll review with finance" says the mail was sufficient.
ENOUGH = re.compile(r"enough|reicht|genug|suffit|assez|suficiente|abbastanza|genoeg|basta|chega")
# A count of our mail that thanks for it is no complaint ("Thanks for the two emails this week").
THANKED = re.compile(
    r"\b(?:thanks? (?:you )?for|thank you for|danke fur|vielen dank fur|merci (?:pour|de)|gracias por"
    r"|grazie (?:per|delle|dei)|bedankt voor|dank (?:u|je) voor|obrigad[oa] (?:pel|por))\b"
)
