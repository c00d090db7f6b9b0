"""The wish to go on receiving our mail ("I'd rather keep getting your emails", "prefiero seguir recibiendo
tus correos", heldout_dl), read by `removal_guards.senders_past.undone` beside `unsubscribe.RE_ADD`: a removal
link clicked by mistake ("I clicked your unsubscribe link by accident") in a reply that wants the mail to go
on is no removal. In every rule language ("ich möchte Ihre Mails weiterhin bekommen", "je préfère continuer à
recevoir vos messages", "preferisco continuare a ricevere le vostre mail", "ik ontvang jullie mails graag
nog", "prefiro continuar a receber os vossos e-mails").

Never a wish negated or put as its end ("I'd rather not keep getting these", "ich möchte sie nicht
weiterhin bekommen"): the pattern starts at the wish verb and the negation word cannot come between.
A wish for something else alone, "only"/"just" or a thing named right after the wish ("je préfère continuer
à recevoir uniquement vos factures", "quiero seguir recibiendo solo las facturas", `SOMETHING_ELSE`,
the review of 2026-12-07), keeps no removal from being asked; "only"/"just" with our mail named ("I want to
keep receiving just your monthly newsletter", `NARROWING`, `OUR_MAIL_KEPT`) keeps ours. Pure data on
fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# our mail, or "them"/"it" standing for it, a few words long at most, never a negation among them
_OURS = r"(?:(?!(?:nicht|kein\w*|niet|geen|not|no|non|nao|pas|plus)\b)\S+ ){0,3}?"

KEEP_RECEIVING = rx(
    # English
    r"(?:i'd|i would|we'd|we would) (?:rather|prefer to|like to|love to) (?:keep|continue|go on)"
    r" (?:getting|receiving|to (?:get|receive))",
    # ... "just"/"only" before the wish ("I just want to keep receiving your emails")
    r"(?:i|we) (?:just |only |really |still )?(?:want|prefer|wish|like) to (?:keep|continue|go on)"
    r" (?:getting|receiving|to (?:get|receive))",
    # German
    r"(?:ich|wir) (?:mochte|mochten|will|wollen|wurde|wurden) "
    + _OURS
    + r"(?:gerne? |lieber )?weiterhin "
    + _OURS
    + r"(?:erhalten|bekommen|empfangen|kriegen)",
    r"(?:ich|wir) (?:bekomme|bekommen|erhalte|erhalten) " + _OURS + r"(?:gerne?|lieber) weiter(?:hin)?\b",
    # French
    r"(?:je|nous) (?:prefere|preferons|souhaite|souhaitons|veux|voulons|voudrais|voudrions)"
    r" (?:bien |juste |seulement |simplement )?(?:continuer a|toujours) recevoir",
    # Spanish
    r"(?:prefiero|preferimos|quiero|queremos|quisiera|deseo|deseamos|me gustaria) (?:\S+ )?(?:seguir"
    r"|continuar) (?:recibiendo|recibiendolos|recibiendolas)",
    # Italian
    r"(?:preferisco|preferiamo|voglio|vogliamo|vorrei|vorremmo|desidero) (?:\S+ )?continuare a ricever\w*",
    # Dutch
    r"(?:ik|wij|we) (?:wil|willen|zou|zouden) " + _OURS + r"(?:graag )?(?:blijven ontvangen|blijven krijgen)",
    r"(?:ik|wij|we) (?:ontvang|ontvangen|krijg|krijgen) " + _OURS + r"(?:liever|graag) (?:wel|nog|verder)\b",
    # Portuguese
    r"(?:prefiro|preferimos|quero|queremos|gostaria de|gostariamos de) (?:\S+ )?continuar (?:a receber"
    r"|recebendo)",
)
# in the wish or in the three words after it: only something else kept, a narrowing word or a thing that is
# no mail of ours ("weiterhin nur die Rechnungen bekommen", "continuer à recevoir uniquement vos factures")
# ... the narrowing word only with no mail of ours named there (`OUR_MAIL_KEPT`): "I want to keep receiving
# just your monthly newsletter", "voglio solo continuare a ricevere la vostra newsletter" keep ours (the
# review of 2026-12-07, fourth); a thing named is something else all the same ("uniquement vos factures")
NARROWING = rx(
    r"only|just|nur|uniquement|seulement|solo|solamente|unicamente|soltanto|alleen|enkel|apenas|somente"
)
SOMETHING_ELSE = rx(
    r"invoices?|receipts?|statements?|bills?|rechnungen|rechnung|belege|factures?|recus|facturas?|recibos"
    r"|fatture|ricevute|facturen|faturas?|boletos",
)
OUR_MAIL_KEPT = rx(
    r"your|ihre|ihren|eure|euren|votre|vos|vuestr[oa]s?|sus|tus|vostr[aie]|jullie|uw|vossos|vossas|seus|suas",
    r"newsletters?|nieuwsbrief\w*|e-?mails?|mails|messages|nachrichten|correos|mensajes|messaggi|berichten"
    r"|mensagens|boletin\w*|infolettres?",
)
# the sender named in the removal verb itself, a pronoun joined to it ("bórrenme", "sáquenme", "quitadnos",
# "toglietemi", "cancellateci"): the removal asked is the sender's
SELF_IN_VERB = re.compile(r"\w{3,}(?:[aeiodr]n?me|[aeiodr]n?nos|[aei]mi|[aei]ci)\b")
# the removal link or button clicked, in the sentence that calls it a mistake ("I clicked the unsubscribe
# link by accident", "aus Versehen auf Abmelden geklickt", "cliqué par erreur", "le hice clic sin querer",
# "ho cliccato per sbaglio", "per ongeluk op afmelden geklikt", "cliquei sem querer")
CLICKED = rx(
    r"click\w*|clicked|link|button|geklickt|klick\w*|angeklickt|gedruckt|clique\w*|lien|bouton|clic"
    r"|cliqu\w*|enlace|boton|pinche|pinchado|cliccat\w*|clicc\w*|pulsante|aangeklikt|geklikt|knop|klikt?"
    r"|botao"
)
