"""No need seen, either order (heldout_el: "Bedarf für etwas Neues sehe ich da nicht"): the sender says it
sees no need, necessity or use for it, the noun before the verb as often as after it ("Einen Bedarf sehe ich
nicht", "Notwendigkeit sehe ich keine", "A need for it I really don't see", "Non vedo la necessità",
"Necessità non ne vediamo", "Ik zie geen noodzaak", "Noodzaak zie ik niet", "No veo la necesidad",
"Necessidade não vejo"), a no in every rule language, read outside a question beside `decline.py`, a
but-clause asking for more still winning. Never the need of a small act ("I don't see the need to reply",
"keine Notwendigkeit, sich zu entschuldigen"), never a need that is still to be judged ("noch sehe ich den
Bedarf nicht, aber zeigen Sie mal") beyond what `but_request` reads. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never the need of a small act after it: a reply, an apology, a hurry, a worry
_NOT_SMALL = (
    r"(?![,:]? (?:to|zu|de|di|om|para|pour|d')(?: \S+){0,2}? (?:reply|respond|answer|apologi[sz]e|worry"
    r"|hurry|rush|antworten|entschuldigen|beeilen|sorgen|repondre|excuser|responder|disculpar|preocupar"
    r"|rispondere|scusar\w*|preoccupar\w*|antwoorden|reageren|excuses|desculpar)\b)"
)
_NOUN = {
    "de": r"(?:bedarf|notwendigkeit|anlass)",
    "en": r"(?:need|necessity)",
    "fr": r"(?:besoin|necessite|utilite)",
    "es": r"(?:necesidad|utilidad)",
    "it": r"(?:necessita|bisogno|esigenza|utilita)",
    "nl": r"(?:noodzaak|behoefte|nut)",
    "pt": r"(?:necessidade|utilidade)",
}

NEED_NOT_SEEN = rx(
    # German: the noun first, the verb and its "nicht"/"keinen" after it in the clause
    rf"(?:einen |eine |den |die )?{_NOUN['de']}(?: (?!(?:aber|doch|jedoch|und)\b)[^\s,.;!?]+){{0,5}}? sehe"
    r"n? (?:ich|wir)(?: (?:da|derzeit|aktuell|momentan|im moment|leider|ehrlich gesagt|wirklich|dafur|hier"
    rf"|ehrlich|persoenlich|personlich|gerade|also))* (?:nicht|keinen|keine)\b{_NOT_SMALL}",
    rf"(?:sehe|sehen) (?:ich|wir) (?:\S+ ){{0,3}}?(?:keinen|keine) (?:\S+ )?{_NOUN['de']}{_NOT_SMALL}",
    # English: the noun first ("A need for anything new I don't see")
    rf"{_NOUN['en']} for (?:\S+ ){{0,4}}?(?:i|we) (?:really |honestly |just )?(?:don't|do not|can't|cannot)"
    rf" see(?! why\b)",
    # French
    rf"(?:ne )?(?:vois|voyons) pas (?:\S+ ){{0,2}}?(?:le |de |la |l'|d')?{_NOUN['fr']}{_NOT_SMALL}",
    rf"{_NOUN['fr']}(?: \S+){{0,4}}?,? (?:je|nous) n'en (?:vois|voyons) (?:pas|aucun)",
    # Spanish
    rf"no (?:veo|vemos) (?:\S+ ){{0,2}}?(?:la |ninguna |una )?{_NOUN['es']}{_NOT_SMALL}",
    rf"{_NOUN['es']}(?: \S+){{0,4}}?,? no (?:la |le )?(?:veo|vemos)\b",
    # Italian
    rf"non (?:ne )?(?:vedo|vediamo) (?:\S+ ){{0,2}}?(?:la |alcuna |nessuna |il |alcun |nessun |l')?"
    rf"{_NOUN['it']}{_NOT_SMALL}",
    rf"{_NOUN['it']}(?: \S+){{0,4}}?,? non (?:ne |la |lo )?(?:vedo|vediamo)\b",
    # Dutch
    rf"(?:(?:ik|we|wij) (?:zie|zien)|(?:zie|zien) (?:ik|we|wij)) (?:\S+ ){{0,2}}?geen (?:\S+ )?{_NOUN['nl']}"
    rf"{_NOT_SMALL}",
    rf"{_NOUN['nl']}(?: \S+){{0,4}}? (?:zie|zien) (?:ik|we|wij) (?:\S+ ){{0,2}}?(?:niet|geen)\b",
    # Portuguese
    rf"nao (?:vejo|vemos) (?:\S+ ){{0,2}}?(?:a |nenhuma |qualquer )?{_NOUN['pt']}{_NOT_SMALL}",
    rf"{_NOUN['pt']}(?: \S+){{0,4}}?,? nao (?:a )?(?:vejo|vemos)\b",
)
