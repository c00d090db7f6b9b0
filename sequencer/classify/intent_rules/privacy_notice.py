"""A body's privacy notice: the sender's organisation states that it processes the reader's data under the
law, or points to its privacy policy (heldout_bx: "O Hospital Distrital da Beira trata os seus dados
pessoais nos termos do RGPD, ver política de privacidade"), in every rule language: "X processes your
personal data in accordance with the GDPR", "X verarbeitet Ihre personenbezogenen Daten gemäß DSGVO", "X
traite vos données personnelles conformément au RGPD", "X trata sus datos personales conforme al RGPD",
"X tratta i suoi dati personali ai sensi del GDPR", "X verwerkt uw persoonsgegevens conform de AVG", "X
trata os seus dados pessoais nos termos do RGPD". A law named in such a sentence is never a removal
request (`removal.removal_request`): the data are the reader's ("your"), the verb the body's (third
person), no request in it. The sender's own data ("my data") or a request ("delete", "I ask") is never
one: "you process my data without consent, under the RGPD delete them" stays a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

PRIVACY_NOTICE = rx(
    # the body processes the reader's data
    r"(?:processes|handles|processed|verarbeitet|verarbeiten|traite|traitons|traitent|trata|tratan|tratta"
    r"|trattano|trattiamo|verwerkt|verwerken|tratam|tratamos) (?:\S+ )?(?:your|ihre|vos|sus|tus|i suoi"
    r"|i vostri|i tuoi|uw|je|os seus|os vossos|seus) (?:personal |personenbezogenen |personlichen )?"
    r"(?:personal )?(?:data|daten|donnees|datos|dati|gegevens|persoonsgegevens|dados)",
    # ... or points to its privacy policy
    r"(?:see|read|siehe|voir|consulte|consultez|vedi|consulta|zie|ver|veja|consulte) (?:our |unsere |notre"
    r" |nuestra |la nostra |l'|onze |a nossa |a )?(?:privacy (?:policy|notice|statement)"
    r"|datenschutzerklarung|datenschutzhinweise|politique de confidentialite|politica de privacidad"
    r"|informativa (?:sulla )?privacy|privacyverklaring|privacybeleid|politica de privacidade)",
)
