"""A "not interested" typed in a hurry (heldout_as: "thx but were all set with our current vendor. not
intrested"), in every rule language. Pure data on fold()ed text, read by `intent` beside
`decline.DECLINE` (never in a question, `intent_shared.stated`).

The key word as people really mistype it: a letter dropped, doubled or swapped ("intrested", "intersted",
"interessted", "interrested", "kein Intresse", "pas interesé", "no me intresa", "non mi interesa",
"geen intresse", "niet geintresseerd", "sem intresse"), always after its negation ("not", "kein", "pas",
"no", "non", "geen", "nao") and never the correct spelling (read by `interest.NOT_INTERESTED`). Never a
typo without the negation ("very intrested, send the deck") nor a negation of something else beside it
("not only intrested in price").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# "interested" mistyped (never the right spelling, "interested")
_EN_ADJ = (
    r"(?:intrested|intersted|interseted|intereted|interestd|interessted|interrested|intreested|inetrested"
    r"|insterested|intresed|intersed|interestet|intrestd|intreseted)"
)
# "interest" mistyped
_EN_NOUN = r"(?:intrest|intrst|interst|intreset|interrest|intersest)"
# "Interesse" (DE, IT, NL, PT) mistyped: one "s" or one "r" too few or too many
_INTERESSE = r"(?:intresse|interese|interrese|interresse|intrese|interesse?e)"
# "interessiert", "intéressé(s)", "interesados", "interessati", "geïnteresseerd", "interessados" mistyped
_DE_PARTICIPLE = r"(?:intressiert|interesiert|interresiert|interressiert|interessirt|intressirt)"
_FR_PARTICIPLE = r"(?:interese|interresse|intresse|interrese)(?:e|s|es)?"
_ES_VERB = r"(?:intresa|intereza|interesza|intersa|interresa|intrezsa)"
_ES_PARTICIPLE = r"(?:intresad|interezad|intersad|interresad)[oa]s?"
_IT_VERB = r"(?:interesa|intressa|interressa|intresa|interesssa)"
_IT_PARTICIPLE = r"(?:interesat|intressat|interressat|intresat)[oaie]"
_NL_PARTICIPLE = (
    r"(?:ge[iy]?ntresseerd|ge[iy]?nteresserd|ge[iy]?ntereseerd|ge[iy]?nterreseerd|ge[iy]?nterseerd"
    r"|ge[iy]?nteressseerd|ge[iy]?ntresserd|ge[iy]?nteresseert|geinterresseerd)"
)
_PT_PARTICIPLE = r"(?:intressad|interesad|interressad|intresad)[oa]s?"

NOT_INTERESTED_TYPED = rx(
    # English: "not intrested", "not really intersted", "no intrest", "zero intrest", "im not intrested"
    rf"(?:not|nt|not really|not at all|not even remotely) {_EN_ADJ}|(?:no|zero) {_EN_NOUN}",
    # German: "kein Intresse", "kein Interese", "nicht intressiert"
    rf"kein(?:erlei)? {_INTERESSE}|nicht (?:wirklich |so )?{_DE_PARTICIPLE}",
    # French: "pas interesé", "pas intressé", "pas interressés", "aucun intéret" mistyped
    rf"pas (?:du tout |vraiment )?{_FR_PARTICIPLE}|aucun (?:interret|intret|interer)",
    # Spanish: "no me intresa", "no nos intereza", "no estamos intresados", "sin intres"
    rf"no (?:me|nos|le|les) {_ES_VERB}|no (?:estamos|estoy|esta|estan) {_ES_PARTICIPLE}"
    r"|sin (?:intres|interez|intrez)",
    # Italian: "non mi interesa", "non ci intressa", "non siamo interesati", "nessun intresse"
    rf"non (?:mi|ci|gli|le) {_IT_VERB}|non (?:siamo|sono|e) {_IT_PARTICIPLE}|nessun {_INTERESSE}",
    # Dutch: "geen intresse", "geen interese", "niet geintresseerd"
    rf"geen (?:echte )?{_INTERESSE}|niet (?:echt )?{_NL_PARTICIPLE}",
    # Portuguese: "sem intresse", "não tenho intresse", "não estamos intressados"
    rf"sem {_INTERESSE}|nao (?:temos|tenho|tem) (?:nenhum )?{_INTERESSE}|nao (?:estamos|estou|esta|estao)"
    rf" {_PT_PARTICIPLE}",
)
