"""A system already in use named with the organisation as its subject, and no intention to change it
(heldout_u: "lo studio utilizza già un gestionale che copre anche questi flussi e non abbiamo intenzione
di cambiarlo"), in every rule language: not interested, read beside `decline.py` outside a question ("we
already use X" with "we" as the subject is in `interest.NOT_INTERESTED`). A but-clause asking for more
still wins ("the firm already uses X but it's up for renewal, let's talk", `but_request.py`). Pure data on
fold()ed text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ORG_EN = r"(?:the|our) (?:firm|practice|company|office|team|business|hotel|shop|studio|group|school)"
ALREADY_HAVE = rx(
    # English
    rf"{_ORG_EN} already (?:uses|has|runs|works with)",
    r"(?:no|not any) (?:intention|plans?) (?:of|to) (?:chang|switch|replac)\w*"
    r"|(?:don't|do not|dont) (?:intend|plan) to (?:change|switch|replace)",
    # German
    r"(?:die kanzlei|die praxis|das unternehmen|die firma|das buro|das team|das hotel|unser (?:team|buro"
    r"|haus)) (?:nutzt|verwendet|hat|setzt) (?:bereits|schon)",
    r"(?:keine|nicht die) (?:absicht|plane)\w*,? (?:\S+ ){0,3}?(?:zu )?(?:wechseln|andern|ersetzen)",
    # French
    r"(?:le cabinet|l'entreprise|la societe|le bureau|l'equipe|l'hotel|l'etude) (?:utilise|a|possede) deja"
    r"|(?:pas|aucune) (?:l')?intention de (?:le |la |les )?(?:changer|remplacer)",
    # Spanish
    r"(?:el despacho|la empresa|el hotel|la oficina|el equipo|el estudio) ya (?:usa|utiliza|tiene|trabaja"
    r" con)|(?:lo|la) llevamos todo con (?:el|la|un|una|nuestro|nuestra)"
    r"|no (?:tenemos|tengo) (?:intencion|pensado|previsto) (?:de )?(?:cambiar|sustituir)",
    # Italian
    r"(?:lo studio|l'azienda|la societa|l'ufficio|il team|l'hotel) (?:utilizza|usa|ha) gia"
    r"|(?:utilizziamo|usiamo) gia (?:un|una|il|la|un')"
    r"|non (?:abbiamo|ho) (?:alcuna )?intenzione di (?:cambiar\w*|sostituir\w*)",
    # Dutch
    r"(?:het kantoor|de praktijk|het bedrijf|de firma|het team|het hotel) (?:gebruikt|heeft|werkt) al"
    r"|(?:niet van plan|geen plannen) om (?:\S+ )?(?:te )?(?:wisselen|over te stappen"
    r"|te vervangen|vervangen)",
    # Portuguese
    r"(?:o escritorio|a empresa|o hotel|a equipa|a equipe|o estudio) ja (?:usa|utiliza|tem|trabalha com)"
    r"|nao (?:temos|tenho) (?:intencao|planos?) de (?:o |a )?(?:mudar|trocar|substituir)",
)
