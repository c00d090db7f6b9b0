"""An invitation to register as a supplier or to answer a request for proposals or a tender (heldout_u:
"If you would like to respond, please register as a vendor on our procurement portal and send a
capabilities statement"), in every rule language: the procurement route forward, interested, read in
`intent` step 8 and keeping a time beside it from reading as a later ("The County will issue an RFP in
mid-January"). A tender planned for a date with no invitation is still a later (`tender_later.py`), and
"all purchases are made through public tender" alone still a no (`procurement.py`). Pure data on fold()ed
text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

SUPPLIER_INVITED = rx(
    # English
    r"register (?:your company |yourselves |yourself )?(?:as an? (?:vendor|supplier|bidder)|on (?:our|the)"
    r" (?:procurement|supplier|vendor|e-?tendering|bidding) (?:portal|platform|system))",
    r"(?:respond|reply|submit (?:a |your )?(?:response|bid|proposal|tender)) to (?:the|our|this|that|an?)"
    r" (?:rfp|rfq|rfi|itt|tender|solicitation|request for (?:proposals?|quotations?))",
    r"invite (?:you|your company) to (?:bid|tender|respond|submit|participate)",
    # German
    r"als (?:lieferant|anbieter|bieter|dienstleister)\w* (?:zu )?(?:registrieren|anmelden|eintragen|listen)"
    r"|(?:registrieren|melden) sie sich (?:\S+ ){0,5}?(?:vergabe|beschaffungs|lieferanten|ausschreibungs)\w*",
    r"an (?:der|unserer) ausschreibung (?:teil(?:zu)?nehmen|beteiligen)"
    r"|angebot (?:im rahmen|zu) (?:der|unserer) ausschreibung (?:ab(?:zu)?geben|einreichen)",
    # French
    r"(?:inscri\w+|enregistr\w+|referenc\w+)(?: \S+){0,2}? (?:comme|en tant que) (?:fournisseur|prestataire)"
    r"|(?:repondre|participer|candidater) a (?:l'|notre |cet |cette )\s?(?:appel d'offres|consultation)",
    # Spanish
    r"(?:registrarse|registrese|registrense|registrarte|registrate|inscribirse|inscribase|darse de alta"
    r"|dense de alta|dese de alta) como proveedor"
    r"|(?:presentarse|presentar(?: una)? oferta|participar|concursar) (?:a|en)"
    r" (?:la|nuestra|esta) licitacion",
    # Italian
    r"(?:registrarvi|registrarsi|registratevi|iscrivervi|iscriversi|iscrivetevi|si registri|si iscriva)"
    r" (?:come fornitor[ei]|all'albo (?:dei )?fornitori|al nostro albo|sul (?:nostro )?portale)"
    r"|partecipare alla (?:nostra )?(?:gara|procedura)",
    # Dutch
    r"(?:registreren|registreer|aanmelden|meld u aan|inschrijven|schrijf u in) (?:\S+ ){0,4}?als"
    r" (?:leverancier|inschrijver)|(?:inschrijven op|reageren op|deelnemen aan|meedoen aan) (?:de|onze|deze)"
    r" (?:aanbesteding|uitvraag|offerteaanvraag)",
    # Portuguese
    r"(?:registar-se|registrar-se|registe-se|registre-se|inscrever-se|inscreva-se|cadastrar-se|cadastre-se)"
    r" (?:\S+ ){0,4}?como fornecedor|(?:participar|concorrer) (?:no|do|na|ao) (?:concurso|licitacao|nosso"
    r" concurso)",
)
