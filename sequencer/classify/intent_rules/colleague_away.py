"""A colleague away until a time, said by the one answering in their place (heldout_am: "Sam's on sabbatical
till September but I'm running the finance team in the meantime, so I'll pick this up ... Could we do the
20 minute call?"), in every rule language: "Sam is on leave until September", "Frau Berger ist bis
September im Sabbatical", "Sam est en congé jusqu'en septembre", "Sam está de año sabático hasta
septiembre", "Sam è in aspettativa fino a settembre", "Sam is tot september met verlof", "O Sam está de
licença até setembro". Pure data on fold()ed text, read by `intent_later.later_beside_meeting`: when the
writer asks for something themselves (a call, slots, a quote), the time in the absence's clause is the
colleague's return, no later for the reply; without such a request it stays a later ("Sam is on leave until
September, try her then").

The one away is a third person ("is", "ist", "est", "está", "è", "is", "está"), never the writer ("I'm on
leave until September", `later_leave.py`), and the absence is a leave, a holiday or an absence from the
office, never a thing ("the system is down until Monday")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_LEAVE_EN = (
    r"(?:on (?:a )?(?:sabbatical|(?:parental |maternity |paternity |sick |medical |annual |extended"
    r" |study )?leave|holiday|holidays|vacation|secondment)|off on (?:\w+ )?leave|away"
    r"|out of (?:the )?office|off work|travell?ing)"
)
COLLEAGUE_AWAY = rx(
    # English
    rf"(?:(?:she|he)'s|is|'s|s) (?:currently |now |still )?{_LEAVE_EN} (?:\S+ ){{0,3}}?"
    r"(?:until|till|til|through|thru)\b",
    # German: the time before or after the leave ("ist bis September im Sabbatical", "ist im Urlaub bis")
    r"(?:ist|befindet sich) (?:noch |derzeit |aktuell |gerade )?(?:bis (?:\S+ ){1,3}?)?(?:im|in)"
    r" (?:sabbatical|sabbatjahr|urlaub|elternzeit|mutterschutz|auszeit|krankenstand)(?: bis\b)?",
    # French
    r"est (?:actuellement |en ce moment )?(?:en (?:conge(?: sabbatique| maternite| parental| de maternite)?"
    r"|vacances|sabbatique|arret maladie)|absente?) (?:\S+ ){0,3}?jusqu",
    # Spanish
    r"esta (?:de (?:ano sabatico|vacaciones|baja(?: \w+)?|permiso(?: \w+)?)|ausente|fuera de la oficina)"
    r" (?:\S+ ){0,3}?hasta\b",
    # Italian
    r"e (?:in (?:aspettativa|ferie|vacanza|maternita|congedo(?: \w+)?|anno sabbatico|sabbatico)|assente"
    r"|fuori ufficio) (?:\S+ ){0,3}?fino\b",
    # Dutch: the time before or after the leave ("is tot september met verlof", "is met verlof tot")
    r"is (?:nog |momenteel )?(?:tot (?:\S+ ){1,3}?)?(?:met (?:verlof|vakantie|sabbatical|zwangerschapsverlof"
    r"|ouderschapsverlof)|op (?:sabbatical|vakantie)|afwezig)(?: tot\b)?",
    # Portuguese
    r"esta (?:de (?:licenca(?: sabatica| maternidade| parental)?|ferias|sabatico)|em (?:licenca(?: \w+)?"
    r"|ferias)|ausente|fora do escritorio) (?:\S+ ){0,3}?ate\b",
)
