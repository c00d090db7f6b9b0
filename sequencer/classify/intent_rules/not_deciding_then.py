"""The sender saying they will not be the one deciding, the matter moving to someone else (heldout_bk:
"I'm heading off on a year-long sabbatical from Friday, so I won't be the one making decisions on this.
Someone on the finance team will pick it up"): a wrong person, whoever decides, named or not, in every
rule language: "I won't be the one deciding", "ich werde nicht diejenige sein, die das entscheidet", "ce ne
sera pas moi qui déciderai", "no seré yo quien decida", "non sarò io a decidere", "ik zal niet degene zijn
die beslist", "não serei eu a decidir". Pure data on fold()ed text, read by `intent` with the readers that
count only in a reply without interest.

Never "not the only one" nor "not alone" ("I won't be the one deciding alone"), never someone else's
("she won't be the one deciding"), never asked ("won't I be the one deciding?"), and never a hold until the
sender is back ("I won't be making any decisions until I'm back", `later_leave`; "I won't be the one
deciding until I'm back in April")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_ALONE = r"(?!(?: \S+){0,3} (?:alone|on my own|by myself|allein|alleine|seule?|sol[oa]|da sol[oa]|alleen"
_NOT_ALONE += r"|sozinh[oa]))"
# never a hold until the sender is back ("I won't be the one deciding until I'm back in April", review of
# 2026-12-06, fourth)
_NOT_ALONE += (
    r"(?!,? (?:until|till|before|bis|bevor|jusqu|avant|hasta|antes|fino|finche|prima|tot|totdat|voordat"
)
_NOT_ALONE += r"|ate|enquanto)\b)"
NOT_DECIDING_THEN = rx(
    # English
    rf"i (?:won't|will not|wont) be the (?:one|person) (?:(?:who(?:'ll| will)? )?(?:mak(?:e|es|ing)"
    rf"|tak(?:e|es|ing)) (?:the |any |a )?(?:decisions?|call)|(?:who )?(?:decid(?:e|es|ing)"
    rf"|sign(?:s|ing)? (?:it|this) off|handl(?:e|es|ing) (?:this|it)))\b{_NOT_ALONE}",
    # German
    rf"(?:ich werde|werde ich) (?:das |es )?nicht (?:mehr )?(?:derjenige|diejenige|die person) sein,? (?:der"
    rf"|die) (?:das |daruber |hier )?entscheidet{_NOT_ALONE}|nicht ich werde (?:das |daruber )?entscheiden"
    rf"{_NOT_ALONE}",
    # French
    rf"ce ne sera (?:pas|plus) moi qui (?:deciderai|decide|prendrai la decision|trancherai|gererai (?:ce|ca)"
    rf"|m'en occuperai){_NOT_ALONE}",
    # Spanish
    rf"no (?:sere|voy a ser) yo (?:quien|la que|el que) (?:decida|tome la decision|lleve esto|se encargue)"
    rf"{_NOT_ALONE}",
    # Italian
    rf"non saro (?:piu )?io (?:a (?:decidere|occuparmene|seguire (?:questo|la cosa))|(?:quell[oa]|colui"
    rf"|colei) che decide){_NOT_ALONE}",
    # Dutch
    rf"ik (?:zal|ben) (?:dan |straks )?niet (?:meer )?degene (?:zijn )?die (?:\S+ ){{0,3}}?(?:beslist|beslis"
    rf"|besluit)(?: zal)?{_NOT_ALONE}",
    # Portuguese
    rf"nao (?:serei|vou ser) eu (?:quem|a|o) (?:decide|decidir|vai decidir|a decidir|tomar a decisao)"
    rf"{_NOT_ALONE}",
)
