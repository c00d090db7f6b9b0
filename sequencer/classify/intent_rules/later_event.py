"""A "later" tied to an event instead of a date: write again once something is over ("Mäld di doch
nomal, wenn die dure isch", "melden Sie sich wieder, sobald die Migration durch ist", "Zodra dat rond is
mag je me weer mailen", "escríbeme de nuevo cuando acabemos", "écrivez-moi quand ce sera fini", "scrivimi
quando avremo finito", "volte a falar comigo quando a migração terminar"): not_now, in every rule language
(English "get back to me once ..." and the French, Spanish and Italian "recontactez-moi"/"vuelva a
escribirme"/"riscrivimi" are in `later`). Pure data on fold()ed text, read with `later.WRITE_AGAIN`.

The verb needs "again" ("wieder", "nomal", "weer", "de nuevo", ...) before the conjunction, or the event
said to be over after it ("wenn die Migration durch ist", "quand ce sera terminé"): "Melden Sie sich, wenn
Sie Fragen haben" and "mail me het als PDF" are no later."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_AGAIN = (
    r"(?:wieder|nochmal|nomal|no mal|noch ?einmal|erneut|weer|opnieuw|nog eens|a nouveau|de nouveau"
    r"|de nuevo|otra vez|nuevamente|di nuovo|ancora|nuovamente|de novo|novamente|outra vez)"
)
# the conjunction, then the event said to be over within a few words, per language ("Termine" is no French
# "terminé")
_OVER = {
    "de": r"(?:durch|dure|vorbei|verbii|fertig|erledigt|abgeschlossen|rum|uberstanden)",
    "nl": r"(?:rond|klaar|voorbij|afgerond|achter de rug)",
    "fr": r"(?:termine|terminee|terminees|termines|fini|finie|finis|boucle|bouclee|passe|passee|acheve"
    r"|achevee)",
    "es": r"(?:terminemos|termine|terminado|terminada|acabemos|acabe|acabado|acabada|pase|haya pasado)",
    "it": r"(?:finito|finita|terminato|terminata|concluso|conclusa|passato|passata|chiuso|chiusa)",
    "pt": r"(?:terminar|terminarmos|terminado|terminada|acabar|acabarmos|acabado|acabada|passar|concluido"
    r"|concluida)",
}
_THEN = {
    "de": r"(?:wenn|sobald|wanns?|wenns)",
    "nl": r"(?:als|zodra|wanneer)",
    "fr": r"(?:quand|lorsque|des que|une fois que)",
    "es": r"(?:cuando|en cuanto|una vez que)",
    "it": r"(?:quando|appena|una volta che)",
    "pt": r"(?:quando|assim que|depois que)",
}
_VERB = {
    "de": r"(?:melden|schreiben|kontaktieren) sie (?:sich|mir|mich|uns)|(?:meld|mald|melde|schreib|schrib)"
    r" (?:dich|di|mir|mer)",
    "nl": r"(?:mail|benader|contacteer|bel) (?:me|mij|ons)",
    "fr": r"(?:(?:re)?ecrivez|(?:re)?ecris|contactez)-?(?:moi|nous)",
    "es": r"(?:escribeme|escribame|contactame|contacteme|escribenos|escribanos)",
    "it": r"(?:scrivimi|scrivetemi|mi scriva|contattami|contattatemi|mi contatti)",
    "pt": r"(?:volte|voltem) a (?:me )?(?:falar|escrever|contatar|contactar|procurar)(?: comigo)?"
    r"|(?:escreva|fale|contate|contacte)(?:-me| comigo)",
}
WRITE_AGAIN_WHEN = rx(
    *(rf"(?:{_VERB[lang]})(?: \S+){{0,2}}? {_AGAIN},? {_THEN[lang]}" for lang in _VERB),
    *(rf"(?:{_VERB[lang]})(?: \S+){{0,2}}?,? {_THEN[lang]}(?: \S+){{0,6}}? {_OVER[lang]}" for lang in _VERB),
    # Dutch with the event first: "Zodra dat rond is mag je me weer mailen"
    r"(?:zodra|wanneer|als)(?: \S+){1,6}?,? (?:mag|kun|kunt|kan) (?:je|jij|u) (?:me|mij|ons)(?: \S+)?"
    rf" {_AGAIN} (?:mailen|benaderen|contacteren|een mail sturen|bellen)",
)
