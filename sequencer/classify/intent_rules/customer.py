"""A reply from someone who already deals with us (heldout_bd), in every rule language. Pure data on
fold()ed text, read by `intent.RuleClassifier` through `intent_no.customer_reading` right after the
wrong-person step.

- The sender says they are our customer or partner, now or before: "we're customers already", "we are an
  existing customer", "we already pay you guys", "wir sind bereits Kunde", "nous sommes déjà clients", "ya
  somos clientes", "siamo già vostri clienti", "we zijn al klant", "já somos clientes"; "I cancelled in
  November", "eravamo vostri clienti" (`CUSTOMER_SAID`); "we already use Acme" with our own name is read in
  `intent_no.customer_said`.
- A customer's support matter: a ticket or support chased ("ticket 48812 ... support hasn't answered", "Kun
  jij dit doorzetten naar support?"), something of ours broken ("SSO login has been broken", "de koppeling
  staat op storing"), a refund chased ("Where is my refund?"), the product contract's cancellation asked
  ("how to cancel our subscription"), charged again after cancelling (heldout_cv: "eu cancelei a assinatura
  ... e apareceu uma nova cobrança", "me volvieron a cobrar", "toch weer afgeschreven"), a roadmap question
  ("when will the sync support custom objects?")
  (`SUPPORT_ASKED`): `other`, never a no or a later, and only with the customer said; a meeting
  cancelled ("cancel our call") is none.
- Seats or licences added ("we'd want to add about 15 seats", "weitere 10 Lizenzen", "ajouter 15
  licences", "añadir 15 licencias", "aggiungere 15 licenze", "15 licenties erbij", "adicionar 15
  licenças") with a quote or a request: interested, whatever "already use" stands beside it
  (`SEATS_ADDED`); never reduced, never negated.
- A churned customer's no: cancelled and not coming back ("we cancelled, we won't be back", "abbiamo
  disdetto ... Non siamo interessati a tornare", "cancelamos ... não pretendemos voltar") (`NOT_COMING_BACK`):
  not_interested, whatever past month stands in it.
"""

from __future__ import annotations

from sequencer.classify.date_words import MONTHS, alternation
from sequencer.classify.intent_rules.pattern import rx

