"""The sender not the right one for it, the noun left out ("dafür bin ich nicht der Richtige", "pour ça je ne
suis pas la bonne", "no soy la indicada", "non sono quello giusto", "daarvoor ben ik niet de juiste", "não
sou a mais indicada", "I'm not your guy for this", heldout_be): a wrong person, as "not the right person" is
(`wrong_person.WRONG_PERSON`). Pure data on fold()ed text, read by `intent.RuleClassifier` through
`intent_shared.stated` (never in a question: "bin ich da nicht der Richtige?").

The sender is the subject ("ich bin", "je ne suis pas", "no soy", "non sono", "ben ik", "não sou"), and the
phrase ends there, or with what it is for ("dafür", "pour ça", "para esto", "per questo", "hiervoor", "para
isso"): never a moment or a product ("nicht der richtige Zeitpunkt", "no es el indicado para nosotros", "not
the right fit")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the phrase's end: a stop, the end, or what it is for
_END = (
    r"(?=\s*(?:[.,;:!)–—]|$| (?:dafur|hierfur|dabei|fur (?:das|dies\w*|so etwas|sowas)|for (?:this|that|it)"
    r"|to ask|here|pour (?:ca|cela|ce sujet|ce dossier)|ici|para (?:esto|eso|este tema|isso|isto|este assunto"
    r"|esse assunto)|aqui|per (?:questo|questa cosa|queste cose)|qui|(?:hier|daar)voor|voor (?:dit|dat|deze)"
    r"|hier|voor(?=\s*(?:[.,;!]|$)))\b))"
)
NOT_THE_RIGHT_ONE = rx(
    rf"(?:(?:i'?m|i am) not (?:really )?your (?:guy|gal|man|woman|person)|(?:i'?m|i am) not the (?:right"
    rf"|best) (?:one|fit)(?= to ask| for (?:this|that|it)\b)){_END}",
    rf"(?:bin ich|ich bin)(?: \S+){{0,3}}? nicht (?:der|die) (?:richtige|passende|zustandige|geeignete)"
    rf"{_END}",
    # ... said as the wrong one, without the negation ("Da bin ich die Falsche", "I'm the wrong one to ask",
    # "je suis la mauvaise personne", "soy la persona equivocada", "sono la persona sbagliata", "ik ben de
    # verkeerde", "sou a pessoa errada")
    rf"(?:bin ich|ich bin)(?: \S+){{0,2}}? (?:der|die) (?:falsche|verkehrte)(?: (?:person"
    rf"|ansprechpartner(?:in)?))?"
    rf"{_END}",
    rf"(?:i'?m|i am) (?:the|your) wrong (?:one|guy|gal|person|contact){_END}",
    rf"je suis (?:la )?(?:mauvaise personne|mauvais interlocuteur|mauvaise interlocutrice){_END}",
    rf"soy (?:la persona|el|la) equivocad[oa]{_END}",
    rf"sono (?:la persona|il|la) sbagliat[oa]{_END}",
    rf"(?:ben ik|ik ben)(?: \S+){{0,2}}? de (?:verkeerde|verkeerde persoon){_END}",
    rf"sou (?:a pessoa|o|a) errad[oa]{_END}",
    rf"je ne suis (?:\S+ )?pas (?:le bon|la bonne|le mieux place|la mieux placee|la personne indiquee"
    rf"|le plus indique|la plus indiquee){_END}",
    rf"no soy (?:yo )?(?:el|la) (?:indicad[oa]|adecuad[oa]|correct[oa]|mas indicad[oa]|persona indicada)"
    rf"{_END}",
    rf"non sono (?:io )?(?:quello|quella|il|la) (?:giust[oa]|indicat[oa]|piu indicat[oa]|persona indicata)"
    rf"{_END}",
    rf"(?:ben ik|ik ben)(?: \S+){{0,2}}? niet de (?:juiste|aangewezen persoon|geschikte){_END}",
    rf"nao sou (?:eu )?(?:o|a) (?:indicad[oa]|cert[oa]|mais indicad[oa]|pessoa indicada|mais adequad[oa])"
    rf"{_END}",
)
