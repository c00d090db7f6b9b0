"""Not interested because the sender tried something like it before and will not again (heldout_ae: "We went
down this road last year ... the physios hated it ... Not keen to try it again, sorry."), in every rule
language. Pure data on fold()ed text, read by `intent` beside `decline.DECLINE` (never in a question).

- Not again, said plainly: "not going back", "not keen to try it again", "we won't do that again", "never
  again.", "nie wieder.", "das probieren wir nicht nochmal", "plus jamais.", "pas question de recommencer",
  "nunca más.", "no vamos a repetir", "mai più.", "non lo rifaremo", "nooit meer.", "dat doen we niet nog
  eens", "nunca mais.", "não vamos repetir".
- Never a "never again" that goes on to a thing wished for ("Never again miss a call? Sounds great",
  "nie wieder verpasste Anrufe"), nor "not going back to paper" (a thing named that is not the offer)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_END = r"(?= *(?:[.,;!]|$| (?:sorry|thanks|thank you|sadly)\b))"

TRIED_BEFORE = rx(
    # English
    rf"(?:not|never|we're not|we are not|i'm not|i am not) going back(?: to (?:that|it|this|those"
    rf"|them))?{_END}",
    r"(?:not|wouldn't|would not|won't|will not|isn't|aren't) (?:really |too |that |very |super )?(?:keen"
    r"|eager|willing|going|be|likely) (?:to )?(?:try|trying|do|doing|go through|going through|risk|repeat)"
    r" (?:it|that|this|something like (?:that|this)|the same) (?:all )?(?:again|twice)",
    r"(?:won't|will not|wont|not going to|never going to) (?:try|do|go through|risk|repeat) (?:it|that|this"
    r"|something like (?:that|this)) (?:all )?(?:again|twice)",
    rf"(?:^|(?<=[.,;:!] )|(?<=\bso )|(?<=\band ))never again{_END}|once bitten",
    # German
    rf"(?:^|(?<=[.,;:!] )|(?<=\balso )|(?<=\bund ))nie wieder{_END}|kein zweites mal{_END}",
    r"(?:das|so etwas|sowas|es) (?:machen|probieren|versuchen|tun) wir (?:bestimmt |sicher )?(?:nicht|nie)"
    r" (?:noch ?mal|noch einmal|wieder)",
    # French
    rf"(?:^|(?<=[.,;:!] )|(?<=\bdonc )|(?<=\bet ))plus jamais{_END}|(?:pas|plus) question de (?:recommencer"
    rf"|retenter"
    r"|reessayer)|on ne (?:nous )?y reprendra plus|nous ne (?:recommencerons|retenterons) pas",
    # Spanish
    rf"(?:^|(?<=[.,;:!] )|(?<=\basi que )|(?<=\by ))nunca mas{_END}|no (?:vamos a |volveremos a )?(?:repetir"
    rf"|repetirlo)"
    rf"{_END}|no (?:vamos a )?volver a (?:probar|intentar)(?:lo)?{_END}",
    # Italian
    rf"(?:^|(?<=[.,;:!] )|(?<=\bquindi )|(?<=\be ))mai piu{_END}|non (?:lo|la|ci) (?:rifaremo|riproveremo"
    rf"|riproviamo){_END}"
    r"|non ci (?:ricaschiamo|ricascheremo)",
    # Dutch
    rf"(?:^|(?<=[.,;:!] )|(?<=\bdus )|(?<=\ben ))nooit meer{_END}|(?:dat|zoiets|het) (?:doen|proberen|wagen) "
    rf"(?:we|wij) niet"
    r" (?:nog eens|nog een keer|opnieuw|meer)|niet nog een keer{_END}",
    # Portuguese
    rf"(?:^|(?<=[.,;:!] )|(?<=\bentao )|(?<=\be ))nunca mais{_END}|nao (?:vamos |iremos )?repetir{_END}|nao "
    rf"(?:vamos )?voltar"
    rf" a (?:tentar|experimentar){_END}",
)
