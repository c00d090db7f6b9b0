"""Why our mail keeps coming, asked as a complaint, in every rule language (review of 2026-12-06, fourteenth,
an old gap): "why are you still mailing us?", "Why do you keep emailing me?", "Warum schreiben Sie mir
ständig?", "Pourquoi continuez-vous à m'écrire ?", "¿Por qué me siguen escribiendo?", "Perché continuate a
scrivermi?", "Waarom blijven jullie mailen?", "Por que continuam a enviar-me emails?". Pure data on fold()ed
text, read by `intent._stop_after_a_no`: with a bare stop closing the reply ("... ? Stop.") it is a removal,
as a no before the stop is. Alone it stays a complaint (`other`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# mailing us, or sending us mail (never sending a thing: "why do you keep sending the invoice there?")
_MAILING_EN = (
    r"(?:e-?mailing|mailing|writing(?: to)?|contacting|messaging|spamming|e-?mail|mail|write|contact|spam)\b"
    r"|send(?:ing)? (?:me|us)\b"
)
STILL_MAILING_ASKED = rx(
    rf"why (?:do|are|would|does|is) (?:you|your \w+|this \w+) (?:keep|still|continue|keep on)(?: to)?"
    rf" (?:{_MAILING_EN})",
    r"why am i still (?:getting|receiving) (?:your |these |this )?(?:e-?mails?|mails?|messages?|spam)",
    r"warum (?:schreiben|mailen|kontaktieren|senden|schicken) sie (?:mir|uns) (?:\S+ )?(?:immer noch"
    r"|noch immer|standig|weiterhin|dauernd|immer wieder)",
    r"warum (?:bekomme|erhalte|kriege) ich (?:immer noch|noch immer|standig|weiterhin|dauernd)",
    r"pourquoi (?:continuez-vous|vous continuez|est-ce que vous continuez) a (?:m'|nous )?(?:ecrire|envoyer"
    r"|contacter|relancer)",
    r"pourquoi (?:est-ce que )?(?:je recois|nous recevons|recevons-nous|je continue a recevoir) (?:encore"
    r"|toujours)",
    r"por que (?:me|nos) (?:siguen|sigues|segui|continuan|continuas) (?:escribiendo|enviando|mandando"
    r"|contactando|llamando)",
    r"por que (?:sigo|seguimos) recibiendo",
    r"perche (?:continuate|continua|continui|insistete a) a? ?(?:scrivermi|scriverci|mandarmi|mandarci"
    r"|inviarmi|inviarci|contattarmi|contattarci)",
    r"perche (?:ricevo|riceviamo|continuo a ricevere|continuiamo a ricevere) ancora",
    r"waarom (?:blijven|blijft|blijf) (?:jullie|u|je|jij) (?:mij |me |ons )?(?:e-?mailen|mailen|schrijven"
    r"|sturen|benaderen|contacteren)",
    r"waarom (?:krijg|ontvang) ik (?:nog steeds|steeds|nog altijd|telkens)",
    r"por ?que (?:continuam|continua|continuas|insistem) a (?:enviar|mandar|escrever|contactar)",
    r"por ?que (?:continuam|continua|continuas) (?:enviando|mandando|escrevendo|me escrevendo)",
    r"por ?que (?:continuo|ainda estou) a receber",
)
