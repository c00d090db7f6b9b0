"""A bare "no" as the answer, then "but thanks" ("So no, but thanks for thinking of us", heldout_cg: "Así que
no, pero gracias por pensar en nosotros"): a no, as "No, thanks" is, in every rule language ("Also nein,
aber danke", "Donc non, mais merci", "Quindi no, ma grazie", "Dus nee, maar bedankt", "Então não, mas
obrigado"). Pure data on fold()ed text, part of `interest.NOT_INTERESTED`.

Only the "no" that opens its clause, alone or after "so": never a "no" inside a phrase ("no pressure, but
thanks", "there's no rush but thanks")."""

from __future__ import annotations

_OPEN = (
    r"(?:(?<=^)|(?<=[.!?:;,] )|(?<=\n))(?:(?:so|well|then|asi que|entonces|por eso|bueno|also|dann|donc|alors"
    r"|bon|quindi|allora|dus|nou|entao|portanto|bom) )?"
)
NO_BUT_THANKS = (
    rf"{_OPEN}(?:no,? but (?:thanks|thank you)|no,? pero (?:muchas )?gracias|nein,? aber (?:trotzdem )?"
    r"(?:danke|vielen dank)|non,? mais merci|no,? ma grazie|neen?,? maar (?:toch )?(?:bedankt|dank je|dank u)"
    r"|nao,? mas obrigad[oa])(?![\w'])"
    # ... never thanks to someone ("No, but thanks to Anna I know your product", review of 2026-12-06,
    # thirteenth)
    r"(?! (?:to|a|al|ad|zu|aan|dank)\b)"
)
