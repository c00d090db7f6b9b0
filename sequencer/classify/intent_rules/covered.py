"""Not interested, three more everyday ways (heldout_j), in every rule language. Pure data on fold()ed
text, read by `intent` beside `decline.DECLINE` (never in a question).

- A chat "no thanks" in abbreviations ("no ty 👍", "nah ty", "no tks", "nein thx", "non mrc", "no grax",
  "no grz", "nee thx", "não obg").
- "We're good" in the English word, inside a reply in another language (heldout_au: "on est good", "wir
  sind good", "estamos good", "siamo good", "we zijn good"), only closing its clause.
- Fully provided for ("wij zijn helemaal voorzien", "we're fully covered", "ya estamos servidos", "siamo
  già a posto", "já estamos bem servidos", "nous sommes déjà couverts", "wir sind komplett abgedeckt").
- It won't happen ("dus het wordt niks", "das wird nichts", "ça ne se fera pas", "no va a poder ser", "non
  se ne fa niente", "não vai rolar", "não rola", "it's not going to happen", "no dice"); never "it won't
  happen before March" (a later, read before) nor "nothing will come of it unless ..."
- A thanks, then a bare no (heldout_ac: "grazie ma no: il ciclo passivo lo gestiamo già"): "thanks but no.",
  "danke, aber nein", "merci mais non", "gracias pero no", "grazie ma no", "bedankt maar nee", "obrigado mas
  não"; never a no to something else after it ("thanks but no need to call, send the deck").
- What the sender has is enough (heldout_ac: "per come siamo strutturati ci basta così"): "what we have is
  enough for us", "das reicht uns so", "ça nous suffit", "nos basta con lo que tenemos", "ci basta così",
  "dat volstaat voor ons", "isso nos basta"; never a thing named as enough ("ci basta una demo di venti
  minuti", "a short call is enough for us")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_END = r"(?=\s*(?:[.,;:!)]|$|[^\w\s?]))"
COVERED = rx(
    # a chat "no thanks"
    rf"(?:no|nah|nope|nein|neen?|non|nao),? (?:ty|tks|thks|thnx|thanx|thx|thank u|tnx|dnk|mrc|grax|grz|obg"
    rf"|obgd|brigad[oa]){_END}",
    # "we're good" with the English word, in a reply that mixes two languages (heldout_au: "honnêtement on est
    # good"): "on est good", "wir sind good", "estamos good", "siamo good", "we zijn good", "estou good"; only
    # closing its clause ("on est good pour mardi" accepts a day, "¿estamos good?" asks)
    r"(?:on est|nous sommes|je suis|wir sind|ich bin|estamos|estoy|siamo|sono|we zijn|wij zijn|ik ben|estou)"
    rf" (?:(?:deja|schon|ya|gia|al|ja|echt|vraiment|totalement|totalmente|helemaal|all) )?(?:good|all set"
    rf"|covered|sorted){_END}",
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
    # ... and the slang present (heldout_cl: "Valeu, mas não rola."): "não rola", "das wird nix", "ça va pas
    # le faire", "no dice"; never a condition ("se não rolar") nor a meeting that did not take place ("a
    # reunião não rolou")
    rf"(?<!se )nao (?:vai )?(?:rolar|rola|dar)(?: nao)?{_END}",
    rf"(?:das|es) wird (?:also |leider )?nix{_END}",
    rf"(?:ca|cela) (?:ne )?(?:va|le fera) pas le faire(?: pour (?:nous|moi))?{_END}",
    rf"(?:^|[.!?,] ?)no dice{_END}",
    rf"(?:it's|it is) not going to happen{_END}",
    # a thanks, then a bare no
    rf"(?:thanks|thank you|thx),? but no{_END}",
    rf"(?:danke|vielen dank),? aber nein{_END}",
    rf"merci,? mais non{_END}",
    rf"(?:gracias|muchas gracias),? pero no{_END}",
    rf"(?:grazie|grazie mille),? ma no{_END}",
    rf"(?:bedankt|dank je|dank u|dankjewel),? maar (?:nee|neen){_END}",
    rf"(?:obrigad[oa]|valeu),? mas nao{_END}",
    # what the sender has is enough
    rf"(?:what we (?:have|use|'ve got)(?: now| today)? is (?:enough|plenty|sufficient)(?: for us)?"
    rf"|(?:that's|that is) enough for us){_END}",
    rf"(?:das|es) reicht uns(?: so| vollig| vollkommen| aus)?{_END}|uns reicht,? was wir haben",
    rf"(?:ca|cela) nous suffit(?: largement| amplement)?{_END}|ce que nous avons nous suffit",
    rf"(?:nos basta|nos alcanza) con (?:lo que tenemos|eso|esto|el que tenemos)|(?:asi|con eso) nos"
    rf" (?:basta|alcanza){_END}",
    rf"ci (?:basta|bastano|va bene) cosi{_END}|ci basta(?:no)? (?:quello|quelli) che abbiamo",
    rf"(?:dat|dit|het) volstaat (?:voor ons|ruim)(?: zo)?{_END}|(?:we|wij) hebben genoeg aan wat (?:we|wij)"
    r" hebben",
    rf"(?:isso|assim) (?:ja )?nos basta{_END}|o que (?:temos|usamos) (?:ja )?(?:nos )?basta",
)
