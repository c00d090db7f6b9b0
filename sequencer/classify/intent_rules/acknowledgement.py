"""Automatic acknowledgements (ticket systems, "we received your message"), not out-of-office.

Pure data: phrases on fold()ed text (accents removed, lower case), per language."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

ACKNOWLEDGEMENT = rx(
    r"(?:this is an? |an? )?automat(?:ed|ic|ically generated) (?:response|reply|message|acknowledge?ment"
    r"|notification|confirmation)",
    r"(?:your|the) (?:request|ticket|case|message|enquiry|inquiry|e-?mail)"
    r"(?: \(?(?:id|no\.?|number|ref\.?)?\s?#?\s?[\w-]*\d[\w-]*\)?)?"
    r" (?:has been|was|is) (?:received|created|logged|opened|registered)",
    r"we(?: have|'ve)? (?:logged|registered|recorded) your (?:message|e-?mail|request|enquiry|inquiry)",
    r"under (?:case|ticket|reference|request) (?:number |no\.? |id )?#?\s?[\w-]*\d",
    r"ticket (?:created|opened)\b|new ticket (?:#|number)",
    r"(?:your|the) (?:ticket|request|case|e-?mail|message)\b.{0,120}? (?:has been|was) (?:created|received"
    r"|logged"
    r"|opened|registered)",
    r"auto-?(?:response|reply|responder)\b|^\[?automated\]?|no-?reply address|(?:request|message) received\b"
    r"|(?:expected|estimated) response time|(?:has been|was) forwarded to the (?:appropriate|relevant|right)"
    r" (?:department|team|person)",
    r"we(?: have|'ve)? (?:successfully )?received your (?:message|e-?mail|request|enquiry|inquiry|ticket)",
    # "Ticket number: 5120", "[Request #5120]"; a bare "ticket #5120" is what a person writes too ("I
    # logged it as ticket #5120, Tuesday works"), so it is no acknowledgement by itself.
    r"(?:ticket|case|request|reference) (?:number|no\.?|id)\s*:?\s*#?[\w-]*\d|\[(?:ticket|case|request)"
    r" #\s?\d+\]",
    r"(?:we|our (?:team|agents?|staff|support team)|(?:an?|one of our) (?:agent|representative|team member))"
    r" (?:will|shall) (?:respond|reply|get back to you|contact you)(?: to (?:your|this) (?:request|message"
    r"|e-?mail|enquiry|inquiry|ticket))? (?:within|in) (?:the next )?\d+ (?:business |working )?(?:hours?"
    r"|days?)",
    r"a (?:support )?ticket has been (?:created|opened)",
    r"please do not reply (?:to|directly to) this (?:e-?mail|message)",
    r"do not reply to this (?:automated|automatic) (?:e-?mail|message)",
    r"ihre (?:anfrage|nachricht|e-?mail|mail)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:ist|wurde)(?: bei uns)?"
    r" (?:eingegangen|erhalten|registriert)",
    r"wir haben ihre (?:anfrage|nachricht|e-?mail|mail) erhalten",
    r"(?:dies ist eine |diese nachricht wurde )?automatisch (?:erstellt|generiert|versendet|versandt)e?",
    r"automatische (?:eingangsbestatigung|bestatigung|benachrichtigung)",
    r"eingangsbestatigung",
    r"ticketnummer|ticket-nummer|vorgangsnummer",
    r"nous avons bien recu votre (?:message|demande|e-?mail|courriel|mail)",
    r"^message automatique\b",
    r"votre (?:demande|message|ticket|e-?mail|mail|courriel)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:a bien ete"
    r"|a ete)"
    r" (?:recue?"
    r"|enregistree?"
    r"|cree)",
    r"(?:ceci est un|ce) (?:message|courriel|e-?mail) (?:est )?(?:automatique"
    r"|genere automatiquement)(?!\s*\?)",
    r"reponse automatique|accuse de reception|numero de ticket",
    r"hemos recibido (?:su|tu) (?:mensaje|correo|solicitud|consulta|e-?mail)",
    r"(?:su|tu) (?:solicitud|consulta|mensaje|ticket)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:ha sido|fue)"
    r" (?:recibid[oa]|registrad[oa]|cread[oa])",
    r"(?:este es un|este) (?:mensaje|correo) (?:es )?(?:automatico|generado automaticamente)(?!\s*\?)",
    r"respuesta automatica|acuse de recibo|numero de (?:ticket|caso|incidencia)",
    # Italian
    r"abbiamo ricevuto (?:la sua|la tua|il suo|il tuo|la vostra|il vostro) (?:messaggio|e-?mail|mail"
    r"|richiesta|segnalazione)",
    r"(?:la sua|la tua|la vostra) (?:richiesta|segnalazione|e-?mail|mail)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)?"
    r" (?:e stata|e) (?:ricevuta|registrata|presa in carico)",
    r"(?:questo e un|questo) (?:messaggio|e-?mail) (?:e )?(?:automatico|generato automaticamente)(?!\s*\?)",
    r"risposta automatica|conferma di ricezione|numero (?:di )?(?:ticket|pratica|richiesta)",
    # Dutch
    r"(?:wij hebben|we hebben) (?:uw|je|jouw) (?:bericht|e-?mail|mail|aanvraag|verzoek|vraag)"
    r" (?:goed |in goede orde )?ontvangen",
    r"(?:uw|je|jouw) (?:bericht|e-?mail|mail|aanvraag|verzoek|ticket)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)?"
    r" (?:is|werd) (?:in goede orde )?(?:ontvangen|geregistreerd|aangemaakt)",
    r"(?:dit is een|dit) automatisch (?:gegenereerd |verzonden )?(?:bericht|e-?mail|antwoord)(?!\s*\?)",
    r"automatisch antwoord|ontvangstbevestiging|ticketnummer|(?:zaak|dossier)nummer",
    # Portuguese
    r"recebemos (?:a sua|a tua|sua|tua|o seu|o teu|seu|teu) (?:mensagem|e-?mail|pedido|solicitacao"
    r"|contato|contacto)",
    r"(?:a sua|sua|o seu|seu) (?:pedido|solicitacao|mensagem|chamado|ticket)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)?"
    r" (?:foi|esta) (?:recebid[oa]|registad[oa]|registrad[oa]|abert[oa]|criad[oa])",
    r"(?:esta e uma|esta) (?:mensagem|resposta) (?:e )?automatica(?!\s*\?)|resposta automatica"
    r"|mensagem (?:gerada )?automatica(?:mente)?",
    r"confirmacao de rece(?:pc|c)ao|numero (?:do|de) (?:protocolo|chamado|ticket|pedido)",
)
