"""Whether the mail a removal names is ours to stop, read by more than one removal table: the kind of mail
ours to sell (`OURS_TO_SELL`), and the mail swapped for another channel or format rather than stopped
(`SWAPPED_FOR`). Pure data on fold()ed text.

- `OURS_TO_SELL`: the topic of a mailing named after a preposition that is marketing, ours to sell ("about
  industry trends", "sobre sus productos", "avec vos promotions"), never a transactional one ("con los
  albaranes", "for password resets"; the seventh review of 2026-12-07): after a preposition anything may
  follow, so the list says what is ours.
- `NOT_OURS_KIND`, `NOT_OURS_STEM` (`KIND_STEM`): the kind named right before or after a mail noun, or as the
  first part of a German or Dutch compound, is ours unless transactional ("your webinar invitations",
  "Einladungs-Mails", "sus correos comerciales" are ours; "your shipping updates", "Ihre Rechnungs-E-Mails",
  "factuurmails" are not; the ninth and tenth reviews of 2026-12-07): the list says what is *not* ours, so
  a kind it forgets fails safe towards the removal of our mail.
- `SWAPPED_FOR`: the same mail swapped for another channel or format, or switched to someone else ("and
  start getting a monthly digest instead", "y que me escriban por WhatsApp", "please switch them to her";
  the ninth review of 2026-12-07), read beside `removal_subscription.NEW_RECIPIENT` (a new address or
  recipient); never a bare "instead" ("I'll read it on your website instead" is a removal).
- `SENT_ON_TO`: the same mail sent on to someone else by an imperative to the reader, in every rule language
  ("and send it to my colleague at m.braun@... instead", "switch them to my colleague Anna", "schicken Sie
  sie an meine Kollegin", "envoyez-les plutôt à mon collègue", "envíenlos a mi compañera", "inviatele al
  mio collega", "stuur ze naar mijn collega", "enviem-nas para a minha colega"; the tenth review of
  2026-12-07): a re-route to a colleague or an address, never to the sender ("send them to me") or a bin
  ("to spam"); only our mail sent on, a pronoun or a mail noun ("send the confirmation to my assistant", "the
  calendar invite", "the contract" are none), and only asked of the reader: never negated ("and don't send
  these to my colleague either" is more removal), never the sender's own act ("I'll send it to my colleague
  instead"; the eleventh review of 2026-12-07).
"""

from __future__ import annotations