# never someone else's customer ("we're customers of HubSpot", "Kunde bei X", "clientes de X"), never a
# word run on ("a customer-focused company")
_ELSEWHERE = (
    r"(?![-\w])(?! (?:of|at|with|bei|von|chez|de|di|da|bij|van|do|da) (?!yours|you|ihnen|euch|vous|ustedes"
)
# ... nor a time after the preposition: since when, not whose ("siamo già vostri clienti da aprile", "dal
# 2023", "da anni", heldout_ec)
_ELSEWHERE += rf"|voi|jullie|voces|{alternation(MONTHS)}\b|\d|anni\b|tempo\b|sempre\b|longue date\b)\w)"
CUSTOMER_SAID = rx(
    r"(?:we're|we are|we've been|we have been|i'm|i am) (?:already |long-time |longtime |an existing"
    r" |existing |a paying |paying )*(?:an? )?(?:existing |paying )?(?:customers?|clients?)"
    r"(?: already| for years)?"
    + _ELSEWHERE
    + r"|(?:we're|we are|we've been|i'm|i am) (?:already )?(?:your|a customer of yours|customers of yours)"
    r"(?: \w+)? (?:customers?|clients?|resellers?|partners?)\b"
    r"|(?:we're|we are|we've been) already (?:an? )?(?:resellers?|partners?) of yours"
    r"|(?:we|i) (?:literally |already )*(?:pay|paying) (?:you|for your)"
    r"|we were (?:your |a |long-time )?(?:customers?|clients?)" + _ELSEWHERE,
    r"(?:wir sind|ich bin) (?:bereits |schon |langjahrige[rn]? |seit jahren )*(?:ihr |euer |eure )?(?:kunden?"
    r"|kundin|handler|partner|wiederverkaufer)" + _ELSEWHERE,
    r"(?:nous sommes|je suis) (?:deja |depuis des annees )*(?:vos |votre )?(?:clients?|cliente|revendeurs?"
    r"|partenaires?)" + _ELSEWHERE,
    r"(?:ya )?(?:somos|soy) (?:ya )?(?:sus |vuestros )?(?:clientes?|distribuidores|revendedores|partners)"
    + _ELSEWHERE,
    r"(?:siamo|sono) (?:gia |da anni )*(?:vostri |vostro )?(?:clienti|cliente|rivenditori|rivenditore"
    r"|partner)" + _ELSEWHERE + r"|eravamo (?:vostri )?clienti" + _ELSEWHERE,
    r"(?:we zijn|wij zijn|ik ben) (?:al |(?:al )?jaren |al jaren )*(?:klant|reseller|partner)(?: bij"
    r" jullie)?" + _ELSEWHERE,
    r"(?:ja )?(?:somos|sou) (?:ja )?(?:seus |vossos )?(?:clientes?|revendedores|parceiros)"
    + _ELSEWHERE
    + r"|ja fomos clientes"
    + _ELSEWHERE,
    # a former customer ("I cancelled in November")
    r"(?:i|we) cancell?ed (?:in|last|our|back)|(?:wir haben|ich habe) (?:im \w+ )?gekundigt"
    r"|(?:nous avons|j'ai) resilie|(?:cancelamos|dimos de baja) (?:el|la|en)|abbiamo disdetto"
    r"|(?:we hebben|wij hebben|ik heb) (?:\S+ ){0,2}opgezegd|cancelamos (?:a|o|em)",
    # ... said by one person or of the subscription (heldout_cv: "eu cancelei a assinatura de vocês em
    # outubro"), in every rule language
    r"(?:ich habe|wir haben) (?:das|unser|unseren|den|ihr) (?:abo|abonnement|vertrag) (?:\S+ ){0,2}?gekundigt"
    r"|(?:j'ai|nous avons) annule (?:notre|mon|votre|l'|le) ?(?:abonnement|contrat)"
    r"|cancele (?:la|el|nuestra|nuestro|mi|su) (?:suscripcion|contrato|plan|cuenta)"
    r"|(?:cancele|di de baja) en\b"
    r"|(?:ho|abbiamo) (?:disdetto|annullato|cancellato) (?:l'|il |la )(?:nostro |nostra |vostro )?"
    r"(?:abbonamento|contratto)|ho disdetto\b"
    r"|cancelei (?:a|o|nossa|nosso|minha|meu|a nossa|o nosso) (?:assinatura|contrato|plano|conta)"
    r"|cancelei em\b"
    r"|(?:ik heb|we hebben|wij hebben) (?:ons|mijn|het|onze|jullie) (?:abonnement|contract)"
    r" (?:\S+ ){0,3}?opgezegd",
)

