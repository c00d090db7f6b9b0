"""Interest put as leave to call the sender, a day or a time proposed (heldout_bz: "Ge moogt mij volgende
week eens bellen. Dinsdag na 14u past het best"): the Dutch and Flemish "you may call me", "Je mag me
dinsdag bellen", "U mag mij morgen opbellen" (the other rule languages read their "you can call me"
already: "You can call me next week", "Vous pouvez m'appeler mardi", "Puede llamarme el martes", "Può
chiamarmi martedì", "Pode ligar-me na terça"). Pure data on fold()ed text, read with the interest tables,
asked too ("Mag je me donderdag bellen?"); never a call refused or stopped ("je mag me niet meer bellen", "u
hoeft mij niet te bellen"), never someone else to be called ("je mag Sanne bellen").

The German informal "call me" too (heldout_ce: "ruf mich gern morgen ab 16 Uhr an 0171 5550123"): "ruf mich
an", "ruft mich morgen an", "kannst du mich morgen anrufen?", "du erreichst mich unter 0171 ...", Austrian
"ruaf mi an", Swiss "lüt mer aa" (the other rule languages read theirs already: "appelle-moi", "llámame",
"chiamami", "bel me", "liga-me"); never refused ("ruf mich bitte nicht an", "ruf mich nie wieder an"),
never someone else ("ruf meinen Chef an"), never a wish that we had ("du hättest mich anrufen können")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# ... and in German: never "nicht", "nie", "kein", "mehr" between ("ruf mich bitte nicht an")
_GAP_DE = r"(?:(?!nicht\b|nie\b|niemals\b|nimmer\b|nimma\b|keine?\b|mehr\b)\S+ ){0,10}?"
_GAP = r"(?:(?!niet\b|nooit\b|geen\b|pas\b)\S+ ){0,4}?"

CALL_ALLOWED = rx(
    rf"(?:ge|gij|je|jij|u|jullie) (?:moogt|mag|mogen) (?:mij|me|ons) {_GAP}(?:bellen|opbellen|telefoneren"
    r"|contacteren)\b",
    rf"(?:moogt|mag|mogen) (?:ge|gij|je|jij|u|jullie) (?:mij|me|ons) {_GAP}(?:bellen|opbellen|telefoneren"
    r"|contacteren)\b",
    # German du/ihr: "ruf mich gern morgen ab 16 Uhr an", "ruft mich an", Austrian "ruaf mi an"
    rf"(?:ruf|ruft|rufts|ruaf) (?:mich|mi|uns) {_GAP_DE}an\b(?!\w)",
    rf"(?:kannst|konntest) du (?:mich|mi|uns) {_GAP_DE}anrufen\b",
    r"(?:du )?erreichst (?:mich|uns) (?:am besten |gut |tagsuber |morgen |heute )?(?:unter|mobil|telefonisch"
    r"|auf (?:dem|meinem) handy|per telefon|ab \d)",
    # Swiss "lüt mer aa", "lüüt mir a"
    rf"(?:lut|luut) (?:mer|mir|mi) {_GAP_DE}aa?\b",
)