OURS_TO_SELL = (
    r"(?:products?|offers?|offerings?|news|newsletters?|promo\w*|trends?|industry|deals?|discounts?|sales"
    r"|events?|webinars?|features?|releases?|launch\w*|services?|solutions?|company|empresa|entreprise|societe"
    r"|azienda|marketing|campaigns?"
    r"|blog|articles?|tips|insights?|pricing|productos?|ofertas?|novedades|noticias|promociones|eventos?"
    r"|servicios?|soluciones|descuentos|tendencias|produits?|offres?|nouveautes|actualites|evenements?"
    r"|remises|tendances|prodotti|offerte|novita|notizie|promozioni|eventi|servizi|soluzioni|sconti|tendenze"
    r"|produtos?|novidades|promocoes|servicos|solucoes|descontos"
    r"|produkte?|angebote?|neuigkeiten|aktionen|veranstaltungen|werbung|producten|aanbiedingen|nieuws"
    r"|acties|evenementen"
    # ... or a time ("for months", "desde hace meses") or the sender's own address ("para este endereço")
    r"|months?|years?|weeks?|ages|a while|a long time|meses|semanas|anos|mois|semaines|annees|mesi"
    r"|settimane|anni|(?:this|my|esta|este|mi|cette|mon|ma|questo|questa|il mio|meu|minha|o meu|a minha)"
    r"(?: \w+)? (?:e-?mail|address|inbox|account|direccion|correo|cuenta|adresse|boite|indirizzo|casella"
    r"|endereco|caixa|conta))"
)
# What is *not* ours to sell, for a kind named before or after a mail noun: the rules fail safe towards the
# removal for our mail, so a kind is ours unless it is transactional (the tenth review of 2026-12-07: "your
# webinar invitations", "Einladungs-Mails", "sus correos comerciales" are ours; "your shipping updates",
# "Rechnungs-E-Mails", "factuurmails" are not). `NOT_OURS_KIND`, a transactional word; `NOT_OURS_STEM`,
# the first part of a German or Dutch compound mail noun that is transactional. A reminder alone is ours: a
# sales sequence's follow-ups are its reminders ("No more reminder emails please", "Keine Erinnerungs-Mails
# mehr", "geen herinneringsmails meer"; the twelfth review of 2026-12-07); a reminder of an appointment, a
# payment or a renewal is not, by the kind in front of it ("appointment reminder emails",
# "Terminerinnerungs-Mails", "Zahlungserinnerungs-Mails", "afspraakherinneringen").
NOT_OURS_KIND = (
    r"(?:shipping|shipment|delivery|dispatch|billing|invoices?|invoicing|payments?|receipts?|password"
    r"|account|login|security|orders?|tracking|ticket|support|transactional|duplicates?|duplicate"
    r"|appointments?|notices?|reset|confirmations?|renewals?|cancellations?|overdue|dunning|statements?"
    r"|facturas?|facturacion|envio|pedidos?|contrasena|cuenta|pagos?|transaccionales|duplicados"
    r"|factures?|facturation|livraisons?|commandes?|compte|paiements?|transactionnels|doublons?|en double"
    r"|fatture|fatturazione|spedizion[ei]|ordin[ei]|consegn[ae]|pagament[oi]|transazionali|doppi|duplicat[ei]"
    r"|facturen|factuur|bestellingen|bestelling|levering(?:en)?|betaling(?:en)?|wachtwoord|dubbele"
    r"|faturas?|faturacao|entregas?|encomendas?|pagamentos?|senha|conta|transacionais|duplicad[oa]s"
    r"|rechnungs?\w*|versand\w*|liefer\w*|passwort\w*|konto\w*|bestell\w*|zahlungs?\w*)"
)
NOT_OURS_STEM = (
    r"(?:rechnung|versand|liefer|passwort|konto|bestell|zahlung|sicherheit|login|auftrag|buchung|ticket"
    r"|support|system|mahn|termin|kundigung|vertrag|storno|bestatigung"
    r"|factuur|betaal|betaling|wachtwoord|bestel|lever|verzend|account|order|track|aanmaning|afspraak"
    r"|opzegging|bevestiging|beveiliging)"
)
# The head of a named kind of mail (its last part) decides whose it is first (the eleventh review of
# 2026-12-07): a newsletter, an invitation, an offer, a promotion or a campaign is ours whatever word is in
# front of it ("your security newsletters", "Sicherheits-Newsletter", "your support webinar invitations");
# only a bare mail noun (`BARE_MAIL`) leaves it to the words in front, and there a transactional part first
# or last (`NOT_OURS_KIND`, `NOT_OURS_STEM`) makes it not ours, a reminder, dunning notice or cancellation
# notice whatever is in front of it ("Mahn-Mails", "Terminerinnerungs-Mails", "Kündigungs-Mails",
# "aanmaningsmails", "your password reset emails").
BARE_MAIL = r"(?:e-?mails?|mails?|messages?|updates?|nachrichten|berichten)"
# ... so a compound mail noun ("Werbe-Mails", "Webinar-Mails", "Einladungs-Mails", "reclamemails",
# "Sicherheits-Newsletter") is ours unless a bare mail noun with a transactional first or last part
# ... and a reminder is ours unless what it reminds of is named after it as transactional ("Erinnerungs-Mails
# zu meiner offenen Rechnung", "reminder emails about my invoice", "herinneringsmails over mijn factuur"):
# `ABOUT_NOT_OURS`, read right after the mail noun (a "mehr"/"meer"/"please" between)
ABOUT_NOT_OURS = (
    r"(?= (?:(?:mehr|meer|bitte|please|aub|graag) )*(?:zu|zur|zum|wegen|uber|fur|bzgl\.?|bezuglich|over|voor"
    r"|about|for|on|regarding|re) (?:\S+ ){0,2}?(?:(?:"
    rf"{NOT_OURS_KIND})\b|\w*(?:{NOT_OURS_STEM})))"
)
_REMINDER_STEM = r"(?:erinnerung|herinnering)"
KIND_STEM = (
    rf"(?:(?!(?:{NOT_OURS_STEM})\w*-?{BARE_MAIL}\b|\w*?(?:{NOT_OURS_STEM})(?:s|en|e)?-?{BARE_MAIL}\b)"
    rf"(?!\w*?{_REMINDER_STEM}(?:s|en|e)?-?{BARE_MAIL}\b{ABOUT_NOT_OURS})"
    r"\w+-?)"
)
# ... and the mail swapped for another channel or format rather than stopped, read beside
# `removal_subscription.NEW_RECIPIENT` (a new address or recipient): "and start getting a monthly digest
# instead", "y que me escriban por WhatsApp", "und stattdessen per SMS" (the ninth review of 2026-12-07)
SWAPPED_FOR = (
    r"(?:\b(?:digest|resumen|resumo|riepilogo|zusammenfassung|samenvatting|recapitulatif|whatsapp|sms"
    r"|telegram|linkedin|slack)\b"
    r"|\b(?:start|begin) (?:getting|receiving)\b"
    r"|\b(?:switch|transfer) (?:it|them|those|these|me) (?:over )?to\b)"
)
# ... and the same mail sent on to someone else by an imperative to the reader: a colleague of the sender's
# or an address, never the sender or a bin
SOMEONE = (
    r"(?:(?:my|our) (?:\w+ )?(?:colleague|co-?worker|assistant|manager|boss|team)"
    r"|(?:meine?n?|unsere?n?) (?:\w+ )?(?:kolleg(?:e|en|in)|assistent(?:in)?|chef(?:in)?|team)"
    r"|(?:mon|ma|notre) (?:\w+ )?(?:collegue|assistante?|responsable|equipe)"
    r"|(?:mi|nuestr[oa]) (?:\w+ )?(?:companer[oa]|colega|asistente|jef[ae]|equipo)"
    r"|(?:mio|mia|nostro|nostra) (?:\w+ )?(?:collega|assistente|responsabile)"
    r"|(?:mijn|onze) (?:\w+ )?(?:collega|assistent(?:e)?|manager|team)"
    r"|(?:minha|meu|nossa|nosso) (?:\w+ )?(?:colega|assistente|chefe|equipa|equipe)"
    # ... or a person named with a title ("Leiten Sie diese künftig an Frau Meyer weiter", "to Mr Lee"; the
    # twelfth review of 2026-12-07)
    r"|(?:frau|herrn?|mr\.?|mrs\.?|ms\.?|monsieur|madame|mme|senora?|sra?\.|signora|signor|sig\.(?:ra)?"
    r"|de heer|mevrouw|dhr\.|mevr\.|senhora?) [a-z][\w-]+"
    r"|[\w.+-]+@[\w-]+\.\w)"
)
_NOT_ME = (
    r"(?!(?:me|us|mich|uns|moi|nous|mi|nosotros|noi|mij|mezelf|ons|mim|nos)(?:[.,;:!?]|$| please| bitte"
    r"| svp| por favor| per favore| graag| instead| stattdessen| plutot))"
    r"(?!(?:the )?(?:spam|junk|trash|bin|den spam|le spam|la basura|il cestino|de prullenbak|o lixo)\b)"
)
# ... the mail sent on is ours: a pronoun or a mail noun, never any other thing ("send the confirmation to
# my assistant", "die Bestätigung", "the calendar invite", "the contract" are no re-route of our mail; the
# eleventh review of 2026-12-07)
_MAIL_NOUN = (
    r"(?:e-?mails?|mails?|messages?|newsletters?|mailings?|updates|sequences?|campaigns?|invitations"
    r"|[\w-]*(?:mails|nachrichten|newsletter|mailings))"
)
_OUR_MAIL = (
    r"(?:it|them|these|those|this|all (?:this|that|of it|of them)"
    rf"|(?:the|these|those|your|any|all|all the|all your|future) (?:\w+ )?{_MAIL_NOUN})"
)
# ... asked of the reader: never negated ("don't send these to my colleague either", "do not forward it",
# "never forward them", "non inviatele", "não enviem-nas"), never the sender's own act ("I'll send it to my
# colleague instead", "we can forward them to our team", "ik stuur ze naar"; the eleventh review of
# 2026-12-07)
_NEGATED = "".join(
    rf"(?<!{w} )"
    for w in (
        "n't",
        "n't ever",
        "n't you",
        r"\bnot",
        r"\bnot ever",
        r"\bnever",
        r"\bnever ever",
        r"\bnor",
        r"\bnon",
        r"\bnao",
        r"\bniet",
        r"\bnicht",
    )
)
_SENDERS = (
    "".join(
        rf"(?<!\b{s}{m}{a} )"
        for s in ("i", "we")
        for m in (
            "",
            "'ll",
            " will",
            "'d",
            " would",
            " can",
            " could",
            " might",
            " may",
            " shall",
            "'m going to",
            " am going to",
            "'re going to",
            " are going to",
            " want to",
            " need to",
        )
        for a in ("", " just", " probably", " also", " then", " simply")
        if not (m == "" and a == "")
    )
    + r"(?<!\bi )(?<!\bwe )(?<!\bik )(?<!\bwij )(?<!\bgonna )"
)
_ASKED_OF_READER = _NEGATED + _SENDERS
# ... any thing the reader would send, named with its article (for the re-route only, `SENT_ON_ANY_TO`:
# "send the proposal / the quote / the pricing to my colleague Tom instead", "schicken Sie das Angebot
# stattdessen an", "envoyez plutôt la proposition à", "envíen la propuesta a", "inviate il preventivo a",
# "stuur de offerte naar", "enviem a proposta para"; the twelfth review of 2026-12-07): a re-route
# "instead" is the wrong person whatever is sent, while the removal reading keeps our mail alone
# ... never a meeting's own logistics, which the sender still attends ("Send the calendar invite to my
# assistant instead", "die Einladung an meine Assistentin", "la convocation à mon assistante": the meeting
# is kept)
_MEETING_THING = (
    r"(?!(?:calendar|invites?|invitations?|meetings?|confirmations?|bookings?|links?|zoom|teams|agenda"
    r"|einladung\w*|termin\w*|kalender\w*|bestatigung\w*|convocation|rendez-vous|lien|invitacion"
    r"|convocatoria|confirmacion|enlace|reunion|cita|invito|convocazione|conferma|riunione|appuntamento"
    r"|uitnodiging\w*|bevestiging|afspraak|convite|confirmacao|reuniao)\b)"
)
_ANY_THING = {
    "en": rf"(?:{_OUR_MAIL}|(?:the|your|our|my|any) (?:{_MEETING_THING}\w+ )?{_MEETING_THING}(?!to\b)[\w-]+)",
    "de": rf"(?:(?:den|die|das|ihr|ihre|ihren|eine|ein|einen) (?:{_MEETING_THING}\w+ )?"
    rf"{_MEETING_THING}[\w-]+)",
    "fr": rf"(?:(?:la|le|les|votre|vos|l') ?{_MEETING_THING}[\w-]+)",
    "es": rf"(?:(?:la|el|los|las|su|sus) {_MEETING_THING}[\w-]+)",
    "it": rf"(?:(?:il|la|lo|i|le|l'|il vostro|la vostra|i vostri|le vostre) ?{_MEETING_THING}[\w-]+)",
    "nl": rf"(?:(?:de|het|uw|jullie) {_MEETING_THING}[\w-]+)",
    "pt": rf"(?:(?:a|o|as|os|sua|seu|suas|seus) {_MEETING_THING}[\w-]+)",
}


