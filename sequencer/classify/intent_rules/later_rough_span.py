"""A rough span ahead, "a month or two" (heldout_bq: "Nu even geen tijd voor, kom er over een maand of 2 op
terug aub"), in every rule language, the second number in words or figures: "in a month or two", "in ein,
zwei Monaten", "dans un mois ou deux", "dentro de un mes o dos", "tra un mese o due", "over een maand of
twee", "daqui a um mês ou dois". Pure data on fold()ed text: a time alone, read by
`intent_later.time_alone` with `later.LATER_TIME` (so interest beside it keeps the reply interested, and
the sender's own event or a thing done at that time is no later). Never a span behind ("a month or two
ago", "een maand of twee geleden": no "in"/"over" before it)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ABOUT = (
    r"(?:(?:about|roughly|around|etwa|ungefahr|circa|environ|unos?|aproximadamente|ongeveer|zo'n|cerca de) )?"
)

ROUGH_SPAN = rx(
    rf"in {_ABOUT}(?:a|one|1) (?:week|month|year) or (?:two|2|so)\b(?! ago)"
    rf"|in {_ABOUT}(?:one|1|two|2) or (?:two|2|three|3) (?:weeks|months)(?! ago)",
    rf"in {_ABOUT}(?:ein(?:er|em)?|1|zwei|2)(?:,| bis| oder) (?:zwei|2|drei|3) (?:wochen|monaten)",
    rf"dans {_ABOUT}(?:un|une|1|deux|2) (?:mois|semaines?) ou (?:deux|2|trois|3)\b",
    rf"(?:en|dentro de) {_ABOUT}(?:un|una|1|dos|2) (?:mes|meses|semanas?) o (?:dos|2|tres|3)\b",
    rf"(?:tra|fra) {_ABOUT}(?:un|una|1|due|2) (?:mese|mesi|settimana|settimane) o (?:due|2|tre|3)\b",
    rf"over {_ABOUT}(?:een|1|twee|2) (?:maand|maanden|week|weken|weekje|maandje) of (?:twee|2|drie|3)\b"
    r"(?! geleden)",
    rf"(?:daqui a|dentro de|em) {_ABOUT}(?:um|uma|1|dois|duas|2) (?:mes|meses|semanas?) ou (?:dois|duas|2"
    r"|tres|3)\b",
)
