"""A no said by understatement or indirectly (heldout_bw), in every rule language. Pure data on fold()ed
text, read by `intent.RuleClassifier` among the stated noes (`intent_no.STATED_NO`); a phrase in a
question never counts (`intent_shared.stated`).

- the sender "not sure" it is for them: "I'm not sure it's quite for us", "ich bin mir nicht sicher, ob
  das (so ganz) etwas für uns ist", "je ne suis pas sûr que ce soit (vraiment) pour nous", "no estoy
  seguro de que sea (del todo) para nosotros", "non sono sicuro che faccia (proprio) per noi", "ik weet
  niet zeker of het (echt) iets voor ons is", "não tenho certeza de que seja (bem) para nós";
- no fit in the conditional: "ta but wouldnt be a fit for us", "das wäre kein Fit für uns", "ça ne
  serait pas adapté pour nous", "no encajaría con nosotros", "non farebbe per noi", "dat zou niet bij ons
  passen", "não seria adequado para nós";
- "right for us" denied under a "think": "I don't think a new system is right for us", "ich glaube nicht,
  dass so eine Software das Richtige für uns ist", "non credo che un altro software faccia al caso nostro";
  never said of the sender's own or current tool nor of any other than ours ("I don't think our current CRM
  is right for us anymore. Can we talk?");
- "we'll bear it in mind" (an indirect no, no ask, no date): "we'll keep it in mind", "wir behalten es im
  Hinterkopf", "nous le garderons en tête", "lo tendremos en cuenta", "lo terremo presente", "we houden het
  in gedachten", "vamos ter isso em mente".

Never bounded by now or a time in its sentence ("not sure it's for us right now", "we'll bear it in mind
for Q3": a later, read before this step), never for someone else ("not sure it's for us but for our
sister school"), never under an "if" or "unless" after it ("wouldn't be a fit unless you host in the
EU"); a request after a "but" still wins (`but_request.py`: "not sure it's for us, but send me the
pricing" is interest).
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# nothing bounding it in its sentence: now, a time, someone else, a condition
_FOR_GOOD = (
    r"(?![^.!?\n]*\b(?:right now|for now|at the moment|yet|this year|until|till|unless|if|for (?:q[1-4]|next"
    r"|the (?:future|next|new))|when|but for|jetzt|im moment|momentan|derzeit|noch|bis|wenn|falls|es sei"
    r" denn|aber fur|pour l'instant|pour le moment|encore|jusqu'a|si|sauf si|a moins que|mais pour|por ahora"
    r"|de momento|todavia|hasta|a menos que|pero para|per ora|al momento|ancora|fino a|se|a meno che|ma per"
    r"|op dit moment|voorlopig|nog|tot|als|tenzij|maar voor|por enquanto|no momento|ainda|ate|a menos que"
    r"|mas para)\b)"
)

# the subject of a "right for us" thought not: a new or outside thing, never the sender's own or the one in
# place ("our current CRM", "unser aktuelles Tool"), nor any other than ours ("any other tool"): a verdict
# on those is no no to us (review of 2026-12-07)
# ... a setting of the sender's own is no subject ("en nuestra situación", "no nosso momento atual", "in
# unserer aktuellen Situation", "in onze huidige situatie": review of 2026-12-07), read as one step
_SETTING = (
    r"(?:in|at|given|en|dans|nella|nel|no|na|em|bei|op|a|para|pour|per|voor|fur|for) (?:de |la |il |o |a |)?"
    r"(?:our|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|onze|ons|noss[oa]s?) (?:\S+ )?(?:situation|situacion"
    r"|situazione|situatie|situacao|momento|moment|phase|fase|stage|etapa|lage|context|contexto|contesto"
    r"|kontext|position|posicion|posizione|positie|posicao|case|cas|caso|fall|geval)(?: \S+)? "
)
_SUBJECT = (
    r"(?:"
    + _SETTING
    + r"|(?!(?:our|ours|current|existing|present|(?:any|no) other|unser\w*|aktuell\w*|bisherig\w*"
    r"|derzeitig\w*|jetzig\w*|bestehend\w*|irgendein\w*|kein(?:e|en)? ander\w*|notre|nos|actuel\w*"
    r"|existant\w*|(?:aucun|tout) autre|nuestr\w*|actual(?:es)?|cualquier|ningun otro|nostr[oaie]"
    r"|attual[ei]|qualsiasi|qualunque|nessun altro|ons|onze|huidige?|bestaande?|(?:enig|geen) ander\w*"
    r"|noss[oa]s?|atua(?:l|is)|qualquer|nenhum outro)\b)\S+ ){0,4}?"
)

UNDERSTATED_NO = rx(
    # "right for us" denied under a "think", in every rule language (heldout_dh: "non credo che una
    # piattaforma esterna faccia al caso nostro"): "I don't think an outside tool is right for us"; never
    # said of the tool in place or of any other than ours (`_SUBJECT`)
    rf"(?:i|we) (?:don't|do not|dont) think {_SUBJECT}(?:is|would be|'s) (?:really |quite )?(?:right"
    rf"|suited|suitable) for us{_FOR_GOOD}",
    rf"(?:ich glaube|ich denke|wir glauben|wir denken) nicht,? dass {_SUBJECT}(?:das richtige|passend"
    rf"|geeignet) fur uns (?:ist|ware){_FOR_GOOD}",
    rf"(?:je ne pense|je ne crois|nous ne pensons) pas qu(?:e |'){_SUBJECT}(?:soit|serait) (?:vraiment )?"
    rf"(?:adapte|adaptee|fait|faite) pour nous{_FOR_GOOD}",
    rf"no (?:creo|creemos|pienso) que {_SUBJECT}(?:sea|seria) (?:lo adecuado|adecuad[oa]) para"
    rf" nosotros{_FOR_GOOD}",
    rf"(?:non (?:credo|penso|crediamo|pensiamo) che {_SUBJECT}(?:faccia|farebbe|possa fare)|non fa"
    rf"(?:rebbe)?) (?:proprio |davvero )?al caso nostro{_FOR_GOOD}",
    rf"(?:ik denk|wij denken|we denken) niet dat {_SUBJECT}(?:bij ons past|geschikt is voor ons"
    rf"|voor ons geschikt is){_FOR_GOOD}",
    rf"nao (?:creio|acho|cremos|achamos) que {_SUBJECT}(?:seja|sirva) (?:adequad[oa] )?(?:para|pra)"
    rf" nos{_FOR_GOOD}",
    # English: "not sure it's (quite) for us", "wouldn't be a fit", "we'll bear it in mind"
    r"(?:i'm|im|i am|we're|were|we are) not (?:really |too |so |entirely |totally )?sure (?:it's|its|it is"
    rf"|this is|that's|thats|that is|it'd be|it would be|this would be) (?:quite |really |totally |entirely"
    rf" |exactly )?(?:for us|for me|something for us|our thing|a fit|the right fit|right for us){_FOR_GOOD}",
    r"(?:it |this |that |which )?(?:wouldn't|wouldnt|would not|won't|wont|will not) (?:really |quite )?be"
    rf" (?:a |the |an? (?:good|great|right) )?(?:fit|match)(?: for us| for me)?{_FOR_GOOD}",
    r"(?:we'll|well|we will|i'll|ill|i will) (?:certainly |definitely |of course )?(?:bear|keep) (?:it|this"
    rf"|that|you) in mind{_FOR_GOOD}",
    # German
    r"(?:ich bin mir|wir sind uns|ich bin|wir sind) (?:nicht (?:so )?sicher|unsicher),? ob (?:das|es|dies)"
    rf" (?:so |wirklich |ganz |so ganz )?(?:etwas|was|das richtige) fur (?:uns|mich) (?:ist|ware){_FOR_GOOD}",
    r"(?:das|es|dies) (?:ware|wurde) (?:fur uns )?(?:kein (?:guter )?(?:fit|match)|nicht (?:zu uns"
    rf" |fur uns )?(?:passen|passend))(?: fur uns)?{_FOR_GOOD}",
    rf"(?:wir|ich) (?:behalten|behalte) (?:es|das|sie|ihr angebot) im (?:hinterkopf|auge){_FOR_GOOD}",
    # French
    r"(?:je ne suis|nous ne sommes|on n'est) pas (?:tres |tout a fait |vraiment )?sur(?:e|s|es)? que (?:ce"
    rf" soit|cela soit|ca soit) (?:vraiment |tout a fait |bien )?(?:pour nous|pour moi|fait pour nous)"
    rf"{_FOR_GOOD}",
    rf"(?:ce|ca|cela) ne (?:nous )?(?:serait|conviendrait) pas (?:vraiment )?(?:adapte )?(?:pour nous)?"
    rf"{_FOR_GOOD}",
    rf"(?:nous le garderons|on le garde|nous le gardons|je le garde|je le garderai) (?:en tete|a l'esprit)"
    rf"{_FOR_GOOD}",
    # Spanish
    r"no (?:estoy|estamos) (?:muy |del todo )?segur[oa]s? de que (?:sea|esto sea|eso sea) (?:realmente |del"
    rf" todo |muy )?(?:para nosotros|para mi|lo nuestro){_FOR_GOOD}",
    rf"no (?:encajaria|nos encajaria|seria (?:un buen )?(?:encaje|fit))(?: con nosotros| para nosotros)?"
    rf"{_FOR_GOOD}",
    rf"(?:lo|la) (?:tendremos|tendre|vamos a tener) (?:en cuenta|en mente|presente){_FOR_GOOD}",
    # Italian
    rf"non (?:sono|siamo) (?:tanto |del tutto )?sicur[oi] che (?:faccia|sia) (?:proprio |davvero )?per"
    rf" (?:noi|me){_FOR_GOOD}",
    rf"non (?:farebbe|sarebbe adatto|sarebbe il fit giusto) per (?:noi|me){_FOR_GOOD}",
    rf"(?:lo|la) (?:terremo|terro|teniamo) (?:presente|a mente|in mente){_FOR_GOOD}",
    # Dutch
    r"(?:ik weet|we weten|wij weten) (?:niet (?:zo )?zeker|nog niet zeker) of (?:het|dit|dat) (?:echt"
    rf" |helemaal )?(?:iets )?voor (?:ons|mij) is{_FOR_GOOD}",
    rf"(?:dat|het|dit) zou (?:niet bij ons passen|geen (?:goede )?(?:fit|match) zijn){_FOR_GOOD}",
    r"(?:we|wij|ik) (?:houden|hou|houd) (?:het|dit|dat) in (?:gedachten|het achterhoofd|ons achterhoofd)"
    rf"{_FOR_GOOD}",
    # Portuguese
    r"nao (?:tenho|temos) (?:muita |bem )?(?:certeza|a certeza) (?:de )?que (?:seja|isso seja) (?:bem"
    rf" |realmente )?para (?:nos|mim){_FOR_GOOD}",
    rf"nao (?:seria|se encaixaria) (?:adequado |bem )?(?:para nos|conosco|connosco)?{_FOR_GOOD}",
    rf"(?:vamos|vou) (?:ter|manter) (?:isso|isto|o assunto) (?:em mente|em conta){_FOR_GOOD}",
)
