"""An "already have" that is no system in use (`interest.NOT_INTERESTED`'s "already have", "abbiamo già",
"avons déjà", "ya tenemos", "já temos"): said of documents or data the sender holds ("quality asks us every
time for the documents we already have", heldout_al: "i documenti che abbiamo già"), or hedged by a modal
("a second contract for something we might already have", heldout_al), it describes, it does not decline.
German and Dutch put the verb last in such a clause ("die Unterlagen, die wir schon haben", "de gegevens
die we al hebben") and never read as the no. "This is something we already have" and "we already have the
documents covered by X" stay noes. Pure data on fold()ed text, read on the words right before the phrase.
"""

from __future__ import annotations

import re

# the words right before the matched "already" phrase, anchored at its start
HELD_BEFORE = re.compile(
    r"(?:"
    # a modal hedge, in the languages whose phrase has the "already" right after it
    r"\b(?:might|may|could|possibly|probably|perhaps|maybe|forse|probabilmente|magari|quizas|quiza|tal vez"
    r"|a lo mejor|posiblemente|talvez|provavelmente|possivelmente|se calhar) (?:(?:we|i) )?"
    # documents or data held, with or without the relative word
    r"|\b(?:documents?|data|information|details|paperwork|certificates?|certifications?|records|files"
    r"|evidence|answers) (?:(?:that|which) )?(?:we|i) "
    r"|\b(?:documenti|dati|informazioni|certificati|certificazioni|attestati|risposte) (?:che|di cui) "
    r"|\b(?:documents|donnees|informations|pieces|certificats|attestations|reponses)"
    r" (?:que nous|que j'ai|qu'on) "
    r"|\b(?:documentos|datos|dados|informacion|informaciones|informacoes|certificados|respuestas|respostas)"
    r" que (?:(?:nosotros|nos) )?"
    r")$"
)
# the "already" of the matched phrase: only such a phrase is read this way
ALREADY_WORD = re.compile(r"\b(?:already|gia|deja|ya|ja|bereits|schon|al|reeds)\b")
