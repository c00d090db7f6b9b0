"""The sender's own attendance or visit in the past, dated ("participamos do evento de vocês em São Paulo em
outubro e até hoje a nota fiscal não foi emitida", heldout_db): when the sender was there, no later. English
reads it with `own_event.PAST_ACT` ("we attended your summit in October"); the other rule languages here, the
verb in a past tense (or, where the preterite and the present share a form, the first person of a verb of
taking part) before the time, at most eight words between and no sentence end: "wir waren im Oktober auf
Ihrer Messe", "nous avons participé à votre salon en octobre", "estuvimos en su evento en octubre",
"abbiamo partecipato al vostro evento a ottobre", "we waren in oktober op jullie beurs", "participamos do
evento em outubro". Pure data on fold()ed text, read
by `intent_later.time_alone` on the text before the time. Never a future or a plan ("participaremos em
outubro", "wir werden im Oktober teilnehmen", "nous participerons en octobre" stay a later's time)."""

from __future__ import annotations

import re

_BETWEEN = r"(?: [^\s.!?;:]+){0,8}? $"

ATTENDED_BEFORE = re.compile(
    r"\b(?:"
    # German
    r"(?:wir|ich) (?:waren|war|haben|habe) (?:\S+ ){0,6}?(?:teilgenommen|besucht|dabei gewesen|gewesen)"
    r"|(?:wir|ich) (?:waren|war)\b"
    # French
    r"|(?:nous avons|j'ai) (?:participe|assiste|visite|ete)\b"
    r"|(?:nous sommes|je suis) (?:alle|venu|passe)e?s?\b"
    r"|(?:nous etions|j'etais)\b"
    # Spanish
    r"|(?:estuvimos|estuve|asistimos|asisti|participe|visitamos|visite|fuimos|fui)\b"
    r"|(?:hemos|he) (?:participado|asistido|estado|visitado|ido)\b"
    # Italian
    r"|(?:abbiamo|ho) (?:partecipato|assistito|visitato)\b"
    r"|(?:siamo|sono) (?:stati|stata|stato|venuti|andati)\b"
    # Dutch
    r"|(?:we|wij|ik) (?:waren|was)\b|(?:we|wij|ik) (?:hebben|heb) (?:\S+ ){0,6}?(?:deelgenomen|bezocht)"
    # Portuguese
    r"|(?:participamos|participei|estivemos|estive|fomos|fui|visitamos|visitei|assistimos|assisti)\b"
    r"|(?:eu |nos )?(?:tivemos|tive) (?:presentes?|no|na)\b"
    # ... or the sender's own sign-up for it ("al quale mi ero iscritta a ottobre", heldout_eg; "je m'étais
    # inscrite en octobre", "me había inscrito en octubre", "ich hatte mich im Oktober angemeldet", "ik had me
    # in oktober ingeschreven", "eu tinha me inscrito em outubro"): when it was done, no later
    r"|(?:mi ero|mi sono|ci eravamo|ci siamo) (?:\w+ )?iscritt[oaie]"
    r"|(?:je m'etais|je me suis|nous nous etions|nous nous sommes) (?:\w+ )?inscrite?s?"
    r"|(?:me|nos) (?:inscribi|inscribimos|apunte|apuntamos)\b"
    r"|(?:me|nos) (?:habia|habiamos|he|hemos) (?:\w+ )?(?:inscrito|apuntado)"
    r"|(?:ich|wir) (?:hatte|hatten) (?:mich|uns)|(?:ik|we|wij) (?:had|hadden) (?:me|mij|ons)"
    r"|(?:me inscrevi|nos inscrevemos|inscrevi-me|inscrevemo-nos)\b"
    r"|(?:tinha|tinhamos|havia|haviamos) (?:me |nos )?inscrito|(?:me|nos) (?:tinha|tinhamos) inscrito"
    r")" + _BETWEEN
)
