"""An "already have" that is no system in use (`interest.NOT_INTERESTED`'s "already have", "abbiamo già",
"avons déjà", "ya tenemos", "já temos"): said of documents or data the sender holds ("quality asks us every
time for the documents we already have", heldout_al: "i documenti che abbiamo già"), or hedged by a modal
("a second contract for something we might already have", heldout_al), it describes, it does not decline.
German and Dutch put the verb last in such a clause ("die Unterlagen, die wir schon haben", "de gegevens
die we al hebben") and never read as the no. "This is something we already have" and "we already have the
documents covered by X" stay noes. The system already in use named as what ours must work with is a
question of fit, no no either ("se funciona com o sistema de gestão que já usamos", "whether it integrates
with the CRM we already use", "si funciona con el programa que ya usamos", "si ça marche avec le logiciel
que nous utilisons déjà", "se funziona con il gestionale che usiamo già", heldout_cy); "we're happy with
the system we already use" has no such verb and stays a no. Pure data on fold()ed text, read on the words
right before the phrase.
"""

from __future__ import annotations

import re

# a verb of working together or fitting, by language (German and Dutch put "already" last and never read)
_WORKS_WITH = {
    "en": r"\b(?:works?|working|integrates?|integrating|compatible|connects?|connecting|syncs?|syncing"
    r"|talks?|plays? nicely|interfaces?)\b",
    "pt": r"\b(?:funciona|funcionaria|funcionam|integra|integram|integraria|compativel|compativeis|conecta"
    r"|conversa|comunica|roda)\b",
    "es": r"\b(?:funciona|funcionaria|funcionan|integra|integran|integraria|compatible|compatibles|conecta"
    r"|se comunica)\b",
    "fr": r"\b(?:fonctionne|fonctionnerait|marche|marcherait|s'integre|s'integrerait|compatible|compatibles"
    r"|communique|se connecte)\b",
    "it": r"\b(?:funziona|funzionerebbe|si integra|integra|compatibile|compatibili|dialoga|comunica"
    r"|si collega)\b",
}
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
    # the system it must work with: a works-with verb, then (within the sentence) "with the X (that) we"
    rf"|{_WORKS_WITH['en']}[^.?!;:]*? with (?:the |our )?(?:[^\s.,;:!?]+ ){{1,4}}?"
    r"(?:(?:that|which) )?(?:we|i) "
    rf"|{_WORKS_WITH['pt']}[^.?!;:]*? com (?:o |a |os |as |nosso |nossa )?(?:[^\s.,;:!?]+ ){{1,4}}?que"
    r" (?:nos |a gente )?"
    rf"|{_WORKS_WITH['es']}[^.?!;:]*? con (?:el |la |los |las |nuestro |nuestra )?"
    r"(?:[^\s.,;:!?]+ ){1,4}?que"
    r" (?:nosotros )?"
    rf"|{_WORKS_WITH['fr']}[^.?!;:]*? avec (?:le |la |les |l'|notre |nos )?(?:[^\s.,;:!?]+ ){{1,4}}?(?:que"
    r" nous|qu'on|que j'ai|que l'on) "
    rf"|{_WORKS_WITH['it']}[^.?!;:]*? con (?:il |la |i |le |l'|lo |gli |il nostro |la nostra )?"
    r"(?:[^\s.,;:!?]+ ){1,4}?che "
    r")$"
)
# the "already" of the matched phrase: only such a phrase is read this way
ALREADY_WORD = re.compile(r"\b(?:already|gia|deja|ya|ja|bereits|schon|al|reeds)\b")
# ... or a meeting with our side already set: the "already have" followed by a demo, a call or a meeting, a
# word of its being fixed or dated, and the reader or the reader's colleague it is with, in its sentence
# (heldout_ei: "abbiamo già una demo fissata per giovedì con il suo collega"; "we already have a call booked
# with your colleague", "wir haben schon einen Termin mit Ihrer Kollegin vereinbart", "on a déjà un
# rendez-vous prévu avec votre collègue", "ya tenemos una reunión agendada con su compañera", "we hebben al
# een afspraak gepland met uw collega", "já temos uma reunião marcada com o seu colega"): a meeting held,
# read as `other` (`intent`, beside `meeting_confusion`), never a product in use nor a meeting with another
# vendor ("we already have a demo booked with Acme" stays a no)
_MEETING = (
    r"(?:(?:a|an|one|ein|eine|einen|un|une|una|uno|een|um|uma) )?(?:\S+ )?(?:demo|demo-?termin|call|meeting"
    r"|appointment|termin|gesprachstermin|rendez-vous|rdv|reunion|llamada|cita|riunione|appuntamento"
    r"|chiamata|afspraak|gesprek|videocall|reuniao|chamada)\b"
)
_SET = (
    r"\b(?:scheduled|booked|set up|planned|arranged|lined up|in the (?:calendar|diary)|vereinbart|geplant"
    r"|angesetzt|im kalender|prevue?|planifiee?|fixee?|calee?|programmee?|agendad[ao]|programad[ao]|prevista"
    r"|previsto|fijad[ao]|fissat[ao]|programmat[ao]|in calendario|gepland|ingepland|marcad[ao]|monday"
    r"|tuesday|wednesday|thursday|friday|montag|dienstag|mittwoch|donnerstag|freitag|lundi|mardi|mercredi"
    r"|jeudi|vendredi|lunes|martes|miercoles|jueves|viernes|lunedi|martedi|mercoledi|giovedi|venerdi"
    r"|maandag|dinsdag|woensdag|donderdag|vrijdag|segunda|terca|quarta|quinta|sexta)\b"
)
_WITH_READER = (
    r"\b(?:with|mit|avec|con|met|com) (?:you|your|ihnen|ihrem|ihrer|dir|deinem|deiner|euch|vous|votre|vos"
    r"|toi|ton|ta|usted|ustedes|su|sus|tu|tus|vosotros|lei|voi|il suo|la sua|il tuo|la tua|il vostro"
    r"|la vostra|u|uw|jou|je|jullie|voce|voces|o seu|a sua|o teu|a tua|seu|sua)\b"
)
MEETING_SET_AFTER = re.compile(rf" {_MEETING}(?=[^.?!;\n]*?{_SET})(?=[^.?!;\n]*?{_WITH_READER})")
_ALREADY_HAVE = (
    r"\b(?:we(?:'ve| have)? already (?:got|have)|we already have|wir haben (?:schon|bereits)|(?:on a|nous"
    r" avons) deja|ya tenemos|abbiamo gia|we hebben al|hebben we al|(?:nos |a gente )?ja temos)"
)
MEETING_ALREADY_SET = re.compile(rf"{_ALREADY_HAVE}(?={MEETING_SET_AFTER.pattern})")
