"""A come-back asked for when our offer changes: a smaller or cheaper plan (heldout_bi: "If you ever launch a
smaller plan for teams under 10, come back to me and I'll take another look"): not now, a later on a
condition of ours, in every rule language ("Falls Sie mal ein kleineres Paket anbieten, melden Sie sich
wieder", "si un jour vous lancez une offre plus petite, revenez vers moi", "si algún día lanzan un plan más
pequeño, vuelvan a escribirme", "se un giorno lanciate un piano più economico, ricontattatemi", "als jullie
ooit een kleiner pakket hebben, laat het me weten", "se um dia lançarem um plano menor, me procurem").
Read in `intent_later.later` (step 4), winning over the interest beside it. The condition first, then the
contact asked in the same sentence; never a question about such a plan now ("Do you have a smaller plan?"),
nor a price asked for it ("if you have a smaller plan, send me the price"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_GAP = r"[^.?!]{0,80}?"
SMALLER_PLAN_LATER = rx(
    # English
    r"(?:if|when|once|should) you (?:ever |guys ever |one day |someday )?(?:launch|offer|have|introduce"
    r"|bring out|release|add|come up with|roll out|start offering)" + _GAP + r"(?:smaller|cheaper|lighter"
    r"|starter|entry[- ]level|lower[- ]priced|basic|budget|small[- ]team)" + _GAP + r"(?:come back to me"
    r"|get back to me|let me know|get in touch|reach out|ping me|drop me a line|give me a shout"
    r"|(?:i'll|i will|we'll|we will) (?:take|have) (?:another|a second|a fresh) look)",
    # German
    r"(?:falls|wenn|sobald) sie (?:mal |irgendwann |eines tages )?" + _GAP + r"(?:kleiner|gunstiger"
    r"|schlanker|einsteiger)\w*" + _GAP + r"(?:melden sie sich|kommen sie (?:gerne |gern )?(?:wieder )?auf"
    r" (?:mich|uns) zu|geben sie (?:mir|uns) bescheid|schauen wir (?:es uns )?(?:gerne )?(?:nochmal|noch"
    r" ?mal|erneut))",
    # French
    r"si (?:un jour |jamais )?vous (?:lancez|sortez|proposez|avez|ajoutez)" + _GAP + r"(?:plus (?:petite?"
    r"|legere?|abordable)|moins chere?|d'entree de gamme)" + _GAP + r"(?:revenez vers (?:moi|nous)"
    r"|recontactez-(?:moi|nous)|faites-(?:moi|nous) signe|tenez-(?:moi|nous) au courant)",
    # Spanish
    r"si (?:algun dia |alguna vez )?(?:lanzan|sacan|ofrecen|tienen|lanzais|sacais|ofreceis|teneis)"
    + _GAP
    + r"(?:mas (?:pequeno|barato|economico|ligero)|basico)"
    + _GAP
    + r"(?:(?:vuelvan|vuelva|vuelve|volved) a"
    r" (?:escribirme|contactarme|escribirnos|contactarnos)|avisenme|avisame|avisadme|escribanme|escribeme)",
    # Italian
    r"se (?:un giorno |mai )?(?:lanciate|fate|offrite|avete|introducete|uscite con)" + _GAP + r"(?:piu"
    r" (?:piccol|economic|legger)\w|base)" + _GAP + r"(?:ricontattatemi|ricontattateci|fatemi sapere|fateci"
    r" sapere|scrivetemi|fatevi vivi)",
    # Dutch
    r"als (?:jullie|u) (?:ooit |ooit eens |ergens )?"
    + _GAP
    + r"(?:kleiner|goedkoper|lichter|instap)\w*"
    + _GAP
    + r"(?:laat (?:het )?(?:me|mij|ons) (?:dan )?(?:even )?weten|neem (?:dan )?(?:gerust )?(?:weer )?"
    r"contact (?:met (?:me|mij|ons) )?op|kom (?:dan )?(?:gerust )?(?:maar )?terug)",
    # Portuguese
    r"se (?:um dia |algum dia )?(?:lancarem|tiverem|oferecerem|criarem|vierem a ter)" + _GAP + r"(?:menor"
    r"|mais (?:barato|economico|enxuto|simples)|basico)"
    + _GAP
    + r"(?:me procurem|me procure|(?:voltem|volte)"
    r" a (?:falar|entrar em contato) comigo|me avisem|me avise|falem comigo)",
)
