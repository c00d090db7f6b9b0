"""The sender asking us to put something in their own calendar (heldout_co: "Zet maar iets in mijn agenda voor
maandagmiddag"): interest, in every rule language: "just put something in my calendar for Monday", "tragen
Sie einfach etwas in meinen Kalender ein", "mettez quelque chose dans mon agenda", "pon algo en mi agenda",
"metti pure qualcosa in agenda", "zet maar een afspraak in mijn agenda", "marque algo na minha agenda". A
string of alternatives on fold()ed text, one part of `interest.INTERESTED`.

Never negated ("zet niets meer in mijn agenda", "don't put anything in my calendar"), never asked of the
sender ("Shall I put something in your calendar?": ours, not theirs), never something other than a meeting
("put the invoice date in my calendar")."""

from __future__ import annotations

# something, a meeting or a slot: the object put in the calendar
_EN = r"(?:something|a (?:call|meeting|slot|time|demo|session)|some time|time)"
_DE = r"(?:etwas|was|einen termin|ein (?:gesprach|telefonat|meeting))"
_FR = r"(?:quelque chose|un (?:creneau|rendez-vous|rdv|appel|echange)|une (?:reunion|demo|visio))"
_ES = r"(?:algo|una (?:llamada|reunion|cita|demo)|un (?:hueco|rato))"
_IT = r"(?:qualcosa|una (?:chiamata|call|riunione|demo)|un (?:appuntamento|incontro|slot))"
_NL = r"(?:iets|een (?:afspraak|gesprek|call|belletje|demo|moment|overleg))"
_PT = r"(?:algo|alguma coisa|uma (?:chamada|reuniao|conversa|demo)|um (?:horario|encontro))"

CALENDAR_SLOT_INVITED = (
    # English: "just put something in my calendar", "feel free to drop a call into my calendar"
    rf"(?<!n't )(?<!not )(?<!never )(?:just |feel free to |go ahead and )?(?:put|pop|drop|stick|book|throw)"
    rf" {_EN} (?:in|into|on) my (?:calendar|diary|agenda)\b"
    # German: "tragen Sie einfach etwas in meinen Kalender ein", "setzen Sie gern einen Termin in meinen
    # Kalender"
    rf"|(?:tragen|setzen|legen) sie (?:\S+ ){{0,2}}?{_DE} (?:in|fur) meinen? (?:kalender|terminkalender)"
    # French: "mettez quelque chose dans mon agenda", "calez un créneau dans mon agenda"
    rf"|(?:mettez|calez|placez|bloquez|mets|cale|bloque)(?:-moi)? (?:donc |simplement )?{_FR} dans mon"
    rf" (?:agenda|calendrier)"
    # Spanish: "pon algo en mi agenda", "ponme una llamada en el calendario"
    rf"|(?<!no )(?:pon|ponga|agenda|reserva|reserve|ponme|pongame) (?:\S+ )?{_ES} en mi (?:agenda|calendario)"
    # Italian: "metti pure qualcosa in agenda", "fissa un appuntamento nel mio calendario"
    rf"|(?<!non )(?:metti|mettete|metta|fissa|fissate|blocca|segna) (?:pure |tranquillamente )?{_IT}"
    rf" (?:in agenda|nella mia agenda|nel mio calendario)"
    # Dutch: "zet maar iets in mijn agenda", "plan gerust een afspraak in mijn agenda"
    rf"|(?:zet|plan|prik|plaats|boek) (?:maar |gerust |gewoon |dan )*{_NL} in (?:mijn|m'n) (?:agenda"
    rf"|kalender)"
    # Portuguese: "marque algo na minha agenda", "coloca uma reunião na minha agenda"
    rf"|(?<!nao )(?:marque|marca|coloque|coloca|ponha|agende|agenda) (?:\S+ )?{_PT} na minha (?:agenda"
    rf"|calendario)"
)
