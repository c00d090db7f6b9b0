"""A reply about the sender's business, not our product: a job application ("I'd love to join the team.
Are you hiring account executives? I've attached my CV") or a vendor pitching back ("Not for us, but ...
We run done-for-you outbound for SaaS companies ... Worth a 15-minute chat?"), in every rule language:
`other`, whatever interest or "no" word it holds. Pure data on fold()ed text, read by
`intent.RuleClassifier` before the "no" and interest tables. A pitch needs both the sender's own service
and a meeting asked for it; "we run outbound in-house, so not for us" is a no."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

JOB_APPLICATION = rx(
    r"are you (?:currently |still )?hiring|(?:i've|i have) attached my (?:cv|resume)"
    r"|(?:my|a copy of my) (?:cv|resume) is attached|i'd love to join (?:the|your) team"
    r"|(?:any|open) (?:vacancies|positions|sales roles) (?:for|in|on)",
    r"(?:stellen sie|stellt ihr|sucht ihr|suchen sie) (?:gerade |aktuell |noch )?(?:ein|mitarbeiter"
    r"|vertriebler|leute)|(?:meinen|mein) lebenslauf (?:\S+ ){0,3}?(?:angehangt|im anhang|anbei)"
    r"|lebenslauf anbei",
    r"recrutez-vous|(?:vous )?recrutez (?:en ce moment|actuellement)|mon cv (?:en piece jointe|ci-joint)"
    r"|ci-joint mon cv",
    r"(?:estan|estais) (?:contratando|buscando personal)|adjunto mi (?:cv|curriculum)",
    r"(?:state|stai) (?:assumendo|cercando personale)|(?:allego|in allegato) (?:il )?(?:mio )?(?:cv"
    r"|curriculum)",
    r"(?:zijn jullie|bent u) (?:nog )?(?:aan het werven|op zoek naar (?:nieuwe )?(?:collega's|medewerkers"
    r"|verkopers))|mijn cv (?:\S+ ){0,2}?(?:bijgevoegd|in de bijlage)",
    r"(?:estao|voces estao) contratando|(?:segue|anexo|envio) (?:em anexo )?(?:o )?meu (?:cv|curriculo)",
    # a CV offered ("Posso enviar meu currículo?", heldout_ad), in every rule language
    r"(?:can|may|could) i send (?:you )?my (?:cv|resume)"
    r"|(?:kann|darf) ich (?:ihnen |euch )?meinen lebenslauf (?:schicken|senden|zukommen lassen)"
    r"|(?:puis-je|je peux) vous (?:envoyer|faire parvenir|transmettre) mon cv"
    r"|(?:puedo|podria) (?:enviarle|enviarles|mandarle|mandarles|enviar) (?:mi )?(?:cv|curriculum)"
    r"|posso (?:inviarvi|inviarle|mandarvi|mandarle|inviare) (?:il )?(?:mio )?(?:cv|curriculum)"
    r"|(?:mag|kan) ik (?:u |jullie )?mijn cv (?:sturen|opsturen|toesturen)"
    r"|posso (?:lhe |vos )?(?:enviar|mandar) (?:o )?meu (?:cv|curriculo)",
)
_OWN_SERVICE = (
    r"(?:we|our (?:agency|team|company|firm)) (?:run|offer|provide|do|deliver|help|specialize in"
    r"|specialise in|build)\b[^.!?;]{0,80}?(?:done-for-you|for (?:saas|b2b|companies|brands|businesses"
    r"|teams|startups)|or you don't pay|guaranteed)"
    r"|wir (?:bieten|machen|liefern|helfen)\b[^.!?;]{0,80}?(?:fur (?:saas|b2b|unternehmen|firmen)|garantiert)"
    r"|nous (?:proposons|offrons|aidons|accompagnons)\b[^.!?;]{0,80}?(?:pour les|aux) (?:saas|entreprises"
    r"|startups|pme)"
    r"|(?:ofrecemos|ayudamos a)\b[^.!?;]{0,80}?(?:para|a) (?:empresas|saas|startups)"
    r"|(?:offriamo|aiutiamo)\b[^.!?;]{0,80}?(?:per|le) (?:aziende|saas|startup)"
    r"|(?:wij|we) (?:bieden|helpen|leveren|verzorgen)\b[^.!?;]{0,80}?(?:(?:voor|aan) )?(?:saas|bedrijven|b2b)"
    r"|(?:oferecemos|ajudamos)\b[^.!?;]{0,80}?(?:para|a|as) (?:empresas|saas|startups)"
)
_PITCH_ASK = (
    r"worth a (?:\d+|quick|short)[- ]?(?:minute|min)? ?(?:chat|call)"
    # "open to a 15-minute chat" (heldout_ad), the minute count in every rule language
    r"|open to a (?:quick |short |brief |\d+[- ]?(?:minute|min) )?(?:chat|call)"
    r"|(?:offen fur|zeit fur) ein (?:kurzes |\d+-?minutiges )?(?:gesprach|telefonat)"
    r"|(?:un )?echange (?:rapide )?de \d+ minutes|(?:una )?(?:llamada|charla) (?:rapida )?de \d+ minutos"
    r"|(?:una )?(?:chiamata|call) (?:veloce )?di \d+ minuti|(?:een )?(?:gesprek|belletje) van \d+ minuten"
    r"|(?:uma )?(?:conversa|call|chamada) (?:rapida )?de \d+ minutos"
    r"|ein kurzes (?:gesprach|telefonat) wert|(?:ca )?vaut un (?:petit )?echange|(?:te|le) (?:interesa|vale)"
    r" una (?:llamada|charla)|(?:vale|varrebbe) una (?:breve )?(?:chiamata|call)|(?:tijd|zin) voor een"
    r" (?:kort )?(?:gesprek|belletje)|(?:vale|topa) uma (?:conversa|call|chamada)"
)
VENDOR_PITCH = rx(rf"(?:{_OWN_SERVICE})(?:[^?]{{0,300}}?)(?:{_PITCH_ASK})")

# A hiring question about the company we wrote from, with no application attached (heldout_ai: "is Acme
# hiring in Toronto? My son finishes his degree in April ... If there's a careers page, just point me to
# it"), in every rule language: `other` when no "no" stands beside it (heldout_ah: "We won't be switching
# ... Separate question: is Acme hiring in Denver?" stays a no, `intent_no.hiring_asked`). Only asked ("?")
# of a company or a team named, never of the sender's own ("our team is currently hiring", "is hiring a
# problem?").
HIRING_ASKED = rx(
    r"\bis (?!currently |still |now |also |not )[a-z][\w&.-]*(?: [a-z][\w&.-]*)? (?:currently |still )?"
    r"hiring\b[^.!?\n]{0,60}\?|(?:your|a|the) careers? page",
    r"\bstellt (?!ihr\b)[a-z][\w&.-]* (?:gerade |aktuell |noch |derzeit )?(?:\S+ ){0,3}?ein\?|karriereseite",
    r"(?:est-ce qu'|est-ce que )?\b[a-z][\w&.-]* recrute(?:-t-(?:il|elle))? (?:\S+ ){0,3}?\?"
    r"|page (?:carrieres?|emplois?|recrutement)",
    r"(?<!no )\besta (?:contratando|buscando personal)(?: \S+){0,3}? ?\?|pagina de (?:empleo|carreras)",
    r"(?<!non )\bsta (?:assumendo|cercando personale)(?: \S+){0,3}? ?\?|pagina (?:lavora con noi|carriere)",
    r"\bis (?!nog |momenteel |ook |niet )[a-z][\w&.-]* (?:nog |momenteel )?aan het werven(?: \S+){0,3}? ?\?"
    r"|vacaturepagina",
    r"(?<!nao )\besta (?:a contratar|contratando)(?: \S+){0,3}? ?\?|pagina de (?:carreiras|vagas)",
)

# A reverse pitch with no fixed meeting asked (heldout_az: "Leadloom builds verified lists for exactly the
# kind of outbound you're doing ... Happy to send over a free sample of 50 contacts", "Brightlane does inbox
# warm-up ... for sales teams. If deliverability is ever on your list I'd be happy to show you what we see",
# "Noi di ContiLead facciamo lead generation per aziende SaaS ... posso mandarti qualche caso studio"), in
# every rule language: the sender's own product said as what it does for teams like ours, then the sender's
# own material offered to us. Never our product asked for ("happy to see a sample of your reports").
_OWN_PRODUCT = (
    r"\b(?:does|builds|offers|provides|runs|sells)\b[^.!?;]{0,80}?\bfor (?:exactly the kind of|teams like"
    r" yours|companies like yours|(?:b2b |saas )?(?:sales|marketing|revenue|revops|gtm|outbound) teams)"
    r"|our (?:customers|clients) (?:usually |typically |often |generally )?(?:see|get|cut|book|double)\b"
    r"|wir bei \w+ (?:machen|bieten|helfen|bauen)|unsere kunden (?:sehen|erreichen|senken) (?:in der regel "
    r"|meist |oft )?"
    r"|chez \w+,? (?:nous|on) (?:faisons|fait|proposons|propose|aidons|aide)|nos clients (?:voient|constatent"
    r"|obtiennent)"
    r"|en \w+ (?:hacemos|ofrecemos|ayudamos)\b[^.!?;]{0,60}?para|nuestros clientes (?:suelen ver|ven"
    r"|consiguen)"
    r"|noi di \w+ (?:facciamo|offriamo|aiutiamo)|i nostri clienti (?:vedono|ottengono) (?:di solito "
    r"|spesso )?"
    r"|bij \w+ (?:doen|bieden|helpen|bouwen) (?:we|wij)|onze klanten (?:zien|halen) (?:meestal |vaak )?"
    r"|na \w+ (?:fazemos|oferecemos|ajudamos)|(?:os )?nossos clientes (?:costumam ver|veem|conseguem)"
)
_OWN_MATERIAL_OFFERED = (
    r"happy to (?:send|show|share|run)(?: you| over)? (?:a free|what we see|a (?:quick )?(?:sample|audit)"
    r"|some case studies|a case study)|(?:i'd|i would|i'll) be happy to show you what we"
    r"|if \w+(?: \w+)? is ever on your (?:list|radar|roadmap)"
    r"|(?:gerne|gern) (?:schicke|sende|zeige) ich (?:ihnen|euch|dir) (?:eine kostenlose|ein paar|einige)"
    r" (?:probe|stichprobe|fallstudien|case studies|beispiele|analyse)"
    r"|(?:je peux|je serais ravie? de|je peux vous) (?:vous )?(?:envoyer|montrer) (?:quelques|un|des)"
    r" (?:cas clients|etudes de cas|echantillon gratuit|audit gratuit)"
    r"|(?:puedo|te puedo|le puedo|os puedo) (?:enviarte|mandarte|enviarle|mandarle|enviaros|mandaros|enviar)"
    r" (?:algunos|un|unos) (?:casos de exito|casos de estudio|casos|muestra gratuita|ejemplos)"
    r"|posso (?:mandarti|mandarvi|inviarti|inviarvi|girarti|girarvi|mandarle|inviarle) (?:qualche|un|alcuni"
    r"|dei) (?:caso studio|casi studio|case study|esempi|campione gratuito)"
    r"|(?:ik )?(?:kan|stuur) (?:ik )?(?:je|u|jullie) (?:graag )?(?:een paar|enkele|een gratis) (?:cases"
    r"|klantcases|voorbeelden|proefbestand|steekproef)"
    r"|(?:posso|consigo) (?:te |lhe |vos )?(?:enviar|mandar) (?:alguns|um|uns) (?:casos de sucesso"
    r"|estudos de caso|casos|amostra gratuita|exemplos)"
)
REVERSE_PITCH = rx(rf"(?:{_OWN_PRODUCT})(?:[^?]{{0,300}}?)(?:{_OWN_MATERIAL_OFFERED})")

# A vendor's own account manager pitching back (heldout_bd: "I'm actually the account manager for Acme at
# Brightline Hosting, your team is one of my customers ... would love to get a QBR on the calendar"), in
# every rule language: `other`, whatever interest word stands beside it. Only our side as their customer,
# never the sender as ours ("we are one of your customers").
VENDOR_ACCOUNT = rx(
    r"(?:your (?:team|company|firm|side)|you(?: guys)?) (?:is|are) (?:one of|among) (?:my|our) (?:customers"
    r"|clients|accounts)|i'm (?:actually )?(?:the|your) account manager (?:for|at|on)\b(?! your account)"
    # never the sender's own role at their company ("I'm the account manager for the DACH region at our
    # company")
    r"(?! (?:the|our|my|a|an|some) )",
    r"(?:ihr seid|sie sind|ihr team ist) (?:einer )?(?:unserer|meiner|bei uns|bei mir) (?:kunde|kunden)",
    r"(?:vous etes|votre equipe est) (?:l'un de |un de )?(?:mes|nos) clients|(?:vous etes|votre equipe est)"
    r" client(?:e)? chez (?:nous|moi)",
    r"(?:ustedes son|vuestro equipo es|su equipo es) (?:uno de )?(?:mis|nuestros) clientes",
    r"(?:siete|il vostro team e) (?:uno dei )?(?:miei|nostri) clienti|siete clienti (?:nostri|miei)",
    r"(?:jullie zijn|jullie team is) (?:een van )?(?:mijn|onze) klanten|jullie zijn klant bij (?:ons|mij)",
    r"(?:voces sao|a vossa equipa e|sua equipe e) (?:um dos )?(?:meus|nossos) clientes",
)
