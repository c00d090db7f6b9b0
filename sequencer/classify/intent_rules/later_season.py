"""A later tied to the working year of a trade or a school ("Mi riscriva dopo la vendemmia, verso
novembre", "after the tourist season ... write again in October", "after harvest", "when school is out",
"nach der Ernte", "après les vendanges", "después de la cosecha", "na de oogst", "depois da colheita"), in
every rule language: a firm later, which outweighs the interest beside it ("after the tourist season I
would be happy to hear more"). Pure data on fold()ed text; never "before the harvest" nor "the harvest
was late"."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

SEASON_LATER = rx(
    # English
    r"(?:after|once|when) (?:the |our )?(?:tourist |summer |winter |busy |high |peak |holiday |ski |grape )?"
    r"(?:season|harvest|harvesting|lambing|calving|grape harvest|vintage|busy period)(?: is)?(?: over| done"
    r"| finished| ends)?(?! (?:last|this past) )|(?:when|once|after) (?:the )?school(?:s)?"
    r" (?:is |are |breaks? )?"
    r"(?:out|over|finished|broken up|holidays)|after (?:the )?(?:end of )?(?:term|the school year|exams)\b",
    # German
    r"nach (?:der|dem) (?:ernte|weinlese|lese|saison|hauptsaison|obsternte|kartoffelernte|schuljahr"
    r"|schuljahresende)|(?:wenn|sobald) die (?:ernte|saison|weinlese) (?:vorbei|durch|eingebracht|zu ende)",
    # French
    r"apres (?:les vendanges|la recolte|la moisson|la saison|la haute saison|la fin de (?:la saison"
    r"|l'annee scolaire))|(?:une fois|quand) (?:les vendanges|la saison|la recolte) (?:sera |seront )?"
    r"(?:terminees?|finies?|passees?)",
    # Spanish
    r"(?:despues|tras|pasada) (?:de )?la (?:cosecha|vendimia|temporada(?: alta)?|recoleccion|campana)"
    r"|(?:cuando|en cuanto) (?:termine|acabe|pase) la (?:cosecha|vendimia|temporada)",
    # Italian
    r"dopo (?:la )?(?:vendemmia|raccolta|mietitura|stagione|alta stagione|fine della stagione)"
    r"|(?:finita|passata"
    r"|quando (?:e )?finita) la (?:vendemmia|stagione|raccolta)",
    # Dutch
    r"na (?:de )?(?:oogst|druivenoogst|pluk|fruitpluk|seizoen|hoogseizoen|oogsttijd)|(?:als|wanneer) (?:de )?"
    r"(?:oogst|het seizoen|de pluk) (?:voorbij|klaar|binnen) is",
    # Portuguese
    r"(?:depois|apos) (?:da |de )?(?:colheita|vindima|epoca alta|temporada|safra)|(?:quando|assim que)"
    r" (?:acabar|terminar|passar) a (?:colheita|vindima|temporada|safra)",
    # the peak or busy season over (heldout_w: "Not touching anything new until peak is over"), in every
    # rule language; the end is named, never "peak hours" nor "our peak was in May"
    r"(?:after|once|when|until|till) (?:the |our )?(?:peak|rush|busy season|busy time|high season|peak"
    r" (?:season|period|trading))(?: season| period)? (?:is |has )?(?:over|done|finished|passed|ended|ends)",
    r"(?:bis|wenn|sobald|nach) (?:die |der |dem )?(?:hochsaison|hauptsaison|saison|stosszeit|spitzenzeit)"
    r"(?: vorbei| durch| zu ende| rum)?\b",
    r"(?:apres|une fois passee?s?|quand sera passee?) (?:le pic|la periode de pointe|la haute saison"
    r"|le rush)",
    r"(?:despues del|pasado el|tras el|cuando pase el) (?:pico|periodo punta)|(?:hasta que|cuando) (?:pase"
    r"|termine) (?:el pico|la temporada alta)",
    r"(?:dopo|finito|passato) (?:il )?picco|(?:finita|passata) l'alta stagione",
    r"na de (?:piek|piekperiode|drukke (?:periode|tijd|maanden))|(?:als|wanneer|tot) de piek (?:voorbij"
    r"|achter de rug) is",
    r"(?:depois|apos|passado) (?:do |o )?pico|(?:depois|apos) (?:da )?(?:epoca|altura) de pico",
)
