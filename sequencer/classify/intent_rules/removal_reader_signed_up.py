"""Us, the reader, put on the sender's own mailing by the sender ("Je vous ai inscrite à la liste de
diffusion ... Vous pourrez vous désinscrire à tout moment", heldout_dl): the removal words after it are
about our leaving theirs, no removal request. Read by `removal_guards.others.reader_subscribed` with
`removal_reader_subscribed` (which reads "you are subscribed to our newsletter"), in every rule language
("I've added you to our mailing list", "ich habe Sie in unseren Verteiler aufgenommen", "te he suscrito a
la lista de distribución", "l'ho iscritta alla nostra newsletter", "ik heb je op onze mailinglijst gezet",
"inscrevi-a na nossa lista de distribuição").

The sender's own subscription is never read here ("I signed up to your list", "je me suis inscrit"): the
reader is the object. A removal phrase that names the sender after it ("unsubscribe me") stays one.
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a mailing list, ours or a list named without its owner
_LIST = (
    r"(?:(?:our|my|the|a) )?(?:\w+ )?(?:mailing list|mailing|newsletter|distribution list|list|digest"
    r"|bulletin)"
    r"|(?:unseren?|meinen?|den|die) (?:\w+-?)?(?:verteiler|newsletter|mailingliste|mailing)"
    r"|(?:(?:notre|ma|la|une) )?(?:liste de diffusion|liste d'envoi|lettre d'information|newsletter|liste)"
    r"|(?:(?:nuestr[oa]|mi|la|el) )?(?:lista de distribucion|lista de correo|newsletter|boletin|lista)"
    r"|(?:(?:la nostra|la mia|il nostro|la|il) )?(?:mailing list|lista di distribuzione|newsletter"
    r"|bollettino|lista)"
    r"|(?:(?:onze|mijn|de) )?(?:mailinglijst|verzendlijst|nieuwsbrief|lijst)"
    r"|(?:(?:a nossa|a minha|o nosso|nossa|minha|nosso|a|o) )?(?:lista de distribuicao|lista de e-?mails"
    r"|newsletter|boletim|lista)"
)

READER_SIGNED_UP = rx(
    # English
    rf"(?:i|we)(?:'ve| have)? (?:just )?(?:added|subscribed|signed up|put|included) you (?:to|on|in|for)"
    rf" (?:{_LIST})",
    # German
    rf"(?:ich|wir) (?:habe|haben) (?:sie|dich|euch) (?:\S+ ){{0,3}}?(?:in|auf|fur|zu) (?:{_LIST})"
    r" (?:\S+ )?(?:aufgenommen|eingetragen|angemeldet|gesetzt|hinzugefugt)",
    # French
    rf"(?:je|nous) (?:vous|t)(?: ai|'ai| avons) (?:\S+ )?(?:inscrite?s?|ajoutee?s?|abonnee?s?) (?:a|sur|dans)"
    rf" (?:{_LIST})",
    # Spanish
    rf"(?:te|le|la|lo|les|los|las) (?:he|hemos) (?:\S+ )?(?:suscrito|inscrito|anadido|incluido|dado de alta)"
    rf" (?:a|en) (?:{_LIST})",
    # Italian
    rf"(?:ti|l'|la|lo|vi)(?: ho|ho| abbiamo) (?:\S+ )?(?:iscritt[oaie]|aggiunt[oaie]|inserit[oaie])"
    rf" (?:a|alla|al|nella|nel) (?:{_LIST})",
    # Dutch
    rf"(?:ik heb|wij hebben|we hebben) (?:je|jou|u|jullie) (?:\S+ ){{0,3}}?(?:op|aan|in|voor) (?:{_LIST})"
    r" (?:\S+ )?(?:gezet|toegevoegd|ingeschreven|aangemeld)",
    # Portuguese
    rf"(?:inscrevi|inscrevemos|adicionei|adicionamos|inclui|incluimos|cadastrei|cadastramos)-(?:o|a|os|as|te)"
    rf" (?:\S+ )?(?:na|no|em) (?:{_LIST})",
    rf"(?:te|o|a) (?:inscrevi|inscrevemos|adicionei|adicionamos|inclui|incluimos|cadastrei|cadastramos)"
    rf" (?:\S+ )?(?:na|no|em) (?:{_LIST})",
)
