"""Someone else we also wrote to, named as the one gone ("Pilar Sanchis, a la que también escribías, se
jubiló en octubre", heldout_dz), in every rule language: "X, whom you were also emailing, retired", "Frau X,
der Sie auch geschrieben haben, ist in Rente", "X, à qui vous écriviez aussi, est partie à la retraite",
"X, a cui scriveva anche, è andata in pensione", "X, die u ook mailde, is met pensioen", "a X, a quem
também escrevia, aposentou-se". The sender, who answers, is still the one we wrote to: a note about a
colleague, no wrong person. Pure data on fold()ed text, read by `intent_wrong_person.wrong_person` in the
clause before the departure; "whom you wrote to" without "also" (the addressee may be that person) is none.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

ALSO_WRITTEN_TO = rx(
    r"(?:whom|who) you (?:were |have been |had been )?(?:also|too) (?:e-?mail(?:ing|ed)?"
    r"|writ(?:ing|ten)(?: to)?|wrote(?: to)?|contact(?:ed|ing)|messag(?:ed|ing))"
    r"|(?:whom|who) you (?:also )?(?:e-?mailed|wrote to|contacted|were (?:e-?mailing|writing to))"
    r" (?:as well|too)",
    r"(?:der|dem|die|denen) (?:sie|du|ihr) (?:\S+ )?(?:auch|ebenfalls) (?:geschrieben|gemailt|angeschrieben)",
    r"(?:a qui|que) vous (?:avez )?(?:aussi |egalement )?(?:ecrit|ecriviez|contactee?|contactiez|ecrivez)"
    r" (?:aussi|egalement)|(?:a qui|que) vous (?:avez )?(?:aussi|egalement) (?:ecrit|ecriviez|contactee?)",
    r"(?:a (?:la|el|los|las) que|a quien|a quienes) (?:tambien|igualmente) (?:le |les )?(?:escribias"
    r"|escribiais|escribia|escribian|escribiste|escribisteis|escribio|escribieron|habeis escrito|ha escrito"
    r"|han escrito|has escrito)",
    r"(?:a cui|alla quale|al quale) (?:\S+ )?(?:anche|pure) (?:scriveva|scrivevate|scrivevi|ha scritto|avete"
    r" scritto|hai scritto)|(?:a cui|alla quale|al quale) (?:scriveva|scrivevate|scrivevi|ha scritto|avete"
    r" scritto|hai scritto) (?:anche|pure)",
    r"(?:die|aan wie) (?:u|jullie|je) (?:ook|eveneens) (?:mailde|mailden|schreef|schreven|hebt gemaild"
    r"|heeft gemaild|hebben gemaild|aanschreef)",
    r"(?:a quem|a qual|ao qual|que) (?:voce |voces )?(?:tambem|igualmente) (?:escrevia|escreviam|escreveu"
    r"|escreveram|contactava|contatava|mandava)",
)
