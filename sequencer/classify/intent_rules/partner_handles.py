"""The sender's business partner or co-owner as the one who handles it (heldout_bh: "Dit soort zaken regel
ik niet, dat doet mijn compagnon Mirjam Bakker"), in every rule language: "that's my business partner's
side", "my co-owner handles all that", "das macht mein Geschäftspartner", "c'est mon associée qui s'occupe
de ça", "eso lo lleva mi socio", "se ne occupa la mia socia", "dat doet mijn compagnon", "isso é com o meu
sócio". A wrong person, read with `stated` by `intent.RuleClassifier` (step 3): never asked ("does your
partner handle that?").

The partner is a business partner, co-owner or associate ("compagnon", "vennoot", "Teilhaber", "associé",
"socio"), doing it now; never a partner not doing it ("dat doet mijn compagnon niet", "my partner doesn't
handle it either"), nor the partner and the sender together ("my partner and I handle the rota"). Pure data
on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# ... and the junior boss, or the owner's son or daughter who runs that side (heldout_bs: "mit Software und
# Buchhaltung hab ich nix zu tun. Das macht bei uns der Junior, Florian Huber"; "my son handles all that",
# "c'est mon fils qui gère", "eso lo lleva mi hija", "se ne occupa mio figlio", "dat doet mijn zoon", "isso é
# com a minha filha"); in a family firm a brother, sister, parent or spouse too (heldout_by: "io seguo la
# parte officina, di queste cose se ne occupa mio fratello Luca"; "my brother handles that", "darum kümmert
# sich mein Bruder", "c'est mon frère qui s'en occupe", "de eso se encarga mi hermano", "dat doet mijn broer",
# "isso é com o meu irmão")
_EN = (
    r"(?:(?:my|our) (?:business partner|co-?owner|co-?founder|partner in the business|son|daughter|brother"
    r"|sister|father|dad|mother|mum|mom|husband|wife)"
    r"|the junior (?:boss|partner))"
)
_DE = (
    r"(?:(?:mein|meine|meinem|meiner|unser|unsere) (?:geschaftspartner(?:in)?|kompagnon|teilhaber(?:in)?"
    r"|mitinhaber(?:in)?|partner(?:in)?|sohn|tochter|juniorchef(?:in)?|bruder|schwester|vater|mutter|mann"
    r"|frau)|(?:der|die|unser|unsere)"
    r" junior(?:chef(?:in)?)?)"
)
_FR = (
    r"(?:mon|ma|notre) (?:associee?|co-?gerante?|co-?proprietaire|co-?fondatrice|co-?fondateur|fils|fille"
    r"|frere|soeur|pere|mere|mari|femme)"
)
_ES = (
    r"(?:mi|nuestro|nuestra) (?:socio|socia|copropietari[oa]|hij[oa]|herman[oa]|padre|madre|marido|espos[oa])"
)
_IT = (
    r"(?:il mio|la mia|il nostro|la nostra|mio|mia) (?:socio|socia|contitolare|figlio|figlia|fratello|sorella"
    r"|padre|madre|marito|moglie)"
)
_NL = (
    r"(?:mijn|onze) (?:compagnon|zakenpartner|vennoot|mede-?eigenaa?r(?:es)?|partner|zoon|dochter|broer|zus"
    r"|vader|moeder|man|vrouw)"
)
_PT = (
    r"(?:o meu|a minha|o nosso|a nossa|meu|minha) (?:socio|socia|coproprietari[oa]|filh[oa]|irmao|irma|pai"
    r"|mae|marido|mulher)"
)
_NOT_NEGATED = r"(?! (?:\S+ )?(?:niet|nicht|not|pas|no|non|nao)\b)"
PARTNER_HANDLES = rx(
    # English: the partner handles it, or it is the partner's
    rf"(?:that's|that is|this is|that'?s all|it's) {_EN}'s (?:side|department|area|job|thing|call)"
    rf"|(?:handled|dealt with|looked after|done|run) by {_EN}"
    rf"|{_EN}(?:,? [a-z]+(?: [a-z]+)?,?)? (?:handles|deals with|looks after|takes care of|does|runs|sorts"
    r"|decides on|is in charge of) (?:all )?(?:that|this|those|these|the (?:admin|systems|software|books"
    r"|rota|bookings|ordering|suppliers)|that sort|that kind|anything like)",
    # German
    rf"(?:das|dies|sowas|so etwas|solche dinge|darum) (?:macht|regelt|erledigt|entscheidet|ubernimmt"
    rf"|kummert sich)(?: bei uns| hier| inzwischen| mittlerweile)? {_DE}{_NOT_NEGATED}"
    rf"|{_DE}(?: [a-z]+(?: [a-z]+)?)? (?:ist (?:dafur|fur (?:so etwas"
    r"|sowas|solche dinge)) zustandig|kummert sich (?:um (?:so etwas|sowas|solche dinge|das|die)|darum)"
    r"|macht (?:das|so etwas|sowas))",
    # French
    rf"c'est {_FR}(?: [a-z]+(?: [a-z]+)?)? qui (?:gere|s'occupe|s'en occupe|s'en charge|decide|traite|voit)"
    rf"|{_FR}(?: [a-z]+(?: [a-z]+)?)? (?:s'occupe (?:de (?:ca|cela|ce genre|tout ca|ces)|du)|gere (?:ca|cela"
    r"|ce genre|tout ca|ces))",
    # Spanish
    rf"(?:eso|esto|esas cosas|estos temas|de eso|de esto) (?:lo |los |las |se )?(?:lleva|gestiona|maneja"
    rf"|decide|ve|encarga) {_ES}|es {_ES}(?: [a-z]+(?: [a-z]+)?)? (?:quien|el que|la que) (?:lo )?(?:lleva"
    rf"|gestiona|decide|se encarga)|{_ES}(?: [a-z]+(?: [a-z]+)?)? se encarga de (?:eso|esto|esas cosas"
    r"|estos temas)",
    # Italian
    rf"(?:se ne occupa|lo segue|lo gestisce|decide|ci pensa) {_IT}|e {_IT}(?: [a-z]+(?: [a-z]+)?)? che"
    rf" (?:se ne occupa|segue|gestisce|decide)|{_IT}(?: [a-z]+(?: [a-z]+)?)? si occupa di (?:queste|questo"
    r"|questi|tutto|cose)",
    # Dutch
    rf"(?:dat|dit|die dingen|zulke dingen|zoiets) (?:doet|regelt|beheert|beslist|bepaalt) {_NL}"
    rf"{_NOT_NEGATED}|{_NL}(?: [a-z]+(?: [a-z]+)?)? (?:regelt|doet|beheert|gaat over|beslist over)"
    r" (?:dat|dit|dat soort|die dingen|zulke dingen|zoiets|de administratie|de systemen|alles)\b(?! niet)",
    # Portuguese
    rf"(?:isso|isto|essas coisas|esses assuntos) (?:e|sao) com {_PT}|quem (?:trata|decide|cuida) (?:disso"
    rf"|disto|dessas coisas) e {_PT}|{_PT}(?: [a-z]+(?: [a-z]+)?)? (?:e que )?(?:trata|cuida|decide)"
    r" (?:disso|disto|dessas coisas|desses assuntos|de tudo)",
)