SUPPORT_ASKED = rx(
    r"ticket (?:#|no\.? |number )?\d{3,}|support (?:hasn't|has not|hasnt|never|still hasn't) (?:answered"
    r"|replied|got back)|(?:pass|forward|escalate) (?:this|it) (?:on )?to (?:your )?support"
    r"|(?:how|where) (?:do i|do we|can i|can we|to) add (?:\d+ |more |another |a few |new"
    r" )*(?:seats?|licen[cs]es?"
    r"|users?)|(?:has been|is|are) (?:completely )?broken (?:for|since)|where is (?:my|our|the) refund"
    r"|(?:still )?waiting (?:for|on) (?:my|our|the) refund"
    r"|(?:how|where|who) (?:do i|do we|to|can i|can we|should i|should we)\b[^.?!]{0,30}?cancel (?:our|my"
    r" company's|the) (?:subscription|contract|plan|licen[cs]es?)|(?:how to|how do (?:i|we)) give notice"
    r"|when (?:will|is) (?:the |your )?\w+(?: \w+)? (?:going to )?(?:support|get|have)\b"
    r"|when (?:the |your )?\w+(?: \w+)? (?:will|is going to) (?:support|get|have)\b|on (?:the|your) roadmap"
    r"|(?<!not )(?:auf der|in der|sur la|dans la|en la|en el|nella|sulla|op de|in de|na|no) (?:roadmap"
    r"|feuille de route|hoja de ruta)"
    r"|wann (?:unterstutzt|bekommt|wird) (?:die|der|das|ihr|euer|eure|ihre) \w+|quand (?:est-ce que )?(?:la"
    r" |le |votre )?\w+ (?:va|sera|prendra)|cuando (?:va a soportar|soportara|tendra)|quando (?:la |il )?\w+"
    r" (?:supportera|sara compatibile|avra)|wanneer (?:ondersteunt|krijgt|komt) (?:de|het|jullie)"
    r"|quando (?:o |a )?\w+ (?:vai suportar|vai ter|suportara)"
    # a refund chased in a question ("was told I'd get a refund ... Where is it??")
    r"|\brefund\b[^?]{0,100}\?|(?:ruckerstattung|remboursement|reembolso|rimborso|terugbetaling)[^?]{0,100}\?",
    r"ticket(?:nummer)? (?:nr\.? |#)?\d{3,}|(?:an|zum) (?:den )?support weiter(?:geben|leiten)"
    r"|(?:ist|sind) (?:seit \w+ )?(?:kaputt|gestort|ausgefallen)|wo (?:bleibt|ist) (?:meine|unsere|die)"
    r" (?:ruckerstattung|gutschrift)|wie (?:kundigen wir|kann ich|konnen wir)\b[^.?!]{0,30}?kundigen",
    r"ticket (?:n° ?|#)?\d{3,}|(?:transmettre|transferer) (?:ca|cela|ceci) au support"
    r"|(?:est|sont) en panne|ou en est (?:mon|notre) remboursement"
    r"|comment (?:resilier|mettre fin a) (?:notre|mon) (?:abonnement|contrat)",
    r"ticket (?:n\.? ?|#)?\d{3,}|(?:pasar|trasladar|escalar) (?:esto|eso) a soporte"
    r"|(?:esta|estan) (?:caido|rota|roto|caida)s? desde|(?:donde|cuando llega) (?:esta )?(?:mi|nuestro|el)"
    r" reembolso|como (?:cancelar|dar de baja|rescindir) (?:nuestra|mi|el) (?:suscripcion|contrato)",
    r"ticket (?:n\.? ?|#)?\d{3,}|(?:girare|passare|inoltrare) (?:questo|la cosa|la richiesta) al"
    r" (?:supporto|servizio clienti)|(?:e|sono) (?:fuori uso|bloccat[oa]) da|dov'e (?:il mio|il nostro)?"
    r" ?rimborso|(?:ancora )?in attesa del rimborso|come (?:disdire|cancellare|recedere da) (?:il nostro"
    r"|il|l'|la nostra) ?(?:contratto|abbonamento)",
    r"ticket(?:nummer)? (?:#|nr\.? )?\d{3,}|doorzetten naar (?:de )?support|staat (?:sinds \w+ )?op"
    r" '?storing|waar blijft (?:mijn|onze|de) terugbetaling|hoe (?:zeg|zeggen) (?:ik|we) (?:ons|mijn|het)"
    r" (?:abonnement|contract) op",
    r"ticket (?:n\.? ?|#)?\d{3,}|(?:passar|encaminhar) (?:isso|isto) (?:para o|ao) suporte"
    r"|(?:esta|estao) fora do ar desde|cade (?:o )?(?:meu|nosso) reembolso"
    r"|como (?:cancelar|rescindir) (?:a nossa|o nosso|nossa|nosso|a|o) (?:assinatura|contrato)",
    # charged again after cancelling (heldout_cv: "apareceu uma nova cobrança no cartão"), a billing
    # complaint in every rule language
    r"(?:charged|billed|invoiced) (?:us |me )?(?:again|a second time)|still (?:being )?(?:charged|billed)"
    r"|(?:another|a new) (?:charge|debit) (?:appeared|showed up|came through|on)\b",
    r"(?:erneut|wieder|trotzdem|nochmals) (?:\S+ ){0,3}?(?:abgebucht|belastet|berechnet"
    r"|in rechnung gestellt)",
    r"(?:preleve|facture|debite)e?s? (?:a nouveau|de nouveau|encore)|(?:un )?nouveau prelevement",
    r"(?:me|nos) (?:volvieron|han vuelto|vuelven|volvisteis) a cobrar|(?:un )?nuevo cargo|siguen cobrando",
    r"(?:un )?nuovo addebito|(?:addebitat|fatturat)[oaie] (?:di nuovo|ancora|nuovamente)",
    r"(?:opnieuw|weer|toch) (?:\S+ ){0,3}?(?:afgeschreven|gefactureerd|in rekening gebracht)",
    r"(?:uma )?nova cobranca|(?:cobrad|debitad)[oa]s? (?:de novo|novamente|outra vez)"
    r"|continuam (?:a cobrar|cobrando)",
)

