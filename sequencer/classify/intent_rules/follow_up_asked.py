"""A follow-up asked of us at a time, the time a month's week, half or part ("Could you follow up after the
second week of March?", "please follow up in early April", heldout_bm): a firm later, read by
`intent_later.later`, winning over the interest for then beside it ("I'd be keen to hear more then"), in
every rule language: "fassen Sie bitte in der zweiten Märzwoche nach", "relancez-moi après la deuxième
semaine de mars", "hágame seguimiento después de la segunda semana de marzo", "mi ricontatti dopo la
seconda settimana di marzo", "volg het op na de tweede week van maart", "me procura na primeira semana de
março".

Never the sender's own follow-up ("I'll follow up in March", "we follow up after the second week"), nor in
a question about ours ("did you follow up in March?"), nor a time ruled out ("no need to follow up next
year either", `later_ruled_out`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import MONTH
from sequencer.classify.intent_rules.pattern import rx

_ORDINAL = (
    r"(?:first|second|third|fourth|last|1st|2nd|3rd|4th|ersten|zweiten|dritten|letzten|premiere|deuxieme"
    r"|seconde|troisieme|derniere|primera|segunda|tercera|ultima|prima|seconda|terza|eerste|tweede|derde"
    r"|laatste|primeira|terceira)"
)
# a month, or a week, a half or a part of it ("the second week of March", "mid-March", "early April")
_PART = (
    rf"(?:(?:the )?{_ORDINAL} (?:week|half|fortnight) of|mid-?|early|late|the end of|end of|the start of"
    rf"|the beginning of)"
)
_TIME_EN = rf"(?:{_PART} )?{MONTH}|{MONTH} \d{{1,2}}(?:st|nd|rd|th)?|the new year|q[1-4]"
FOLLOW_UP_ASKED = rx(
    rf"(?:(?:could|can|would) you(?: please| kindly| just)?|please|kindly|feel free to|just) follow up"
    rf"(?: with (?:me|us))?(?: again)? (?:in|after|around|from|at|by|on|toward|towards)"
    rf" (?:{_TIME_EN})",
    rf"fassen sie (?:gerne |bitte |doch )?(?:in der|nach der|ab der) {_ORDINAL} (?:\w+woche|woche)"
    rf" (?:\S+ )?nach",
    rf"relancez-(?:moi|nous) (?:apres |a partir de |pendant |dans )?la {_ORDINAL} (?:semaine|quinzaine)"
    rf" (?:de |d')(?:{MONTH})",
    rf"(?:hagame|hazme|denme|dame) seguimiento (?:despues de |a partir de |en )?la {_ORDINAL}"
    rf" (?:semana|quincena) de {MONTH}",
    rf"(?:mi ricontatti|ricontattami|mi scriva|scrivimi) (?:dopo |a partire dal)?(?:la )?{_ORDINAL}"
    rf" (?:settimana|quindicina) di {MONTH}",
    rf"volg (?:het|dit) (?:maar |gerust )?op (?:na|in|vanaf) de {_ORDINAL} (?:week|helft) van {MONTH}",
    rf"(?:me procura|me procure|procure-me|me procurem) (?:na|a partir da|depois da) {_ORDINAL}"
    rf" (?:semana|quinzena) de {MONTH}",
)
