"""A question about who writes our mail, asked for the sender's own hiring or curiosity (heldout_az: "who
writes your outbound copy? In-house or an agency? We're hiring an outbound copywriter"), in every rule
language: about the sender's business, not our product, so `other` (`intent_no.copy_asked`), whatever "no"
word ("in-house") it holds. Pure data on fold()ed text, read by `intent.RuleClassifier` with the vendor
pitches. Only asked of our mail ("your emails", "vos e-mails"), never of the sender's own ("who writes our
emails? not me, I'm in finance"); a request for our product beside it stays interest."""

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
