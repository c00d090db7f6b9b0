"""An interest denied in a counterfactual (heldout_u, an annoyed reply to a third mail: "If I was
interested I would have answered the first one. No."), in every rule language: not interested, read
beside `decline.py` outside a question ("If I were interested, would you offer a discount?" is a
question). The word "interested" in it is no interest. Pure data on fold()ed text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

IF_INTERESTED = rx(
    r"if (?:i|we) (?:was|were|had been) (?:\S+ )?interested,? (?:i|we)(?:'d| would| should)",
    r"wenn (?:ich|wir) (?:interesse (?:hatte|hatten|gehabt hatte)|interessiert (?:ware|waren))"
    r"|(?:hatte|hatten) (?:ich|wir) interesse,? (?:hatte|hatten|ware|waren)",
    r"si (?:j'etais|nous etions|j'avais ete) interesse\w*,? (?:j'aurais|nous aurions)",
    r"si (?:estuviera|estuvieramos|estuviese|hubiera estado) interesad[oa]s?,? (?:ya )?(?:habria|hubiera"
    r"|habriamos)",
    r"se (?:fossi|fossimo|fossi stato|fossi stata) interessat[oaie],? (?:avrei|avremmo)",
    r"als (?:ik|we|wij) (?:interesse (?:had|hadden)|geinteresseerd (?:was|waren)),? (?:had|hadden)",
    r"se (?:eu )?(?:estivesse|estivessemos|tivesse interesse|tivessemos interesse) ?(?:interessad[oa]s?)?,?"
    r" (?:ja )?(?:teria|teriamos)",
)
