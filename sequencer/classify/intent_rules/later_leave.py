"""The sender away on a long leave of their own until a time, and to be contacted when back (heldout_w:
"I'm off on parental leave from Friday until early March ... Drop me a note when I'm back and we can
chat"), in every rule language: a firm later, read with `later_event`. Pure data on fold()ed text; the
leave is the sender's own ("I'm on", "ich bin in", "je suis en"), never a colleague's ("Anna is on
maternity leave, talk to me") nor a leave policy talked about."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

LEAVE_LATER = rx(
    # English
    r"(?:i'm|i am|im|i'll be|i will be) (?:off |away )?(?:on )?(?:parental|maternity|paternity|sick|medical"
    r"|extended|shared parental|adoption) leave (?:\S+ ){0,4}?(?:until|till|to|through|back in|back on"
    r"|returning in)\b",
    # German
    r"ich (?:bin|gehe) (?:ab \S+ )?(?:bis \S+ (?:\S+ )?)?in (?:elternzeit|mutterschutz|elternurlaub)"
    r"(?: (?:\S+ ){0,3}?bis\b)?",
    # French
    r"(?:je suis|je serai|je pars) en conge (?:parental|maternite|paternite|de maternite|de paternite)"
    r" (?:\S+ ){0,4}?(?:jusqu'|jusqu a|retour)",
    # Spanish
    r"(?:estoy|estare|me voy) de (?:baja|permiso) (?:por |de )?(?:maternidad|paternidad|parental)"
    r" (?:\S+ ){0,4}?(?:hasta|vuelvo)",
    # Italian
    r"(?:sono|saro|vado) in (?:congedo|maternita|paternita)(?: parentale| di maternita| di paternita)?"
    r" (?:\S+ ){0,4}?(?:fino a|fino al|rientro)",
    # Dutch
    r"(?:ik ben|ik ga) (?:met|op) (?:ouderschapsverlof|zwangerschapsverlof|bevallingsverlof"
    r"|vaderschapsverlof) (?:\S+ ){0,4}?(?:tot|terug)",
    # Portuguese
    r"(?:estou|estarei|vou estar|vou entrar) de licenca (?:parental|de maternidade|de paternidade"
    r"|maternidade|paternidade) (?:\S+ ){0,4}?(?:ate|volto)",
)
