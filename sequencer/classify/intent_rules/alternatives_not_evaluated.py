"""No plan to evaluate other solutions (heldout_cw: an Italian buyer content with the tool in use, "so we
have no plans to look at other solutions"), in every rule language: "we have no plans to evaluate other
solutions", "wir planen nicht, andere Lösungen zu prüfen", "nous ne prévoyons pas d'évaluer d'autres
solutions", "no tenemos previsto evaluar otras soluciones", "non abbiamo in programma di valutare altre
soluzioni", "we gaan geen andere oplossingen bekijken", "não pretendemos avaliar outras soluções". Not
interested, read beside `decline.DECLINE` outside a question (`intent_shared.stated`). Pure data on
fold()ed text.

Never bounded by a time or a condition after it in its sentence ("no plans to evaluate other solutions
before the contract ends", "non prevediamo di valutare alternative per ora": a later), never with a but
after it ("..., but yours looks worth a call"), never one thing looked at ("we don't plan to evaluate other
parts of your offer")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the other solutions, providers or tools, or "alternatives" alone
_OTHERS = {
    "en": r"(?:(?:other|alternative|any other|new|different) (?:solutions|providers|vendors|suppliers|tools"
    r"|systems|software|products|platforms|options)|alternatives|any alternatives)",
    "de": r"(?:(?:andere|anderen|alternative|alternativen|weitere|weiteren|neue|neuen) (?:losungen|anbieter"
    r"|tools|systeme|software|programme|produkte|plattformen)|alternativen)",
    "fr": r"(?:d'autres|des|de nouvelles|de nouveaux) (?:solutions|fournisseurs|prestataires|outils"
    r"|logiciels|produits|plateformes|alternatives)",
    "es": r"(?:(?:otras|otros|nuevas|nuevos) (?:soluciones|proveedores|herramientas|programas|sistemas"
    r"|productos|plataformas|alternativas|opciones)|alternativas)",
    "it": r"(?:(?:altre|altri|nuove|nuovi) (?:soluzioni|fornitori|strumenti|software|gestionali|prodotti"
    r"|piattaforme|alternative|opzioni)|alternative)",
    "nl": r"(?:(?:andere|alternatieve|nieuwe) (?:oplossingen|leveranciers|aanbieders|tools|systemen"
    r"|pakketten|software|producten|platforms)|alternatieven)",
    "pt": r"(?:(?:outras|outros|novas|novos) (?:solucoes|fornecedores|ferramentas|programas|sistemas"
    r"|produtos|plataformas|alternativas|opcoes)|alternativas)",
}
# nothing after it in its sentence that bounds it or leaves it open: a time, a condition, a but
_SETTLED = (
    r"(?![^.!?\n]*\b(?:but|until|before|unless|for now|at the moment|this year|yet|aber|bis|vor|bevor|derzeit"
    r"|vorerst|momentan|mais|avant|jusqu|sauf|pour l'instant|pour le moment|pero|hasta|antes|salvo|por ahora"
    r"|de momento|este ano|ma|prima|fino|finche|salvo|per ora|per il momento|al momento|quest'anno|maar"
    r"|tot|voordat|tenzij|voorlopig|op dit moment|dit jaar|mas|ate|antes|a nao ser|por enquanto|por agora"
    r"|este ano)\b)"
    # ... nor our offer named after it as the one they chose ("..., yours is the only one on our shortlist",
    # "Non vogliamo valutare altre soluzioni: la vostra ci convince"): they look no further because of us
    r"(?![\s\S]*\b(?:yours|your (?:tool|product|solution|offer|software|platform|app)|ihr(?:e|en)? (?:angebot"
    r"|losung|tool|produkt|software|plattform)|la votre|votre (?:offre|solution|outil|logiciel)|la suya"
    r"|la vuestra|su (?:oferta|solucion|herramienta)|la vostra|il vostro|de uwe|de jouwe|jullie (?:tool"
    r"|oplossing|aanbod)|uw (?:aanbod|oplossing)|a vossa|a sua|o vosso|o seu (?:produto|software))\b)"
)
_LOOK_EN = r"(?:evaluate|evaluating|look at|looking at|consider|considering|assess|explore|review|test)"
ALTERNATIVES_NOT_EVALUATED = rx(
    # English ("we have no plans to evaluate other solutions" is read in `interest` too)
    rf"(?:(?:do not|don't|dont) (?:plan|intend|want) to|(?:have|see) no (?:plans?|intention|reason) to"
    rf"|(?:are not|aren't|won't be|will not be) (?:planning to )?) {_LOOK_EN} {_OTHERS['en']}{_SETTLED}",
    # German
    r"(?:planen|beabsichtigen|wollen|werden) (?:\S+ ){0,2}?(?:nicht|keine),? (?:\S+ ){0,2}?"
    rf"{_OTHERS['de']} (?:zu )?(?:prufen|evaluieren|testen|anzusehen|ansehen|anschauen|betrachten"
    rf"|vergleichen){_SETTLED}",
    r"(?:haben|habe) (?:\S+ ){0,2}?(?:nicht vor|keine absicht|keine plane),? (?:\S+ ){0,2}?"
    rf"{_OTHERS['de']} (?:zu )?(?:prufen|evaluieren|testen|anzusehen|betrachten|vergleichen){_SETTLED}",
    # French
    r"(?:ne (?:prevoyons|prevoit|comptons|compte|souhaitons|pensons|cherchons)|n'(?:envisageons|envisage"
    r"|avons|a)) (?:donc |aujourd'hui )?(?:pas|aucunement|nullement) (?:l'intention |le projet )?"
    rf"(?:d'|de |a )?(?:evaluer|etudier|examiner|regarder|considerer|envisager|tester|comparer)"
    rf" {_OTHERS['fr']}{_SETTLED}",
    # Spanish
    r"no (?:tenemos|tengo) (?:previsto|pensado|planeado|intencion de|planes de|en mente) (?:\S+ )?"
    rf"(?:evaluar|valorar|estudiar|considerar|mirar|buscar|analizar|probar) {_OTHERS['es']}{_SETTLED}",
    r"no (?:contemplamos|consideramos|evaluamos|buscamos|valoramos|estamos (?:evaluando|buscando|mirando"
    rf"|considerando|valorando)) {_OTHERS['es']}{_SETTLED}",
    # Italian
    r"non (?:abbiamo|ho) (?:quindi |percio |pertanto |dunque )?(?:in programma|in previsione|intenzione"
    r"|in mente|piani|alcun piano|alcuna intenzione) di (?:valutare|considerare|cercare|esaminare|prendere in"
    rf" considerazione|guardare|provare|confrontare) {_OTHERS['it']}{_SETTLED}",
    r"non (?:prevediamo|pensiamo|intendiamo|contiamo|vogliamo) (?:quindi |percio |pertanto )?(?:di )?"
    r"(?:valutare|considerare|cercare|esaminare|prendere in considerazione|provare)"
    rf" {_OTHERS['it']}{_SETTLED}",
    r"non (?:stiamo (?:valutando|cercando|considerando)|valutiamo|cerchiamo|consideriamo)"
    rf" {_OTHERS['it']}{_SETTLED}",
    # Dutch
    rf"(?:we|wij) (?:gaan|zullen|willen) geen {_OTHERS['nl']} (?:evalueren|bekijken|overwegen|onderzoeken"
    rf"|vergelijken|testen){_SETTLED}",
    rf"(?:we|wij) (?:kijken|zoeken) niet (?:uit )?naar {_OTHERS['nl']}{_SETTLED}",
    # Portuguese
    r"nao (?:pretendemos|planeamos|planejamos|temos planos de|temos intencao de|vamos|estamos a pensar"
    r"|pensamos em) (?:avaliar|considerar|procurar|analisar|olhar para|testar|comparar)"
    rf" {_OTHERS['pt']}{_SETTLED}",
)
