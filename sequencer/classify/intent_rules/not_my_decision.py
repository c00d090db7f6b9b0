"""The sender saying such decisions are not theirs, now (heldout_bq: "le decisioni su questi strumenti non
passano da me ma dal nostro ufficio informatica", "Ik ben systeembeheerder, over de aanschaf van
verkoopsoftware beslis ik niet"): a wrong person, whoever decides, named or not, in every rule language:
"I don't make the decisions on software", "decisions like this don't go through me", "darüber entscheide
ich nicht", "solche Entscheidungen laufen nicht über mich", "ces décisions ne passent pas par moi", "esas
decisiones no pasan por mí", "non decido io", "die beslissingen liggen niet bij mij", "essas decisões não
passam por mim". Pure data on fold()ed text, read by `intent` with the readers that count only in a reply
without interest (`intent_shared.stated`: never asked).

Never "not alone" ("non decido io da solo", "I don't make the decision on my own"), never someone else's
("she doesn't decide"), never a decision of the past ("I didn't make that decision")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_ALONE = (
    r"(?!(?: \S+){0,3} (?:alone|on my own|by myself|allein|alleine|seule?|sol[oa]|da sol[oa]|alleen"
    r"|sozinh[oa])\b)"
)
_DECISIONS_EN = r"(?:the |those |these |such |any |purchasing |buying )?(?:decisions?|call)"

NOT_MY_DECISION = rx(
    # English
    rf"i (?:don't|do not) (?:make|take) {_DECISIONS_EN}(?: on| about| for| when it comes to)?{_NOT_ALONE}"
    rf"|i (?:don't|do not) decide (?:on )?(?:this|that|these|such|it|what|which|software|tools)\b{_NOT_ALONE}"
    r"|(?:decisions|purchases|purchasing decisions|such decisions|these decisions)(?: \S+){0,5}? (?:don't"
    r"|do not) (?:go|pass|come|run) (?:through|via) me\b|(?:that's|it's|that is|it is) not my (?:decision"
    r"|call)\b",
    # German
    rf"(?:daruber|uber (?:\S+ ){{1,5}}?)entscheide ich (?:leider |selbst )?nicht{_NOT_ALONE}"
    rf"|ich entscheide (?:das|daruber|so etwas|sowas|hier) (?:leider )?nicht{_NOT_ALONE}"
    r"|(?:das|die entscheidung|solche entscheidungen|diese entscheidungen)(?: \S+){0,4}? (?:liegt|liegen"
    r"|geht|gehen|lauft|laufen) nicht (?:bei mir|uber meinen tisch|uber mich)\b",
    # French
    r"(?:ces|les|de telles) decisions(?: \S+){0,5}? ne (?:passent|relevent|dependent) pas (?:par|de) moi\b"
    rf"|je ne (?:decide|tranche) pas (?:de |sur )?(?:ce|ces|cela|ca|ce genre)\b{_NOT_ALONE}"
    r"|ce n'est pas (?:ma decision|de mon ressort)\b",
    # Spanish
    rf"no (?:decido|tomo (?:esas |estas |las )?decisiones) yo{_NOT_ALONE}"
    r"|(?:esas|estas|las|tales) decisiones(?: \S+){0,5}? no (?:pasan|dependen) (?:por|de) mi\b"
    r"|no (?:es|me corresponde) (?:mi decision|a mi decidir)\b",
    # Italian
    r"(?:le|queste|tali|simili) decisioni(?: \S+){0,5}? non (?:passano|dipendono|spettano) (?:da|a) me\b"
    rf"|non (?:decido|prendo (?:queste |tali |le )?decisioni) io{_NOT_ALONE}"
    r"|non (?:spetta|tocca) a me decidere\b",
    # Dutch, Flemish
    rf"over (?:\S+ ){{1,5}}?beslis ik (?:echt |helaas |zelf )?niet{_NOT_ALONE}"
    rf"|ik beslis (?:daar |hier )?(?:niet over|daar niet over|er niet over){_NOT_ALONE}"
    r"|(?:die|deze|de|zulke) (?:beslissingen|beslissing)(?: \S+){0,4}? (?:liggen|ligt|lopen|loopt|gaan|gaat)"
    r" niet (?:bij|via|langs) mij\b|(?:dat|het) is niet mijn beslissing\b",
    # Portuguese
    r"(?:as|essas|estas|tais) decisoes(?: \S+){0,5}? nao (?:passam|dependem) (?:por|de) mim\b"
    rf"|nao (?:decido|tomo (?:essas |estas |as )?decisoes) eu{_NOT_ALONE}|nao cabe a mim decidir\b",
)
