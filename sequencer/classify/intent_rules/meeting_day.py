"""A meeting proposed for a weekday (heldout_u: "Kunnen we volgende week dinsdag of woensdag om 14:00 een
online afspraak plannen?"), in every rule language: interested, and a quarter named beside it ("we willen
in Q1 af van de papieren vrachtbrieven") is the sender's own aim, no later. The proposal is asked ("can
we", "können wir", "pouvons-nous", "¿podemos", "possiamo", "kunnen we", "podemos") with a meeting word and
a weekday in its sentence; never a day named as the event to wait for ("let's talk after the Tuesday
meeting in March", a later). Pure data on fold()ed text, read by `intent` beside `slots.SLOTS_OFFERED`.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.interest import DAY
from sequencer.classify.intent_rules.pattern import rx

_ASK = (
    r"(?:can|could|shall) we|how about|what about|would (?:\S+ )?work for you"
    r"|(?:konnen|konnten|sollen|wollen) wir|passt (?:ihnen|es ihnen|euch)|(?:pouvons|pourrions)-nous"
    r"|peut-on|on (?:peut|pourrait)|podemos"
    r"|podriamos|le (?:va|viene) bien|possiamo|potremmo|le (?:va|andrebbe) bene|(?:kunnen|zullen|zouden) we"
    r"|schikt (?:het )?(?:u|jou)|poderiamos|(?:da|serve) (?:para )?(?:si|voce)"
)
_MEET = (
    r"(?:meet|call|meeting|demo|chat|talk|termin|gesprach|treffen|telefonat|rendez-vous|rdv|reunion|appel"
    r"|echange|quedar|llamada|cita|reunirnos|appuntamento|incontro|chiamata|sentirci|vederci|afspraak"
    r"|gesprek|overleg|bellen|afspreken|reuniao|chamada|conversa|encontro|marcar)"
)
_NOT_AFTER = r"(?<!after the )(?<!after )(?<!nach dem )(?<!nach der )(?<!apres )(?<!despues del )(?<!dopo )"
_NOT_AFTER += r"(?<!na )(?<!depois de )(?<!depois da )"
MEETING_DAY = rx(
    rf"(?:{_ASK})[^.!?;\n]{{0,60}}?\b{_MEET}\w*[^.!?;\n]{{0,40}}?\b{_NOT_AFTER}{DAY}",
    rf"(?:{_ASK})[^.!?;\n]{{0,60}}?\b{_NOT_AFTER}{DAY}\w*[^.!?;\n]{{0,40}}?\b{_MEET}\w*",
)
