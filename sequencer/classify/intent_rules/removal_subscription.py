"""My subscription cancelled, asked as a request (session of 2026-12-06, thirteenth): "Please cancel my
subscription", "Cancelen mi suscripción a sus correos", "Cancelem a minha inscrição na newsletter", "Annulez
mon inscription à votre newsletter", "Résiliez mon abonnement à vos mails", "Cancellate la mia iscrizione",
"Bitte kündigen Sie mein Newsletter-Abo", "Graag mijn inschrijving annuleren", "Zeg mijn abonnement op": the
reader takes our mail for a subscription and asks out of it. So does our mail cancelled as the newsletter the
reader sends us ("Vorremmo disdire la newsletter che ci mandate", "cancelar a newsletter que vocês nos
enviam") and the subscription or the receipt "with you" ("cancel our newsletter subscription with you",
"unseren Newsletter-Empfang bei Ihnen abbestellen"; the fifth review of 2026-12-07). Never the mailing
sent to us followed by what it carries or where it goes ("the updates you send me about the delivery", "con
los albaranes"), never a subscription "with you" with no mail named: the paid product (the sixth review of
2026-12-07). Pure data on fold()ed text, read by `removal.removal_request` with the same negation and scope
checks.

Only the request: never a cancellation told in the past ("I cancelled my subscription to your competitor",
"cancelé mi suscripción", the verb's past forms are not here), never a subscription to something that is
not our mail ("cancel my subscription to your platform", "mein Abo der Software": only a mail word or the
end of the clause may follow the noun), never an event's registration
(`removal_guards.other_things.event_cancelled`: "cancelem a minha inscrição no webinar")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_ours import OURS_TO_SELL

# the end of the clause, or a word of thanks or please, after the noun or its mail object
_END = r"(?= *(?:[.,;:!?)]|$|please|pls|thanks|thank you|bitte|danke|merci|svp|s'il vous plait|por favor"
_END += r"|gracias|porfa|per favore|grazie|alstublieft|aub|graag|bedankt|obrigad[oa]|se faz favor|sff))"
# a mail object after the noun ("to your emails", "a sus correos", "à votre newsletter")
_MAIL = (
    r"(?:e-?mails?|mails?|mailings?|mailing list|newsletters?|list|messages|updates|correos|envios|boletin"
    r"|comunicaciones|mensajes|lista|emails|mensagens|comunicacoes|liste|lettre d'information|envois"
    r"|diffusion|comunicazioni|invii|verteiler|nieuwsbrief|mailinglijst|lijst)"
)
# the subscription to our mail held "with you" ("cancel our newsletter subscription with you", "bei Ihnen",
# "chez vous", "con ustedes", "con voi", "bij jullie", "convosco"; the fifth review of 2026-12-07): only
# after a mail named, never the subscription alone, which "with you" makes the paid product or contract
# ("résilier mon abonnement chez vous, l'outil ne nous sert plus", "cancelar nuestra suscripción con
# ustedes, el software no nos convence"; the sixth review of 2026-12-07)
_WITH_YOU = (
    r"(?: (?:with|at) (?:you|you guys|your (?:company|firm|team))| bei (?:ihnen|euch)| chez vous"
    r"| con (?:ustedes|vosotros|usted|voi|lei)| convosco| com voces| bij (?:jullie|u))"
)
_TO_MAIL = (
    rf"(?: (?:to|for|from|on|a|de|del|na|no|da|do|a|au|aux|alla|alle|ai|al|zum|zur|fur|voor|van|op)"
    rf"(?: (?:your|these|this|the|sus|tus|vuestros|vuestras|su|tu|los|las|la|el|vossa|vossas|sua|suas"
    rf"|vos|votre|vos|la|les|vostra|vostre|vostri|vostro|ihren|ihre|ihrem|euren|eure|jullie|uw|de|het))?"
    rf"(?: \w+)? {_MAIL}{_WITH_YOU}?)?"
)
# ... a registration (not a subscription) is ours only with our mail named right after it, never another
# firm's ("to the Gartner newsletter": no free word before the mail word), nor an event's, a webinar's, a
# course's or a trial's (no mail word: `removal_event`, `event_reply`; the twenty-second review of
# 2026-12-07)
_TO_OUR_MAIL = (
    r" (?:to|for|from|on|of|in|a|de|del|en|na|no|da|do|au|aux|alla|alle|ai|al|im|zum|zur|fur|bei|voor|van|op)"
    r"(?: (?:your|these|this|the|sus|su|los|las|la|el|vossa|vossas|sua|suas|vos|votre|les|vostra|vostre"
    r"|vostri|vostro|ihren|ihrem|euren|eurem|den|dem|jullie|uw|de|het))? " + _MAIL
)
# ... or every list named in the next words ("Cancel my registration. All of it, every list.")
_EVERY_LIST = (
    r"[.,;:!]?(?: (?:all of it|all of them|everything),?)? (?:from |on |to )?(?:every |each |all (?:of )?"
    r"(?:your |the )?)(?:mailing )?lists?"
)
_REGISTERED = rf"(?:{_TO_OUR_MAIL}{_WITH_YOU}?{_END}|{_EVERY_LIST}{_END})"
# never a cancellation told or had to be made ("I had to cancel my subscription", "Wir mussten unser
# Abonnement kündigen", "Tuve que cancelar mi suscripción", review of 2026-12-06, thirteenth)
_TOLD = (
    r"(?<!had to )(?<!have to )(?<!decided to )(?<!must )(?<!needed to )(?<!going to )(?<!'ll )(?<!will )"
    r"(?<!mussten )(?<!musste )(?<!muss )(?<!moest ik )(?<!moesten we )(?<!moesten wij )(?<!heb ik )"
    r"(?<!du )(?<!dois )(?<!devais )(?<!tuve que )(?<!tuvimos que )(?<!tenido que )(?<!tengo que )"
    r"(?<!dovuto )(?<!dovuta )(?<!devo )(?<!tive de )(?<!tive que )(?<!tivemos de )(?<!tivemos que )"
    r"(?<!tenho de )(?<!tenho que )"
)
# ... the mailing the reader sends us, its clause ending there or going on with how often it comes or where
# it arrives ("every Monday", "twice a week", "at this address", "a esta dirección"), or with a kind of
# mail named ("about ...", "sobre ...", "avec ...", "con ...", "com ...", `_KIND`) only when that kind is
# ours to sell (`OURS_TO_SELL`: "about industry trends", "sobre sus productos", "avec vos promotions"; the
# seventh review of 2026-12-07); any other kind is no marketing, named or not in a list ("the updates you
# send me about the delivery", "con los albaranes", "for password resets", "with the calendar invites",
# "con los recordatorios de la cita", "per posta cartacea"; the eighth review of 2026-12-07), nor the same
# mail twice ("en double"), nor when the sentence sends it to a new address or recipient
# (`NEW_RECIPIENT`: "and send it to marketing@ instead", "para o endereço antigo"; never a bare "instead":
# "I'll read it on your website instead" is a removal); a shipment is no mailing
# ("los envíos que nos mandan al almacén", "invii"; the sixth review of 2026-12-07)
_KIND = (
    r"(?:about|for|with|on|regarding|concerning|re|sobre|con|acerca de|para|por|de|del|sur|avec|pour"
    r"|concernant|au sujet de|par|du|des|su|sui|sul|sulla|sulle|sullo|coi|col|per|riguardo|circa|com|do|da"
    r"|dos|das|pelo|pela|pelos|pelas)"
)
_TWICE = r"(?:en double|in duplicate|twice over|doppi\w*|duplicad\w*|duplicat\w*)"
NEW_RECIPIENT = (
    r"(?:\S@|@\S|\b(?:send|forward|redirect|move|sent) (?:it|them|those|these|the \w+(?: \w+)?)"
    r" (?:over )?to\b"
    r"|\buse \S+(?: \S+)? instead\b"
    r"|\b(?:new|other|different|another|old|nueva|nuevo|otra|otro|antigua|antiguo|vieja|viejo|nouvelle"
    r"|autre|ancienne|nuovo|nuova|altro|altra|vecchio|vecchia|novo|nova|outro|outra|antigo|antiga)"
    r" (?:e-?mail )?(?:address|addresses|direccion|indirizzo|adresse|endereco|inbox|correo|casella"
    r"|boite|caixa)\b"
    r"|\b(?:address|direccion|indirizzo|adresse|endereco)(?:es)? (?:e-?mail )?(?:nueva|nuevo|otra|otro"
    r"|antigua|antiguo|vieja|viejo|nouvelle|autre|ancienne|nuovo|nuova|altro|vecchio|novo|nova|outro|outra"
    r"|antigo|antiga)\b"
    # ... or sent on to someone else by an imperative ("envíenlos a mi compañera", "inviatele a Marco"),
    # never to the sender ("envíenlo a mí")
    r"|\b(?:envien|enviad|mande|manden|envoyez|envoyez-les|envoyez-la|inviate|inviatela|inviatele|mandate"
    r"|enviem|envie|mandem)(?:los|las|lo|la)? (?:(?:los|las|lo|la|les|le|li|os|as) )?(?:a|para|vers)"
    r" (?!(?:mi|me|mim|moi)(?:[.,;:!?]|$)))"
)
# ... a swap (or a kind of mail) is an instruction to the reader: read only up to a threat or the sender's
# own act ("or I'll forward them to the data protection authority", "otherwise", "sinon", "sonst", "si no",
# "altrimenti", "senão", "anders", "I will", "ich werde", "je vais", "voy a", "vou", "ik zal": the ninth
# review of 2026-12-07), where what follows is what the sender will do, no new address asked of the reader
SENDER_ACTS = (
    r"\b(?:or else|otherwise|else|sinon|autrement|sonst|ansonsten|andernfalls|si no|sino|de lo contrario"
    r"|altrimenti|senno|se no|senao|caso contrario|do contrario|anders|zo niet"
    r"|(?:i|we)(?:'ll| will| shall|'m going to| am going to|'re going to| are going to)"
    r"|(?:ich|wir) (?:werde|werden)|(?:je|nous) (?:vais|allons)|(?:voy|vamos) a|(?:eu )?vou"
    r"|(?:ik|wij|we) (?:zal|zullen|ga|gaan)"
    # ... "o los reenvío", "o li inoltro", "ou os encaminho": the sender's verb in the first person, its
    # object pronoun before it (an imperative to the reader puts it after: "o envíenlos", "ou enviem-nos")
    r"|(?:o|ou) (?:yo |io |eu )?(?:(?:los|las|lo|la|le|les|se|li|gli|os|as|vos|vi|ve|te|ti) ){1,2}\w+o"
    r"|(?:o|ou) (?:yo|io|eu) \w+o)\b"
)
_SENT_END = (
    rf"(?!(?:(?!{SENDER_ACTS})[^.;!?,])*?\b{_KIND}\b(?![^.;!?,]*?\b{OURS_TO_SELL}\b))"
    rf"(?![^.;!?,]*?\b{_TWICE}\b)"
    rf"(?!(?:(?!{SENDER_ACTS})(?:[^.;!?]|\.(?=\w)))*?{NEW_RECIPIENT})"
)
SUBSCRIPTION_CANCELLED = rx(
    # English: "(please) cancel my subscription", "can you cancel our subscription to these emails"
    rf"{_TOLD}(?<!i )(?<!we )(?<!i've )cancel (?:my|our) (?:(?:email |e-mail |newsletter )subscription"
    rf"{_WITH_YOU}?|subscription){_TO_MAIL}{_END}",
    # Spanish: "cancelen mi suscripción", "anulad mi suscripción a los correos", "cancelar mi inscripción"
    rf"{_TOLD}(?:cancelen|cancele|cancela|cancelad|cancelar|anulen|anule|anula|anulad|anular)(?:me)?"
    rf" (?:mi|nuestra) (?:suscripcion|subscripcion|inscripcion){_TO_MAIL}{_END}",
    # Portuguese: "cancelem a minha inscrição", "anulem a minha subscrição/assinatura"
    rf"{_TOLD}(?:cancelem|cancele|cancela|cancelar|anulem|anule|anular) (?:a )?(?:minha|nossa)"
    rf" (?:inscricao|subscricao|assinatura){_TO_MAIL}{_END}",
    # French: "annulez mon inscription", "résiliez mon abonnement à vos mails", "merci d'annuler mon
    # abonnement"
    rf"{_TOLD}(?:annulez|annuler|resiliez|resilier|supprimez|supprimer|arretez|arreter) (?:mon|notre)"
    rf" (?:abonnement|inscription){_TO_MAIL}{_END}",
    # Italian: "cancellate la mia iscrizione", "annullate la mia sottoscrizione alla newsletter"
    rf"{_TOLD}(?:cancellate|cancella|cancellare|annullate|annulla|annullare|disdite|disdire|revocate"
    rf"|revocare)(?:mi)? la (?:mia|nostra) (?:iscrizione|sottoscrizione){_TO_MAIL}{_END}",
    # a registration to our mail cancelled, the mail or every list named (`_REGISTERED`): "cancel my
    # registration to your newsletter", "stornieren Sie meine Anmeldung zum Newsletter", "cancelen mi registro
    # en su boletín", "annullate la mia registrazione alla newsletter", "annuleer mijn aanmelding voor de
    # nieuwsbrief", "cancelem o meu registo na newsletter" (the twenty-second review of 2026-12-07)
    rf"{_TOLD}(?<!i )(?<!we )(?:cancel|end|delete|remove) (?:my|our) (?:newsletter |mailing list |e-?mail )?"
    rf"(?:registration|sign-?up){_REGISTERED}",
    rf"{_TOLD}(?:cancelen|cancele|cancela|cancelad|cancelar|anulen|anule|anula|anulad|anular)(?:me)?"
    rf" (?:mi|nuestro) registro{_REGISTERED}",
    rf"{_TOLD}(?:cancelem|cancele|cancela|cancelar|anulem|anule|anular) (?:o )?(?:meu|nosso)"
    rf" (?:registo|registro){_REGISTERED}",
    rf"{_TOLD}(?:cancellate|cancella|cancellare|annullate|annulla|annullare|revocate|revocare)(?:mi)? la"
    rf" (?:mia|nostra) registrazione{_REGISTERED}",
    # ... "merci d'annuler mon inscription à votre newsletter": after "d'" only with the mail named, never
    # alone ("Je suis inscrit à votre formation ... Merci d'annuler mon inscription.", heldout_ek)
    rf"d'(?:annuler|resilier|supprimer|arreter) (?:mon|notre) (?:abonnement|inscription){_REGISTERED}",
    rf"{_TOLD}(?:kundigen|kundigt|kundige|stornieren|storniert|beenden|beendet|loschen|loscht) (?:sie )?"
    rf"(?:bitte )?(?:meine|unsere) (?:(?:newsletter-?|e-?mail-?)(?:anmeldung|registrierung){_WITH_YOU}?{_END}"
    rf"|(?:anmeldung|registrierung|eintragung){_REGISTERED})",
    rf"{_TOLD}(?:annuleer|annuleert|beeindig|beeindigt|verwijder) mijn (?:aanmelding|registratie)"
    rf"{_REGISTERED}",
    # German: "kündigen Sie (bitte) mein Abo", "mein Newsletter-Abonnement bitte kündigen"
    rf"{_TOLD}(?:kundigen|kundigt|kundige|stornieren|storniert|beenden|beendet) (?:sie )?(?:bitte )?"
    rf"(?:mein|unser) (?:(?:newsletter-?|e-?mail-?)abo(?:nnement)?{_WITH_YOU}?|abo(?:nnement)?){_TO_MAIL}"
    rf"{_END}",
    # ... the object first, the receipt of our mail too ("unseren Newsletter-Empfang bei Ihnen abbestellen",
    # the fifth review of 2026-12-07; "unseren Newsletter abbestellen" alone is the sender's own, no removal)
    rf"{_TOLD}(?:mein|meinen|unser|unseren) (?:newsletter-?|e-?mail-?)?(?:abo(?:nnement)?|empfang|bezug)"
    rf"(?: bei (?:euch|ihnen))? (?:bitte )?(?:kundigen|stornieren|beenden|abbestellen){_END}",
    # Dutch: "zeg mijn abonnement op", "graag mijn inschrijving annuleren", "annuleer mijn abonnement"
    rf"{_TOLD}(?:annuleer|annuleert|beeindig|beeindigt) mijn (?:abonnement|inschrijving){_TO_MAIL}{_END}",
    rf"{_TOLD}zeg (?:mijn|ons) abonnement{_TO_MAIL} op{_END}",
    rf"{_TOLD}(?:graag |wilt u |kunt u |kun je |wil je )?mijn (?:abonnement|inschrijving)"
    rf"(?: (?:op|voor|van) (?:de |het |jullie |uw )?{_MAIL})? (?:graag )?"
    rf"(?:annuleren|opzeggen|beeindigen|stopzetten){_END}",
    # our mail cancelled as the mailing the reader sends us, in its own words ("Vorremmo disdire la newsletter
    # che ci mandate", "cancelar a newsletter que vocês nos enviam", "cancel the newsletter you send us"; the
    # fifth review of 2026-12-07): the second person sends it to the sender, so it is ours, never the
    # sender's own mailing ("la newsletter che mandiamo ai clienti", `removal_own_mailing_dropped`)
    rf"{_TOLD}(?:cancel|stop|end) the (?:newsletters?|e-?mails|mailings?|updates) (?:that |which )?you"
    rf" (?:send|keep sending|are sending|have been sending) (?:us|me){_SENT_END}",
    rf"{_TOLD}(?:cancelar|cancelen|cancele|anular|anulen|anule) (?:la|las|el|los) (?:newsletters?|boletin"
    r"|boletines|correos) que (?:ustedes |vosotros )?(?:nos|me) (?:mandan|envian|mandais|enviais)"
    rf"{_SENT_END}",
    rf"{_TOLD}(?:disdire|disdite|disdica|annullare|annullate|annulli|cancellare|cancellate|interrompere"
    r"|interrompete) (?:la|le|il|i) (?:newsletter|e-?mail|mail|comunicazioni) che (?:ci|mi)"
    rf" (?:mandate|inviate|spedite|manda|invia){_SENT_END}",
    rf"{_TOLD}(?:cancelar|cancelem|cancele|anular|anulem|anule|suspender|suspendam) (?:a|as|o|os)"
    r" (?:newsletters?|e-?mails|mensagens|comunicacoes) que (?:voces |vos |o senhor |a senhora )?(?:nos|me)"
    rf" (?:enviam|mandam|enviais|mandais|envia|manda){_SENT_END}",
    rf"{_TOLD}(?:annuler|annulez|resilier|resiliez|arreter|arretez) (?:la|les) (?:newsletters?"
    rf"|lettre d'information|mails|e-?mails) que vous (?:nous |me |m')(?:envoyez|adressez){_SENT_END}",
    rf"{_TOLD}(?:de|jullie|uw) (?:nieuwsbrief|nieuwsbrieven|mails|e-?mails|mailings) die (?:jullie|u)"
    r" (?:ons|mij|me) (?:sturen|stuurt|toesturen|toestuurt),? (?:graag )?(?:opzeggen|annuleren|stopzetten)",
)
