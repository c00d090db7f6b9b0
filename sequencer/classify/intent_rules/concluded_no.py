"""A no drawn as the conclusion of a reason given before it, as the last word of its sentence (heldout_bs:
"Cloud-Lösungen kommen bei uns als kommunalem Versorger nicht in Frage. Daher leider nein."), in every rule
language: "so unfortunately no", "hence no", "deshalb leider nein", "daher nein", "donc malheureusement
non", "c'est donc non", "así que lamentablemente no", "por lo tanto, no", "quindi purtroppo no", "dus helaas
niet", "dus nee", "portanto infelizmente não", "por isso, não". A no to us (`intent_no.STATED_NO`, read
outside a question).

Only at the end of its sentence: "daher leider nein, aber Mittwoch ginge" or "so no, but send the deck"
goes on and is left to the other readers; never asked ("also nein?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the sentence ends right after it
_END = r"(?=\s*(?:[.!]|$))"
_SADLY = (
    r"(?:(?:leider|unfortunately|sadly|regrettably|malheureusement|helas|lamentablemente|desafortunadamente"
    r"|purtroppo|helaas|infelizmente),? )?"
)

CONCLUDED_NO = rx(
    # never a condition ("Is there a setup fee? If so, no.")
    rf"(?:(?<!if )so|hence|therefore|thus|which is why it's|so it's),? {_SADLY}(?:no|a no|not for us){_END}",
    rf"(?:daher|deshalb|deswegen|darum|insofern),? {_SADLY}(?:nein|ein nein|nicht){_END}",
    rf"(?:donc|c'est donc|par consequent|d'ou),? {_SADLY}(?:non|un non){_END}",
    rf"(?:asi que|por lo tanto|por eso|por ende),? {_SADLY}no{_END}",
    rf"(?:quindi|percio|pertanto|dunque),? {_SADLY}no{_END}",
    rf"(?:dus|daarom|vandaar),? {_SADLY}(?:nee|niet|neen){_END}",
    rf"(?:portanto|por isso|logo|entao),? {_SADLY}(?:nao){_END}",
)
