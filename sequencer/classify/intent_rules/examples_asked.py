"""Interest put as a request for a few examples or references of customers like the sender (heldout_bz:
"Allez, vooruit. Stuur maar eens een paar voorbeelden door van bedrijven zoals het onze"), in every rule
language: "Send me a few examples", "Schicken Sie mir ein paar Beispiele", "Envoyez-moi quelques exemples",
"Mándame algunos ejemplos", "Mandatemi qualche esempio", "Stuur maar eens wat referenties", "Mande-me
alguns exemplos". Pure data on fold()ed text, read with the interest tables; never examples the sender
sends ("I'll send you some examples", "ik stuur je wat voorbeelden"), nor a refusal ("stuur me geen
voorbeelden": no amount is said)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FEW_EN = r"(?:a few|some|a couple of|two or three|two|three|\d)"
_THEM_EN = r"(?:examples|case studies|references|customer stories|use cases)"

EXAMPLES_ASKED = rx(
    rf"(?<!i'll )(?<!we'll )(?<!i )(?<!we )(?<!will )(?:send|share|forward|show)(?: me| us)?(?: over)?"
    rf" {_FEW_EN} (?:\w+ )?{_THEM_EN}\b",
    r"(?:schicken|senden|nennen|zeigen) sie (?:mir|uns) (?:gerne |doch |mal |bitte )*(?:ein paar|einige|zwei"
    r"|drei) (?:\w+ )?(?:beispiele|referenzen|fallstudien|kundenbeispiele)\b|(?:schick|nenn|zeig) (?:mir|uns)"
    r" (?:gerne |doch |mal |bitte )*(?:ein paar|einige|zwei|drei) (?:\w+ )?(?:beispiele|referenzen)\b",
    r"(?:envoyez|montrez|partagez|envoie|montre)-(?:moi|nous) (?:quelques|des|deux|trois) (?:\w+ )?"
    r"(?:exemples|references|cas clients|etudes de cas)\b",
    r"(?:mandame|mandeme|enviame|envieme|mandenme|envienme|muestrame|muestreme) (?:algunos|unos|un par de|dos"
    r"|tres) (?:\w+ )?(?:ejemplos|casos|referencias)\b",
    r"(?:mandatemi|inviatemi|mandami|inviami|mi mandi|mi inviate|mi mandate|mostratemi|mi mostri) (?:qualche"
    r"|alcuni|un paio di|due|tre) (?:\w+ )?(?:esempi|esempio|casi|referenze)\b",
    r"(?<!ik )(?<!we )(?:stuur|stuurt u|mail|bezorg|toon|geef)(?: me| mij| ons)?(?: (?:maar|eens|gerust|even"
    r"|dan|gewoon))* (?:een paar|enkele|wat|een aantal|twee|drie) (?:\w+ )?(?:voorbeelden|referenties|cases"
    r"|klantcases|klantverhalen)\b",
    r"(?:mande-me|mandem-me|envie-me|enviem-me|me mande|me envie|mostre-me|me mostre) (?:alguns|uns|dois"
    r"|tres) (?:\w+ )?(?:exemplos|casos|referencias)\b",
)
