"""Removal requests that reach the sender for the sender's own mailing ("now and then an unsubscribe
request comes in by reply and gets lost", "wir bekommen Abmeldewünsche per Antwort", "on reçoit des
demandes de désinscription", "nos llegan solicitudes de baja", "ci arrivano richieste di disiscrizione",
"we krijgen verzoeken om uitschrijving", "chega um pedido de descadastro"): other people's removals, the
sender's topic, never the sender's own request. Pure data on fold()ed text, read by
`removal_guards.as_a_topic._requests_received`.

The removal word as the object of a request noun ("request(s)", "pedido(s) de", "demande(s) de",
"solicitud(es) de", "richiesta/e di", "verzoek(en) om", `REQUEST_NOUN_BEFORE` / `REQUEST_NOUN_AFTER`), a
verb of arriving or receiving in the first person plural or the impersonal in its sentence (`ARRIVING`),
and the sender's own mailing named somewhere in the reply (`NEWSLETTER_SENT`). Never a request owned by
someone ("my unsubscribe request", "mon", "mi", "mio", "meu", "mijn", "mein", `OWNED_BEFORE`) and never
one the reader received ("did you get my unsubscribe request?", "you received"), never a request the sender
heads or names as this one ("Unsubscribe request: ...", "Este é um pedido de descadastro: ...",
`THIS_REQUEST`, `THIS_BEFORE`), and never "too many newsletters" as the sender's mailing (review of
2026-12-06, sixteenth).
"""

from __future__ import annotations

import re

REQUEST_NOUN_BEFORE = re.compile(
    r"\b(?:pedidos?|solicitac(?:ao|oes)|demandes?|requetes?|solicitud(?:es)?|peticion(?:es)?"
    r"|richiest[ae]|domand[ae]|verzoek(?:en)?|aanvra(?:ag|gen)) (?:de |di |d'|om |tot |voor )?(?:\w+ )?$"
)
REQUEST_NOUN_AFTER = re.compile(r"[- ]?(?:requests?|anfragen|wunsche|verzoeken|aanvragen)\b")
OWNED_BEFORE = re.compile(
    r"\b(?:my|mein(?:e|en)?|mon|ma|mes|mi|mis|mio|mia|miei|mie|meu|minha|meus|minhas|mijn|your|yours|ihre?"
    r"|votre|vos|tu|tus|su|sus|tuo|tua|suo|sua|seu|jullie|uw) (?:\w+ )?(?:\w+ )?$"
)
ARRIVING = re.compile(
    r"\b(?:we (?:\w+ )?(?:get|got|receive|received)|(?:come|comes|came) in|arrives?|land in our"
    r"|(?:wir )?(?:bekommen|erhalten|kriegen) wir|wir (?:\w+ )?(?:bekommen|erhalten|kriegen)"
    r"|(?:kommt|kommen) (?:\w+ )?an|nous recevons|on (?:en )?recoit|(?:il )?(?:nous )?arrivent?"
    r"|recibimos|nos llegan?|llegan?|(?:ci )?arrivan[oa]|(?:ci )?arriva|riceviamo|we (?:\w+ )?(?:krijgen"
    r"|ontvangen)|(?:komen|komt) (?:\w+ )?binnen|chegam?|recebemos|a gente recebe|aparecem?)\b"
)
# the sender's own mailing: "our newsletter", "we send a newsletter", "a gente também manda uma newsletter",
# "wir verschicken einen Newsletter", "nous envoyons une newsletter", "mandamos un boletín"
NEWSLETTER_SENT = re.compile(
    r"\b(?:we (?:also )?(?:send|run|have|put out)|wir (?:\w+ )?(?:verschicken|versenden|haben)"
    r"|(?:nous )?envoyons|on (?:\w+ )?envoie|nous avons|enviamos|mandamos|tenemos|inviamo|mandiamo"
    r"|abbiamo|(?:we|wij) (?:\w+ )?(?:sturen|versturen|hebben)|a gente (?:\w+ )?(?:manda|envia|tem)"
    r"|mandamos|temos) (?!(?:\w+ )?(?:trop|too|zu|te|demasiad\w*|tropp[ei]|muit[oa]s|so|tant[ei]|tantas"
    r"|zoveel|veel)\b)(?:\w+ )?"
    # ... the receivers between in German ("wir verschicken an unsere Shopkunden einen Newsletter")
    r"(?:an (?:unsere|alle|die) \w+ )?(?:a |an |une |un |una |uma |een |einen |onze |our |nostra |nossa )?"
    r"(?:\w+ )?(?:newsletters?|nieuwsbrief|boletin|mailings?|campagne|campanhas?|campanas?"
    # ... or reminders and notices sent to its own people ("Anche noi mandiamo promemoria e comunicazioni ai
    # pazienti", "we send reminders to our patients", heldout_ed)
    r"|reminders|erinnerungen|rappels|recordatorios|promemoria|herinneringen|lembretes)\b"
)
# the sender's own request, headed or named as this one: the request followed by a colon ("Unsubscribe
# request:", "Demande de désinscription :"), or "this is a request" before it ("Este é um pedido de
# descadastro")
THIS_REQUEST = re.compile(r"(?:[- ]?(?:requests?|anfragen|wunsche|verzoeken|aanvragen))?\s*:")
THIS_BEFORE = re.compile(
    r"\b(?:this is an?|here is an?|das ist ein|hier ist ein|ceci est une|voici une|esto es una|aqui va una"
    r"|questa e una|ecco una|dit is een|hierbij een|este e um|esta e uma|aqui vai um) (?:\w+ )?$"
)
