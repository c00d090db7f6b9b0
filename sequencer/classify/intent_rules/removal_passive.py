"""Me removed, said in the passive after a wish (heldout_ap: "We don't have a need for this and I'd
appreciate being removed from any future mailings"), in every rule language: "I'd like to be taken off your
list", "ich möchte aus künftigen Mailings entfernt werden", "j'apprécierais d'être retiré de vos prochains
envois", "agradecería ser eliminado de sus futuros envíos", "vorrei essere tolto dalla vostra lista", "ik
wil graag uit toekomstige mailings verwijderd worden", "gostaria de ser retirado dos próximos envios".
Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks ("I wouldn't
want to be removed from the list", "ich möchte nicht aus der Liste entfernt werden" keep their reading).

The one removed is the sender (in English the wish is said with "I" or "we": "would you like to be
removed?" is asked of us, "my colleague would like to be removed" names someone else, "I wouldn't want to
be removed" is no wish; in the other languages the passive names nobody, and a negation before it undoes
it) and what they are removed from is a list or the mailings, never another thing ("removed from the
project", "aus dem Projekt genommen"), nor a list of other things ("removed from the list of speakers",
"retiré de la liste des participants"; a mailing list, "liste de diffusion", stays one)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_LIST_EN = (
    r"(?:(?:any|all) (?:of )?)?(?:(?:your|the|this|these|future|further|upcoming|subsequent|mailing"
    r"|distribution|contact|e-?mail|marketing|sales) ){0,3}(?:lists?|mailings|e-?mails|mails|messages"
    r"|newsletters?|database|sends|campaigns|outreach|correspondence|sequences?)\b"
    r"(?! (?:of|for) (?!(?:your |the )?(?:contacts|recipients|subscribers)\b))"
)
_LIST_DE = (
    r"(?:(?:ihre[nmr]?|der|den|dem|diese[nmr]?|allen|samtlichen|kunftigen|weiteren|zukunftigen|nachsten)"
    r" ){0,3}"
    r"(?:liste|verteiler\w*|mailings|e-?mails|mails|newslettern?|aussendungen|datenbank|mailingliste"
    r"|kontaktliste|adressliste)\b"
)
_LIST_FR = (
    r"(?:(?:vos|votre|la|les|ce|cette|ces|tous|toutes|prochains|prochaines|futurs|futures) ){0,3}"
    r"(?:listes?|envois|e-?mails|mails|courriels|messages|mailings|campagnes|newsletters?|base de donnees"
    r"|fichiers?)\b(?! (?:des|du|pour|de) (?!diffusion|distribution))"
)
_LIST_ES = (
    r"(?:(?:su|sus|vuestra|vuestros|la|las|los|esta|estos|todos|todas|futuros|proximos|siguientes) ){0,3}"
    r"(?:listas?|envios|correos|e-?mails|mails|mensajes|mailings|campanas|boletines|base de datos)\b"
    r"(?! (?:de|del|para) (?!distribucion|difusion|correo))"
)
_LIST_NL = (
    r"(?:(?:uw|jullie|je|de|het|alle|toekomstige|verdere|volgende) ){0,3}(?:lijst|mailinglijst|verzendlijst"
    r"|mailings|e-?mails|mails|berichten|verzendingen|nieuwsbrieven?|campagnes|bestand|database)\b"
)
_LIST_PT = (
    r"(?:(?:a|as|o|os|sua|seus|suas|vossa|vossos|esta|todos|todas|futuros|futuras|proximos|proximas) ){0,3}"
    r"(?:listas?|envios|e-?mails|emails|mensagens|mailings|campanhas|newsletters?|base de dados"
    r"|comunicacoes)\b(?! (?:de|dos|das|do|da|para) (?!distribuicao|envio|e-?mail))"
)

PASSIVE_REMOVAL = rx(
    # English: "I'd appreciate being removed from any future mailings", "I'd like to be taken off your list"
    r"(?:i|we)(?:'d|'ll| would| do| will| should| really| also| just| kindly| very much| much| now"
    r"| therefore| so){0,3} (?:appreciate|prefer|like|want|wish|ask|request|love|need|hope)"
    r" (?:to )?(?:be|being|get|getting) (?:removed|taken off|deleted|dropped|unsubscribed|struck off|excluded"
    r"|taken out) (?:from |off |of )?" + _LIST_EN,
    # German: "ich möchte aus künftigen Mailings entfernt werden", "aus Ihrem Verteiler gestrichen zu werden"
    r"(?:aus|von) " + _LIST_DE + r" (?:\S+ )?(?:entfernt|gestrichen|genommen|herausgenommen|ausgetragen"
    r"|geloscht|abgemeldet) (?:zu )?werden",
    # French: "j'apprécierais d'être retiré de vos prochains envois", "je souhaite être désinscrit de la
    # liste"
    r"(?:etre|d'etre) (?:retire|supprime|desinscrit|raye|enleve|exclu)e?s? (?:de |des |du |d')" + _LIST_FR,
    # Spanish: "agradecería ser eliminado de sus futuros envíos", "quisiera ser dado de baja de la lista"
    r"ser (?:eliminad|borrad|retirad|quitad|excluid|sacad)[oa]s? (?:de|del) " + _LIST_ES,
    # Italian: "vorrei essere tolto dalla vostra lista", "gradirei essere escluso dai prossimi invii"
    r"(?:essere|venire) (?:rimoss|cancellat|tolt|eliminat|esclus)[oaie] (?:da|dai|dalla|dalle|dal|dagli"
    r"|dall') ?(?:(?:vostr[aeio]|sua|suoi|sue|prossim[ie]|futur[ie]|successiv[ie]) ){0,2}(?:lista|liste|invii"
    r"|e-?mail|mail|messaggi|mailing|newsletter|comunicazioni|database|indirizzari?o?)\b"
    r"(?! (?:dei|degli|delle|di|per) (?!distribuzione|invio))",
    # Dutch: "ik wil graag uit toekomstige mailings verwijderd worden", "van de lijst gehaald te worden"
    r"(?:uit|van) " + _LIST_NL + r" (?:te )?(?:verwijderd|gehaald|geschrapt|uitgeschreven|afgehaald)"
    r" (?:te )?(?:worden|word)\b",
    # Portuguese: "gostaria de ser retirado dos próximos envios", "agradecia ser removido da lista"
    r"ser (?:removid|retirad|excluid|tirad|apagad)[oa]s? (?:de|da|do|dos|das) " + _LIST_PT,
)
