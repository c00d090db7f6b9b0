"""Neither the budget nor the need (heldout_bp, Swiss German: "für so eine Lösung haben wir weder Budget noch
Bedarf. Ich muss Ihnen deshalb absagen"): two things the offer would need, both denied in one breath, a no
in every rule language, read outside a question beside `decline.py` (`intent_no.STATED_NO`), a but-clause
asking for more still winning (`but_request.py`). Pure data on fold()ed text, where "ß" reads as "ss".

"weder Budget noch Bedarf", "weder Zeit noch Interesse", "keine Zeit und keinen Bedarf", "neither the budget
nor the need", "ni le budget ni l'usage", "ni presupuesto ni necesidad", "né budget né necessità", "noch
budget noch behoefte", "geen tijd en geen behoefte", "nem orçamento nem necessidade". One of the two is
always a budget, a need, an interest or a use: "weder Zeit noch Kapazitäten" alone is a busy moment, no no
(`later.LATER_SOFT` reads the time). Never bounded by a time after it in its sentence ("weder Budget noch
Bedarf bis zum Sommer", "ni le budget ni le temps avant janvier": a later), nor asked ("Sie haben weder
Budget noch Bedarf?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never bounded by a time later in its sentence
_UNBOUNDED = (
    r"(?![^.;!?\n]*\b(?:until|till|before|yet|bis|vor|erst|noch nicht|jusqu|avant|pas encore|hasta|antes"
    r"|todavia|aun|fino|prima|ancora|tot|nog niet|ate|ainda)\b)"
)


def _pair(joined: str, deny: str, any_: str, *, art: str = "") -> str:
    """`joined` ("weder {} noch {}") around a no-word and another word, either way round."""
    first, second, _ = joined.split("{}")
    return (
        rf"{first}{art}(?:{deny}){second}{art}(?:{any_}|{deny})\b{_UNBOUNDED}"
        rf"|{first}{art}(?:{any_}){second}{art}(?:{deny})\b{_UNBOUNDED}"
    )


_EN_DENY = r"budget|funds|need|use|interest|requirement|appetite"
_EN_ANY = r"time|capacity|bandwidth|resources|headcount"
_DE_DENY = r"budget|bedarf|interesse|verwendung|geld|mittel"
_DE_ANY = r"zeit|kapazitat|kapazitaten|ressourcen|personal"
_FR_DENY = r"budget|besoin|usage|utilite|interet|moyens"
_FR_ANY = r"temps|ressources|capacite|bande passante"
_ES_DENY = r"presupuesto|necesidad|interes|uso|fondos"
_ES_ANY = r"tiempo|recursos|capacidad|personal"
_IT_DENY = r"budget|necessita|esigenza|bisogno|interesse|fondi"
_IT_ANY = r"tempo|risorse|capacita|personale"
_NL_DENY = r"budget|behoefte|nood|interesse|geld|middelen"
_NL_ANY = r"tijd|capaciteit|mensen|personeel"
_PT_DENY = r"orcamento|verba|necessidade|interesse|uso"
_PT_ANY = r"tempo|recursos|capacidade|pessoal"

NEITHER_BUDGET_NOR_NEED = rx(
    # English
    _pair(r"\bneither {} nor {}", _EN_DENY, _EN_ANY, art=r"(?:the |any |a )?"),
    # German ("keinen Bedarf" as well as "kein Bedarf")
    _pair(r"\bweder {} noch {}", _DE_DENY, _DE_ANY, art=r"(?:das |die |den |ein |einen )?"),
    _pair(r"\bkein(?:e|en)? {} und (?:auch )?kein(?:e|en)? {}", _DE_DENY, _DE_ANY),
    # French
    _pair(r"\bni {} ni {}", _FR_DENY, _FR_ANY, art=r"(?:le |la |l'|les |de |d')?"),
    # Spanish
    _pair(r"\bni {} ni {}", _ES_DENY, _ES_ANY, art=r"(?:el |la |los |las )?"),
    # Italian ("né ... né" folds to "ne ... ne")
    _pair(r"\bne {} ne {}", _IT_DENY, _IT_ANY, art=r"(?:il |la |l'|lo |i |le )?"),
    # Dutch
    _pair(r"\bnoch {} noch {}", _NL_DENY, _NL_ANY, art=r"(?:de |het |een )?"),
    _pair(r"\bgeen {} en (?:ook )?geen {}", _NL_DENY, _NL_ANY),
    # Portuguese
    _pair(r"\bnem {} nem {}", _PT_DENY, _PT_ANY, art=r"(?:o |a |os |as )?"),
)
