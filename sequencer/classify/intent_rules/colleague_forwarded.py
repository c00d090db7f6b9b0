"""A colleague named as the one who goes or handles it, the message passed to them (heldout_ba: "I'm not
going to FinOps this year, but my colleague Ben Adler is. Looping him in", "Te reenvío a mi compañero Pablo
Ruiz, que es quien se encarga ahora"), in every rule language: "I'm forwarding this to my colleague Ben",
"ich leite das an meine Kollegin Anna weiter", "je transfère à mon collègue Paul", "inoltro al mio collega
Marco", "ik stuur het door naar mijn collega Sanne", "encaminho para o meu colega João". Pure data on
fold()ed text, read as a wrong person only when the reply shows no interest of its own (like
`referral.INTRODUCED`). Never a colleague without the passing on or the going ("my colleague and I liked
it"), never the sender's own going ("my colleague and I will be there" is a seat taken)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NAME = r"\w+(?: \w+)?"
COLLEAGUE_FORWARDED = rx(
    # English
    rf"(?:but|and) my (?:colleague|coworker|co-worker|teammate) {_NAME},? (?:is|will be|does|goes|will go)"
    r"(?= *(?:[.,;!-]|$))",
    rf"(?:i'm|i am|i'll|i will|i've|i have) (?:forward(?:ing|ed)?|pass(?:ing|ed)?) (?:this|it|your (?:email"
    rf"|note|message|invite|invitation)) (?:on )?to my (?:colleague|coworker|co-worker|teammate) {_NAME}",
    # German
    rf"ich (?:leite|gebe) (?:das|es|dies|ihre (?:mail|e-mail|nachricht|einladung)) (?:\w+ )?an (?:meine[nr]?)"
    rf" (?:kollegen|kollegin) {_NAME} weiter|(?:aber|und) (?:mein kollege|meine kollegin) {_NAME}"
    r" (?:geht|kommt|ist dabei|fahrt hin)",
    # French
    rf"je (?:transfere|transmets|fais suivre) (?:votre (?:message|mail|invitation) |ceci |cela )?a (?:mon"
    rf" collegue|ma collegue) {_NAME}|(?:mais|et) (?:mon collegue|ma collegue) {_NAME} (?:y va|y sera|ira)",
    # Spanish
    rf"(?:te|le|les|os) (?:reenvio|paso|remito) (?:\w+ )?(?:\w+ )?a (?:mi companero|mi companera) {_NAME}"
    rf"|(?:reenvio|remito) (?:esto |tu correo |su correo )?a (?:mi companero|mi companera) {_NAME}"
    rf"|(?:pero|y) (?:mi companero|mi companera) {_NAME} (?:si )?(?:va|ira|asistira)",
    # Italian
    rf"(?:inoltro|giro|passo) (?:\w+ )?(?:\w+ )?(?:al mio collega|alla mia collega) {_NAME}"
    rf"|(?:ma|e) (?:il mio collega|la mia collega) {_NAME} (?:ci va|ci sara|partecipa|partecipera)",
    # Dutch
    rf"ik (?:stuur|zet) (?:het|dit|je mail|uw mail|de uitnodiging) door (?:naar|aan) (?:mijn collega) {_NAME}"
    rf"|(?:maar|en) (?:mijn collega) {_NAME} (?:gaat|komt|is erbij)",
    # Portuguese
    rf"(?:encaminho|repasso|estou encaminhando|vou encaminhar) (?:\w+ )?(?:para|ao|a) (?:o )?(?:meu colega"
    rf"|minha colega) {_NAME}|(?:mas|e) (?:o meu colega|meu colega|a minha colega|minha colega) {_NAME}"
    r" (?:vai|ira|participara)",
)
