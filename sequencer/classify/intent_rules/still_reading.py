"""The sender still reading what we sent, the matter still theirs (heldout_db: a colleague taken off the copy
because he moved to another site, the sender "still reading the material"), in every rule language: "I'm
still going through the material", "ich lese mich noch in die Unterlagen ein", "je suis encore en train de
lire la documentation", "todavía estoy leyendo el material", "sto ancora leggendo il materiale", "ik ben de
documenten nog aan het lezen", "ainda estou a ler o material". Pure data on fold()ed text, read by
`intent_wrong_person.colleague_gone_taken_off` beside a colleague gone from the matter and taken off: the
sender stays the one to talk to, no wrong person. Never the reading negated ("I haven't read it yet" is no
reading) nor a colleague's ("he's still reading it")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

STILL_READING = rx(
    r"(?:i'm|i am|we're|we are) still (?:reading|going through|working through|looking (?:at|through)"
    r"|reviewing|digesting)\b",
    r"(?:ich lese|wir lesen) (?:mich |uns )?(?:gerade )?noch\b|(?:ich bin|wir sind) noch (?:dabei|am lesen)",
    r"(?:je suis|nous sommes) (?:encore|toujours) en train de (?:lire|parcourir|regarder|etudier)"
    r"|(?:je|nous) (?:lis|lisons|parcours|parcourons) encore\b",
    r"(?:todavia|aun) (?:estoy|estamos) (?:leyendo|revisando|mirando|estudiando)"
    r"|(?:estoy|estamos) (?:todavia |aun )?(?:leyendo|revisando) (?:todavia|aun)\b",
    r"(?:sto|stiamo) ancora (?:leggendo|guardando|esaminando|studiando|valutando)",
    r"(?:ik ben|we zijn|wij zijn) (?:\S+ ){0,3}?nog (?:aan het (?:lezen|doornemen|bekijken)|mee bezig)"
    r"|(?:ik lees|we lezen) (?:\S+ ){0,3}?nog\b",
    r"ainda (?:estou|estamos) (?:a ler|lendo|a analisar|analisando|a rever|revendo)|(?:estou|estamos) ainda"
    r" (?:a ler|lendo|a analisar|analisando)",
)
