"""The sender saying such decisions are not theirs, now (heldout_bq: "le decisioni su questi strumenti non
passano da me ma dal nostro ufficio informatica", "Ik ben systeembeheerder, over de aanschaf van
verkoopsoftware beslis ik niet"): a wrong person, whoever decides, named or not, in every rule language:
"I don't make the decisions on software", "decisions like this don't go through me", "darüber entscheide
ich nicht", "solche Entscheidungen laufen nicht über mich", "ces décisions ne passent pas par moi", "esas
decisiones no pasan por mí", "non decido io", "die beslissingen liggen niet bij mij", "essas decisões não
passam por mim". Pure data on fold()ed text, read by `intent` with the readers that count only in a reply
without interest (`intent_shared.stated`: never asked).

Never "not alone" ("non decido io da solo", "I don't make the decision on my own"), never someone else's
("she doesn't decide"), never a decision of the past ("I didn't make that decision").

The same with such things, not decisions, not going through the sender (heldout_dq: "queste cose non passano
da me", then a department pointed to): "things like this don't go through me", "so etwas läuft nicht über
mich", "ce genre de choses ne passe pas par moi", "estas cosas no pasan por mí", "dat loopt niet via mij",
"essas coisas não passam por mim" (`_THINGS`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_ALONE = (
    r"(?!(?: \S+){0,3} (?:alone|on my own|by myself|allein|alleine|seule?|sol[oa]|da sol[oa]|alleen"
    r"|sozinh[oa])\b)"
)
_DECISIONS_EN = r"(?:the |those |these |such |any |purchasing |buying )?(?:decisions?|call)"
# such things, this or that, as what does not go through the sender
_THINGS = (
    r"(?:(?:these|those|such) (?:things|matters|topics|questions|requests)|things like (?:this|that)"
    r"|(?:so etwas|sowas|solche (?:dinge|sachen|themen|anfragen))|(?:ces|de telles) (?:choses|questions"
    r"|demandes)|ce genre de (?:choses|demandes|sujets)|cela|ca|(?:estas|esas) cosas|(?:estos|esos) temas"
    r"|esto|eso|(?:queste|certe|tali) cose|cose del genere|(?:questi|tali) (?:temi|argomenti)|questo|cio"
    r"|zulke (?:dingen|zaken|vragen)|zoiets|(?:essas|estas) coisas|(?:esses|estes) assuntos|isso|isto)"
)
# ... never a condition after it ("queste cose non passano da me senza un preventivo": a gate, not a referral)
_NO_CONDITION = r"\b(?! (?:without|unless|senza|se non|ohne|ausser|sans|sauf|sin|salvo|zonder|tenzij|sem)\b)"

NOT_MY_DECISION = rx(
    # English
    rf"i (?:don't|do not) (?:make|take) {_DECISIONS_EN}(?: on| about| for| when it comes to)?{_NOT_ALONE}"
    rf"|i (?:don't|do not) decide (?:on )?(?:this|that|these|such|it|what|which|software|tools)\b{_NOT_ALONE}"
    r"|(?:decisions|purchases|purchasing decisions|such decisions|these decisions)(?: \S+){0,5}? (?:don't"
    r"|do not) (?:go|pass|come|run) (?:through|via) me\b|(?:that's|it's|that is|it is) not my (?:decision"
    r"|call)\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? (?:don't|do not|doesn't|does not) (?:go|pass|come|run) (?:through|via) me"
    rf"{_NO_CONDITION}",
    # German
    rf"(?:daruber|uber (?:\S+ ){{1,5}}?)entscheide ich (?:leider |selbst )?nicht{_NOT_ALONE}"
    rf"|ich entscheide (?:das|daruber|so etwas|sowas|hier) (?:leider )?nicht{_NOT_ALONE}"
    r"|(?:das|die entscheidung|solche entscheidungen|diese entscheidungen)(?: \S+){0,4}? (?:liegt|liegen"
    r"|geht|gehen|lauft|laufen) nicht (?:bei mir|uber meinen tisch|uber mich)\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? (?:geht|gehen|lauft|laufen) nicht uber (?:mich|meinen tisch)"
    rf"{_NO_CONDITION}",
    # French
    r"(?:ces|les|de telles) decisions(?: \S+){0,5}? ne (?:passent|relevent|dependent) pas (?:par|de) moi\b"
    rf"|je ne (?:decide|tranche) pas (?:de |sur )?(?:ce|ces|cela|ca|ce genre)\b{_NOT_ALONE}"
    r"|ce n'est pas (?:ma decision|de mon ressort)\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? ne (?:passent|passe) pas par moi{_NO_CONDITION}",
    # Spanish
    rf"no (?:decido|tomo (?:esas |estas |las )?decisiones) yo{_NOT_ALONE}"
    r"|(?:esas|estas|las|tales) decisiones(?: \S+){0,5}? no (?:pasan|dependen) (?:por|de) mi\b"
    r"|no (?:es|me corresponde) (?:mi decision|a mi decidir)\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? no (?:pasan|pasa) por mi{_NO_CONDITION}",
    # Italian
    r"(?:le|queste|tali|simili) decisioni(?: \S+){0,5}? non (?:passano|dipendono|spettano) (?:da|a) me\b"
    rf"|non (?:decido|prendo (?:queste |tali |le )?decisioni) io{_NOT_ALONE}"
    r"|non (?:spetta|tocca) a me decidere\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? non (?:passano|passa) (?:da|per) me{_NO_CONDITION}",
    # Dutch, Flemish
    rf"over (?:\S+ ){{1,5}}?beslis ik (?:echt |helaas |zelf )?niet{_NOT_ALONE}"
    rf"|ik beslis (?:daar |hier )?(?:niet over|daar niet over|er niet over){_NOT_ALONE}"
    r"|(?:die|deze|de|zulke) (?:beslissingen|beslissing)(?: \S+){0,4}? (?:liggen|ligt|lopen|loopt|gaan|gaat)"
    r" niet (?:bij|via|langs) mij\b|(?:dat|het) is niet mijn beslissing\b"
    rf"|(?:{_THINGS}|dat|dit)(?: \S+){{0,3}}? (?:loopt|lopen|gaat|gaan) niet (?:via|langs) mij"
    rf"{_NO_CONDITION}",
    # Portuguese
    r"(?:as|essas|estas|tais) decisoes(?: \S+){0,5}? nao (?:passam|dependem) (?:por|de) mim\b"
    rf"|nao (?:decido|tomo (?:essas |estas |as )?decisoes) eu{_NOT_ALONE}|nao cabe a mim decidir\b"
    rf"|{_THINGS}(?: \S+){{0,3}}? nao (?:passam|passa) por mim{_NO_CONDITION}",
)
