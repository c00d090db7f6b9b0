"""A "no" to one thing and a request after "but" ("the report is not relevant, but send the demo", "kein
Interesse am Report, aber schicken Sie mir die Demo"): the but-clause wins when it asks for something the
interest rules read. Pure data on fold()ed text, read by `intent` at the "no".

Never a but-clause that only thanks or wishes well ("not relevant, but thanks", "kein Interesse, aber
danke für die Infos": a noun of interest without a request); one that names a later time ("not a fit
right now, but send me info next quarter") is a later.
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# "but" in every rule language (Spanish "más" folds to "mas", so Portuguese "mas" also meets it: the
# clause must still ask for something).
CONTRAST = rx(
    r"but|however|aber|jedoch|allerdings|mais|cependant|pero|sin embargo|ma|tuttavia|maar|echter|mas|porem"
    r"|contudo|no entanto",
    # "Tom, on the other hand, would like to see the demo": another's wish set against the sender's no
    r"on the other hand|dagegen|hingegen|en revanche|par contre|en cambio|por otro lado|invece|d'altra parte"
    r"|daarentegen|anderzijds|por outro lado",
)
# A request to the seller: an imperative, a "can you", a wish, a welcome.
REQUEST = rx(
    r"send|share|show|book|schedule|set up|call me|give me|let's|let us|(?:can|could|would) you|please"
    r"|happy to|(?:i|we)(?:'d| would) (?:like|love|be happy)|keen to|open to|would (?:like|love) to",
    r"(?:schicken|senden|zeigen|rufen|geben) sie|lassen sie uns|(?:konnen|konnten|wurden) sie|gerne?|bitte"
    r"|(?:ich|wir) (?:wurde|wurden|mochte|mochten)",
    r"envoyez|montrez|appelez|donnez|(?:pouvez|pourriez)-vous|je veux bien|volontiers|avec plaisir|on peut"
    r"|(?:je|nous) (?:serais|serions|voudrais|voudrions|souhaiterais|souhaiterions)",
    r"envie\w*|envia\w*|mande\w*|manda\w*|muestre\w*|llame\w*|llama\w*|(?:puede|pueden|podria|podrian"
    r"|podemos)|(?:me|nos) gustaria|con gusto|encantad[oa]s?",
    r"mandate\w*|inviate\w*|mandami|inviami|mi (?:mandi|invii|mostri|chiami)|mostra\w*|chiamami|potete"
    r"|potreste|puo|possiamo|volentieri|(?:mi|ci) piacerebbe",
    r"stuur|laat|bel|kunnen (?:we|wij|jullie)|kunt u|kun je|graag|(?:wil|willen) (?:ik|we|wij)",
    r"envie|mande|manda|envia|mostre|me ligue|podem|pode|poderiam|podemos|gostaria\w*|com prazer",
)
# The end of the but-clause: its sentence's end.
CLAUSE_END = re.compile(r"[.!?;](?=\s|$)|\n")

# a colleague, a boss or a successor of the sender's the subject right after the "but": their interest, not
# the sender's ("..., but my colleague Tom is interested", "ma il mio collega Marco è interessato")
SOMEONE_ELSE_FIRST = re.compile(
    r"\s*(?:my|our|mein\w*|unser\w*|mon|ma|notre|nos|mes|mi|mis|nuestr\w*|(?:il |la |i |le )?(?:mio|mia|miei"
    r"|mie|nostr\w*)|mijn|onze|(?:o |a )?(?:meu|minha|nosso|nossa)) (?:\S+ )?(?:colleagues?|boss|manager"
    r"|successor|kolleg\w*|chef\w*|nachfolger\w*|collegues?|successeur|responsable|colegas?|jefe|sucesor"
    r"|colleg\w*|capo|successore|responsabile|collega's|opvolger|baas|leidinggevende|chefe|sucessor)\b"
)
