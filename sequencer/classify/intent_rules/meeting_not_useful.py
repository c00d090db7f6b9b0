"""A call or a meeting the sender finds no use in, said of itself (review of 2026-12-06: "Ein Gespräch
erscheint mir nicht sinnvoll" read as interest from its "Gespräch"): a no in every rule language. "A call
doesn't seem useful to us", "I don't think a meeting would be worthwhile", "einen Termin halte ich nicht für
sinnvoll", "ein Gespräch macht (ergibt) für uns keinen Sinn", "a call makes no sense",
"una chiamata non ha senso", "un échange ne me semble pas utile", "una reunión no nos
parece útil", "una chiamata non mi sembra utile", "non riteniamo utile un incontro", "een gesprek lijkt mij
niet zinvol", "ik zie geen meerwaarde in een gesprek", "uma reunião não nos parece útil", "não vejo utilidade
numa reunião". The mirror of `call_useful.py`; read outside a question (`intent_shared.stated`) among
`intent_no.STATED_NO`; a "now" in its sentence ("derzeit", "por ahora", `NOW_IN_SENTENCE`) makes it a later
there (`intent_no.not_for_us_now`).

Only no use, never no need: "a call isn't necessary, just send the deck" asks for the deck. Never with a
question or a request for material anywhere after it ("Ein Gespräch erscheint mir nicht sinnvoll, schicken Sie
mir Unterlagen", "A call doesn't seem useful. What does it cost?"): the sender still wants something. Pure
data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a "now" that bounds the no to the present, in every rule language
NOW_IN_SENTENCE = rx(
    r"right now|for now|at the moment|currently|at this (?:point|stage|time)|just yet|yet|derzeit|momentan"
    r"|zurzeit|im moment|aktuell|vorerst|pour l'instant|pour le moment|actuellement|en ce moment|por ahora"
    r"|de momento|ahora mismo|actualmente|en este momento|per ora|al momento|attualmente|adesso|ora come ora"
    r"|per il momento|voorlopig|op dit moment|momenteel|nu|por enquanto|no momento|neste momento|agora"
    r"|atualmente"
)

# no question and no request for material anywhere after it
_NOTHING_ASKED_AFTER = (
    r"(?![^?]*\?)(?![\s\S]*\b(?:just send|send (?:me|us|over|through)|please (?:send|share)"
    r"|share (?:a|the|your)|works? (?:better|for)|suits? (?:me|us|better)|pouvez-vous|pourriez-vous"
    r"|m'envoyer|nous envoyer|mandenme|mandadme|envienme|enviadme|mandeme|me mandan|mi mandate|mandateci"
    r"|inviateci|stuurt u|stuur me"
    r"|email me|mail me|schicken sie|senden"
    r" sie|schick mir|envoyez|envoie|envia|enviad|enviame|envieme|mandame|mandeme|mandatemi|mandami|inviatemi"
    r"|inviami|mi mandi|mi invii|stuur|stuurt u|mande-me|manda-me|envie-me|envia-me|me mande|me envie)\b)"
)
_A = (
    r"(?:a|an|the|another|any|one more|ein|einen|eine|das|der|ein weiteres|un|une|le|la|cet|cette|una|el|otra"
)
_A += r"|un'altra|un altro|il|een|het|nog een|uma|um|o|outra)"
_MEET = (
    r"(?:call|meeting|demo|chat|conversation|video call|intro call|walkthrough|presentation"
    r"|\w*gesprach|\w*termin|telefonat|treffen|austausch|videocall|kennenlernen"
    r"|appel|echange|rendez-vous|rdv|entretien|rencontre|reunion|visio"
    r"|llamada|videollamada|cita|conversacion"
    r"|chiamata|incontro|colloquio|confronto|riunione|appuntamento"
    r"|\w*gesprek|afspraak|overleg|belafspraak|kennismaking"
    r"|conversa|reuniao|chamada|encontro|videochamada)"
)
# (a meeting on a day or at an hour is another day asked for: "A Monday meeting doesn't make sense for me,
# Thursday at 3 works better"; review of 2026-12-06, sixteenth)
_NO_DAY = (
    r"(?!(?:monday|tuesday|wednesday|thursday|friday|morning|afternoon|evening|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|lundi|mardi|mercredi|jeudi|vendredi|lunes|martes|miercoles|jueves|viernes|lunedi"
    r"|martedi|mercoledi|giovedi|venerdi|maandag|dinsdag|woensdag|donderdag|vrijdag|segunda|terca|quarta"
    r"|quinta|sexta|early|late|\d)\S* )"
)
_THE_MEETING = rf"{_A} {_NO_DAY}(?:[\w-]+ )?{_MEET}"

MEETING_NOT_USEFUL = rx(
    # English
    rf"{_THE_MEETING} (?:\S+ ){{0,3}}?(?:doesn't|does not|wouldn't|would not|won't|will not|isn't|is not"
    r"|don't|do not) (?:\S+ ){0,3}?(?:useful|worthwhile|helpful|valuable|sensible|make sense|worth it"
    rf"|worth (?:the|your|our) time){_NOTHING_ASKED_AFTER}",
    # ... or making none ("a call makes little sense for us", heldout_eg)
    rf"{_THE_MEETING} (?:\S+ ){{0,3}}?makes (?:\S+ ){{0,2}}?(?:no|little) sense{_NOTHING_ASKED_AFTER}",
    rf"(?:i|we) (?:don't|do not) (?:think|believe|feel) (?:that )?{_THE_MEETING} (?:would|will|is|could)"
    rf" (?:be )?(?:really |very )?(?:useful|worthwhile|helpful|valuable|make sense|worth it)"
    rf"{_NOTHING_ASKED_AFTER}",
    # German
    rf"{_THE_MEETING} (?:erscheint|scheint|ist|ware|sehe ich|sehen wir|halte ich|halten wir|finde ich"
    r"|finden wir)(?: \S+){0,4}? (?:nicht|wenig|kaum)"
    rf" (?:fur )?(?:sinnvoll|zielfuhrend|lohnend|hilfreich|zweckmassig){_NOTHING_ASKED_AFTER}",
    rf"(?:halte|halten|finde|finden)(?: ich| wir)? (?:\S+ ){{0,3}}?{_THE_MEETING} (?:\S+ ){{0,3}}?(?:nicht"
    rf"|wenig|kaum) (?:fur )?(?:sinnvoll|zielfuhrend|lohnend|zweckmassig){_NOTHING_ASKED_AFTER}",
    # ... with any of the verbs that make sense of it ("ein Gespräch ergibt daher keinen Sinn", heldout_eg)
    rf"{_THE_MEETING} (?:\S+ ){{0,3}}?(?:macht|ergibt|hat) (?:\S+ ){{0,3}}?(?:keinen|wenig) sinn"
    rf"{_NOTHING_ASKED_AFTER}",
    # French
    rf"{_THE_MEETING} (?:ne (?:me|nous) (?:semble|parait|semblerait|paraitrait) pas|n'est pas|ne serait pas)"
    rf" (?:\S+ ){{0,2}}?(?:utile|pertinent|opportun|judicieux){_NOTHING_ASKED_AFTER}",
    rf"je ne (?:pense|crois) pas qu'(?:un|une) (?:[\w-]+ )?{_MEET} (?:soit|serait) (?:\S+ )?(?:utile"
    rf"|pertinent|opportun|judicieux){_NOTHING_ASKED_AFTER}",
    rf"{_THE_MEETING} n'(?:a|aurait) pas (?:beaucoup |vraiment |grand )?(?:de )?sens{_NOTHING_ASKED_AFTER}",
    # Spanish
    rf"{_THE_MEETING} no (?:me|nos) (?:parece|pareceria|resulta|resultaria) (?:\S+ ){{0,2}}?(?:util"
    rf"|oportun[ao]|pertinente|sensat[oa]|buena idea){_NOTHING_ASKED_AFTER}",
    r"no (?:me|nos) parece (?:\S+ )?(?:util|oportuno|pertinente) (?:tener |hacer |mantener |agendar )?(?:una"
    rf"|un) (?:\w+ )?{_MEET}{_NOTHING_ASKED_AFTER}",
    rf"no (?:creo|creemos) que (?:una|un) (?:\w+ )?{_MEET} (?:sea|vaya a ser|resulte) (?:\S+ )?(?:util"
    rf"|oportun[ao]|pertinente){_NOTHING_ASKED_AFTER}",
    rf"{_THE_MEETING} no tiene (?:mucho |demasiado )?sentido{_NOTHING_ASKED_AFTER}",
    # Italian
    rf"{_THE_MEETING} non (?:mi|ci) (?:sembra|sembrerebbe|pare|parrebbe) (?:\S+ )?(?:utile|opportun[oa]"
    rf"|sensat[oa]|una buona idea){_NOTHING_ASKED_AFTER}",
    r"non (?:mi|ci) (?:sembra|pare) (?:\S+ )?(?:utile|opportuno|il caso di) (?:fare |fissare |organizzare"
    rf" |avere )?(?:una|un|un') ?(?:\w+ )?{_MEET}{_NOTHING_ASKED_AFTER}",
    r"non (?:ritengo|riteniamo|crediamo|credo) (?:sia )?(?:utile|opportuno) (?:fare |fissare |organizzare"
    rf" |avere )?(?:una|un|un') ?(?:\w+ )?{_MEET}{_NOTHING_ASKED_AFTER}",
    rf"non (?:credo|crediamo|penso|pensiamo) che (?:una|un|un') ?(?:\w+ )?{_MEET} (?:sia|possa essere)"
    rf" (?:\S+ )?(?:utile|opportun[oa]){_NOTHING_ASKED_AFTER}",
    rf"{_THE_MEETING} (?:\S+ ){{0,3}}?non (?:\S+ )?ha (?:molto |alcun |nessun |gran )?senso"
    rf"{_NOTHING_ASKED_AFTER}",
    # Dutch
    rf"{_THE_MEETING} (?:lijkt|leek|is|zou|lijken) (?:\S+ ){{0,3}}?(?:niet|weinig) (?:erg |zo |echt |heel )?"
    rf"(?:zinvol|nuttig|zinnig|opportuun|de moeite waard){_NOTHING_ASKED_AFTER}",
    rf"(?:ik|wij|we) (?:zie|zien) (?:\S+ ){{0,2}}?geen (?:zin|nut|meerwaarde) in (?:een|nog een) (?:\w+ )?"
    rf"{_MEET}{_NOTHING_ASKED_AFTER}",
    rf"{_THE_MEETING} (?:\S+ ){{0,3}}?heeft (?:\S+ ){{0,2}}?(?:geen|weinig) zin{_NOTHING_ASKED_AFTER}",
    # Portuguese
    rf"{_THE_MEETING} nao (?:me|nos) (?:parece|pareceria) (?:\S+ )?(?:util|oportun[ao]|pertinente"
    rf"|sensat[ao]|boa ideia){_NOTHING_ASKED_AFTER}",
    r"nao (?:me|nos) parece (?:\S+ )?(?:util|oportuno|pertinente) (?:fazer |marcar |ter |agendar )?(?:uma"
    rf"|um) (?:\w+ )?{_MEET}{_NOTHING_ASKED_AFTER}",
    r"nao (?:vejo|vemos) (?:\S+ ){0,2}?(?:utilidade|sentido) (?:em|numa|num|de|para)"
    rf" (?:uma |um |nova |novo )?(?:\w+ )?{_MEET}{_NOTHING_ASKED_AFTER}",
    rf"{_THE_MEETING} nao faz (?:muito |grande )?sentido{_NOTHING_ASKED_AFTER}",
)