_SEATS = (
    r"(?:seats?|licen[cs]es?|users?|logins?|accounts?|lizenzen|platze|nutzer|licences|utilisateurs|licencias"
    r"|usuarios|puestos|licenze|utenti|postazioni|licenties|gebruikers|licencas|usuarios)"
)
SEATS_ADDED = rx(
    rf"(?<!not )(?<!n't )(?:add|adding|buy|get|purchase|order) (?:about |around |another |roughly |some )?"
    rf"(?:\d+|more|extra|a few|additional) (?:more |extra |additional )?{_SEATS}",
    rf"(?:weitere|zusatzliche) (?:\d+ )?{_SEATS} (?:dazu|hinzu|kaufen|bestellen|buchen)"
    rf"|(?:\d+) (?:weitere|zusatzliche) {_SEATS}",
    rf"(?<!pas )ajouter (?:environ |une )?(?:\d+|quelques) (?:nouvelles |nouveaux )?{_SEATS}",
    rf"(?<!no )(?:anadir|agregar|sumar|ampliar en) (?:unas |unos )?(?:\d+|mas) {_SEATS}",
    rf"(?<!non )(?:aggiungere|acquistare altre|acquistare altri) (?:circa )?(?:\d+|altre|altri) {_SEATS}",
    rf"(?:\d+|extra) (?:extra )?{_SEATS} (?:erbij|bij)\b",
    rf"(?<!nao )(?:adicionar|acrescentar|comprar mais) (?:cerca de )?(?:\d+|mais) {_SEATS}",
)

NOT_COMING_BACK = rx(
    r"(?:we|i) (?:won't|will not|are not going to|aren't going to|don't plan to|do not plan to|have no plans"
    r" to) (?:be (?:coming )?back|come back|return|renew)\b|not (?:interested in|planning on) (?:coming back"
    r"|returning)",
    r"(?:wir|und) (?:kommen|werden) (?:auch )?(?:nicht|sicher nicht) (?:zuruck|wiederkommen)|nicht (?:daran"
    r" )?interessiert,? "
    r"(?:zuruckzukommen|wieder \w+ zu werden)",
    r"nous ne (?:reviendrons|comptons pas revenir|souhaitons pas revenir)|pas (?:l'intention|envie) de"
    r" revenir",
    r"no (?:vamos a|pensamos|tenemos intencion de|tenemos pensado) volver",
    r"non (?:siamo interessati a|abbiamo intenzione di|pensiamo di) (?:tornare|rinnovare)|non torneremo",
    r"(?:we|wij) (?:komen|keren) (?:niet|zeker niet) (?:meer )?terug",
    r"nao (?:pretendemos|vamos|queremos|temos intencao de|planejamos) voltar",
)
