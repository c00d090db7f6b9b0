"""Us, the reader, subscribed to the sender's own mailing ("vous êtes inscrite à notre newsletter depuis le
salon de Lyon ... Si vous ne souhaitez plus la recevoir, le lien de désinscription est en bas de chaque
numéro", heldout_aj): the removal words after it are about our unsubscribing from theirs, no removal
request. Pure data on fold()ed text, read by `removal._reader_subscribed`, in every rule language ("you're
subscribed to our newsletter", "Sie sind für unseren Newsletter angemeldet", "está suscrita a nuestro
boletín", "è iscritta alla nostra newsletter", "u bent ingeschreven op onze nieuwsbrief", "você está
inscrito na nossa newsletter").

A removal phrase that names the sender ("unsubscribe me", "désinscrivez-moi", `taken_over.SELF_NAMED`)
stays one: "You're on our newsletter, fine. But take me off your list" is a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_OUR_MAILING = (
    r"(?:our|my) (?:newsletter|mailing list|mailing|list|bulletin|updates|digest)|(?:unseren?|meinen?)"
    r" (?:newsletter|verteiler|mailing)|(?:notre|ma) (?:newsletter|lettre d'information|liste de diffusion"
    r"|liste)|(?:nuestr[oa]|mi) (?:newsletter|boletin|lista(?: de correo)?)|(?:la nostra|la mia|il nostro)"
    r" (?:newsletter|lista|mailing list|bollettino)|(?:onze|mijn) (?:nieuwsbrief|mailinglijst|lijst)|(?:a"
    r" nossa|a minha|o nosso) (?:newsletter|lista|boletim)"
)
READER_SUBSCRIBED = rx(
    rf"(?:you're|you are|you've been|you have been|you were) (?:still )?(?:subscribed|signed up|registered"
    rf"|on)(?: to| for)? {_OUR_MAILING}",
    rf"(?:sie sind|sind sie) (?:\S+ ){{0,3}}?(?:fur|in|bei|auf) {_OUR_MAILING} (?:\S+ ){{0,2}}?"
    r"(?:angemeldet|eingetragen|registriert)",
    rf"vous (?:etes|avez ete) (?:\S+ )?(?:inscrite?s?|abonnee?s?) (?:a|sur) {_OUR_MAILING}",
    rf"(?:usted |tu )?(?:esta|estas) (?:\S+ )?(?:suscrit[oa]|inscrit[oa]|dad[oa] de alta) (?:a|en)"
    rf" {_OUR_MAILING}",
    rf"(?:lei |voi )?(?:e|siete) (?:\S+ )?(?:iscritt[oaie]|registrat[oaie]) (?:a|alla|al|nella)"
    rf" {_OUR_MAILING}"
    rf"|(?:e|siete) (?:\S+ )?(?:iscritt[oaie]|registrat[oaie]) (?:alla nostra|al nostro) \S+",
    rf"(?:u bent|je bent|jullie zijn) (?:\S+ )?(?:ingeschreven|aangemeld) (?:op|voor|bij) {_OUR_MAILING}",
    rf"(?:voce|o senhor|a senhora) (?:esta|ficou) (?:\S+ )?(?:inscrit[oa]|cadastrad[oa]|registrad[oa])"
    rf" (?:na|no|em) {_OUR_MAILING}|(?:voce|o senhor|a senhora) (?:esta|ficou) (?:\S+ )?(?:inscrit[oa]"
    r"|cadastrad[oa]) (?:na nossa|no nosso) \S+",
)
