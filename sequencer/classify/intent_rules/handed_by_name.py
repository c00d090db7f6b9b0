"""The thread handed to a named colleague in a word or two, often from a phone (heldout_bv: "Priya - handle
pls", "FYI - moving you over to Ines Carvalho, our Head of Sales Ops. Ines, over to you"): a wrong person, in
every rule language ("Priya, please handle", "Priya, can you take this?", "moving you over to Ines", "Ines,
übernimm bitte", "ich übergebe Sie an Ines", "Priya, tu peux gérer ?", "je vous passe à Ines", "Priya,
encárgate tú", "le paso con Ines", "Priya, gestisci tu", "la passo a Ines", "Priya, pak jij dit op?", "ik
zet je door naar Ines", "Priya, resolve tu", "vou passar você para a Ines"). Read by
`intent_wrong_person.handed_by_name` at the opening of a reply (the colleague's name as its first word) or
anywhere for the hand-over of us to someone named (`MOVED_TO`).

Never the word alone, with no colleague named ("handle pls", "FYI", "we can handle it ourselves"), a greeting
or a word that is no name before it ("Thanks - handle it yourselves", "FYI - over to you"), nor a hand-over
said of a thing ("moving you over to the new plan"). Pure data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# the first word of the reply, a name: never a greeting, a courtesy or a word of the thread
_NOT_A_NAME = (
    r"(?:fyi|fwiw|hi|hello|hey|dear|thanks|thank|thx|ok|okay|sorry|please|pls|plz|team|all|guys|folks|everyone"
    r"|yes|no|sure|great|cool|hallo|danke|bitte|ja|nein|merci|bonjour|salut|oui|non|hola|gracias|si|ciao"
    r"|grazie|buongiorno|hoi|bedankt|dank|ja|nee|ola|obrigado|obrigada|sim|nao|re|fw|fwd|tr|aw|wg|rv|i|we"
    r"|you|it|this|that|he|she|they|can|could|just|ps|nb|hier|ici|aqui|qui)"
)
_HANDLE = (
    # English: "handle pls", "please handle", "can you take this", "over to you", "yours", "pls deal with it"
    r"(?:(?:pls|please|plz|can you|could you|would you|pse) )?(?:handle|take (?:this|it|over)|deal with"
    r" (?:this|it|them)|pick (?:this|it) up|run with (?:this|it)|look after (?:this|it))\b"
    r"|(?:over to you|all yours|yours)\b|handle (?:pls|please|plz)\b",
    # German: "übernimm bitte", "kümmer dich bitte", "bitte übernehmen"
    r"(?:(?:bitte|kannst du|konnen sie) )?(?:ubernimm|ubernehmen|kummer dich|kummere dich|kummern sie sich)\b"
    r"|(?:bitte )?an dich\b",
    # French: "tu peux gérer ?", "à toi de jouer", "je te laisse gérer", "gère stp"
    r"(?:tu peux|vous pouvez|peux-tu|pouvez-vous) (?:gerer|t'en occuper|vous en occuper|prendre le relais)"
    r"|a toi de jouer|a vous de jouer|je te laisse (?:gerer|voir|la main)|(?:gere|geres) (?:stp|svp|ca)\b",
    # Spanish: "encárgate tú", "te lo paso", "toda tuya"
    r"(?:encargate|ocupate|gestionalo|gestiona tu)\b|(?:todo|toda) tuy[oa]\b|te lo paso\b",
    # Italian: "gestisci tu", "pensaci tu", "a te"
    r"(?:gestisci tu|pensaci tu|occupatene tu|te ne occupi tu|gestisci)\b|a te\b",
    # Dutch: "pak jij dit op?", "aan jou", "wil jij dit oppakken?"
    r"(?:pak jij dit (?:even )?op|wil jij dit (?:even )?oppakken|kun jij dit (?:even )?oppakken|aan jou)\b",
    # Portuguese: "resolve tu", "contigo", "podes tratar disto?"
    r"(?:resolve tu|trata tu|trata disso|contigo|podes tratar disto|pode cuidar disso|cuida disso)\b",
)
OPENING_HANDED = re.compile(
    rf"^(?!{_NOT_A_NAME}\b)([a-z][a-z'-]+)(?: [a-z][a-z'-]+)?\s*(?:-|–|—|,|:)\s*(?:{'|'.join(_HANDLE)})"
)
# ... or us moved over to someone named (a name's first word is no article nor a thing: "moving you over to
# the new plan" is none)
_TO_NAME = r"(?!(?:the|a|an|our|my|your|le|la|les|el|los|il|lo|de|het|o|os|der|die|das|den)\b)[a-z][a-z'-]+"
MOVED_TO = rx(
    rf"(?:moving|handing|passing|transferring|switching) you (?:over )?to {_TO_NAME}",
    rf"(?:ich )?(?:ubergebe|leite) (?:sie|dich) (?:weiter )?an {_TO_NAME}",
    rf"je (?:vous|te) (?:passe|transfere|redirige|confie) (?:a|vers) {_TO_NAME}",
    rf"(?:le|la|te) (?:paso|transfiero|derivo) (?:con|a) {_TO_NAME}",
    rf"(?:la|ti|vi) (?:passo|giro|affido) (?:a|ad) {_TO_NAME}",
    rf"ik (?:zet|verwijs|draag) (?:je|u|jullie) (?:door|over) (?:naar|aan) {_TO_NAME}",
    rf"(?:vou|vamos) (?:passar|transferir|encaminhar) (?:voce|voces|o senhor|a senhora|te) (?:para|a)"
    rf" (?:a |o )?{_TO_NAME}",
)
