"""Whatever list I'm on, off it (heldout_aa: "Whatever list I'm on at Acme, I'd like to be off it"), in
every rule language: "any list I'm on, take me off it", "egal auf welcher Liste ich stehe, streichen Sie
mich", "quelle que soit la liste où je figure, retirez-moi", "esté en la lista que esté, sáquenme",
"qualunque lista sia, toglietemi", "op welke lijst ik ook sta, haal me eraf", "seja qual for a lista,
tirem-me". Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

The list is the one the sender is on, said as "whatever/any list", and the removal follows in the same
sentence: "whatever list you use, the price matters" and "take the hint" alone are none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the words between the list and the removal, never a negation ("Whatever list I'm on, don't take me off
# it, I read every issue")
_GAP = r"(?:(?!\b(?:don't|do not|never|not|nicht|ne|no|non|niet|nao)\b)[^.!?;]){0,40}?"

LIST_ON_OFF = rx(
    # English: "Whatever list I'm on, I'd like to be off it", "any lists I'm on, remove me from them"
    rf"(?:whatever|whichever|any|every) (?:mailing |email |e-mail )?lists? (?:i'm|i am|i've been|i have"
    rf" been|we're|we are) (?:on|put on|added to){_GAP}(?:(?:be|get|take me|take us|want|want to be|like to"
    rf" be) off (?:it|them)|remove (?:me|us) from (?:it|them)|off (?:it|them) (?:please|now|thanks))",
    # German: "egal auf welcher Liste ich stehe, streichen Sie mich (da raus)"
    rf"(?:egal )?auf welche[rn]? (?:\w+)?liste (?:ich|wir) (?:auch )?(?:immer )?(?:stehe|stehen|gelandet"
    rf" bin){_GAP}(?:streichen|nehmen|tragen|entfernen) sie (?:mich|uns)",
    # French: "quelle que soit la liste où je figure, retirez-moi"
    rf"quelle que soit la liste (?:ou|sur laquelle) (?:je|nous) (?:suis|sommes|figure|figurons)"
    rf"{_GAP}(?:retirez|enlevez|supprimez|desinscrivez)[- ](?:moi|nous)",
    # Spanish: "esté en la lista que esté, sáquenme", "en cualquier lista en la que esté, quiero salir"
    rf"(?:este en la lista que este|en cualquier lista en (?:la )?que (?:este|estemos)){_GAP}"
    rf"(?:saquenme|quitenme|borrenme|sacadme|quitadme|quiero salir|queremos salir)",
    # Italian: "qualunque lista sia, toglietemi", "in qualsiasi lista io sia, cancellatemi"
    rf"(?:in )?(?:qualunque|qualsiasi) lista (?:sia|io sia|in cui (?:io )?sia|dove (?:io )?sia){_GAP}"
    rf"(?:toglietemi|cancellatemi|rimuovetemi|mi tolga|mi cancelli|mi rimuova)",
    # Dutch: "op welke lijst ik ook sta, haal me eraf"
    rf"op welke (?:\w+)?lijst (?:ik|we|wij) ook (?:sta|staan){_GAP}(?:haal (?:me|mij|ons) (?:er )?(?:af|uit)"
    rf"|haal (?:me|mij|ons) eraf|haal (?:me|mij|ons) eruit|ik wil eraf|ik wil eruit)",
    # Portuguese: "seja qual for a lista em que estou, tirem-me"
    rf"seja qual for a lista(?: em que (?:estou|estamos| eu esteja))?{_GAP}(?:tirem-me|retirem-me"
    rf"|removam-me|quero sair)",
)
