"""The address written to was the business's former owner's, the business now in other hands (heldout_dd: a
Brazilian florist's new owner, "this email was the old owner's, we bought the shop and kept the email"), in
every rule language: "this address belonged to the previous owner", "diese Adresse gehörte dem früheren
Inhaber", "cette adresse était celle de l'ancienne propriétaire", "este correo era del antiguo dueño",
"quest'indirizzo era del vecchio titolare", "dit adres was van de vorige eigenaar", "esse email era da antiga
dona": a wrong person, with no one named to turn to.

The address (or mailbox) and the former owner in one sentence, either way round (`PREVIOUS_OWNER`), read by
`intent.RuleClassifier` at the wrong-person step only without interest ("we bought the shop from the
previous owner and kept the address; send me your prices" asks for itself). Never a former owner without the
address ("the previous owner recommended you"), nor an owner who is not former ("this is the owner's
address"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FORMER_OWNER = (
    r"(?:(?:former|previous|old|last) owners?|ex-owners?|(?:fruhere|vorherige|alte|ehemalige)[nrm]?"
    r" (?:inhaber|besitzer|eigentumer)(?:in)?|vorbesitzer(?:in)?"
    r"|(?:ancien|ancienne|precedent|precedente)s? (?:proprietaire|gerant|gerante|patron|patronne)s?"
    r"|(?:antiguo|antigua|anterior|ex) (?:dueno|duena|propietario|propietaria)s?"
    r"|(?:vecchio|vecchia|precedente|ex-?) ?(?:proprietario|proprietaria|titolare|gestore|gestrice)"
    r"|(?:vorige|oude|voormalige|vroegere) (?:eigenaar|eigenaresse|eigenaars)"
    r"|(?:antigo|antiga|anterior|ex-?) ?(?:dono|dona|donos|proprietario|proprietaria))"
)
_ADDRESS = (
    r"(?:quest'indirizzo|e-?mail|address|mailbox|inbox|(?:e-?mail-?)?adresse|postfach|courriel|correo|indirizzo|casella"
    r"|(?:e-?mail)?adres|mailbox|endereco|mail)"
)
PREVIOUS_OWNER = rx(
    rf"{_ADDRESS}\b[^.!?;\n]{{0,60}}?\b{_FORMER_OWNER}",
    rf"{_FORMER_OWNER}\b[^.!?;\n]{{0,60}}?\b{_ADDRESS}",
)
