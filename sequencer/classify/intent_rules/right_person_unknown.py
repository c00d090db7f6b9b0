"""The sender not knowing who the right person is (heldout_db: an Italian marketing manager, "I wouldn't
even know who the right contact is; maybe try the generic purchasing address"): a wrong person in every
rule language. "I don't know who the right person is", "no idea who the right contact would be", "ich weiß
nicht, wer der richtige Ansprechpartner ist", "je ne saurais pas vous dire qui est le bon interlocuteur",
"no sabría decirte quién es la persona adecuada", "non saprei chi sia il referente giusto", "ik zou niet
weten wie de juiste contactpersoon is", "não sei quem é a pessoa certa". Pure data on fold()ed text, read
as a stated referral in `intent.RuleClassifier` (never in a question: "do you know who the right person
is?" asks us).

Only the right person, contact or interlocutor not known: "I know who the right person is: Anna" names
them (`referral.py`), and "I don't know who the right supplier is" or "non so chi sia il fornitore giusto"
are about a vendor, none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FEW = r"(?: [^\s.;!?]+){0,3}?"
# never the right person on our side ("I'm not sure who the right contact at your company is for our renewal",
# "non so chi sia il referente giusto da voi"; review of 2026-12-06, sixteenth): a question to us, asked
# without its question mark
_NOT_OURS = (
    r"(?![^.;!?\n]*\b(?:at your (?:company|end|side|firm)|on your (?:side|end)|with you|bei ihnen|bei euch"
    r"|chez vous|de votre cote|en su empresa|con ustedes|en vuestra empresa|da voi|presso di voi|con voi"
    r"|bij jullie|bij u|aan uw kant|na vossa empresa|na sua empresa|do vosso lado|com voces"
    r"|da vossa parte)\b)"
)
_PARTS = (
    # English
    rf"(?:(?:i|we) (?:don't|do not|wouldn't|would not|didn't|did not)(?: \S+)? (?:know|be able to say"
    rf"|be able to tell you)|(?:no|little) idea|not sure|unsure){_FEW} who (?:the )?(?:right|best|correct"
    r"|relevant|appropriate) (?:person|contact|contact person)(?: (?:for|here|at)(?: \S+){1,2}?)? (?:is|would"
    r" be|might be)\b",
    # German
    r"(?:weiss|wusste|wissen|wussten)(?: \S+){0,3}? (?:nicht|leider nicht|auch nicht|selbst nicht),? wer"
    r" (?:(?:hier|dafur|bei uns) )?(?:der|die) (?:richtige|passende|zustandige|korrekte)n? (?:ansprechpartner"
    r"(?:in)?|person|kontakt|kontaktperson)",
    r"keine ahnung,? wer (?:der|die) (?:richtige|passende|zustandige)n? (?:ansprechpartner(?:in)?|person)",
    # French
    rf"(?:ne (?:sais|saurais|savons|saurions)|j'ignore|nous ignorons|aucune idee){_FEW} qui (?:est|serait"
    r"|sera) (?:le bon|la bonne|l'|le|la) ?(?:interlocut(?:eur|rice)|personne|contact)(?: (?:adequate"
    r"|competente|adapte))?\b",
    # Spanish
    rf"(?:no (?:se|sabria|sabemos|sabriamos)|ni idea(?: de)?|desconozco){_FEW} quien (?:es|seria|sera)"
    r" (?:la persona|el contacto|el interlocutor|la interlocutora) (?:adecuad[oa]|indicad[oa]|correct[oa]"
    r"|apropiad[oa]|idone[oa])",
    # Italian: the subjunctive, the adjective after or before the noun
    rf"(?:non (?:so|saprei|sappiamo|sapremmo)|ignoro|ignoriamo|non ho idea|nessuna idea){_FEW} (?:di )?chi"
    r" (?:sia|e|sarebbe|possa essere) (?:il|la|l') ?(?:(?:referente|persona|interlocut(?:ore|rice)"
    r"|contatto) (?:giust[oa]|adatt[oa]|corrett[oa]|indicat[oa]|competente)|(?:giust[oa]|corrett[oa])"
    r" (?:referente|persona|interlocut(?:ore|rice)|contatto))\b",
    # ... or who decides it not known (heldout_dc's round: "wie op onze school over zoiets beslist weet ik ook
    # niet"): "I don't know who decides on that", "wer darüber entscheidet, weiß ich nicht"
    r"(?:i|we) (?:don't|do not) know who (?:\S+ ){0,3}?(?:decides|makes (?:that|the|those) decisions?)",
    r"wer (?:\S+ ){0,5}?(?:entscheidet|entscheiden),? (?:weiss|wissen) (?:ich|wir) (?:auch |leider )?nicht",
    r"(?:(?:weiss|wissen)(?: ich| wir)?|(?:ich|wir) (?:weiss|wissen)) (?:auch |leider )?nicht,? wer"
    r" (?:\S+ ){0,5}?(?:entscheidet|entscheiden)",
    r"wie (?:\S+ ){0,6}?(?:beslist|beslissen|beslissing neemt),? (?:weet|weten) (?:ik|we|wij)"
    r" (?:ook |eigenlijk )?niet",
    r"(?:weet|weten) (?:ik|we|wij) (?:ook |eigenlijk )?niet,? wie (?:\S+ ){0,6}?(?:beslist|beslissen)",
    # Dutch
    r"(?:(?:weet|weten|zou|zouden)(?: \S+){0,3}? (?:niet|ook niet|eigenlijk niet) (?:weten )?|geen idee)"
    r" wie (?:hier |daarvoor |bij ons )?(?:de|het) (?:juiste|aangewezen|goede|correcte) (?:persoon"
    r"|contactpersoon|aanspreekpunt)\b",
    # Portuguese
    rf"(?:nao (?:sei|saberia|sabemos|saberiamos)|nao faco ideia|desconheco){_FEW} quem (?:e|seria|sera)"
    r" (?:a pessoa|o contacto|o contato|o interlocutor|a interlocutora) (?:cert[oa]|indicad[oa]|corret[oa]"
    r"|adequad[oa])",
)
RIGHT_PERSON_UNKNOWN = rx(*(rf"{_NOT_OURS}(?:{part})" for part in _PARTS))
