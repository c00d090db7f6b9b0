"""A later said as "too early for us" (heldout_bw: "A bit early for us, we're only opening the Cape Town
branch in Feb. Chat again then?"), in every rule language: "a bit / still / too early for us", "noch etwas
zu früh für uns", "un peu tôt pour nous", "un poco pronto para nosotros", "ancora un po' presto per noi",
"nog wat vroeg voor ons", "ainda um pouco cedo para nós". Pure data on fold()ed text, read by
`intent.RuleClassifier` beside the soft laters (step 7); the follow-up date is any time the reply names.

Never denied ("it's never too early for us", "not too early for us"), never in a question ("too early for
you?": `intent_shared.stated`), never the time of day ("a bit early for us, can we do 10 instead of 8?"
asks for another slot, read as interest before), and never "for you" (the sender's view of us).
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a degree word before "early" ("a bit", "still", "noch", "encore", "todavía", "ancora", "nog", "ainda"),
# or "too" never negated ("never too early", "nicht zu früh")
_N = (
    r"(?<!not )(?<!never )(?<!n't )(?<!nie )(?<!nicht )(?<!pas )(?<!nunca )(?<!no )(?<!mai )(?<!non )"
    r"(?<!nooit )(?<!niet )(?<!nao )(?<!nem )"
)

TOO_EARLY = rx(
    rf"(?:(?:a (?:bit|little|tad)|bit|slightly|still|far|much|way) (?:too )?|{_N}too )early (?:days )?(?:for"
    r" us|for me|on our side)",
    r"(?:still )?early days (?:for us|on our side)",
    rf"(?:(?:noch|etwas|ein bisschen|ein wenig|viel) (?:zu )?|{_N}zu )fruh fur (?:uns|mich)",
    rf"(?:(?:encore|un peu|bien|beaucoup) (?:trop )?|{_N}trop )tot pour (?:nous|moi)",
    rf"(?:(?:todavia|aun|un poco|algo) (?:demasiado )?|{_N}demasiado )(?:pronto|temprano) para (?:nosotros"
    r"|mi)\b",
    rf"(?:(?:ancora|un po') (?:troppo )?|{_N}troppo )presto per (?:noi|me)",
    rf"(?:(?:nog|wat|iets|een beetje) (?:te )?|{_N}te )vroeg voor (?:ons|mij)",
    rf"(?:(?:ainda|um pouco|um bocado) (?:demasiado |muito )?|{_N}(?:demasiado|muito) )cedo (?:demais )?para"
    r" (?:nos|mim)",
)
