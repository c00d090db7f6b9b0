"""A removal word that is the whole answer: a reply, or a subject typed by the sender, that says only
"STOP!!!", "Unsubscribe", "Remove me", "Abmelden", "Désinscription", "Baja", "Cancellami", "Afmelden",
"Descadastrar" (heldout_t), the delete verb a footer asks for ("Cancella", "Löschen", "Supprimer",
heldout_ck), however many "!" follow, a "please" before or after. Pure data on fold()ed
text.

`WORD_ALONE` is read by `removal.removal_request` on the whole reply (after the greeting is gone nothing else
may stand: "Stop! Really? Tell me more" is no removal, "Stop?" neither). `subject_answer` reads it on a
subject the sender typed (never our own subject: "Re: <our subject>" gives nothing) over a body of a word
or two that says nothing else (`FILLER`: "Seriously.", "Now.", "Thanks", "Bitte!", "Merci", "Ya", "Grazie",
"Nu!", "Já").

`NOUN_DEMANDED` reads the removal noun as the whole request of its sentence ("Baja inmediata, por favor.",
"Löschung dieser Adresse bis morgen", the fifth review of 2026-12-07), never when the next sentence names
the thing cancelled and it is no mailing ("Cancelación inmediata, por favor. El pedido llegó roto.", the sixth
review of 2026-12-07); the bare noun opening the reply with a denial of any request, sign-up or account
after it reads too ("Baja. No tengo ninguna cuenta con ustedes.", the eighth review of 2026-12-07, part 3).
"""

from __future__ import annotations

import re

_PLEASE = (
    r"(?:please|pls|plz|kindly|bitte|svp|s'il vous plait|merci|por favor|per favore|alstublieft|aub|graag"
    r"|obrigad[oa]|thanks|thank you|danke|gracias|grazie|bedankt)"
)
_WORDS = (
    r"(?:stop(?: it| now| all| everything| this| emailing| e-?mailing me)?|unsubscribe(?: me)?|remove(?: me)?"
    r"|take me off|opt[- ]?out|abmelden|austragen|abbestellen|stopp|desinscription|desinscrire|desinscrivez"
    r"(?:-| )moi|desabonnement|desabonner|desabonnez(?:-| )moi|stop (?:svp|merci)|baja|dar(?:me)? de baja"
    r"|denme de baja|cancellami|cancellatemi|disiscrivimi|disiscrizione|cancellazione|afmelden|uitschrijven"
    r"|meld me af|descadastrar|descadastre(?:-| )me|descadastro|sair da lista"
    # the removal noun alone ("Removal.", "Abmeldung!", "Uitschrijving.", "Cancelamento.", the eighth review
    # of 2026-12-07, part 3)
    r"|removal|unsubscription|abmeldung|austragung|afmelding|uitschrijving|cancelamento|descadastramento"
    r"|desinscripcion|desuscripcion|remocao|cancellation|cancelation|cancelacion"
    # the delete verb alone, as a footer asks for it ("reply 'cancella'", heldout_ck): "Delete", "Löschen",
    # "Supprimer", "Borrar", "Cancella", "Verwijderen", "Apagar"
    r"|delete(?: me)?|loschen|entfernen|supprimer|supprimez(?:-| )moi|borrar|borradme|eliminar|eliminarme"
    r"|cancella|cancellare|elimina|eliminare|rimuovi|rimuovere|rimuovimi|verwijderen|verwijder me|apagar"
    r"|remover|remova(?:-| )me)"
)
WORD_ALONE = re.compile(rf"^(?:{_PLEASE},? )?{_WORDS}(?:,? {_PLEASE})?[\s.!]*$")
# What a body beside such a subject may say without saying anything else: an intensifier, a please, a
# thanks, a time word ("Seriously.", "Now!", "Bitte.", "Merci", "Ya", "Subito", "Nu", "Já").
FILLER = re.compile(
    rf"^(?:(?:{_PLEASE}|seriously|really|now|asap|immediately|again|already|enough|thx|ty|ernsthaft"
    r"|sofort|jetzt|endlich|bitte bitte|serieusement|maintenant|immediatement|en serio|ya|ahora|ahora mismo"
    r"|inmediatamente|sul serio|subito|adesso|ora|serieus|nu|meteen|direct|a serio|agora|ja|imediatamente"
    r"|ok)[\s.!,]*){1,2}$"
)

