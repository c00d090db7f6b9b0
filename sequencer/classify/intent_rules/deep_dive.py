"""A technical deep-dive asked for, often after a list of requirements (heldout_bl: "A couple of hard
requirements ... If you tick those boxes, I'd like a technical deep-dive with your solutions engineer"), in
every rule language: a meeting wished for, so interest (`intent.RuleClassifier`, with the other requests).
Pure data on fold()ed text. Only wished by the sender ("I'd like", "ich hätte gern", "j'aimerais", "me
gustaría", "vorrei", "ik wil graag", "gostaria"), never one already had ("we already had a technical
deep-dive with your SE"), none needed ("no need for a deep-dive"), nor one into the sender's own things
("I'd like a deep-dive into our own pipeline first")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_OWN = (
    r"(?! (?:into|on|of|in|uber|sur|de|sobre|su|di|in|op|van|em|no|na) (?:our|my|unsere[mnrs]?|meine[mnrs]?"
)
_NOT_OWN += (
    r"|nos|notre|mon|ma|mes|nuestr[oa]s?|mis?|nostr[oaie]|mie?i?|onze|mijn|noss[oa]s?|meus?|minhas?)\b)"
)

DEEP_DIVE_ASKED = rx(
    r"(?:i'd|we'd|i would|we would|i'd really|we'd really) (?:like|love|want)"
    r" (?:to (?:do|set up|schedule|book|have|get) )?(?:a |an )?"
    r"(?:proper |deeper |technical |tech |architecture |engineering )*deep[- ]?dive"
    + _NOT_OWN
    + r"|(?:i'd|we'd|i would|we would) (?:like|love|want) (?:to (?:do|set up|schedule|book|have|get) )?"
    r"(?:a |an )?technical (?:session|review|walk-?through|workshop) with your (?:solutions? engineers?|se"
    r"|sales engineers?|engineers?|architects?|team)"
    r"|(?:can|could) we (?:do|set up|schedule|book|get) (?:a |an )?(?:technical |tech |architecture )+"
    r"(?:deep[- ]?dive|session|review|walk-?through)" + _NOT_OWN,
    r"(?:ich|wir) (?:hatte[n]?|wurde[n]?|mochte[n]?) (?:gern|gerne) (?:einen |eine )?"
    r"(?:technischen |technische )?(?:deep[- ]?dive|session|vertiefung|workshop)"
    + _NOT_OWN
    + r"|(?:ich|wir) (?:mochte[n]?|wunsche[n]?) (?:einen |eine )?(?:technischen |technische )(?:deep[- ]?dive"
    r"|session|vertiefung|workshop|termin)" + _NOT_OWN,
    r"(?:j'aimerais|je voudrais|j'aimerai|nous aimerions|nous voudrions|on aimerait|on voudrait)"
    r" (?:(?:faire|organiser|planifier|avoir) )?(?:un |une )?(?:deep[- ]?dive technique|(?:atelier|session"
    r"|echange|point|revue) techniques?(?: approfondie?s?)?)" + _NOT_OWN,
    r"(?:me gustaria|nos gustaria|quisiera|quisieramos|querria|querriamos) (?:(?:hacer|tener|organizar"
    r"|agendar) )?(?:una |un )?(?:deep[- ]?dive tecnico|(?:sesion|reunion|revision|llamada) tecnica"
    r"(?: en profundidad)?)" + _NOT_OWN,
    r"(?:vorrei|vorremmo|mi piacerebbe|ci piacerebbe) (?:(?:fare|organizzare|fissare|avere) )?(?:una |un )?"
    r"(?:deep[- ]?dive tecnico|approfondimento tecnico|(?:sessione|call|riunione|revisione) tecnica"
    r"(?: approfondita)?)" + _NOT_OWN,
    r"(?:ik wil graag|we willen graag|wij willen graag|ik zou graag|we zouden graag|wij zouden graag)"
    r" (?:een )?technische (?:deep[- ]?dive|sessie|verdieping|call|workshop)" + _NOT_OWN,
    r"(?:gostaria|gostariamos|queria|queriamos) de (?:(?:fazer|marcar|agendar|ter) )?(?:uma |um )?"
    r"(?:deep[- ]?dive tecnico|aprofundamento tecnico|(?:sessao|reuniao|conversa|revisao|chamada) tecnica"
    r"(?: aprofundada)?)" + _NOT_OWN,
)
