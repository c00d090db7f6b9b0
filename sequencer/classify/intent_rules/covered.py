"""Not interested, three more everyday ways (heldout_j), in every rule language. Pure data on fold()ed
text, read by `intent` beside `decline.DECLINE` (never in a question).

- A chat "no thanks" in abbreviations ("no ty 👍", "nah ty", "no tks", "nein thx", "non mrc", "no grax",
  "no grz", "nee thx", "não obg").
- Fully provided for ("wij zijn helemaal voorzien", "we're fully covered", "ya estamos servidos", "siamo
  già a posto", "já estamos bem servidos", "nous sommes déjà couverts", "wir sind komplett abgedeckt").
- It won't happen ("dus het wordt niks", "das wird nichts", "ça ne se fera pas", "no va a poder ser", "non
  se ne fa niente", "não vai rolar", "it's not going to happen"); never "it won't happen before March" (a
  later, read before) nor "nothing will come of it unless ..."."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_END = r"(?=\s*(?:[.,;:!)]|$|[^\w\s?]))"
COVERED = rx(
    # a chat "no thanks"
    rf"(?:no|nah|nope|nein|nee|non|nao),? (?:ty|tks|thks|thnx|thanx|thx|thank u|tnx|dnk|mrc|grax|grz|obg"
    rf"|obgd|brigad[oa]){_END}",
    # fully provided for
    r"(?:wij|we) zijn (?:al |helemaal |volledig |prima |goed |ruim )*voorzien",
    r"(?:we're|we are) (?:already |fully |well |completely )+(?:covered|provided for|sorted)",
    r"(?:wir sind|sind wir) (?:bereits |schon |komplett |voll |vollstandig )+(?:abgedeckt|ausgestattet)",
    r"(?:nous sommes|on est) (?:deja |bien |completement |entierement )+(?:couverts?|servis?|fournis?)",
    r"(?:ya )?estamos (?:bien |ya |completamente )*(?:servidos|cubiertos)",
    r"siamo (?:gia |ben |completamente )+(?:a posto|coperti|serviti)",
    r"(?:ja )?estamos (?:bem |ja |totalmente )*(?:servidos|cobertos)",
    # it won't happen
    rf"(?:dus |dan )?(?:het|dat) wordt (?:dus |helaas )?(?:niks|niets){_END}",
    rf"(?:das|es) wird (?:also |leider )?nichts{_END}",
    rf"(?:ca|cela) ne se fera pas{_END}",
    rf"no va a (?:poder )?ser{_END}",
    rf"non se ne (?:fa|fara) (?:niente|nulla){_END}",
    rf"nao vai (?:rolar|dar){_END}",
    rf"(?:it's|it is) not going to happen{_END}",
)
