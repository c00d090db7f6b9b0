"""Us, the reader, subscribed to the sender's own mailing ("vous êtes inscrite à notre newsletter depuis le
salon de Lyon ... Si vous ne souhaitez plus la recevoir, le lien de désinscription est en bas de chaque
numéro", heldout_aj): the removal words after it are about our unsubscribing from theirs, no removal
request. Pure data on fold()ed text, read by `removal_guards.others.reader_subscribed`, in every rule language
("you're subscribed to our newsletter", "Sie sind für unseren Newsletter angemeldet", "está suscrita a nuestro
boletín", "è iscritta alla nostra newsletter", "u bent ingeschreven op onze nieuwsbrief", "você está
inscrito na nossa newsletter").

A removal phrase that names the sender ("unsubscribe me", "désinscrivez-moi", `taken_over.SELF_NAMED`)
stays one: "You're on our newsletter, fine. But take me off your list" is a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_OUR_MAILING = (
    r"(?:our|my) (?:newsletter|mailing list|mailing|list|bulletin|updates|digest)|(?:unser|mein)(?:e[mnr]?)?"
    r" (?:newsletter-?verteiler|e-?mail-?verteiler|newsletter|verteiler|mailingliste|mailing)"
    r"|(?:notre|ma) (?:newsletter|lettre d'information|liste de diffusion"
    r"|liste)|(?:nuestr[oa]|mi) (?:newsletter|boletin|lista(?: de correo)?)|(?:la nostra|la mia|il nostro)"
    r" (?:newsletter|lista|mailing list|bollettino)|(?:onze|mijn) (?:nieuwsbrief|mailinglijst|lijst)|(?:a"
    r" nossa|a minha|o nosso) (?:newsletter|lista|boletim)"
)
# the list named through the mailing it serves ("auf dem Verteiler unseres Newsletters", heldout_di)
_LIST_OF_OURS = (
    r"(?:the )?(?:mailing |distribution |subscriber )?list (?:of|for) (?:our|my) (?:newsletter|bulletin"
    r"|digest)|(?:dem|den) (?:verteiler|e-?mail-?verteiler|empfangerkreis) (?:unseres|meines)"
    r" (?:newsletters?|mailings)"
    r"|(?:la )?liste (?:de diffusion |d'envoi )?(?:de|pour) (?:notre|ma) (?:newsletter|lettre d'information)"
    r"|(?:la )?lista (?:de distribucion |de correo |de envio )?de (?:nuestr[oa]|mi) (?:newsletter|boletin)"
    r"|(?:la |nella )?lista (?:di distribuzione )?(?:della nostra|della mia|del nostro) (?:newsletter"
    r"|bollettino)"
    r"|(?:de )?(?:verzendlijst|mailinglijst|lijst) van (?:onze|mijn) nieuwsbrief"
    r"|(?:a |na )?lista (?:de distribuicao |de envio )?(?:da nossa|da minha|do nosso) (?:newsletter|boletim)"
)
# the reader's address said to be on it ("your address has been on our newsletter list since last week",
# "Ihre Adresse steht seit letzter Woche auf dem Verteiler unseres Newsletters", "votre adresse figure sur
# notre liste", "su dirección está en nuestra lista", "il suo indirizzo è nella nostra lista", "uw adres
# staat op onze mailinglijst", "o seu endereço está na nossa lista"): the reader is on the sender's own
_ADDRESS_ON = (
    r"your (?:e-?mail )?address(?: \S+)? (?:is|has been|was) (?:\S+ ){0,4}?(?:on|in)",
    r"ihre (?:e-?mail-?)?adresse(?: \S+)? (?:steht|ist|befindet sich) (?:\S+ ){0,4}?(?:auf|in|im)",
    r"votre adresse(?: e-?mail| mail)?(?: \S+)? (?:figure|est) (?:\S+ ){0,4}?(?:sur|dans|a)",
    r"su (?:direccion|correo)(?: de correo)?(?: \S+)? (?:esta|figura|aparece) (?:\S+ ){0,4}?(?:en|a)",
    r"il suo indirizzo(?: e-?mail| mail)?(?: \S+)? (?:e|risulta|compare) (?:\S+ ){0,4}?(?:in|nella|sulla"
    r"|iscritto a)",
    r"(?:uw|je|jouw) (?:e-?mail)?adres(?: \S+)? (?:staat|is) (?:\S+ ){0,4}?(?:op|in)",
    r"(?:o )?seu (?:endereco|e-?mail)(?: de e-?mail)?(?: \S+)? (?:esta|consta|figura) (?:\S+ ){0,4}?(?:na|no"
    r"|da|do|em)",
)
READER_SUBSCRIBED = rx(
    *(rf"(?:{on}) (?:{_LIST_OF_OURS}|{_OUR_MAILING})" for on in _ADDRESS_ON),
    rf"(?:you're|you are|you've been|you have been|you were) (?:still )?(?:subscribed|signed up|registered"
    rf"|on)(?: to| for)? {_OUR_MAILING}",
    rf"(?:sie sind|sind sie|du bist|bist du) (?:\S+ ){{0,3}}?(?:fur|in|bei|auf) {_OUR_MAILING}"
    r" (?:\S+ ){0,2}?(?:angemeldet|eingetragen|registriert)",
    rf"(?:vous (?:etes|avez ete)|tu es|t'es) (?:\S+ )?(?:inscrite?s?|abonnee?s?) (?:a|sur) {_OUR_MAILING}",
    rf"(?:usted |tu )?(?:esta|estas) (?:\S+ )?(?:suscrit[oa]|inscrit[oa]|dad[oa] de alta) (?:a|en)"
    rf" {_OUR_MAILING}",
    rf"(?:lei |voi )?(?:e|siete) (?:\S+ )?(?:iscritt[oaie]|registrat[oaie]) (?:a|alla|al|nella)"
    rf" {_OUR_MAILING}"
    rf"|(?:e|siete) (?:\S+ )?(?:iscritt[oaie]|registrat[oaie]) (?:alla nostra|al nostro) \S+",
    rf"(?:u bent|je bent|jullie zijn) (?:\S+ )?(?:ingeschreven|aangemeld) (?:op|voor|bij) {_OUR_MAILING}",
    # the reader said to stand on or be in it, formal or familiar ("du stehst seit der Messe auf unserem
    # Newsletter-Verteiler", "Sie stehen auf unserer Mailingliste", "vous figurez sur notre liste", "estás
    # en nuestra lista", "sei nella nostra newsletter", "je staat op onze mailinglijst", "você está na nossa
    # lista"): the reader is on the sender's own
    rf"(?:du stehst|stehst du|du bist|bist du|sie stehen|stehen sie|sie sind|sind sie) (?:\S+ ){{0,5}}?"
    rf"(?:auf|in|im) {_OUR_MAILING}",
    rf"(?:vous figurez|tu figures|vous etes|tu es) (?:\S+ ){{0,4}}?(?:sur|dans) {_OUR_MAILING}",
    rf"(?:(?:tu )?(?:estas|figuras|apareces)|usted (?:esta|figura|aparece)) (?:\S+ ){{0,4}}?en"
    rf" {_OUR_MAILING}",
    r"(?:(?:tu )?(?:sei|risulti)|lei (?:e|risulta)) (?:\S+ ){0,4}?(?:nella|sulla) (?:nostra|mia)"
    r" (?:newsletter|lista|mailing list)",
    rf"(?:je staat|sta je|u staat|staat u|jij staat|je zit|u zit) (?:\S+ ){{0,4}}?(?:op|in) {_OUR_MAILING}",
    r"(?:voce|tu|o senhor|a senhora) (?:esta|estas|consta|constas|figura|figuras) (?:\S+ ){0,4}?"
    r"(?:na (?:nossa|minha) (?:newsletter|lista)|no (?:nosso|meu) (?:boletim|mailing))",
    rf"(?:voce|o senhor|a senhora) (?:esta|ficou) (?:\S+ )?(?:inscrit[oa]|cadastrad[oa]|registrad[oa])"
    rf" (?:na|no|em) {_OUR_MAILING}|(?:voce|o senhor|a senhora) (?:esta|ficou) (?:\S+ )?(?:inscrit[oa]"
    r"|cadastrad[oa]) (?:na nossa|no nosso) \S+",
)
