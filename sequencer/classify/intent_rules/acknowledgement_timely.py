"""Our message said to have arrived at a good time, right after the words an automatic acknowledgement uses
("Recebemos sua mensagem em um bom momento", "We've received your message at just the right time",
"Hemos recibido su mensaje en buen momento", "Abbiamo ricevuto il suo messaggio al momento giusto",
heldout_dt): a person welcoming our mail, no acknowledgement. Pure data on fold()ed text, read by
`intent.py` on the words right after an `acknowledgement.ACKNOWLEDGEMENT` hit.

Never a time of day or a date ("received your message at 10:42", "em 3 de dezembro"), never a moment without
a judgement ("recebemos sua mensagem no momento": "at present").
"""

from __future__ import annotations

import re

_ADJECTIVE = (
    r"(?:good|great|perfect|right|ideal|opportune|buen|bueno|excelente|perfecto|oportuno|justo|bon|parfait"
    r"|buon|ottimo|perfetto|giusto|opportuno|bom|boa|otimo|perfeito|certo|certa|exato|ideale)"
)
_NOUN = r"(?:time|moment|momento|hora|timing)"
_JUST = r"(?:(?:just|exactly|justo|justamente|proprio|bem|exatamente|pile|juste|precisamente) )?"
TIMELY_AFTER = re.compile(
    rf",? {_JUST}(?:at|in|en|au|em|num|numa|na|no|a|al|nel|nello) {_JUST}"
    r"(?:(?:a|the|un|una|um|uma|le|el|o|il|uno) )?(?:(?:very|really|muy|muito|molto|tres) )?"
    rf"(?:{_ADJECTIVE} {_NOUN}|{_NOUN} {_ADJECTIVE})\b"
)
