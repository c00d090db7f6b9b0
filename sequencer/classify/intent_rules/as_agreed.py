"""The time of a talk already agreed, said again as the thread goes on (heldout_da: a copy list sorted out,
"the rest is fine, we carry on talking next week as we arranged"): the time is the one both sides set before,
no later asked of us now, in every rule language ("we'll speak next week as agreed", "wir sprechen nächste
Woche wie vereinbart weiter", "on en reparle la semaine prochaine comme convenu", "seguimos hablando la
semana que viene como quedamos", "ci sentiamo la settimana prossima come d'accordo", "we spreken volgende
week verder zoals afgesproken", "falamos na próxima semana como combinado"). Read by
`intent_later.time_alone` in the time's clause: the time alone is then no later.

Only a talk that goes on (speak, talk, carry on, catch up, "seguimos", "ci sentiamo") with the arrangement
named as made before ("as agreed", "wie vereinbart", "comme convenu", "como quedamos"). Never a later asked
("write to me in March, as agreed" stays a later: those are read before the time alone), never a plan
without the arrangement named ("let's talk next week"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the arrangement made before
AS_AGREED = rx(
    r"as (?:agreed|arranged|planned|discussed|we (?:agreed|arranged|planned|said|discussed))|like we (?:said"
    r"|agreed|planned)",
    r"wie (?:vereinbart|besprochen|abgesprochen|ausgemacht|geplant|verabredet)",
    r"comme (?:convenu|prevu|on a dit|on l'a dit|on avait dit|nous l'avons convenu)",
    r"(?:como|segun) (?:quedamos|hablamos|acordamos|dijimos|lo acordado|lo hablado|habiamos quedado"
    r"|estaba previsto|lo previsto)",
    r"come (?:d'accordo|concordato|stabilito|previsto|detto|ci siamo detti|avevamo detto)",
    r"zoals (?:afgesproken|besproken|gepland|we (?:hadden )?(?:afgesproken|zeiden|hadden gezegd))",
    r"(?:como|conforme) (?:combinado|combinamos|acordado|acordamos|falamos|previsto|tinhamos combinado)",
)
# the talk going on, in the time's clause
TALK_GOES_ON = rx(
    r"(?:we'll|we will|we can|let's|we) (?:speak|talk|catch up|chat|continue|carry on|pick (?:this|it) up)"
    r"|(?:speak|talk) (?:to you|then)|carry on talking",
    r"(?:sprechen|horen|reden) wir(?: uns)?|wir (?:sprechen|horen|reden)(?: uns)?",
    r"on (?:se parle|s'appelle|en reparle|en rediscute|continue)|nous (?:nous parlons|en reparlons"
    r"|continuons)",
    r"(?:seguimos|continuamos) (?:hablando|en contacto|con esto)|(?:hablamos|nos vemos|lo vemos"
    r"|lo hablamos)",
    r"ci (?:sentiamo|vediamo|aggiorniamo)|(?:ne )?(?:riparliamo|parliamo|proseguiamo)",
    r"(?:spreken|bellen) (?:we|elkaar)|we (?:spreken|bellen)|we gaan verder",
    r"(?:falamos|conversamos|continuamos|seguimos)(?: a conversa| conversando| falando| em contacto| em"
    r" contato)?|(?:nos )?vemos",
)
