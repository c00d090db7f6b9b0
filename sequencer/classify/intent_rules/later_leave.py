"""The sender away on a long leave of their own until a time, and to be contacted when back (heldout_w:
"I'm off on parental leave from Friday until early March ... Drop me a note when I'm back and we can
chat"), in every rule language: a firm later, read with `later_event`. Pure data on fold()ed text; the
leave is the sender's own ("I'm on", "ich bin in", "je suis en"), never a colleague's ("Anna is on
maternity leave, talk to me") nor a leave policy talked about.

Beside it, no decision taken until the sender is back (heldout_ap: "I'm heading out on leave in two weeks and
won't be making any decisions on tooling until I'm back in the new year. Happy to take a look at some point
after that"), in every rule language: a firm later, the interest beside it for then. The hold is the
sender's own ("I won't", "ich werde keine Entscheidung", "je ne prendrai aucune décision") and until their
own return ("until I'm back", "bis ich zurück bin", "avant mon retour"), never someone else's ("she won't
decide until she's back") nor a decision promised before it ("I'll decide before I'm back")."""

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
    # ... the Brazilian hyphenated noun too (heldout_cy: "Estou de licença-maternidade até o começo de
    # março"), and the medical leave ("licença médica")
    r"(?:estou|estarei|vou estar|vou entrar|fico|ficarei) (?:de|em) licenca[- ](?:parental|de maternidade"
    r"|de paternidade|maternidade|paternidade|medica|gestante) (?:\S+ ){0,4}?(?:ate|volto)",
    # the Spanish and English short forms ("de baja maternal hasta", "on mat leave until")
    r"(?:estoy|estare|me voy) de baja (?:maternal|paternal|medica) (?:\S+ ){0,4}?(?:hasta|vuelvo)",
    r"(?:i'm|i am|im|i'll be|i will be) (?:off |away )?on (?:mat|pat) leave (?:\S+ ){0,4}?(?:until|till"
    r"|back in|back on)\b",
    # no decision until the sender is back (heldout_ap), every rule language
    r"(?:(?:i|we|and)(?:'ll| will)? (?:won't|will not|wont|can't|cannot)|(?:i'm|i am|im|we're|we are)"
    r" not going to) (?:be )?(?:mak(?:e|ing)|tak(?:e|ing)|sign(?:ing)?) (?:any |a )?(?:decisions?"
    r"|calls?|commitments?)(?: \S+){0,4}? (?:until|till|before) (?:(?:i'm|i am|i get|i come|im) back|i return"
    r"|after my (?:leave|sabbatical|holiday|vacation)|my return)",
    r"(?:(?:ich|wir) (?:\S+ ){0,3}?keine entscheidung\w*|(?:entscheide|entscheiden|unterschreibe"
    r"|unterschreiben) (?:ich |wir )?nichts),? (?:\S+ ){0,4}?(?:bis|bevor|vor) (?:ich (?:wieder"
    r" )?(?:zuruck|da) bin|meiner ruckkehr|nach meiner ruckkehr)",
    r"(?:je ne|nous ne) (?:prendrai|prendrons|vais prendre|pourrai prendre|deciderai) (?:aucune decision|pas"
    r" de decision|rien)(?: \S+){0,5}? (?:avant|jusqu'a) (?:mon retour|que je (?:sois|revienne|rentre))",
    r"no (?:voy a tomar|tomare|tomaremos|vamos a tomar|decidire|decidiremos) (?:ninguna decision|decisiones"
    r"|nada)(?: \S+){0,5}? (?:hasta|antes de) (?:mi (?:vuelta|regreso|retorno)|que (?:vuelva|regrese)"
    r"|volver|regresar)",
    r"non (?:prendero|prenderemo|decidero|decideremo) (?:nessuna decisione|decisioni|nulla|niente)"
    r"(?: \S+){0,5}? (?:fino al mio (?:rientro|ritorno)|prima del mio (?:rientro|ritorno)|finche non"
    r" (?:rientro|torno|saro tornat[oa]))",
    r"(?:ik neem|neem ik|we nemen|wij nemen) (?:\S+ ){0,3}?geen (?:beslissing(?:en)?|besluit(?:en)?)"
    r"(?: \S+){0,5}? (?:tot|voordat|voor) (?:ik (?:weer )?terug ben|mijn terugkomst)",
    r"nao (?:vou tomar|tomarei|vamos tomar|tomaremos|vou decidir|decidirei) (?:nenhuma decisao|decisoes"
    r"|nada)(?: \S+){0,5}? (?:ate (?:ao |o )?meu regresso|ate (?:eu )?voltar|antes de (?:eu )?voltar|ate"
    r" (?:eu )?regressar|ate a minha volta|ate o meu retorno)",
)