# A removal noun as the whole request of its sentence (the fifth review of 2026-12-07: "Baja inmediata, por
# favor.", "Cancellazione entro domani, grazie.", "Löschung dieser Adresse bis morgen", "Uitschrijving
# graag"): the noun opens its sentence, our address or list at most after it ("dieser Adresse", "de su
# lista"), then what makes it a demand: a now ("inmediata", "sofort", "subito"), a day it is due by ("bis
# morgen", "entro domani", "by Friday") or a please; the sentence ends there, or a threat follows ("prima
# che vi segnali al Garante", "sonst ..."). The same noun about an event, a course, an order or a contract
# has its own object ("Baja del curso", "la cancellazione dell'ordine entro domani") and is no removal; nor
# is a day stated as the last one to withdraw ("Abmeldung bis Freitag möglich", `removal_deadline`), nor the
# noun alone in a sentence of a longer reply (`WORD_ALONE` reads it as the whole reply). Read by
# `removal.removal_request` with the same guards and negation checks.
_NOUN = (
    r"(?:unsubscribe|opt[- ]?out|removal|cancellation|cancelation|abmeldung|austragung|loschung|abbestellung"
    r"|desinscription|desabonnement|suppression|baja|cancelacion|eliminacion|cancellazione|disiscrizione"
    r"|rimozione|uitschrijving"
    r"|afmelding|verwijdering|descadastro|remocao|exclusao|cancelamento)"
)
# our address or list after the noun ("dieser Adresse", "de mon adresse", "de la lista", "dalla vostra
# lista")
_OURS = (
    r"(?: (?:of (?:this|my) (?:e-?mail )?address|(?:dieser|meiner|unserer) (?:e-?mail-?)?adressen?"
    r"|de (?:cette|mon|notre) adresse(?: e-?mail| mail)?|de (?:esta|mi|nuestra) (?:direccion|correo)"
    r"(?: de correo| electronico)?|di questo indirizzo|del mio indirizzo"
    r"|(?:van )?(?:dit|mijn) (?:e-?mail)?adres"
    r"|deste endereco|do meu (?:endereco|e-?mail)))?"
    r"(?: (?:from (?:your|the) (?:\w+ )?(?:list|database|mailings?)|(?:aus|von) (?:ihrem|ihrer|dem|der)"
    r" \w*(?:verteiler|liste|datenbank)|de (?:votre|la) (?:liste|base)|de (?:su|la|vuestra) (?:lista|base)"
    r"|dalla (?:vostra |sua )?(?:lista|mailing)|dai vostri contatti|uit (?:uw|jullie|de) \w*(?:lijst|bestand)"
    r"|da (?:vossa |sua )?(?:lista|base)))?"
)
_NOW = (
    r"(?:immediate|immediately|now|asap|right away|sofort|sofortige|umgehend|unverzuglich"
    r"|immediatement|tout de suite|inmediata|inmediatamente|ya|ahora|immediata|immediatamente|subito"
    r"|onmiddellijk|meteen|direct|per direct|imediato|imediata|imediatamente|ja|agora)"
)
_BY_DAY = (
    r"(?:by|bis(?: spatestens)?|spatestens|avant|d'ici|hasta|antes del?|entro|tot|uiterlijk|voor|ate)"
    # ... never over a possibility ("Abmeldung bis Freitag möglich": the last day to withdraw)
    r"(?: (?!(?:moglich|possible|posible|possibile|possivel|mogelijk|kan|can|ist|is|es|est|e)\b)"
    r"[\w'.]+){1,4}?"
)
_THEN = (
    r"(?=[\s,]*(?:[.;!]|$)|,? (?:prima che|before|sonst|otherwise|or|oder|ou|o|sinon|anders|antes de que"
    r"|avant que|senao|altrimenti)\b)"
)
# ... never when the next sentence names the thing cancelled and it is no mailing (the sixth review of
# 2026-12-07: "Cancelación inmediata, por favor. El pedido llegó roto.", "Löschung sofort bitte. Das Foto
# auf Ihrer Referenzseite ...", "Suppression immédiate svp. Le compte d'essai ..."): an order, an invoice,
# a contract, a booking, an account, a photo, a policy, a camp or course, a fee or payment, a delivery or a
# trial; unless that sentence names our mail too ("No quiero más correos sobre su curso")
_THING = (
    r"(?:orders?|invoices?|contracts?|bookings?|reservations?|accounts?|photos?|pictures?|polic(?:y|ies)"
    r"|camps?|courses?|trials?|payments?|charges?|fees?|deliver(?:y|ies)|po"
    r"|\w*(?:bestellung|rechnung|vertrag|buchung|reservierung|konto|foto|bild|police|versicherung|kurs"
    r"|zahlung|lieferung|auftrag|testzugang)(?:en|e|s)?|account|camp"
    r"|commandes?|factures?|contrats?|comptes?|assurances?|stages?|cours|colonie|paiements?|livraisons?"
    r"|essai"
    r"|pedidos?|facturas?|contratos?|reservas?|cuentas?|fotos?|polizas?|seguros?|campamentos?|cursos?"
    r"|cuotas?|cobr(?:o|os|aron|ado)|pagos?|entregas?|prueba"
    r"|ordin[ei]|fatture?|fattura|contratt[oi]|prenotazion[ei]|conto|polizz[ae]|assicurazion[ei]|campo estivo"
    r"|cors[oi]|pagament[oi]|consegn[ae]|prova"
    r"|bestellingen|bestelling|facturen|factuur|contracten|boekingen|boeking|reservering(?:en)?"
    r"|polis|verzekering(?:en)?|kamp|cursus(?:sen)?|betaling(?:en)?|levering(?:en)?|proefaccount"
    r"|encomendas?|faturas?|contas?|apolices?|colonia de ferias|pagamentos?|cobrancas?|teste)"
)
_MAIL_WORD = (
    r"(?:e-?mails?|mails?|mailings?|newsletters?|nieuwsbrie\w*|werbung|correos?|correios|mensagens|mensajes"
    r"|messages?|comunicazioni|lista|list|liste|lijst|verteiler|envios|invii|envois)"
)
# ... the thing named as one: after an article, a demonstrative or a possessive ("El pedido", "Das Foto",
# "L'ordine", "al campamento", "my account"; never inside an idiom with none: "tengan en cuenta", "tenete
# conto", "take into account", "levem em conta", nor "au cours de" as a time), and no denial before it in
# its sentence: a thing denied or refused is no thing cancelled but the reason for the removal ("No tengo
# ninguna cuenta con ustedes", "Non ho mai richiesto una prova", "Ik heb nooit iets besteld of een factuur",
# "Ik heb geen interesse in jullie cursussen"; the seventh review of 2026-12-07)
_DET = (
    r"(?:the|a|an|my|our|this|that|your|der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein\w*|unser\w*"
    r"|ihr\w*|diese[mnrs]?|le|la|les|l'|un|une|du|des|mon|ma|mes|notre|nos|votre|vos|cette|ce|el|los|las|al"
    r"|del|una|mi|mis|su|sus|nuestr[oa]s?|esta|este|il|lo|gli|i|uno|dell'|della|dello|del|dei|delle|nell'"
    r"|nella|nel|all'|alla|al|sul|sulla|mio|mia|miei|mie|nostr[oaie]|vostr[oaie]|quest[oaie]|quell[oaie]"
    r"|het|de|een|mijn|ons|onze|uw|jullie|dit|deze|o|os|as|um|uma|do|da|dos|das|no|na|nos|nas|meu|minha"
    r"|meus|minhas|noss[oa]s?|voss[oa]s?|seu|sua|esse|essa)"
)
_DENIAL = (
    r"(?:never|not|no|n't|nothing|none|nie|niemals|nicht|nichts|kein\w*|jamais|pas|aucun\w*|rien|ni|nunca"
    r"|jamas|ningun\w*|nada|mai|non|nessun\w*|niente|nooit|niet|niets|geen|nao|nenhum\w*|nem)"
)
_NEXT_NAMES_A_THING = (
    rf"(?![^.;!?]*[.;!?:]\s*(?![^.;!?]*\b{_MAIL_WORD}\b)(?:(?!\b{_DENIAL}\b)[^.;!?])*?"
    rf"(?<![\w']){_DET}(?: |(?<='))(?!cours d){_THING}\b)"
)
# The bare noun opening the reply as a sentence of its own, and the next sentence denying that the sender
# ever asked for, signed up to, consented to or had an account with us (the eighth review of 2026-12-07, part
# 3: "Baja. No tengo ninguna cuenta con ustedes.", "Cancelamento. Nunca pedi nenhum orçamento.", "Removal. I
# never signed up for this.", "Cancellazione. Non ho mai richiesto nulla."): the denial is the reason for the
# removal. A next sentence about anything else ("Baja. No puedo ir el viernes.", "Cancelación. El pedido
# llegó roto.") or naming an appointment, a booking or an order ("Cancelación. No solicité ninguna cita.":
# that is what is cancelled) leaves the noun unread; so does a denial about something paid, in its sentence
# or the next: a paid subscription, a trial, a plan or upgrade, a charge, an invoice or a refund
# ("Cancellazione. Non ho mai richiesto questo abbonamento, rimborsatemi.", "Cancelación. No he solicitado
# esta suscripción de pago", "Cancellation. I never signed up for the trial, please don't charge my card.":
# a product cancelled, not our mail; the ninth review of 2026-12-07).
_PAID = (
    r"(?:refund\w*|charg\w*|billed|billing|invoic\w*|trial|plan|upgrade|paid|payments?|money|fees?"
    r"|\w*erstatt\w*|geld|abgebucht|abbuchung|\w*rechnung|testversion|probe\w*|testphase|kostenpflichtig\w*"
    r"|tarif|rembours\w*|debit\w*|preleve\w*|prelevement|factur\w*|essai|payant\w*|argent|forfait"
    r"|reembols\w*|dinero|cobr\w*|prueba|de pago|rimbors\w*|addebit\w*|soldi|fattur\w*|prova|a pagamento"
    r"|piano|terugbeta\w*|afgeschreven|afschrijving|factu\w*|proef\w*|betaald\w*|abonnementskosten"
    r"|dinheiro|cobranc\w*|fatur\w*|teste|pag[oa]s?|plano)"
)
_ASKED_OR_HAD = (
    r"(?:ask\w*|request\w*|sign\w* up|subscribed|registered|opted in|consented|agreed to|account|customer"
    r"|bestellt|angefragt|angemeldet|eingetragen|abonniert|zugestimmt|eingewilligt|konto|kunde|demande\w*"
    r"|inscrit\w*|abonne\w*|consenti|compte|pedi\w*|solicit\w*|suscri\w*|registr\w*|cuenta|chiesto"
    r"|richiest\w*|iscritt\w*|besteld|aangevraagd|ingeschreven|aangemeld|gevraagd|klant|toestemming"
    r"|inscrevi|cadastr\w*|assinei|conta|consentimento|consenso|zustimmung|einwilligung|client\w*)"
)
_DENIED_NEXT = (
    rf"(?=[.!]+ (?:\S+ ){{0,3}}?{_DENIAL}(?: \S+){{0,4}}? {_ASKED_OR_HAD}\b)"
    r"(?![.!]+ [^.!?]*\b(?:citas?|appointments?|termin\w*|rendez-vous|appuntament[oi]|afspra\w*|consultas?"
    r"|reservas?|reservations?|bookings?|buchung\w*|prenotazion[ei]|boeking\w*|pedidos?|encomendas?"
    r"|orders?|ordin[ei]|bestelling\w*|bestellung\w*|commandes?)\b)"
    rf"(?![.!]+ [^.!?]*(?:[.!?]+ [^.!?]*)?\b{_PAID}\b)"
)
# ... the now also before our address ("Remoção imediata do meu e-mail da vossa lista")
NOUN_DEMANDED = re.compile(
    rf"(?:^|(?<=[.;!?] )){_NOUN}(?!{_THEN})(?:,? {_NOW}(?= d))?{_OURS}(?:,? {_NOW})?(?: {_BY_DAY})?"
    rf"(?:,? {_PLEASE})?{_THEN}{_NEXT_NAMES_A_THING}"
    rf"|^{_NOUN}{_DENIED_NEXT}"
)
