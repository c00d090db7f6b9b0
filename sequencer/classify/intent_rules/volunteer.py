"""Only a volunteer (or an intern), with no say in it (heldout_x: "Ik ben maar vrijwilliger bij de
coöperatie ... en ga hier niet over", "I'm just a volunteer and don't make these decisions", "Sono solo
una volontaria e non decido io"), in every rule language: the wrong person. Pure data on fold()ed text,
read by `intent_wrong_person.wrong_person`.

Both halves in one sentence: "I'm only a volunteer but send me the demo" asks for the offer and stays
interest, and "we don't decide until March" alone is no person at all."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ONLY = {
    "en": r"(?:i'm|i am|im) (?:only|just|merely|simply) (?:a |an )?(?:\w+ )?(?:volunteer|intern)",
    "de": r"ich bin (?:nur|lediglich|bloss) (?:eine? )?(?:ehrenamtlich\w*|freiwillig\w*|praktikant\w*)",
    "fr": r"je (?:ne )?suis (?:que |juste |seulement |simplement )?(?:un |une )?(?:simple )?(?:benevole"
    r"|stagiaire)",
    "es": r"(?:solo|solamente|simplemente) soy (?:un |una )?(?:voluntari[oa]|becari[oa])"
    r"|soy (?:solo|solamente) (?:un |una )?(?:voluntari[oa]|becari[oa])",
    "it": r"sono (?:solo|soltanto|solamente|semplicemente) (?:un |una |un')?(?:volontari[oa]|tirocinante"
    r"|stagista)",
    "nl": r"ik ben (?:maar|alleen|slechts|gewoon) (?:een )?(?:vrijwilliger|vrijwilligster|stagiair"
    r"|stagiaire)",
    "pt": r"sou (?:apenas|so|somente|simplesmente) (?:um |uma )?(?:voluntari[oa]|estagiari[oa])",
}
_NO_SAY = {
    "en": r"(?:don't|do not|dont|can't|cannot) (?:make|take|decide|sign off|approve)|(?:have|with) no"
    r" (?:say|authority|decision)|(?:isn't|is not|not) my (?:call|decision)",
    "de": r"entscheide (?:das |dies |hier |daruber |da )?nicht|(?:habe|hab) (?:da |hier |dabei )?(?:nichts"
    r" zu (?:entscheiden|sagen)|kein mitspracherecht|keine entscheidungsbefugnis)|nicht zustandig",
    "fr": r"ne (?:decide|peux (?:rien )?decider|prends) pas|n'ai (?:pas|aucun) (?:de )?(?:pouvoir|voix)"
    r"|pas a moi de decider",
    "es": r"no (?:decido|puedo decidir|tomo (?:esas |estas |las )?decisiones)|no tengo (?:poder|capacidad)"
    r" de decision",
    "it": r"non (?:decido|posso decidere|prendo (?:queste |le )?decisioni)|non ho (?:potere|voce)"
    r" decisional",
    "nl": r"(?:ga|gaat) (?:daar |hier |er )?niet over|beslis (?:daar |hier |er )?niet"
    r"|heb (?:daar |hier |er )?(?:niets|geen) (?:over )?(?:te zeggen|beslissingsbevoegdheid)",
    "pt": r"nao (?:decido|posso decidir|tomo (?:essas |estas |as )?decisoes)|nao tenho (?:poder|autonomia)"
    r" de decisao",
}

# what stands between: the same sentence, and no "we" ("I'm just an intern, we don't decide until March" is
# the organisation's timing, not the wrong person)
_BETWEEN = r"(?:(?!\b(?:we|wir|nous|wij|nosotros|noi|nos)\b)[^.!?;\n]){0,80}?"

VOLUNTEER = rx(*(rf"(?:{_ONLY[lang]}){_BETWEEN}(?:{_NO_SAY[lang]})" for lang in _ONLY))