def _sent_on_to(thing: dict[str, str] | None = None) -> str:
    """The send-on phrase up to the colleague or address it names; with `thing`, any thing named that way in
    each language beside the pronouns and our mail."""
    en = thing["en"] if thing else _OUR_MAIL
    de = rf"|{thing['de']}" if thing else ""
    fr = rf"|[- ](?:plutot |desormais |dorenavant |a l'avenir )?{thing['fr']}" if thing else ""
    es = (
        rf"|\b(?:envien|manden|reenvien|dirijan|enviad)(?: mejor| en su lugar| mas bien)? {thing['es']}"
        if thing
        else ""
    )
    it = (
        rf"|\b(?:inviate|mandate|inoltrate|girate)(?: invece| piuttosto| pure)? {thing['it']}"
        if thing
        else ""
    )
    nl = rf"|{thing['nl']}" if thing else ""
    pt = (
        rf"|\b(?:enviem|mandem|encaminhem|reencaminhem|envie|mande|encaminhe)(?: antes| em vez disso)?"
        rf" {thing['pt']}"
        if thing
        else ""
    )
    return (
        r"(?=\b(?:send|forward|redirect|switch|transfer|move|direct|schicken|senden|leiten|envoyez|adressez"
        r"|transferez|transmettez|redirigez|envien|manden|reenvien|dirijan|enviad|inviate|mandate|inoltrate"
        r"|girate|stuur|zend|enviem|mandem|encaminhem|reencaminhem|envie|mande|encaminhe))"
        rf"{_ASKED_OF_READER}"
        rf"(?:\b(?:send|forward|redirect|switch|transfer|move|direct) {en}(?: (?:over|instead|on))? to "
        r"|\b(?:schicken|senden|leiten) sie (?:sie|(?:diese|die|ihre) [\w-]*(?:mails?|nachrichten|newsletter"
        rf"|mailings?)|diese|das|es{de}) (?:(?:bitte|stattdessen|kunftig|zukunftig|lieber|weiter|ab sofort"
        r"|in zukunft) )*an "
        rf"|\b(?:envoyez|adressez|transferez|transmettez|redirigez)(?:[- ](?:les|la|le){fr})"
        r"(?: plutot| desormais| dorenavant| a l'avenir)? a "
        r"|(?:\b(?:envienlos|envienlas|mandenlos|mandenlas|reenvienlos|reenvienlas|dirijanlos|dirijanlas|enviadlos"
        rf"|enviadlas){es})(?: mejor| en su lugar| mas bien| de ahora en adelante| en adelante)? a "
        rf"|(?:\b(?:inviatele|inviateli|mandatele|mandateli|inoltratele|inoltrateli|giratele|girateli){it})"
        r"(?: invece| piuttosto| pure| d'ora in poi| da ora in poi| in futuro)?"
        r" (?:a|al|alla|ai) "
        rf"|\b(?:stuur|stuurt u|zend|stuurt) (?:ze|die|deze|het|dit|dat{nl})"
        r"(?: (?:voortaan|liever|maar|graag|door|vanaf nu|in de toekomst))*"
        r" naar "
        rf"|(?:\b(?:enviem|mandem|encaminhem|reencaminhem|envie|mande|encaminhe)-(?:nos|nas|no|na|os|as|o|a){pt})"
        r"(?: antes| em vez disso| de agora em diante| daqui em diante)? (?:para|a|ao)(?: a| o)? )"
        rf"{_NOT_ME}(?:(?:a|o|the|die|der|den|le|la|il|al|alla|de|het) )?(?:\w+ )?{SOMEONE}"
    )


# our mail sent on to a colleague or an address (the removal reading: `removal_address_swapped`, and the
# re-route of `sent_on_to`)
SENT_ON_TO = _sent_on_to()
# any thing the reader sends, sent on to a colleague or an address (the re-route "instead" only, `sent_on_to`)
SENT_ON_ANY_TO = _sent_on_to(_ANY_THING)
