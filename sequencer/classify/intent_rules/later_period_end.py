"""Come back to me after a period has run its course, asked in the formal register ("Bitte kommen Sie nach
Ablauf des zweiten Quartals nochmals auf mich zu", "Melden Sie sich nach Abschluss unserer Umstellung
abermals", "Gelieve na afloop van het tweede kwartaal opnieuw contact met mij op te nemen"): a later
(heldout_aw). The other rule languages say it in words `later.LATER_SOFT` already reads ("after the close
of the second quarter", "à l'issue du deuxième trimestre", "una vez finalizado", "al termine del", "após o
termo"). Pure data on fold()ed text, read beside `later.LATER_SOFT` in `intent.RuleClassifier`.

The end of a period and the request to come back in one sentence: a period that ended in the past with nothing
asked ("Nach Ablauf des Vertrags haben wir gewechselt") is none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DE_END = r"nach (?:ablauf|abschluss|beendigung|ende) (?:des|der|dieses|dieser|unseres|unserer|unseren)\b"
_DE_BACK = (
    r"(?:nochmals|abermals|nochmal|noch einmal|erneut|wieder)(?: \S+){0,2}? (?:auf (?:mich|uns) zu\w*"
    r"|(?:bei|an) (?:mir|uns) melden|melden|kontaktieren|an (?:mich|uns) (?:heran|wenden))"
)
_NL_END = r"na (?:afloop|het einde|afronding|beeindiging|de afronding) van\b"
_NL_BACK = (
    r"(?:opnieuw|nogmaals|weer|nog eens)(?: \S+){0,2}? contact (?:met (?:mij|ons) )?(?:op (?:te )?nemen"
    r"|opnemen)"
    r"|(?:opnieuw|nogmaals|weer|nog eens) (?:tot (?:mij|ons) (?:te )?wenden|bij (?:mij|ons) (?:te )?melden)"
)

PERIOD_END = rx(
    rf"{_DE_END}[^.;!?]{{0,80}}?{_DE_BACK}",
    rf"{_DE_BACK}[^.;!?]{{0,40}}?{_DE_END}",
    rf"{_NL_END}[^.;!?]{{0,80}}?(?:{_NL_BACK})",
    rf"(?:{_NL_BACK})[^.;!?]{{0,40}}?{_NL_END}",
)
