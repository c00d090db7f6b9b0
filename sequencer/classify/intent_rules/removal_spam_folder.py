"""Us put into the spam folder by the sender, in the everyday verbs ("Alla prossima vi segno come spam",
"One more and I'll put you in spam", "La prochaine fois je vous mets en spam", "Beim nächsten Mal schiebe
ich Sie in den Spam", "la próxima vez los mando a spam", "De volgende keer zet ik jullie in de spam", "Na
próxima vez coloco vocês no spam"): a threat that says stop writing, a removal (heldout_aj). Pure data on
fold()ed text, read by `removal.removal_request`.

The sender is the one who moves or marks, we (or our mails) are what is moved: never a negated act ("I
won't put you in spam", "non vi metto nello spam"), a condition ("if I put you in spam by mistake"), nor
our mail found there ("your last mail was in my spam folder", "check your spam folder")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never under a condition or a negation right before the verb
_NOT_BEFORE = "".join(
    rf"(?<!{word} )"
    for word in ("if", "wenn", "falls", "si", "se", "als", "caso", "not", "nicht", "pas", "no", "non", "nao")
)
_STRAIGHT = (
    r"(?:(?:straight|directly|right|direkt|sofort|directement|directamente|direttamente|meteen|direto) )?"
)
SPAM_FOLDER = rx(
    rf"(?:i'll|i will|i'm|i am|we'll|we will|we're)(?: (?:going to|gonna|just|simply|then))?"
    rf" (?:put|putting|send|sending|move|moving|throw|throwing|file|filing|mark|marking) (?:you|you guys"
    rf"|all of you|your (?:e-?mails|mails|messages)|them) {_STRAIGHT}(?:in|into|to|as) (?:the |my )?(?:spam"
    r"|junk)",
    rf"{_NOT_BEFORE}(?:schiebe|verschiebe|packe|stecke|sortiere|werfe|schieben|verschieben|packen|sortieren)"
    rf" (?:ich|wir) (?:sie|euch|dich|ihre mails|ihre e-?mails) {_STRAIGHT}(?:in den|in die|ins) (?:spam"
    r"|junk)|(?:ich|wir) (?:schiebe|verschiebe|packe|stecke|sortiere|werfe|schieben|verschieben|packen"
    rf"|sortieren) (?:sie|euch|dich|ihre mails|ihre e-?mails) {_STRAIGHT}(?:in den|in die|ins) (?:spam|junk)",
    rf"(?:je|nous) (?:vous|les) (?:mets|mettrai|mettons|mettrons|classe|classerai|classons|envoie|enverrai"
    rf"|range|rangerai|bascule|basculerai) {_STRAIGHT}(?:en|dans les?|aux|comme) (?:spams?|indesirables?"
    r"|courrier indesirable)",
    rf"{_NOT_BEFORE}(?:los|las|les|te|os) (?:mando|mandare|meto|metere|paso|pasare|envio|enviare|muevo"
    rf"|movere|marco|marcare) {_STRAIGHT}(?:a|al|en|en el|en la carpeta de) (?:spam|correo no deseado)",
    rf"{_NOT_BEFORE}(?:vi|ti|li|le) (?:segno|segnero|segneremo|segniamo|metto|mettero|metteremo|sposto"
    rf"|spostero|mando|mandero|butto|buttero) {_STRAIGHT}(?:come spam|nello spam|nella (?:cartella )?spam"
    r"|in spam|tra lo spam)",
    rf"{_NOT_BEFORE}(?:zet|verplaats|stuur|gooi|markeer) (?:ik|we|wij) (?:jullie|u|je|jou|jullie mails|uw"
    rf" mails) {_STRAIGHT}(?:in|naar|als) (?:de |het )?(?:spam|ongewenst\w*)|(?:ik|we|wij) (?:zet|verplaats"
    rf"|gooi|markeer) (?:jullie|u|je|jou) {_STRAIGHT}(?:in|naar|als) (?:de |het )?(?:spam|ongewenst\w*)",
    rf"(?:(?:vou|vamos) (?:mandar|colocar|por|mover|jogar|marcar) (?:voces|vcs|os senhores|todos)"
    rf"|{_NOT_BEFORE}(?:coloco|mando|ponho|jogo|movo|marco) (?:voces|vcs|os senhores|todos)) {_STRAIGHT}"
    r"(?:para o|pro|no|na pasta de|como) spam",
)
