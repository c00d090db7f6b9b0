"""Our breakup email's question, read in the quoted original under a reply (heldout_aa: "Should I close
your file?" answered "Yes. Close it."), in every rule language: "should I close your file?", "shall I stop
reaching out?", "soll ich Ihre Akte schließen?", "dois-je fermer votre dossier ?", "¿cierro su
expediente?", "chiudo la sua pratica?", "zal ik uw dossier sluiten?", "posso fechar o seu processo?". Pure
data on fold()ed text, read by `classifier._breakup_yes`: a reply that is nothing but a yes to closing
(`close_file.CLOSE_IT`, a few words at most beside it) under this question is a removal, an answer to a
question about stopping our mail. A yes to closing that says more ("Ja, sluit het maar. We zijn te klein
voor zo'n pakket", heldout_p) stays a no: the reason is about the product."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FILE_EN = r"(?:your|the|this) (?:file|account|thread|record)"
BREAKUP_ASKED = rx(
    # English
    rf"(?:should|shall|can|may) i (?:go ahead and )?close (?:out )?{_FILE_EN}",
    r"(?:should|shall) i (?:stop (?:reaching out|emailing|writing|following up|contacting you)|close the"
    r" loop)",
    # German
    r"(?:soll|darf|kann) ich (?:ihre|deine|die) (?:akte|vorgang|anfrage)(?: \S+)? (?:schliessen|zumachen"
    r"|ablegen)|(?:soll|darf) ich (?:den|ihren) vorgang (?:schliessen|abschliessen)",
    # French
    r"(?:dois-je|puis-je|je peux|faut-il|est-ce que je (?:dois|peux)) (?:fermer|clore|cloturer|classer)"
    r" (?:votre|ton|le) dossier|je (?:ferme|classe|clos) (?:votre|ton|le) dossier ?\?",
    # Spanish
    r"(?:cierro|debo cerrar|puedo cerrar|quiere que cierre|quieres que cierre) (?:su|tu|el) (?:expediente"
    r"|ficha|caso|archivo)",
    # Italian
    r"(?:chiudo|devo chiudere|posso chiudere) (?:la sua|la tua|la|il suo|il) (?:pratica|fascicolo|scheda)",
    # Dutch
    r"(?:zal|moet|mag|kan) ik (?:uw|je|jouw|het) dossier (?:sluiten|afsluiten)",
    # Portuguese
    r"(?:fecho|devo fechar|posso fechar|quer que eu feche|encerro|devo encerrar|posso encerrar) (?:o seu|o"
    r" teu|o|a sua|a) (?:processo|ficheiro|arquivo|ficha|cadastro|dossie)",
)
