"""Our mail coming back undelivered, the mail itself the subject ("mails aan haar komen straks terug",
heldout_cx; "emails to him will bounce back", "Mails an sie kommen dann zurück", "les mails vont revenir",
"los correos rebotarán", "le mail torneranno indietro", "os e-mails vão voltar"): a bounce foretold, never a
person coming back to us. `intent._leaning` passes over a come-back (`leaning.LEANS_LATER`) inside it. A
person who comes back ("ik kom er in maart op terug", "I'll come back to you in May") is no mail and stays a
later. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_GAP = r"(?: [\w'-]+){0,3}?"

BOUNCED_BACK = rx(
    # English
    rf"(?:e-?mails|mails|messages|letters){_GAP} (?:will |would |'ll |are going to |might |may |just )?"
    r"(?:come|bounce|get bounced|be bounced|be returned|be sent)(?: \w+)? back",
    # German
    rf"(?:e-?mails|mails|nachrichten){_GAP} (?:kommen|werden|gehen)(?: \w+){{0,2}}? zuruck",
    # French
    rf"(?:e-?mails|mails|messages|courriels){_GAP} (?:reviendront|reviennent|vont revenir|seront (?:renvoye"
    r"|retourne)s)",
    # Spanish
    rf"(?:correos|e-?mails|mails|mensajes){_GAP} (?:volveran|vuelven|van a volver|rebotaran|rebotan"
    r"|van a rebotar|seran devueltos)",
    # Italian
    rf"(?:e-?mail|mail|messaggi){_GAP} (?:torneranno|tornano|rimbalzeranno|rimbalzano|verranno respint[ei])",
    # Dutch
    rf"(?:e-?mails|mails|mailtjes|berichten){_GAP} (?:komen|komt|zullen|gaan)(?: \w+){{0,2}}? terug",
    # Portuguese
    rf"(?:e-?mails|mails|mensagens){_GAP} (?:voltarao|voltam|vao voltar|serao devolvid[oa]s)",
)
