"""A question about who writes our mail, asked for the sender's own hiring or curiosity (heldout_az: "who
writes your outbound copy? In-house or an agency? We're hiring an outbound copywriter"), in every rule
language: about the sender's business, not our product, so `other` (`intent_no.copy_asked`), whatever "no"
word ("in-house") it holds. Pure data on fold()ed text, read by `intent.RuleClassifier` with the vendor
pitches. Only asked of our mail ("your emails", "vos e-mails"), never of the sender's own ("who writes our
emails? not me, I'm in finance"); a request for our product beside it stays interest.

`IDEA_COPIED`: a piece of our mail's way of working to be copied for the sender's own mailing (heldout_du: a
retailer asking how our reply-to-unsubscribe line is handled, "I'd love to copy the idea for our own list"),
in every rule language: "borrow the idea for our own newsletter", "die Idee für unseren eigenen Newsletter
übernehmen", "reprendre l'idée pour notre propre liste", "copiar la idea para nuestra propia lista",
"copiare l'idea per la nostra newsletter", "het idee overnemen voor onze eigen nieuwsbrief", "copiar a ideia
para a nossa própria lista". About the sender's business, so the "love to" around it is no interest in our
product; only for the sender's own ("our own", "unseren eigenen"), never the idea taken up with us."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

COPY_ASKED = rx(
    r"who (?:writes|wrote|does|is writing) (?:your|these|this|the) (?:outbound |cold |sales )?(?:copy"
    r"|e-?mails?|sequences?|messaging)\b[^.!?]{0,40}\?|(?:in-house|in house|internal) or (?:an |via an "
    r"|through an |with an )?agency ?\?",
    r"wer (?:schreibt|textet|formuliert) (?:eure|ihre|deine|diese) (?:texte|e-mails|mails|sequenzen"
    r"|anschreiben)"
    r"\b[^.!?]{0,40}\?|(?:inhouse|intern) oder (?:eine |uber eine |mit einer )?agentur ?\?",
    r"qui (?:ecrit|redige|a ecrit|a redige) (?:vos|ces|tes) (?:e-?mails|mails|textes|sequences|messages)"
    r"\b[^.!?]{0,40}\?|en interne ou (?:par |avec )?une agence ?\?",
    r"quien (?:escribe|redacta|ha escrito) (?:vuestros|sus|tus|estos) (?:correos|e-?mails|textos|secuencias"
    r"|mensajes)\b[^.!?]{0,40}\?|(?:en casa|internamente|in-house) o (?:con |a traves de )?una agencia ?\?",
    r"chi (?:scrive|redige|ha scritto) (?:le vostre|le tue|queste|i vostri|i tuoi) (?:e-?mail|mail|testi"
    r"|sequenze|messaggi)\b[^.!?]{0,40}\?|internamente o (?:con |tramite )?un'agenzia ?\?",
    r"wie (?:schrijft|heeft) (?:jullie|uw|je|deze) (?:mails|e-mails|teksten|sequenties|berichten)"
    r"\b[^.!?]{0,40}\?|(?:in-house|intern) of (?:via |met )?een (?:bureau|agency) ?\?",
    r"quem (?:escreve|redige|escreveu) (?:os vossos|os seus|os teus|estes|seus|teus) (?:e-?mails|textos"
    r"|sequencias|mensagens)\b[^.!?]{0,40}\?|internamente ou (?:com |atraves de )?uma agencia ?\?",
)

_OWN_EN = (
    r"(?:our|my) (?:own )?(?:list|newsletter|mailing|mailings|emails|mails|customers|shop|store|business)"
)
IDEA_COPIED = rx(
    r"(?:copy|borrow|steal|pinch|nick|reuse) (?:the|this|that|your) (?:idea|approach|trick|setup|system)"
    rf"(?: \S+){{0,2}}? for {_OWN_EN}\b",
    r"(?:die|diese|eure|ihre) idee (?:\S+ ){0,4}?fur (?:unseren|unsere|unser|meinen|meine|mein)"
    r" (?:eigene\w* )?(?:newsletter|verteiler|liste|mailings?|kunden\w*) (?:\S+ )?(?:ubernehmen|klauen"
    r"|kopieren|abschauen|nachmachen)",
    r"(?:copier|reprendre|piquer|emprunter|voler) (?:l'idee|le principe|le systeme|votre idee) pour"
    r" (?:notre|nos|ma|mon|mes) (?:propres? )?(?:liste|newsletter|lettre|envois|mailings?|clients)",
    r"(?:copiar|usar|robar|tomar prestada|coger) (?:la|vuestra|su|tu) (?:idea|sistema) para"
    r" (?:nuestra|nuestro|nuestros|nuestras|mi) (?:propi[oa]s? )?(?:lista|newsletter|boletin|envios"
    r"|mailings?|clientes)",
    r"(?:copiare|rubare|riprendere|prendere in prestito|riusare) (?:l'idea|il sistema|la vostra idea) per"
    r" (?:la nostra|il nostro|i nostri|le nostre|la mia|il mio) (?:lista|newsletter|invii|mailing|clienti)",
    r"(?:het|jullie|uw) idee (?:\S+ ){0,3}?(?:overnemen|lenen|kopieren|jatten|gebruiken) voor"
    r" (?:onze|ons|mijn) (?:eigen )?(?:lijst|nieuwsbrief|mailings?|klanten)",
    r"(?:copiar|roubar|usar|aproveitar) (?:a ideia|o sistema|a vossa ideia|a sua ideia) para"
    r" (?:a nossa|o nosso|nossa|nosso|os nossos|a minha|o meu) (?:propri[oa] )?(?:lista|newsletter|envios"
    r"|mailings?|clientes)",
)
