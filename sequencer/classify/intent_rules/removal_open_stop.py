"""Our mail stopped with no end, the plural imperative with the mails as its object (review of 2026-12-05,
fifth: "Arrêtez les mails jusqu'à nouvel ordre", "Sospendete le mail fino a nuovo avviso", "Parem os
e-mails até segunda ordem"; English, Spanish and Dutch read it already: "Stop the emails until further
notice", "Dejen de enviar correos hasta nuevo aviso", "Stop de mails tot nader order"): a removal. Pure data
on fold()ed text, read by `removal.removal_request` like the others (a negation a few words before it in
its clause undoes it: "N'arrêtez pas les mails").

Only to the clause's end or an open time ("until further notice"): a date is a pause, a later
(`later_paused`: "Arrêtez les mails jusqu'au 18 janvier"); mail to someone or of a kind after it ("Sospendete
le mail ai clienti morosi?") and a question are none; `removal._spared` drops it in a reply that wants more
("Arrêtez les mails, appelez-moi plutôt")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the clause's end, a politeness word, or an open time
_END = (
    r"(?=\s*(?:[.;:!]|,(?! (?:a|au|aux|ai|agli|alle|para|pra|aos|as)\b)|$|svp\b|s'il vous plait|merci"
    r"|per favore|grazie|por favor|obrigad[oa]|jusqu'a (?:nouvel ordre|nouvel avis|new ordre)"
    r"|fino a (?:nuovo (?:avviso|ordine)|data da destinarsi)|ate (?:segunda ordem|nova ordem|novo aviso)))"
)
OPEN_STOP = rx(
    # French
    rf"(?:arretez|cessez|stoppez|suspendez)(?: donc| tout de suite| immediatement)? (?:les|tous les|toutes"
    rf" les|ces) (?:e-?mails|mails|messages|courriels|relances|envois){_END}",
    # Italian
    rf"(?:sospendete|fermate|interrompete|bloccate|smettete con)(?: subito| pure)? (?:le|i|tutte le|tutti i"
    rf"|queste|questi) (?:e-?mail|mail|messaggi|invii){_END}",
    # Portuguese
    rf"(?:parem|suspendam|interrompam|cessem|parem com)(?: ja| imediatamente)? (?:os|as|todos os|todas as"
    rf"|esses|essas|estes|estas) (?:e-?mails|emails|mensagens|envios){_END}",
)
