"""More details asked to be shared or given, in a question with a modal (heldout_dk: the Mexican "¿Me podría
compartir más detalles de la herramienta?"), in the forms the older tables lacked: the verbs of sharing and
giving beside those of sending ("¿me podría compartir más detalles?", "pourriez-vous me partager plus de
détails ?", "potrebbe condividere più dettagli?", "pode me compartilhar mais detalhes?", "können Sie mir mehr
Details zum Tool schicken?", "kunt u meer details over de tool delen?").

Pure data on fold()ed text, an alternative of `interest.INTERESTED`. Never negated ("no me podría", "non
potete": the negation word stands before), never details of where the sender's address or data came from
("más detalles de dónde obtuvo mis datos": a source question) nor of how data is handled. The details are
of our offer, product, tool, service, solution, plans or prices, or unnamed (the question ending there,
right after our pitch), never of any other matter: an invoice, a delivery, a contract's termination, a
late payment ("¿me puede dar más detalles de la factura que nos cobraron dos veces?", "pourriez-vous me
donner plus de précisions sur la résiliation de notre contrat ?": review of 2026-12-07)."""

from __future__ import annotations

# the details' topic right after: never the source of the address or the sender's data
_NOT_SOURCE = (
    r"(?!(?: \S+){0,4}? (?:de donde|donde|d'ou|da dove|de onde|woher|waar|where|how you got|como obtuvo"
    r"|como consiguio|como obteve|datos|donnees|dati|dados|daten|gegevens|data)\b)"
)
# what the details are of: our offer named within a few words, or nothing named (the question ends there)
_OFFER = (
    r"(?:herramienta|servicio|solucion|producto|oferta|propuesta|plan|planes|precio|precios|tarifa|tarifas"
    r"|plataforma|software|sistema|paquete|paquetes|licencia|licencias|modulo|modulos|funcionalidades"
    r"|outil|offre|service|services|solution|produit|produits|tarif|tarifs|prix|plateforme|logiciel"
    r"|abonnement|formule|formules|fonctionnalites|proposition|strumento|servizio|servizi|soluzione"
    r"|prodotto|offerta|prezzi|prezzo|tariffe|piattaforma|piani|pacchetti|abbonamento|funzionalita|proposta"
    r"|ferramenta|servico|servicos|solucao|produto|planos|precos|pacotes|tool|tools|product|products|offer"
    r"|pricing|plans|platform|angebot|angebote|produkt|produkte|losung|dienst|dienstleistung|plattform"
    r"|paket|pakete|paketen|preise|preisen|tarif|tarife|funktionen|aanbod|oplossing|dienstverlening"
    r"|diensten|platform|pakket|pakketten|prijzen|offerte|demo|it|ello|eso|esto|cela|ca|cio|questo|isso"
    r"|disso|dazu|daruber|hierzu|daarover|hierover)\b"
)
_TOPIC = r"(?= *(?:[?.!,;:]|$|por favor|s'il vous plait|per favore|please)|(?: \S+){0,4}? " + _OFFER + ")"
# the words between the German or Dutch noun and the verb: none but a politeness, or our offer among them
_BETWEEN = (
    r"(?:(?: (?:bitte|gern|gerne|noch|kurz|eens|even|graag))*|(?: \S+){0,3}? " + _OFFER + r"(?: \S+){0,2}?)"
)

DETAILS_SHARED_ASKED = (
    # Spanish
    r"(?<!no )(?:me|nos) (?:podria|podrias|puede|puedes|pueden|podrian) (?:compartir|enviar|mandar|pasar|dar)"
    r" (?:mas|algunos|algun|otros) (?:\w+ )?(?:detalles|informacion|info)" + _NOT_SOURCE + _TOPIC + "|"
    r"(?<!no )(?:podria|podrias|puede|puedes|pueden|podrian) (?:compartir|enviar|mandar|pasar|dar)(?:me|nos)"
    r" (?:mas|algunos|algun|otros) (?:\w+ )?(?:detalles|informacion|info)" + _NOT_SOURCE + _TOPIC + "|"
    # French
    r"(?:pourriez-vous|pouvez-vous|pourrais-tu|peux-tu|vous pourriez|vous pouvez) (?:me |nous )?(?:partager"
    r"|donner|communiquer) (?:plus de|davantage de|quelques|d'autres) (?:details|informations|infos"
    r"|precisions)" + _NOT_SOURCE + _TOPIC + "|"
    # Italian
    r"(?<!non )(?:(?:mi|ci) )?(?:puo|potete|puoi|potrebbe|potreste|potresti) (?:condivider|dar|fornir)"
    r"(?:mi|ci|e) (?:maggiori|piu|ulteriori|altri|qualche) (?:dettagli|informazioni|info)"
    + _NOT_SOURCE
    + _TOPIC
    + "|"
    # Portuguese
    r"(?<!nao )(?:(?:me|nos) )?(?:pode|podem|poderia|poderiam) (?:me |nos )?(?:compartilhar|partilhar|passar"
    r"|dar)(?:-me|-nos)? (?:mais|alguns|outros) (?:\w+ )?(?:detalhes|informacoes|informacao|infos?)"
    + _NOT_SOURCE
    + _TOPIC
    + "|"
    # German
    r"(?:konnen|konnten|wurden) sie (?:mir|uns) (?:\S+ ){0,2}?(?:mehr|weitere|nahere|genauere) (?:details"
    r"|informationen|infos|einzelheiten)" + _BETWEEN + r" (?:schicken|senden|zusenden"
    r"|zukommen lassen|geben|teilen|mitteilen)\b|"
    # Dutch
    r"(?:kunt u|kun je|kunnen jullie|zou u|zou je|zouden jullie) (?:mij |me |ons )?(?:wat )?(?:meer|nadere"
    r"|verdere) (?:details|informatie|info)" + _BETWEEN + r" (?:(?:kunnen|willen) )?(?:delen|geven)\b"
)
