"""A system already in use named with the organisation as its subject, and no intention to change it
(heldout_u: "lo studio utilizza già un gestionale che copre anche questi flussi e non abbiamo intenzione
di cambiarlo"), or to add another beside it (heldout_du), in every rule language: not interested, read beside
`decline.py` outside a question ("we
already use X" with "we" as the subject is in `interest.NOT_INTERESTED`). A but-clause asking for more
still wins ("the firm already uses X but it's up for renewal, let's talk", `but_request.py`). Pure data on
fold()ed text.

`TOOL_IN_USE` reads a tool in use for it, with no "already" (heldout_ak: "we use hubspot for all that,
all set"): "we use X for that", "wir nutzen X dafür", "on utilise X pour ça", "usamos X para eso", "usiamo X
per questo", "daar gebruiken we X voor", "a gente usa X pra isso", and the same done in it ("we do all that
in X", "das läuft alles über X", "on fait tout ça sur X", "lo hacemos todo con X", "facciamo tutto con X",
"dat doen we in X", "fazemos tudo no X"). Only said by the sender's side and to its clause's end: never
negated ("we don't use anything for that", "dafür nutzen wir nichts"), never with a but, a "which", a time
or a pain after it in its sentence ("we use Excel for that for now", "... but it's a mess"), never one
thing kept some way ("el mantenimiento lo llevamos en cuadernos", heldout_r: "that" or "all of it" is
what is done in the tool), never of someone else ("they use HubSpot for that") nor asked.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# one word of the tool's name, never a negation ("we use nothing for that", "wir nutzen dafür keins")
_TOOL = (
    r"(?!(?:no|not|nothing|nada|ningun\w*|nessun\w*|niente|nulla|kein\w*|nicht\w*|nichts|geen|niets|niks"
    r"|nenhum\w*|rien|aucun\w*|pas|nao|non|never|nie|nunca|mai"
    # ... nor us ("we use you for that!", a customer writing to support; review of 2026-12-05, fifth)
    r"|you|your|yours|y'all|vous|vos|votre|ustedes|vosotros|vuestr\w*|voi|vostr\w*|jullie|u|voces|voce"
    r"|euch|euer\w*|ihr|ihre\w*)\b)[\w&'-]+(?:\.[\w&'-]+)*"
)
# ... to the clause's end, and nothing in its sentence that leaves it open: a but, a "which", a time, a pain,
# a question
_SETTLED = (
    r"(?=\s*(?:[.,;:!)]|$|[\u2600-\u27bf\U0001f300-\U0001faff]))(?![^.!\n]*(?:\?|\b(?:but|aber|mais|pero"
    r"|maar|mas|which|until|though|bis|jusqu|hasta|fino|tot|ate|ainda|todavia|encore|ancora|noch|still)\b"
    r"|for now|at the moment|right now|vorerst|im moment|pour l'instant|pour le moment|por ahora|de momento"
    r"|per ora|per il momento|voorlopig|op dit moment|por enquanto|por agora|\bmess\b|\bpain|manual"
    r"|struggl|chaos|caos|chaotisch))"
)
_FOR_IT = {
    "en": r"for (?:all )?(?:that|this|it|those|these|everything|all of (?:that|this|it))",
    "de": r"(?:dafur|hierfur|fur (?:das|all das|alles|so etwas|sowas))",
    "fr": r"pour (?:tout )?(?:ca|cela|ceci|tout)",
    "es": r"para (?:todo )?(?:eso|esto|ello|todo)",
    "it": r"per (?:tutto )?(?:questo|quello|cio|tutto)",
    "nl": r"(?:daarvoor|hiervoor|voor (?:dat|dit|alles))",
    "pt": r"(?:pra|para|pro) (?:tudo )?(?:isso|isto|tudo)",
}
TOOL_IN_USE = rx(
    # English
    rf"(?<!n't )(?<!not )(?:we|i) (?:use|run|rely on|work with) (?:{_TOOL} ){{1,3}}?"
    rf"{_FOR_IT['en']}{_SETTLED}",
    rf"(?<!n't )(?<!not )(?:we|i) (?:do|handle|manage|run) (?:all )?(?:that|this|it|everything|all of"
    rf" (?:that|this|it)) (?:already )?(?:in|with|through|via|on) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    # German
    rf"(?:wir|ich) (?:nutzen|verwenden|benutzen|nehmen|nutze|verwende|benutze|nehme) (?:{_TOOL} ){{1,3}}?"
    rf"{_FOR_IT['de']}{_SETTLED}",
    rf"{_FOR_IT['de']} (?:nutzen|verwenden|benutzen|nehmen) wir (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    rf"(?:das|alles|all das) (?:lauft|machen wir) (?:bei uns )?(?:alles |komplett )?(?:uber|mit|in)"
    rf" (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    # French
    rf"(?:on|nous) (?:utilise|utilisons|passe par|passons par) (?:{_TOOL} ){{1,3}}?{_FOR_IT['fr']}"
    rf"{_SETTLED}",
    rf"(?:on|nous) (?:fait|faisons|gere|gerons) (?:deja )?(?:tout )?(?:ca|cela) (?:deja )?(?:avec|sur|dans"
    rf"|via) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    # Spanish
    rf"(?<!no )(?:usamos|utilizamos|trabajamos con) (?:{_TOOL} ){{1,3}}?{_FOR_IT['es']}{_SETTLED}",
    rf"{_FOR_IT['es']} (?:ya )?(?:usamos|utilizamos) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    rf"(?<!no )(?:(?:todo eso|eso|todo) lo (?:hacemos|llevamos|gestionamos)(?: todo)?|lo (?:hacemos|llevamos"
    rf"|gestionamos) todo) (?:ya )?(?:con|en|por)"
    rf" (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    # Italian
    rf"(?<!non )(?:usiamo|utilizziamo|adoperiamo) (?:{_TOOL} ){{1,3}}?{_FOR_IT['it']}{_SETTLED}",
    rf"{_FOR_IT['it']} (?:gia )?(?:usiamo|utilizziamo) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    rf"(?<!non )(?:facciamo tutto|gestiamo tutto|gestiamo (?:gia )?(?:questo|tutto)|(?:tutto )?questo lo"
    rf" (?:facciamo|gestiamo)) (?:gia )?"
    rf"(?:con|in|su|tramite) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    # Dutch
    rf"(?:we|wij|ik) (?:gebruiken|gebruik) (?:{_TOOL} ){{1,3}}?{_FOR_IT['nl']}{_SETTLED}",
    rf"(?:daar|hier) gebruiken (?:we|wij) (?:{_TOOL} ){{1,3}}?voor{_SETTLED}",
    rf"(?:dat|dit|alles) doen (?:we|wij) (?:al )?(?:allemaal )?(?:in|met|via) (?:{_TOOL} ){{0,2}}{_TOOL}"
    rf"{_SETTLED}",
    # Portuguese
    rf"(?<!nao )(?:usamos|utilizamos|a gente usa|nos usamos|trabalhamos com)"
    rf" (?:{_TOOL} ){{1,3}}?{_FOR_IT['pt']}{_SETTLED}",
    rf"{_FOR_IT['pt']} (?:ja )?(?:usamos|utilizamos|a gente usa) (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
    rf"(?<!nao )(?:fazemos|a gente faz) (?:tudo|isso|tudo isso) (?:ja )?(?:no|na|com|pelo|pela|via)"
    rf" (?:{_TOOL} ){{0,2}}{_TOOL}{_SETTLED}",
)

_ORG_EN = r"(?:the|our) (?:firm|practice|company|office|team|business|hotel|shop|studio|group|school)"
ALREADY_HAVE = rx(
    # English
    rf"{_ORG_EN} already (?:uses|has|runs|works with)",
    r"(?:no|not any) (?:intention|plans?) (?:of|to) (?:chang|switch|replac)\w*"
    r"|(?:don't|do not|dont) (?:intend|plan) to (?:change|switch|replace)",
    # ... nor to add another tool beside it (heldout_du: "no tenemos ninguna intención de añadir otra
    # herramienta"), in every rule language
    r"(?:no|not any) (?:intention|plans?) (?:of|to) (?:add|adding|bring in|bringing in|take on|taking on)"
    r" (?:another|a second|yet another|one more)\b"
    r"|(?:don't|do not|dont) (?:intend|plan) to (?:add|bring in|take on) (?:another|a second|yet another)\b",
    # German
    r"(?:die kanzlei|die praxis|das unternehmen|die firma|das buro|das team|das hotel|unser (?:team|buro"
    r"|haus)) (?:nutzt|verwendet|hat|setzt) (?:bereits|schon)",
    r"(?:keine|nicht die) (?:absicht|plane)\w*,? (?:\S+ ){0,3}?(?:zu )?(?:wechseln|andern|ersetzen)",
    r"(?:keine|nicht die) (?:absicht|plane)\w*,? (?:\S+ ){0,2}?(?:noch ein\w*|ein weiteres|weitere\w*"
    r"|zusatzliche\w*) (?:\S+ ){0,2}?(?:einzufuhren|hinzuzufugen|anzuschaffen|dazuzunehmen)",
    # French
    r"(?:le cabinet|l'entreprise|la societe|le bureau|l'equipe|l'hotel|l'etude) (?:utilise|a|possede) deja"
    r"|(?:pas|aucune) (?:l')?intention de (?:le |la |les )?(?:changer|remplacer)"
    r"|(?:pas|aucune) (?:l')?intention d'(?:ajouter|rajouter|integrer) (?:un autre|une autre|encore un"
    r"|un second|une seconde)",
    # Spanish
    r"(?:el despacho|la empresa|el hotel|la oficina|el equipo|el estudio) ya (?:usa|utiliza|tiene|trabaja"
    r" con)|(?:lo|la) llevamos todo con (?:el|la|un|una|nuestro|nuestra)"
    r"|no (?:tenemos|tengo) (?:ninguna )?(?:intencion|pensado|previsto) (?:de )?(?:cambiar|sustituir)"
    r"|no (?:tenemos|tengo) (?:ninguna )?(?:intencion|pensado|previsto) (?:de )?(?:anadir|incorporar|sumar"
    r"|meter) (?:otra|otro|una segunda|un segundo)\b",
    # Italian
    r"(?:lo studio|l'azienda|la societa|l'ufficio|il team|l'hotel) (?:utilizza|usa|ha) gia"
    r"|(?:utilizziamo|usiamo) gia (?:un|una|il|la|un')"
    r"|non (?:abbiamo|ho) (?:alcuna )?intenzione di (?:cambiar\w*|sostituir\w*)"
    r"|non (?:abbiamo|ho) (?:alcuna )?intenzione di (?:aggiunger\w*|introdurr\w*|affiancar\w*) (?:un altro"
    r"|un'altra|altri|altre|un secondo|una seconda)\b",
    # Dutch
    r"(?:het kantoor|de praktijk|het bedrijf|de firma|het team|het hotel) (?:gebruikt|heeft|werkt) al"
    r"|(?:niet van plan|geen plannen) om (?:\S+ )?(?:te )?(?:wisselen|over te stappen"
    r"|te vervangen|vervangen)"
    r"|(?:niet van plan|geen plannen) om (?:er )?(?:nog )?(?:een )?(?:ander|extra|tweede)\w* (?:\S+ ){0,2}?"
    r"(?:bij te nemen|toe te voegen|in te voeren|erbij te nemen)",
    # Portuguese
    r"(?:o escritorio|a empresa|o hotel|a equipa|a equipe|o estudio) ja (?:usa|utiliza|tem|trabalha com)"
    r"|nao (?:temos|tenho) (?:intencao|planos?) de (?:o |a )?(?:mudar|trocar|substituir)"
    r"|nao (?:temos|tenho) (?:nenhuma )?(?:intencao|planos?) de (?:adicionar|acrescentar|incluir) (?:outra"
    r"|outro|uma segunda|um segundo)\b",
)


# Whether we integrate with a tool asked in the reply (review of 2026-12-05, sixth: "Do you integrate with
# what we use for that? We use Jira for everything"): the tool in use beside it is the question's, no no
# (`intent_shared.stated`), in every rule language.
INTEGRATION_ASKED = rx(
    r"(?:do|does|can|will|could|would) (?:you|it|this|that|your (?:\w+ )?(?:tool|product|platform|app"
    r"|software|system)) (?:\w+ )?(?:integrate|connect|sync|work|plug|talk|hook) (?:in(?:to)? |up )?(?:with"
    r"|to|into)\b[^.!?\n]*\?",
    r"(?:lasst sich|kann man) (?:das|es|ihr \w+|ihre \w+) (?:\S+ ){0,4}?(?:verbinden|integrieren|anbinden"
    r"|koppeln)[^.!?\n]*\?|(?:funktioniert|integriert sich|gibt es eine (?:integration|schnittstelle))"
    r" (?:das |es |ihr \w+ )?(?:mit|zu|fur)\b[^.!?\n]*\?",
    r"(?:vous vous integrez|ca s'integre|cela s'integre|s'integre-t-il|ca fonctionne|vous etes compatibles?)"
    r" (?:avec|a)\b[^.!?\n]*\?",
    r"(?:se integra|se integran|integran|funciona|es compatible|se conecta) (?:\S+ )?con\b[^.!?\n]*\?",
    r"(?:si integra|vi integrate|funziona|e compatibile|si collega|lavora|dialoga|si interfaccia)"
    r" (?:\S+ )?con\b[^.!?\n]*\?",
    r"(?:integreert|werkt|koppelt) (?:het|dat|jullie \w+|uw \w+|u|jullie) (?:\S+ )?met\b[^.!?\n]*\?",
    r"(?:integra|se integra|integram|funciona|e compativel|conecta) (?:\S+ )?com\b[^.!?\n]*\?",
)
