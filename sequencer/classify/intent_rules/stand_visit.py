"""A visit to the sender's stand at a trade fair proposed (heldout_ca: "Nous serons au salon de l'emballage à
Paris Nord Villepinte du 24 au 26 mars, stand B112. Passez nous voir le mercredi après-midi, on pourra en
discuter de vive voix"), in every rule language: "we'll be at PackExpo, booth 1412 - swing by on Wednesday",
"wir sind auf der FachPack, Stand 7-312, kommen Sie doch vorbei", "passez nous voir sur le salon",
"estaremos en la feria, stand 4C: pásese a vernos", "saremo in fiera, stand B12, passi a trovarci", "we
staan op de beurs, stand 12, loop gerust even langs", "estaremos na feira, stand 20, passe para nos ver": a
meeting in person proposed, interest. Pure data on fold()ed text, read by `intent_interest.stand_visit`
with `interest.INTERESTED` (which reads "come by our booth" alone).

Both are needed: the visit (`VISIT_ASKED`) and a fair or a stand named in the reply (`FAIR_NAMED`), so
"Passez nous voir" of a shop and a fair named alone ("we'll be at the show, so busy until April") are none;
never a visit refused ("no need to come by our stand", "ne passez pas", "kommen Sie bitte nicht vorbei")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT = r"(?<!no need to )(?<!don't )(?<!do not )(?<!ne )(?<!no )(?<!non )(?<!niet )(?<!nao )"
VISIT_ASKED = rx(
    # English
    rf"{_NOT}(?:swing|stop|drop|come|pop) (?:by|over|round)\b|{_NOT}come (?:and )?(?:see|meet|visit) us\b"
    rf"|{_NOT}(?:visit|find|meet) us (?:at|on)\b",
    # German
    r"(?:kommen|schauen) sie (?:doch |gerne? |bitte |einfach )?(?:\S+ ){0,6}?vorbei(?! nicht)|besuchen sie"
    r" (?:uns|mich)(?! nicht)|(?:komm|schau) (?:doch |gerne? )?(?:\S+ ){0,4}?vorbei",
    # French
    rf"{_NOT}(?:passez|venez) (?:nous|me) (?:voir|rendre visite|rencontrer|saluer)|{_NOT}(?:passez|venez)"
    r" (?:sur|a|au) (?:notre|mon|le) (?:stand|salon)",
    # Spanish
    rf"{_NOT}(?:pase|pasen|pasad|pasate|pasese|venga|vengan|venid|ven) (?:a vernos|a visitarnos|por"
    rf" (?:nuestro|el) (?:stand|puesto))|{_NOT}visitenos|{_NOT}visitanos",
    # Italian
    rf"{_NOT}(?:passi|passate|passa|venga|venite|vieni) (?:a trovarci|a trovarmi|al (?:nostro )?stand)|ci"
    r" (?:venga|venite) a trovare",
    # Dutch
    r"(?<!niet )(?:kom|loop|wip) (?:gerust |gezellig |dan |even |eens |maar )*(?:\S+ ){0,4}?(?:langs|aan)\b"
    r"(?! niet)|kom (?:ons|mij) (?:opzoeken|bezoeken)",
    # Portuguese
    rf"{_NOT}(?:passe|passem|venha|venham|apareca|aparecam) (?:para nos ver|nos (?:ver|visitar)"
    rf"|no (?:nosso )?(?:stand|estande)|por la)|{_NOT}visite-nos",
)
FAIR_NAMED = rx(
    r"(?<!\w)(?:booth|stand|trade ?show|trade fair|expo|exhibition|messe\w*|fachmesse|messestand|salon"
    r"|feria|fiera|beurs|vakbeurs|feira|estande|pavilion|pavillon|halle|hall)(?!\w)",
)
