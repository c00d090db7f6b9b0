"""Our mail stopped to this address only, another address given after it for the rest (the fifth review of
2026-12-05 read the Italian "non mi scriva più a questo indirizzo, uso solo quello nuovo: x@y"; the sixth
the others: "Don't email me at this address anymore, use jordan.p@example.net - and yes, send the quote",
"Ne m'écrivez plus à cette adresse, écrivez à achats@example.fr"), in every rule language. Pure data on
fold()ed text, read by `removal_guards.not_this_removal._redirected`: a redirect, no removal.

`THIS_ADDRESS` follows the removal phrase ("at this address", "an diese Adresse", "à cette adresse", "a
esta dirección", "a questo indirizzo", "op dit adres", "neste endereço"); an address must be given after it
in the reply (`OTHER_GIVEN`), never "or any other" ("Don't email me at this address or any other")."""

from __future__ import annotations

import re

THIS_ADDRESS = re.compile(
    r"(?: (?:any ?more|again|please|bitte|plus|mas|piu|meer|mais))? (?:at|to|on|an|auf|a|sur|en|a|su|in"
    r"|op|naar|para|neste|nesse|em|no) (?:this|that|diese|dieser|cette|esta|este|essa|esse|questo|quest'|dit"
    r"|deze) ?(?:e-?mail |mail |work |old |alte |ancienne |antigua |vecchio |oude |antigo )?"
    r"(?:address|e-?mail address|adresse|e-?mail-adresse|mailadresse|direccion|direccion de correo|indirizzo"
    r"|adres|e-?mailadres|endereco|inbox|mailbox|account)\b"
)
# another address given after it (never "or any other", "ni à aucune autre", "ni a ninguna otra")
OTHER_GIVEN = re.compile(
    r"^(?![^.!?\n]{0,20}?\b(?:or (?:any|to any) other|or anywhere|ni (?:a )?aucune autre|ni a ninguna otra"
    r"|ne (?:a )?nessun altro|of een ander|oder (?:eine )?andere|nem (?:para )?outro)\b)[^\n]{0,160}?\w@\w"
)
