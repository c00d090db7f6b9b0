"""Wrong person by another address: the sender says this mailbox is not the one for it and names the one
that is ("This is my personal address. For anything work related please use x@y", "Dit adres lees ik
bijna nooit. Stuur het liever naar x@y"), in every rule language. Pure data on fold()ed text, read by
`intent.RuleClassifier` only when the reply names an address that is neither the sender's nor ours
(the referral); "use this address for the invoice" names no other mailbox and stays what it was."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

OTHER_ADDRESS = rx(
    # English
    r"(?:this|that) is (?:my|a|an) (?:personal|private|old|home|secondary|spare) (?:e-?mail )?(?:address"
    r"|account|e-?mail|inbox)",
    r"i (?:rarely|hardly ever|seldom|almost never|never|don't|do not|no longer) (?:read|check|use|monitor)"
    r" (?:this|that) (?:e-?mail )?(?:address|account|inbox|mailbox)",
    r"for (?:anything|everything|all things|all matters|anything that's) (?:work|business|job)[ -]related,?"
    r" (?:please )?(?:use|write to|e-?mail|contact|reach me at)",
    # German
    r"(?:das|dies) ist (?:meine|eine) (?:private|personliche|alte) (?:e-?mail-?)?adresse",
    r"diese (?:e-?mail-?)?adresse (?:lese|nutze|checke|verwende) ich (?:kaum|selten|fast nie|nie|nicht mehr)",
    r"(?:fur|bei) (?:berufliche|geschaftliche|dienstliche)s? (?:\w+ )?(?:bitte )?(?:an|unter|uber)\b",
    # French
    r"(?:c'est|ceci est) (?:mon|une) adresse (?:perso|personnelle|privee)",
    r"je (?:ne )?(?:lis|consulte|regarde) (?:presque )?(?:jamais|rarement|plus) cette adresse",
    r"cette adresse,? je ne la (?:lis|consulte|regarde) (?:presque )?(?:jamais|plus)",
    r"pour (?:tout ce qui est|toute question|tout ce qui concerne le) (?:pro|professionnel\w*|travail)",
    # Spanish
    r"(?:esta|este) es (?:mi|una|un) (?:direccion|correo|cuenta) (?:personal|privad[oa])",
    r"(?:casi )?no (?:leo|reviso|uso|miro) (?:casi nunca )?(?:esta|este) (?:direccion|correo|cuenta)",
    r"para (?:temas|asuntos|cualquier cosa|todo lo) (?:de trabajo|laborales|profesionales|relacionado con el"
    r" trabajo)",
    # Italian
    r"questo e (?:il mio|un) indirizzo (?:personale|privato)",
    r"(?:non )?(?:leggo|controllo|uso) (?:quasi )?(?:mai|raramente) questo indirizzo"
    r"|questo indirizzo (?:non )?lo"
    r" (?:leggo|controllo|uso) (?:quasi )?(?:mai|raramente)",
    r"per (?:questioni|cose|tutto cio che riguarda il) (?:di )?lavoro",
    # Dutch
    r"dit is (?:mijn|een) (?:prive|persoonlijke?|oude) (?:e-?mail)?adres",
    r"dit (?:e-?mail)?adres (?:lees|gebruik|check|bekijk) ik (?:bijna |vrijwel )?(?:nooit|zelden|niet meer)",
    r"voor (?:zakelijke|werkgerelateerde|werk)\w* (?:zaken|vragen|mail)",
    # Portuguese
    r"(?:este|esse) e (?:o )?meu (?:endereco|e-?mail) (?:pessoal|particular)",
    r"(?:quase )?nao (?:leio|uso|verifico|vejo) (?:quase nunca )?(?:este|esse) (?:endereco|e-?mail)",
    r"para (?:assuntos|questoes|temas) (?:de trabalho|profissionais)",
)
