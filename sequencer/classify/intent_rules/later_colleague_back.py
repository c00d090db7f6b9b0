"""A colleague away on leave, and the advice to write to them again once they are back (heldout_ax: "Sarah's
on mat leave, back 19 April. I'm covering day to day but not signing off anything new while she's out. Best
to try her again after that"), in every rule language: "contact her again after that", "schreiben Sie ihr
danach noch einmal", "versuchen Sie es nach ihrer Rückkehr erneut", "recontactez-la à son retour", "escríbale
de nuevo después", "la ricontatti al suo rientro", "probeer het daarna nog eens bij haar", "contacte-a de novo
depois disso". A firm later, read with `later_event` by `intent_later.later`, the return's date its date; no
wrong person, though the one to write to is someone else ("best to try her" alone points elsewhere,
`wrong_person.WRONG_PERSON`).

The one written to again is the colleague away ("her", "him", "ihr", "la", "haar", ...) after their return or
"then", never someone else in the meantime ("Best to try Tom in the meantime"), nor the sender's own "try me
again" (read by `later_event`). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

CONTACT_AGAIN_AFTER = rx(
    # English
    r"(?:try|contact|email|e-mail|mail|write to|reach out to|ping|call|chase|get in touch with) (?:her|him"
    r"|them) (?:again )?(?:after (?:that|then|(?:her|his|their) return|(?:she|he|they)(?:'s| is|'re| are)"
    r" back)|then|once (?:she|he|they)(?:'s| is|'re| are) back|when (?:she|he|they)(?:'s| is|'re| are|"
    r" gets?| comes?) back|on (?:her|his|their) return)",
    # German
    r"(?:schreiben|melden) sie (?:sich )?(?:bei )?(?:ihr|ihm) (?:\S+ ){0,2}?(?:danach|nach (?:ihrer|seiner)"
    r" ruckkehr|dann) (?:\S+ ){0,2}?(?:noch ?(?:ein)?mal|wieder|erneut)|versuchen sie es (?:\S+ ){0,3}?"
    r"(?:danach|nach (?:ihrer|seiner) ruckkehr|dann) (?:\S+ ){0,2}?(?:noch ?(?:ein)?mal|wieder|erneut)",
    # French
    r"(?:recontactez|contactez|ecrivez)-(?:la|le|lui) (?:\S+ ){0,2}?(?:apres|a son retour|quand (?:elle|il)"
    r" (?:sera|reviendra))|(?:reessayez|retentez) (?:\S+ ){0,2}?(?:a son retour|apres son retour)",
    # Spanish
    r"(?:le |la |lo )?(?:escriba|escribale|contacte|contactela|contactelo|vuelva a (?:escribirle|contactarla"
    r"|contactarlo|intentarlo)) (?:\S+ ){0,3}?(?:despues|a su (?:vuelta|regreso)|cuando (?:vuelva|regrese))",
    # Italian
    r"(?:la|lo|le|gli) (?:ricontatti|riscriva|scriva di nuovo|contatti di nuovo) (?:\S+ ){0,2}?(?:dopo|al suo"
    r" (?:rientro|ritorno)|quando (?:rientra|torna))",
    # Dutch
    r"probeer (?:het )?(?:\S+ ){0,3}?(?:daarna|na (?:haar|zijn) terugkomst|dan) (?:\S+ ){0,2}?(?:nog (?:eens"
    r"|een keer)|opnieuw)|(?:mail|stuur|bel|benader) (?:haar|hem) (?:\S+ ){0,3}?(?:daarna|na (?:haar|zijn)"
    r" terugkomst|als (?:ze|zij|hij) terug is) (?:\S+ ){0,2}?(?:nog (?:eens|een keer)|opnieuw)?",
    # Portuguese
    r"(?:contacta-la|contacta-lo|contate-a|contate-o|contacte-a|contacte-o|escreva-lhe|volte a"
    r" (?:contacta-la|contacta-lo|escrever-lhe)) (?:\S+ ){0,3}?(?:depois(?: disso)?|quando (?:ela|ele)"
    r" voltar|no regresso dela|no regresso dele)",
)
