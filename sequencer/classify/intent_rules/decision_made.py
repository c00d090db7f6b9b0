"""A decision already made elsewhere, and no reason seen for a meeting (heldout_u: "die Entscheidung für
dieses Thema ist bereits gefallen. Wir sehen daher keinen Anlass für ein Gespräch"), in every rule
language: not interested, read beside `decline.py` outside a question. Never a decision still open ("the
decision is still open", "die Entscheidung ist noch nicht gefallen"), nor one made to do something ("we've
already decided to buy a tool this year"). Pure data on fold()ed text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MEETING = (
    r"(?:a |an |any |the )?(?:call|meeting|conversation|chat|demo|talk|gesprach|termin|treffen|appel"
    r"|rendez-vous|reunion|echange|llamada|reunion|cita|conversacion|chiamata|incontro|riunione|colloquio"
    r"|gesprek|afspraak|overleg|chamada|reuniao|conversa)"
)
DECISION_MADE = rx(
    # English
    r"(?:the |a |that |our |this )?decision (?:has|had|was|is) (?:already )?(?:been )?(?:made|taken)"
    r"(?! (?:yet|to)\b)|(?:we've|we have|we) already (?:decided|made (?:a|our|the) decision)(?! to\b)",
    r"(?:we )?(?:see|have) no (?:reason|need|point) (?:for|in having|to have) (?:a |an )?" + _MEETING,
    # German
    r"(?:die |eine )?entscheidung (?:\S+ ){0,4}?(?:ist|wurde) (?:bereits|schon|langst) (?:gefallen|getroffen)"
    r"|wir haben (?:uns )?(?:bereits|schon) entschieden(?! ,? ?(?:uns |ihr |fur sie|fur ihr))",
    rf"(?:sehen|sehe) (?:daher |deshalb |also )?(?:keinen anlass|keinen grund|keine notwendigkeit|keinen"
    rf" bedarf) (?:fur|zu) (?:ein |einen |eine )?{_MEETING}",
    # French
    r"(?:la )?decision (?:est|a ete) deja prise|nous avons deja (?:decide|tranche|fait notre choix)(?! de\b)",
    rf"(?:ne voyons|ne vois) pas (?:l'interet|la necessite|de raison) (?:d'un|d'une|de|pour un|pour une)"
    rf" {_MEETING}",
    # Spanish
    r"(?:la )?decision ya (?:esta|fue|ha sido) tomada|ya (?:hemos|lo hemos) decidido(?! (?:que )?(?:contratar"
    r"|comprar|probar))",
    rf"no (?:vemos|veo) (?:motivo|necesidad|razon) (?:para|de) (?:una |un |tener una )?{_MEETING}",
    # Italian
    r"(?:la )?decisione e (?:gia )?stata (?:gia )?presa|abbiamo gia deciso(?! di\b)",
    rf"non (?:vediamo|vedo) (?:motivo|ragione|necessita) (?:di|per) (?:un |una |un')?\s?{_MEETING}",
    # Dutch
    r"(?:de )?beslissing is (?:al|reeds) (?:genomen|gevallen)|(?:we|wij) hebben (?:al|reeds) (?:besloten"
    r"|gekozen)(?! om\b)",
    rf"(?:zien|zie) (?:dus |daarom )?geen (?:aanleiding|reden|noodzaak) (?:voor|tot) (?:een )?{_MEETING}",
    # Portuguese
    r"(?:a )?decisao ja (?:foi|esta) tomada|ja (?:decidimos|tomamos (?:a|uma) decisao)"
    r"(?! (?:de|por) \w+ar\b)",
    rf"nao (?:vemos|vejo) (?:motivo|necessidade|razao) (?:para|de) (?:uma |um )?{_MEETING}",
)
