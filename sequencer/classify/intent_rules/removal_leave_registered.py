"""A leave or an absence registered by someone else, never a removal from our mail (review of 2026-12-07):
"Die Personalabteilung hat die Abmeldung beantragt, wir sind auf Dienstreise.", "Die Abmeldung wurde vom
Sekretariat eingereicht, ich bin im Urlaub.", "Mein Chef hat meine Abmeldung schon eingetragen, ich bin
nächste Woche in Elternzeit." German calls the signing-out for a trip, a leave or a sick day an
"Abmeldung"; the other rule languages have their own words for it ("estoy de baja", "ziek afgemeld"), which
no removal table reads. Pure data on fold()ed text, read by `removal_guards.other_things.leave_registered`.

All must hold: the noun "Abmeldung" itself (`LEAVE_NOUN`), filed or granted in its clause (`FILED`: "hat
... beantragt", "wurde ... eingereicht", "ist eingetragen") by someone other than the sender (no "ich",
"wir" in that clause, `SELF`), an absence named in the reply (`ABSENCE`: a business trip, a holiday, a
parental or sick leave), and no mail or list named anywhere in the reply (`removal_event.LIST_IN_SENTENCE`).
"Bitte die Abmeldung bearbeiten, ich will keine Mails mehr" and "Meine Abmeldung habe ich schon beantragt,
ich bin im Urlaub und will trotzdem keine Newsletter mehr" stay removals, and so does "Die
Personalabteilung hat die Abmeldung beantragt." with no absence named.
"""

from __future__ import annotations

import re

LEAVE_NOUN = re.compile(r"abmeldung")
FILED = re.compile(
    r"\b(?:beantragt|eingereicht|eingetragen|erledigt|gemeldet|weitergegeben|weitergeleitet|genehmigt"
    r"|vorgenommen|abgegeben|bestatigt|unterschrieben|ubernommen)\b"
)
SELF = re.compile(r"\b(?:ich|wir|mich|uns)\b")
ABSENCE = re.compile(
    r"\b(?:dienstreise\w*|geschaftsreise\w*|auf reisen|urlaub\w*|elternzeit|elternurlaub|mutterschutz"
    r"|krankgeschrieben|krank|krankmeldung|kur|reha|abwesend|abwesenheit|sabbatical|dienstgang"
    r"|auf montage|sonderurlaub|bildungsurlaub)\b"
)
