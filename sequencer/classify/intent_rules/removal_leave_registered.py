"""A leave or an absence registered by someone else, never a removal from our mail (review of 2026-12-07):
"Die Personalabteilung hat die Abmeldung beantragt, wir sind auf Dienstreise.", "Die Abmeldung wurde vom
Sekretariat eingereicht, ich bin im Urlaub.", "Mein Chef hat meine Abmeldung schon eingetragen, ich bin
nächste Woche in Elternzeit." German calls the signing-out for a trip, a leave or a sick day an
"Abmeldung"; the other rule languages have their own words for it ("estoy de baja", "ziek afgemeld"), which
no removal table reads. Pure data on fold()ed text, read by `removal_guards.other_things.leave_registered`.

All must hold: the noun "Abmeldung" itself (`LEAVE_NOUN`), filed or granted in its clause (`FILED`: "hat
... beantragt", "wurde ... eingereicht", "ist eingetragen") by someone other than the sender (no "ich",
"wir" in that clause, `SELF`), an absence named in the reply (`ABSENCE`: a business trip, a holiday, a
parental or sick leave), and no mail or list named anywhere in the reply (`removal_event.LIST_IN_SENTENCE`),
nor our mail said to keep coming or the removal asked (`OURS_OR_ASKED`, the sixth review of 2026-12-07:
"... und trotzdem schreiben Sie mir", "Ihre Werbung kommt weiter", "Warum bekomme ich immer noch Post von
Ihnen?", "bitte nehmen Sie mich raus", "Bitte endlich umsetzen").
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
# our mail said to keep coming, named in words `LIST_IN_SENTENCE` leaves out ("Post von Ihnen", "Ihre
# Werbung", "trotzdem schreiben Sie mir", "es kommt immer noch jede Woche etwas"), or the sender asked taken
# out or the Abmeldung asked carried out ("bitte nehmen Sie mich raus", "Bitte endlich umsetzen"); "Bitte
# berücksichtigen" takes note of the absence; never the sender inviting us to write again later ("Schreiben
# Sie mir gern im März wieder", "Sie dürfen mich danach gern wieder anschreiben"; the seventh review of
# 2026-12-07), which "schon wieder" or "immer wieder" turns back into our mail that keeps coming
_AGAIN_LATER = (
    r"(?! (?:doch |bitte |dann |einfach )?(?:gern|gerne|ruhig)\b"
    r"| (?:\w+ ){0,4}?(?:wieder|nochmal|noch mal|erneut)\b(?<!schon wieder)(?<!immer wieder))"
)
OURS_OR_ASKED = re.compile(
    r"\b(?:post von ihnen|(?:ihre|eure|deine) (?:post|werbung|werbemails?|mails?|e-?mails?|nachrichten"
    r"|angebote|prospekte|zuschriften|anschreiben|rundschreiben)|werbung|werbemails?|zuschriften"
    rf"|(?:schreiben sie mir|schreibt ihr mir|sie schreiben mir){_AGAIN_LATER}"
    r"|(?<!gern )(?<!gerne )(?<!ruhig )(?<!(?<!schon )(?<!immer )wieder )anschreiben|angeschrieben"
    r"|(?:trotzdem|immer noch|noch immer|weiterhin|nach wie vor) (?:\w+ ){0,3}?(?:schreiben|kommt|kommen"
    r"|bekomme|bekommen|erhalte|erhalten|kriege|kriegen)"
    r"|(?:nehmen|tragen|streichen|loschen|entfernen) sie mich (?:\w+ ){0,3}?(?:raus|heraus|aus|endlich"
    r"|bitte|sofort)?\b"
    r"|(?:bitte|endlich)(?: (?:endlich|sofort|jetzt|schnell|zeitnah))* (?:umsetzen|bearbeiten|durchfuhren"
    r"|ausfuhren)(?=\s*(?:[.!,;]|$)))"
)
