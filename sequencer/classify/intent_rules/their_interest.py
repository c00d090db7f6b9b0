"""Interest said of someone else, never the sender's (heldout_ac: "I moved over to FP&A ... Fiona Drummond
took over as AP manager (fiona@x) ... so she may well want to hear from you"): a third person and a modal
or a verb of having or being right before the interest phrase in its clause ("she may well want to hear
from you", "he'd be interested", "sie hätte sicher Interesse", "elle serait sûrement intéressée", "ella
estaría interesada", "lui sarebbe interessato", "zij heeft vast interesse", "ela teria interesse"). Read by
`intent` only where a referral is named without interest: the successor's interest keeps the reply a wrong
person. Pure data on fold()ed text."""

from __future__ import annotations

import re

# the clause before an interest phrase, from its last punctuation
CLAUSE_START = re.compile(r"[.;:!?,()]")
_SOME = r"(?:\S+ ){0,5}?"
THEIR_VOICE = re.compile(
    r"(?<![\w'])(?:"
    rf"(?:she|he|they)(?:'d|'ll| would| might| may| will| could| should| is| are|'s|'re) {_SOME}"
    rf"|(?:sie|er) (?:hat|hatte|ware|wurde|konnte|durfte|ist|wird) {_SOME}"
    rf"|(?:elle|il|elles|ils) (?:serait|sera|pourrait|aurait|voudra|voudrait|est|serai(?:en)?t) {_SOME}"
    rf"|(?:ella|el|ellos|ellas) (?:estaria|podria|tendria|querra|querria|estara|esta|estarian"
    rf"|tendrian) {_SOME}"
    rf"|(?:lei|lui|loro) (?:sarebbe|potrebbe|avrebbe|vorra|vorrebbe|sara|e|sarebbero) {_SOME}"
    rf"|(?:zij|hij|ze) (?:heeft|hebben|zou|zouden|is|zijn|wil|willen|zal) {_SOME}"
    rf"|(?:ela|ele|eles|elas) (?:teria|estaria|poderia|vai|deve|iria|tem|esta) {_SOME}"
    # ... or the thing said to be of interest to that person ("Wenn es für ihn interessant ist, meldet er
    # sich", heldout_dy): "if it's interesting for him", "si c'est intéressant pour lui", "si es interesante
    # para él", "se è interessante per lui", "als het voor hem interessant is", "se for interessante para ele"
    r"|(?:for|to) (?:him|her|them) (?:\S+ ){0,2}?|fur (?:ihn|sie) (?:\S+ ){0,2}?|(?:pour|a) (?:lui|elle|eux"
    r"|elles) (?:\S+ ){0,2}?|para (?:el|ella|ellos|ellas|ele|ela|eles|elas) (?:\S+ ){0,2}?|per (?:lui|lei"
    r"|loro) (?:\S+ ){0,2}?|voor (?:hem|haar|hen) (?:\S+ ){0,2}?"
    r")$"
)
# ... the person after the word ("if it's interesting to him", "se è interessante per lui")
THEIR_AFTER = re.compile(
    r" (?:(?:for|to) (?:him|her|them)|fur (?:ihn|sie)|(?:pour|a) (?:lui|elle|eux|elles)|para (?:el|ella"
    r"|ellos|ellas|ele|ela|eles|elas)|per (?:lui|lei|loro))\b"
)
