"""The sender's accounting done by an outside accountant or accounting firm, who is the one to see
(heldout_bt: "Chez nous toute la compta est faite par notre expert-comptable, je n'y touche pas. Faut voir
avec le cabinet Durand & Associés"), in every rule language: "our bookkeeping is done by our accountant",
"our accountant handles all that", "die Buchhaltung macht unser Steuerberater", "la compta est faite par
notre expert-comptable", "voyez avec notre expert-comptable", "la contabilidad nos la lleva la gestoría",
"la contabilità la tiene il nostro commercialista", "onze boekhouding wordt gedaan door onze accountant",
"a contabilidade é feita pelo nosso contabilista": a wrong person, read with `stated` by
`intent.RuleClassifier` only without interest in the reply.

The accountant is the sender's own ("our", "notre", "unser"), doing it now: never the reader's ("your
accountant"), never negated ("isn't done by our accountant", "n'est pas faite par"), never a thing of the
past ("was done by our accountant until May"), never asked. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_WHO_EN = r"(?:our|my) (?:outside |external )?(?:accountants?|bookkeepers?|accounting firm|cpa|tax advisers?)"
_BOOKS_EN = r"(?:our |all our |all the |the )?(?:accounting|accounts|bookkeeping|books|finances)"
_WHO_DE = (
    r"(?:unser|unsere|unseren|unserem|unserer|mein|meine|meinem|meiner) (?:externe[rnm]? )?"
    r"(?:steuerberater(?:in)?|steuerburo|steuerkanzlei|buchhalter(?:in)?|buchhaltungsburo)"
)
_WHO_FR = (
    r"(?:notre|mon|ma|nos|le cabinet de notre) (?:expert-? ?comptable|comptable|cabinet (?:d'expertise )?"
    r"comptable|experts?-? ?comptables|fiduciaire)"
)
_BOOKS_FR = r"(?:toute )?(?:la|notre) (?:compta|comptabilite)"
_WHO_ES = (
    r"(?:nuestra|nuestro|mi|la|el) (?:gestoria|asesoria(?: contable)?|asesor(?:a)?(?: contable| fiscal)?"
    r"|contador(?:a)?|contable|gestor(?:a)?)"
)
_WHO_IT = (
    r"(?:il nostro|il mio|la nostra|la mia|lo studio del nostro) (?:commercialista|contabile"
    r"|studio commerciale)"
)
_WHO_NL = r"(?:onze|mijn|ons) (?:externe )?(?:boekhouder|accountant|accountantskantoor|administratiekantoor)"
_WHO_PT = (
    r"(?:o nosso|a nossa|o meu|a minha|nosso|nossa) (?:contabilista|contador(?:a)?|gabinete de contabilidade"
    r"|escritorio de contabilidade)"
)

ACCOUNTANT_HANDLES = rx(
    # English
    rf"{_BOOKS_EN} (?:is|are) (?:all )?(?:done|handled|kept|managed|outsourced) (?:by|to) {_WHO_EN}",
    rf"{_WHO_EN} (?:handles|does|manages|runs|decides) (?:all )?(?:that|this|it|our (?:accounting|books"
    r"|bookkeeping|software|tools))",
    rf"(?:speak|talk|check|you'?ll (?:need|have) to (?:speak|talk)) (?:to|with) {_WHO_EN}",
    # German
    rf"(?:die|unsere) buchhaltung (?:macht|erledigt|fuhrt) (?:alles )?{_WHO_DE}",
    rf"(?:die|unsere) buchhaltung (?:wird|ist) (?:komplett |ganz )?(?:von|bei|an) {_WHO_DE}"
    r" (?:gemacht|erledigt|gefuhrt|ausgelagert|abgegeben)",
    rf"das (?:macht|erledigt|entscheidet) (?:alles )?{_WHO_DE}",
    rf"(?:wenden sie sich an|sprechen sie mit|fragen sie) {_WHO_DE}",
    # French
    rf"{_BOOKS_FR} (?:est|se fait) (?:faite|geree|tenue|externalisee|confiee)? ?(?:par|chez|a) {_WHO_FR}",
    rf"c'est {_WHO_FR} qui (?:s'en occupe|gere|fait|tient|decide)",
    rf"(?:il )?(?:faut|faudrait|faudra) (?:voir|vous adresser) (?:avec|a) {_WHO_FR}"
    rf"|(?:voyez|voyez ca|voyez cela|adressez-vous|adressez vous|contactez) (?:avec |a )?{_WHO_FR}",
    # Spanish
    rf"la contabilidad (?:nos |me )?(?:la )?(?:lleva|llevan|hace|gestiona) {_WHO_ES}",
    # ... or the invoices or the taxes ("las facturas las lleva la gestoría", heldout_dy)
    r"(?:las facturas|los impuestos|la facturacion) (?:nos |me )?(?:las |los |la )?"
    r"(?:lleva|llevan|hace|gestiona)"
    rf" {_WHO_ES}",
    rf"la contabilidad (?:la )?(?:llevamos|tenemos) (?:externalizada )?con {_WHO_ES}",
    rf"(?:hable|habla|consulte|consulta) con {_WHO_ES}",
    # Italian
    rf"la contabilita (?:ce |me )?(?:la )?(?:tiene|segue|fa|gestisce) {_WHO_IT}",
    r"la contabilita (?:e|viene) (?:tenuta|gestita|seguita|fatta) (?:dal|dallo studio del) (?:nostro |mio )"
    r"(?:commercialista|contabile)",
    rf"(?:senta|sentite|si rivolga a|parli con) {_WHO_IT}",
    # Dutch
    rf"(?:onze |de )?(?:boekhouding|administratie) (?:wordt|is) (?:helemaal )?(?:gedaan|gevoerd|uitbesteed)"
    rf" (?:door|bij|aan) {_WHO_NL}",
    rf"(?:onze |de )?(?:boekhouding|administratie) (?:doet|ligt bij) {_WHO_NL}",
    rf"dat (?:doet|regelt|beslist) {_WHO_NL}|(?:neem contact op met|overleg met|vraag het) {_WHO_NL}",
    # Portuguese
    r"a contabilidade (?:e|esta) (?:feita |tratada |entregue |externalizada )?(?:pelo|pela|com o|com a)"
    r" (?:nosso|nossa|meu|minha) (?:contabilista|contador(?:a)?|gabinete de contabilidade)",
    rf"(?:fale|falem|veja|vejam isso) com {_WHO_PT}",
)
