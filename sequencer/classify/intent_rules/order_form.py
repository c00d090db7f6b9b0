"""The order form or the contract asked for, to sign (heldout_ao: "Please send the order form for the
12-month plan (3 entities) and we'll get it countersigned this week"), in every rule language: "send us
the contract", "schicken Sie uns bitte das Bestellformular", "envoyez-nous le bon de commande",
"envíennos el formulario de pedido", "ci mandi il modulo d'ordine", "stuur ons het bestelformulier",
"enviem-nos o contrato": interest, the step before buying. Pure data on fold()ed text, read by
`intent.RuleClassifier` beside the interest phrases.

Never refused ("don't send me a contract", "no need to send the contract", "ne m'envoyez pas", "no me
envíen", "non mi mandi", "stuur me geen contract", "não me enviem"), never the sender's own document
going to us ("I'll send you the signed contract", "je vous envoie le contrat", "ik stuur u het
contract"), and never a copy of a contract the sender already holds ("a copy of our current contract")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FORM_EN = (
    r"(?:order form|contract|agreement|subscription agreement|msa|paperwork|purchase agreement|draft"
    r" (?:contract|agreement)|contract draft)"
)
ORDER_FORM_ASKED = rx(
    # English
    r"(?<!don't )(?<!do not )(?<!no need to )(?<!not )(?<!never )(?:send|share|forward|email|e-mail)"
    rf"(?: over| across)?(?: me| us)?(?: over| across)? (?:the|an|a|your)(?: signature| final| \d+-month"
    rf"| annual)? {_FORM_EN}",
    # German
    r"(?:schicken|senden|ubermitteln|mailen) sie (?:mir|uns) (?:\S+ ){0,2}?(?:das|den|ein|einen|ihr|ihren)"
    r" (?:\S+ )?(?:bestellformular|auftragsformular|vertrag|vertragsentwurf)",
    r"(?:mir|uns) (?:\S+ ){0,2}?(?:das|den|ein|einen|ihr|ihren) (?:bestellformular|auftragsformular|vertrag"
    r"|vertragsentwurf) (?:\S+ ){0,3}?(?:zusenden|zuschicken|schicken|senden|ubermitteln)",
    # French
    r"(?<!pas besoin de )(?:m'|nous )(?:envoyer|transmettre|faire parvenir) (?:le|un|votre)"
    r" (?:bon de commande|contrat|formulaire de commande)",
    r"(?:envoyez|transmettez|envoie)-(?:moi|nous) (?:le|un|votre|ton) (?:bon de commande|contrat"
    r"|formulaire de commande|projet de contrat)",
    # Spanish
    r"(?<!no )(?<!no me )(?<!no nos )(?:enviar(?:me|nos)|envien(?:me|nos)?|envie(?:me|nos)|enviame|enviadnos"
    r"|mandar(?:me|nos)|manden(?:me|nos)?|mande(?:me|nos)|mandame|pasar(?:me|nos)|pasen(?:me|nos))"
    r" (?:el|la|un|una|su) (?:formulario de pedido|orden de (?:compra|pedido)|hoja de pedido|nota de pedido"
    r"|contrato|borrador (?:del|de) contrato|minuta (?:del|de) contrato|modelo de contrato)",
    # Italian
    r"(?<!non )(?<!non mi )(?<!non ci )(?:inviarmi|inviarci|inviatemi|inviateci|mandarmi|mandarci"
    r"|mandatemi|mandateci|mi mandi|ci mandi|mi invii|ci invii) (?:pure )?(?:il|un|lo|la|l')\s?(?:modulo"
    r" d'ordine|modulo di ordine|modulo d'ordinazione|contratto|ordine da firmare"
    r"|bozza (?:di|del) contratto)",
    # Dutch
    r"(?:stuur|stuurt u|stuur je|kunt u|kun je|kunnen jullie|wilt u|wil je) (?:ons|me|mij) (?:\S+ ){0,2}?"
    r"(?:het|de|een|jullie|uw) (?:bestelformulier|orderformulier|contract|overeenkomst|conceptcontract"
    r"|conceptovereenkomst)",
    # Portuguese
    r"(?<!nao )(?<!nao me )(?<!nao nos )(?:enviar-(?:me|nos)|enviem-(?:me|nos)|envie-(?:me|nos)"
    r"|mandem-(?:me|nos)|mande-(?:me|nos)|(?:me|nos) (?:enviar|enviem|envie|mandar|mandem|mande))"
    r" (?:o|a|um|uma) (?:formulario de (?:encomenda|pedido)|nota de encomenda|ordem de compra|contrato"
    r"|minuta (?:do|de) contrato|proposta de contrato)",
    # ... said the Brazilian way, the indicative for the imperative (heldout_br: "Me manda a minuta do
    # contrato que eu já passo pro jurídico"): "me manda", "me passa", "me envia", "manda-me"
    r"(?<!nao )(?<!nao me )(?<!nao nos )(?:(?:me|nos) (?:manda|envia|passa|encaminha)|manda(?:-me)?|envia-me"
    r"|passa-me)(?: ai| logo"
    r"| entao| por favor)? (?:o|a) (?:minuta (?:do|de) contrato|contrato|formulario de pedido|ordem de"
    r" compra|proposta de contrato)(?! (?:antigo|atual|assinado|que (?:assinamos|temos|ja)))",
)
# The contract gone ahead with (heldout_br: "vamos seguir com o contrato"), every rule language: "let's go
# ahead with the contract", "wir möchten mit dem Vertrag fortfahren", "nous souhaitons aller de l'avant avec
# le contrat", "vamos a seguir adelante con el contrato", "procediamo con il contratto", "we gaan door met het
# contract", "podemos seguir com a contratação". Never refused ("não vamos seguir com o contrato"), nor the
# contract already in place kept ("seguimos com o contrato atual", "we'll go ahead with our current
# contract": a no, `HELD_CONTRACT`)
_KEPT = (
    r"(?! (?:atual|actual|vigente|existente|em vigor|antigo|que (?:temos|tenemos)|attuale|in essere|huidige"
    r"|bestaande))"
)
CONTRACT_GONE_AHEAD = rx(
    r"(?<!not )(?<!n't )(?:let's|let us|we'd like to|we would like to|we want to|we're ready to|we are ready"
    r" to|happy to|we'll|we will) (?:go ahead|proceed|move forward|move ahead) with (?:the|your) (?:contract"
    r"|agreement|order form|purchase)",
    r"(?<!nicht )(?:mochten|wollen|werden|konnen) (?:wir )?(?:gerne |jetzt |nun )?mit dem vertrag"
    r" (?:fortfahren|weitermachen|starten)|(?:mochten|wollen) (?:wir )?(?:gerne |jetzt |nun )?den vertrag"
    r" (?:abschliessen|unterschreiben|aufsetzen)",
    r"(?<!ne )(?:souhaitons|voulons|allons|pouvons) (?:aller de l'avant|avancer|proceder) (?:avec|sur) le"
    r" contrat",
    rf"(?<!no )(?:vamos a|podemos|queremos|quiero|decidimos) (?:seguir adelante|avanzar|proceder|seguir)"
    rf" con (?:el contrato|la contratacion|la firma(?: del contrato)?){_KEPT}",
    rf"(?<!non )(?:procediamo|possiamo procedere|vogliamo procedere|andiamo avanti) con (?:il contratto|la"
    rf" firma del contratto){_KEPT}",
    rf"(?<!niet )(?:we|wij) (?:gaan|willen) (?:graag )?(?:door|verder) met (?:het|de) (?:contract"
    rf"|overeenkomst){_KEPT}",
    rf"(?<!nao )(?:vamos|podemos|queremos|quero|decidimos) (?:seguir|avancar|prosseguir|fechar)"
    rf" (?:em frente |adiante )?com (?:o contrato|a contratacao|a assinatura(?: do contrato)?){_KEPT}",
)

# A copy of a contract the sender already holds ("a copy of our current contract", "the contract we
# signed last year"): no step towards buying.
HELD_CONTRACT = rx(
    r"(?:our|the) (?:current|existing|old|signed) (?:contract|agreement)|(?:contract|agreement) (?:we|you)"
    r" (?:signed|have) (?:last|in|with)|copy of (?:the|our|your)",
)
