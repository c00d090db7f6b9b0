"""A bare "I don't want it" closing its sentence, the no after a story of why (heldout_cl: a bad experience
with a similar system told, then "Então, sinceramente, não quero."), in every rule language: "So, honestly,
I don't want it.", "Ehrlich gesagt: ich will das nicht.", "Franchement, je n'en veux pas.", "Sinceramente, no
lo quiero.", "Sinceramente non lo voglio.", "Eerlijk gezegd: ik wil het niet.", "não quero", "não queremos".
Read among the stated no tables (`intent_no.STATED_NO`: never in a question).

Never a want with its object ("não quero incomodar", "I don't want to miss the demo", "no quiero perder la
llamada"): the sentence ends right after it, a thanks at most between; never a condition ("se não quero").
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# its sentence ends right after it, a thanks at most between
_END = (
    r"(?=\s*(?:[.;!]|$)|,? (?:thanks|thank you|danke|merci|gracias|grazie|bedankt|obrigad[oa])\b"
    r"|,? (?:no|nein|non|nee|nao)\b)"
)

DONT_WANT_IT = rx(
    rf"(?<!if )(?:i|we) (?:really |just |simply )?(?:don't|do not|dont) want (?:it|this|that|one){_END}",
    rf"(?<!wenn )(?:ich will|ich mochte|wir wollen|wir mochten) (?:das|es|so etwas|sowas)"
    rf" (?:wirklich |einfach )?nicht{_END}",
    rf"(?<!si )(?:je n'en veux pas|nous n'en voulons pas|on n'en veut pas){_END}",
    rf"(?<!si )no (?:lo |la )?(?:quiero|queremos){_END}",
    rf"(?<!se )non (?:lo |la )?(?:voglio|vogliamo){_END}",
    rf"(?<!als )(?:ik wil|wij willen|we willen) (?:het|dat|dit) (?:echt |gewoon )?niet{_END}",
    rf"(?<!se )nao (?:o |a )?(?:quero|queremos){_END}",
)
