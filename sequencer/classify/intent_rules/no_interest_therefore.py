"""A no drawn as a conclusion: "not interested" with a connective between the verb and the adjective
(heldout_bx: "non è quindi possibile procedere con acquisti al di fuori di tali strumenti. Non siamo
pertanto interessati alla vostra offerta"), in the rule languages whose word order puts it there: "non
siamo pertanto interessati", "non siamo quindi interessati", "no estamos, por tanto, interesados", "no
estamos por lo tanto interesados", "não estamos, portanto, interessados", "não estamos assim
interessados". English, German, French and Dutch put the negation right before the adjective ("therefore
not interested", "daher nicht interessiert", "donc pas intéressés", "dus niet geïnteresseerd"), which
`interest.NOT_INTERESTED` reads already.

Pure data on fold()ed text, one alternative of `interest.NOT_INTERESTED`. Only the sender's own first
person ("non siamo", never a question to us, "non siete quindi interessati?", which stays with the
question rules), never "only" after it ("non siamo quindi interessati solo al prezzo": interest in more)."""

from __future__ import annotations

_CONNECTIVE = (
    r"(?:pertanto|quindi|dunque|percio|di conseguenza|purtroppo|al momento|per ora|por tanto|por lo tanto"
    r"|por consiguiente|asi que|entonces|lamentablemente|de momento|portanto|por isso|assim|consequentemente"
    r"|infelizmente|de momento|neste momento)"
)

NO_INTEREST_THEREFORE = (
    rf"(?:non (?:siamo|sono),? {_CONNECTIVE},? interessat\w*"
    rf"|no (?:estamos|estoy),? {_CONNECTIVE},? interesad\w*"
    rf"|nao (?:estamos|estou),? {_CONNECTIVE},? interessad\w*)"
    r"(?! (?:solo|soltanto|unicamente|solamente|apenas|so|somente)\b)"
)
