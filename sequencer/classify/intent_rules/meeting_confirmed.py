"""A booked meeting confirmed or its invitation accepted (heldout_ar: a reply to our reminder, "Confirmed,
see you Thursday. I'll bring our controller along"; to our calendar invite, "ho accettato l'invito per
martedì"), in every rule language: "Confirmed, see you Thursday", "I've accepted the invite", "Bestätigt,
bis Donnerstag", "ich habe die Einladung angenommen", "Confirmé, à jeudi", "j'ai accepté l'invitation",
"Confirmado, nos vemos el jueves", "he aceptado la invitación", "Confermato, ci vediamo giovedì", "ho
accettato l'invito", "Bevestigd, tot donderdag", "ik heb de uitnodiging geaccepteerd", "Confirmado, até
quinta", "aceitei o convite": interest. Pure data on fold()ed text, read by `intent.RuleClassifier` with the
other readers of interest. Never an invite not (yet) accepted ("I haven't accepted the invite", "non ho
ancora accettato l'invito"), one accepted by someone else ("my colleague accepted the invite") or by
mistake, a question ("should I accept the invite?"), nor a "bis Donnerstag" / "tot donderdag" inside a
sentence, which is a time limit ("ich bin bis Donnerstag im Urlaub"), never a goodbye."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DAY_EN = r"(?:on )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|then|next week)"
_DAY_DE = r"(?:montag|dienstag|mittwoch|donnerstag|freitag|morgen|dann|nachste woche)"
_DAY_FR = r"(?:lundi|mardi|mercredi|jeudi|vendredi|demain|bientot|la semaine prochaine)"
_DAY_ES = r"(?:el )?(?:lunes|martes|miercoles|jueves|viernes|manana|entonces|la semana que viene)"
_DAY_IT = r"(?:lunedi|martedi|mercoledi|giovedi|venerdi|domani|allora|la settimana prossima)"
_DAY_NL = r"(?:maandag|dinsdag|woensdag|donderdag|vrijdag|morgen|dan|volgende week)"
_DAY_PT = r"(?:na |a )?(?:segunda|terca|quarta|quinta|sexta|amanha|entao|semana que vem)(?:-feira)?"
# the sentence start a goodbye with its day stands at: the reply's first word or after a stop or a comma
_START = r"(?:(?<=^)|(?<=[.!,;:] ))"
# up to three words between the German or Dutch object and its participle, none of them a negation
_NOT_NEGATED = r"(?:(?!(?:nicht|nie|niemals|noch|niet|nooit|nog)\b)\S+ ){0,3}?"
_BY_MISTAKE = r"(?! (?:\S+ ){0,3}?(?:by mistake|by accident|accidentally|versehentlich|par erreur|por error"
_BY_MISTAKE += r"|per errore|per ongeluk|por engano))"

MEETING_CONFIRMED = rx(
    # English
    rf"{_START}(?:confirmed|all confirmed|that's confirmed|confirming|great|perfect|sounds good)[.!,]?"
    rf" see you {_DAY_EN}(?! at (?:the )?(?:show|conference|expo|fair|event|summit))",
    rf"(?<!n't )(?<!not )(?<!never )(?<!colleague )(?<!boss )(?:i|i've|i have|we|we've|we have) (?:just )?"
    rf"accepted (?:the|your) (?:calendar |meeting |teams |zoom )?(?:invite|invitation){_BY_MISTAKE}",
    rf"{_START}(?:invite|invitation) accepted\b",
    # German
    rf"{_START}(?:bestatigt|ich bestatige|termin bestatigt|passt|alles klar)[.!,]? bis {_DAY_DE}\b",
    rf"(?:ich|wir) (?:habe|haben) (?:ihre |die |deine )?(?:kalender)?einladung {_NOT_NEGATED}"
    rf"(?:angenommen|akzeptiert|zugesagt){_BY_MISTAKE}",
    # French
    rf"{_START}(?:confirme|c'est confirme|c'est note|parfait)[.!,]? (?:a|rendez-vous) {_DAY_FR}\b",
    rf"(?:j'ai|nous avons) (?:bien )?accepte (?:l'|votre |ton )?invitation{_BY_MISTAKE}",
    # Spanish
    rf"{_START}(?:confirmado|confirmada|perfecto)[.!,]? nos vemos {_DAY_ES}\b",
    rf"(?<!no )(?:he|hemos) aceptado (?:la |su |tu )?invitacion{_BY_MISTAKE}|(?<!no )acepte (?:la |su |tu )?"
    rf"invitacion{_BY_MISTAKE}",
    # Italian
    rf"{_START}(?:confermato|confermata|perfetto)[.!,]? ci vediamo {_DAY_IT}\b",
    rf"(?<!non )(?:ho|abbiamo) (?:gia )?accettato (?:l'|il suo |il tuo |il vostro )?invito{_BY_MISTAKE}",
    # Dutch
    rf"{_START}(?:bevestigd|prima|top)[.!,]? tot {_DAY_NL}\b",
    rf"(?:ik|wij|we) (?:heb|hebben) (?:de|uw|je|jullie) (?:agenda)?uitnodiging {_NOT_NEGATED}"
    rf"(?:geaccepteerd|aangenomen){_BY_MISTAKE}",
    # Portuguese
    rf"{_START}(?:confirmado|confirmada|perfeito)[.!,]? (?:ate|nos vemos) {_DAY_PT}\b",
    rf"(?<!nao )(?:aceitei|aceitamos|ja aceitei) (?:o |seu |o seu |o vosso )?convite{_BY_MISTAKE}",
)
