"""Interest put as leave to call the sender, a day or a time proposed (heldout_bz: "Ge moogt mij volgende
week eens bellen. Dinsdag na 14u past het best"): the Dutch and Flemish "you may call me", "Je mag me
dinsdag bellen", "U mag mij morgen opbellen" (the other rule languages read their "you can call me"
already: "You can call me next week", "Vous pouvez m'appeler mardi", "Puede llamarme el martes", "Può
chiamarmi martedì", "Pode ligar-me na terça"). Pure data on fold()ed text, read with the interest tables,
asked too ("Mag je me donderdag bellen?"); never a call refused or stopped ("je mag me niet meer bellen", "u
hoeft mij niet te bellen"), never someone else to be called ("je mag Sanne bellen")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_GAP = r"(?:(?!niet\b|nooit\b|geen\b|pas\b)\S+ ){0,4}?"

CALL_ALLOWED = rx(
    rf"(?:ge|gij|je|jij|u|jullie) (?:moogt|mag|mogen) (?:mij|me|ons) {_GAP}(?:bellen|opbellen|telefoneren"
    r"|contacteren)\b",
    rf"(?:moogt|mag|mogen) (?:ge|gij|je|jij|u|jullie) (?:mij|me|ons) {_GAP}(?:bellen|opbellen|telefoneren"
    r"|contacteren)\b",
)
