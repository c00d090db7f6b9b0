"""The offer not taken up, said as the no it is (heldout_ch: "Ik ga er eerlijk gezegd niet op in"), in every
rule language: "I won't take you up on it", "darauf gehe ich nicht ein", "je ne vais pas donner suite",
"no voy a dar seguimiento", "non darò seguito", "ik ga er niet op in", "daar gaan we niet op in", "ik ga
niet in op uw aanbod", "não vou dar seguimento". Pure data on fold()ed text, read with the other stated no
tables (`intent_no.STATED_NO`: never asked).

Never for now ("ik ga er nu niet op in", "not right now": `we_pass.FOR_GOOD` and the gap that names no
"now"), never a point left aside with more said after it ("ik ga niet in op de details, maar wat kost
het?": the offer is named, or the clause ends), never said of someone else ("he won't take you up on it"
opens with the sender) nor gladly ("ik ga er graag op in")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.we_pass import ENDS, FOR_GOOD

# a few words between, never a "now" or "yet"
_GAP = r"(?:(?!nu\b|nog\b|now\b|yet\b|jetzt\b|momentan\b|maintenant\b|ahora\b|ora\b|agora\b)\S+ ){0,3}?"
_OFFER = (
    r"(?:(?:it|this|that|the offer|your offer|the proposal|your proposal|ihr angebot|das angebot|ihren"
    r" vorschlag|votre (?:offre|proposition)|su (?:oferta|propuesta)|la sua (?:offerta|proposta)|uw"
    r" (?:aanbod|voorstel|aanbieding)|jullie (?:aanbod|voorstel)|dit (?:aanbod|voorstel)|a (?:sua )?(?:oferta"
    r"|proposta)))"
)
OFFER_NOT_TAKEN_UP = rx(
    # English
    rf"(?:^|(?<=[.!?;:,] ))(?:(?:but|so|sadly|unfortunately) )?(?:i|we)(?:'m| am|'re| are)? (?:not going to"
    r"|won't|will not|am not going to)"
    rf" take you up on {_OFFER}{ENDS}{FOR_GOOD}",
    # German
    rf"(?:darauf|da|auf {_OFFER}) (?:gehe|gehen) (?:ich|wir) {_GAP}nicht ein\b{ENDS}{FOR_GOOD}"
    rf"|(?:ich|wir) (?:gehe|gehen) {_GAP}(?:darauf|auf {_OFFER}) nicht ein\b{ENDS}{FOR_GOOD}",
    # French
    rf"(?:je|nous|on) (?:ne (?:vais|allons|va|souhaite|souhaitons) pas|n'allons pas) donner suite"
    rf"(?: a {_OFFER})?{ENDS}{FOR_GOOD}",
    # Spanish
    rf"no (?:voy|vamos) a dar(?:le)? seguimiento(?: a {_OFFER})?{ENDS}{FOR_GOOD}",
    # Italian
    rf"non (?:daro|daremo|diamo|do) seguito(?: (?:alla|a)(?: sua)? (?:offerta|proposta))?{ENDS}{FOR_GOOD}",
    # Dutch, Flemish
    rf"(?:ik|we|wij) (?:ga|gaan) (?:er|daar|hier) {_GAP}niet op in\b{ENDS}{FOR_GOOD}"
    rf"|(?:daar|hier) (?:ga|gaan) (?:ik|we|wij) {_GAP}niet op in\b{ENDS}{FOR_GOOD}"
    rf"|(?:ik|we|wij) (?:ga|gaan) {_GAP}niet in op {_OFFER}{ENDS}{FOR_GOOD}"
    # ... the offer between "op" and "in" (heldout_dv: "We gaan dus niet op uw voorstel in")
    rf"|(?:ik|we|wij) (?:ga|gaan) {_GAP}niet op {_OFFER} in\b{ENDS}{FOR_GOOD}",
    # Portuguese
    rf"nao (?:vou|vamos) dar seguimento(?: a (?:sua )?(?:oferta|proposta))?{ENDS}{FOR_GOOD}",
)
