"""A removal phrase that describes instead of asking, read by `removal_guards.as_a_topic.described`:

- a question why our mail stopped or why the sender was taken off ("Why did you stop writing to me?",
  "Why did I get unsubscribed?", "Warum schreiben Sie mir nicht mehr?", "Pourquoi vous ne m'écrivez
  plus ?", "Perché non mi scrivete più?"): the sender misses the mail. Never a question that asks it to
  stop ("Why don't you stop emailing me?", "Why haven't you removed me yet?", `removal_negated_ask`);
- someone else's removal, the sender ruled out after it ("My colleague asked to be removed from your
  list, not me", "Mein Kollege wollte aus Ihrer Liste gestrichen werden, nicht ich", "Mon collègue a
  demandé à être retiré de votre liste, pas moi"). Never a phrase that names the sender ("remove me, not
  my colleague").

Pure data on fold()ed text."""

from __future__ import annotations

import re

# the words from the start of the question to the removal phrase: a why and a past auxiliary (English) ...
WHY_PAST_BEFORE = re.compile(
    r"(?:^|\s)why (?:did|have|has|had|'d) (?:you|they|we|i|\w+)(?: all of a sudden| suddenly| just)?"
    r"(?: get| been)? $"
)
# ... or a why alone, a subject and an adverb, before a "no more" in the phrase (the other rule languages)
WHY_BEFORE = re.compile(
    r"(?:^|\s)(?:warum|wieso|weshalb|pourquoi|perche|come mai|por que|porque|waarom)(?: est-ce que)?"
    r"(?: vous| ustedes| voces| voce| jullie| u| je| ihr| sie| voi)?(?: ya| auf einmal| plotzlich"
    r"| d'un coup| tout d'un coup| all'improvviso| de repente| opeens| ineens| eigentlich)? $"
)
NO_MORE_IN = re.compile(r"\b(?:nicht mehr|plus|piu|mas|niet meer|mais|langer)\b")
# the sender ruled out after the phrase, in its sentence
NOT_ME_AFTER = re.compile(
    r"[^.!?\n]{0,60}?,? (?:but |and |aber |mais |pero |ma |maar |mas )?(?:not (?:me|us|mine|myself)"
    r"|nicht (?:ich|mich|mir|wir|uns)|pas (?:moi|nous)|no (?:yo|a mi|nosotros)|non (?:io|noi|a me)"
    r"|niet (?:ik|mij|wij|ons)|nao (?:eu|a mim)"
    # the Italian "me" and the Portuguese "nos" only standing alone: before a verb they are its object
    # ("bem como que não nos sejam encaminhadas novas mensagens", heldout_dz: a removal of us too)
    r"|non me(?= *(?:[.,;:!?)\n]|$))|nao nos(?= *(?:[.,;:!?)\n]|$)))\b"
)
# A yes/no question whether the sender was taken off ("Did I get removed from the invitation list?",
# "Have you removed me from your mailing list?", "Haben Sie mich aus dem Verteiler genommen?") in a reply
# that wants to stay on or still get something (STAY_WISH): the sender asks what happened, not for it.
PAST_ASKED_START = re.compile(
    r"^\W*(?:\w+,? )?(?:did|have|has|had|was|were|haben sie|habt ihr|hat man|wurde ich|bin ich"
    r"|m'avez-vous|avez-vous|vous m'avez|est-ce que vous m'avez|ai-je ete|me (?:han|habeis|ha)|he sido|fui"
    r"|mi avete|mi ha|sono stat[oa]|hebben (?:jullie|u)|heeft (?:u|iemand)|ben ik|voces me|voce me"
    r"|me (?:tiraram"
    r"|removeram|excluiram))\b"
)
STAY_WISH = re.compile(
    r"\b(?:(?:i'd|i would|we'd|we would) (?:like|love|prefer|want) to (?:stay|remain|keep (?:getting"
    r"|receiving)"
    r"|be (?:back )?on it|continue)|keep (?:me|us) on|(?:i|we) (?:still )?want to (?:stay|remain|keep|be on)"
    r"|(?:i|we) (?:didn't|did not|haven't|have not) (?:get|got|gotten|receive|received) (?:the|your|my|an?"
    r"|any)"
    r"|(?:i|we) (?:stopped|no longer) (?:getting|receiving)|put (?:me|us) back"
    r"|(?:mochte|mochten|will|wollen) (?:\w+ )?(?:weiterhin|gern|gerne) (?:\w+ ){0,3}(?:bleiben|erhalten"
    r"|bekommen)|(?:habe|hatte) (?:\w+ ){0,3}(?:keine|nicht) (?:\w+ ){0,2}(?:erhalten|bekommen)"
    r"|(?:je|nous) (?:souhaite|voudrais|veux|souhaitons|voulons) (?:\w+ )?(?:rester|continuer a recevoir)"
    r"|(?:quiero|queremos|quisiera|me gustaria) (?:\w+ )?(?:seguir|permanecer|continuar)"
    r"|(?:voglio|vorrei|vogliamo|vorremmo) (?:\w+ )?(?:restare|rimanere|continuare)"
    r"|(?:ik wil|wij willen|we willen|ik zou) (?:\w+ ){0,4}(?:blijven|op de lijst)"
    r"|(?:quero|queremos|gostaria|gostariamos) (?:de )?(?:\w+ )?(?:continuar|permanecer|ficar)"
    # ... or fine to go on getting it, no removal of the sender wanted ("I'm fine to keep getting these, no
    # need to remove me", "mich bitte nicht austragen", "moi, je reste", heldout_bo)
    r"|(?:i'm|i am|we're|we are) (?:\w+ )?(?:fine|happy|ok|okay|glad|keen) to (?:keep|stay|continue|remain)"
    r"|no need to (?:remove|unsubscribe|take off|delete) (?:me|us)|(?:please )?(?:keep|leave) (?:me|us) on"
    r"|(?:don't|do not) (?:remove|unsubscribe|take off|delete) (?:me|us)"
    r"|(?:mich|uns) (?:\w+ )?nicht (?:austragen|abmelden|entfernen|streichen)|(?:ich bleibe|wir bleiben) gern"
    r"|ne (?:me|nous) (?:retirez|desinscrivez|supprimez) pas"
    r"|(?:moi|nous),? (?:je reste|on reste|nous restons)"
    r"|(?:a mi|a nosotros) no (?:me|nos) (?:den de baja|borren|quiten)|(?:yo sigo|yo me quedo)"
    r"|(?:me|ci) (?:\w+ )?non (?:toglietemi|cancellatemi|rimuovetemi)|non (?:toglietemi|cancellatemi"
    r"|rimuovetemi)|io (?:resto|rimango)"
    r"|(?:mij|ons) (?:\w+ )?niet (?:afmelden|verwijderen|uitschrijven)|ik blijf (?:graag|wel)"
    r"|(?:nao|nao me) (?:removam|descadastrem|tirem)|eu (?:continuo|fico))\b"
)
# someone else taken off: a third person or a colleague in the phrase or in the words right before it ("take
# her off your list", "nehmen Sie sie aus dem Verteiler", "retirez-la de votre liste", "remove my colleague
# from your list")
OTHER_NAMED = re.compile(
    r"(?:(?<=\w)-(?:la|le|les|lo|los|las)|(?:^|\s)(?:him|her|them|sie|ihn|la|le|les|lo|los|las|hem|haar|ze"
    r"|(?:my|our|mein\w*|unser\w*|mon|ma|notre|mi|nuestr[oa]|il mio|la mia|mijn|onze|meu|minha|o meu|a minha)"
    r" (?:colleague|coworker|co-worker|kollegin|kollege|collegue|colega|collega)))(?=\s|$)"
)
# ... the sender not named with it ("take me and her off", "take her off your list, and me too")
SENDER_BESIDE = re.compile(
    r"(?:(?:^|\s)(?:me|us|mich|uns|moi|nous|nos|mij|ons)|(?<=\w)-(?:me|moi|nos|nous))(?=\s|$)"
)
ME_TOO_AFTER = re.compile(
    r"[^.!?]{0,30}?\b(?:me too|and me|as well as me|mich auch|und mich|moi aussi|et moi|a mi tambien|y a mi"
    r"|anche me|e me|mij ook|en mij|eu tambem|e eu)\b"
)
