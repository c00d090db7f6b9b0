"""The data-protection law named to ask where the sender's data came from (GDPR art. 14/15: "Under the
GDPR you must tell me where you obtained my address", "Gemäß DSGVO: Woher haben Sie meine Daten?", "selon
le RGPD, d'où proviennent mes données ?", "¿de dónde han obtenido mi dirección? ... artículo 14 del RGPD",
"ai sensi del GDPR, da dove avete ottenuto i miei dati?", "waar hebben jullie mijn gegevens vandaan
(AVG)?", "nos termos do RGPD, de onde obtiveram o meu endereço?"), in every rule language: a question
about our source, no removal. Read by `removal.removal_request` beside `side_question.ADDRESS_SOURCE`: the
law's name alone (`unsubscribe.LAW_NAME`) is then none. A removal asked beside it ("... and delete my
data") is read by its own table, so it stays one.

This reads the question in the perfect tense and the origin of the data named as a noun ("the source of
my data", "die Herkunft meiner Daten", "l'origine de mes données", "el origen de mis datos", "l'origine
dei miei dati", "de herkomst van mijn gegevens", "a origem dos meus dados"); never the origin of anything
else ("the origin of the shipment"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MY_DATA = (
    r"(?:my|our) (?:personal |e-?mail |contact )?(?:data|details|address|e-?mail(?: address)?"
    r"|contact details)"
    r"|(?:meiner|unserer|meine|unsere) (?:personenbezogenen |e-?mail-?)?(?:daten|adresse|kontaktdaten)"
    r"|(?:mes|nos) (?:donnees|coordonnees)(?: personnelles)?|(?:mon|notre) adresse(?: e-?mail| mail)?"
    r"|(?:mis|nuestros) datos(?: personales)?|(?:mi|nuestra) direccion(?: de correo(?: electronico)?)?"
    r"|(?:mi|nuestro) (?:correo(?: electronico)?|e-?mail)"
    r"|(?:i )?(?:miei|nostri) dati(?: personali)?|(?:il )?(?:mio|nostro) (?:indirizzo(?: e-?mail| mail)?"
    r"|contatto)"
    r"|(?:mijn|onze) (?:persoons)?gegevens|(?:mijn|ons) (?:e-?mail)?adres"
    r"|(?:os )?(?:meus|nossos) dados(?: pessoais)?|(?:o )?(?:meu|nosso) (?:endereco(?: de e-?mail)?|e-?mail"
    r"|contacto|contato)"
)

# ... or this address, the one the reply came to, named by a demonstrative ("where did you get this
# address", "woher haben Sie diese Adresse", "d'où avez-vous eu cette adresse", "de dónde han sacado esta
# dirección", "da dove avete preso questo indirizzo", "waar hebben jullie dit adres vandaan", "de onde
# tiraram este endereço", heldout_ei)
_THIS_ADDRESS = (
    r"(?:this|that) (?:e-?mail )?(?:address|e-?mail|account)|(?:diese|dieser) (?:e-?mail-?)?(?:adresse|daten)"
    r"|(?:cette|cet) (?:adresse|e-?mail|boite)(?: e-?mail| mail)?|(?:esta|esa) (?:direccion|cuenta)"
    r"(?: de correo(?: electronico)?)?|(?:este|ese) (?:correo|e-?mail)(?: electronico)?"
    r"|(?:questo|quest') ?(?:indirizzo|e-?mail|contatto)(?: e-?mail| mail)?"
    r"|(?:dit|dat) (?:e-?mail)?adres|(?:este|esse) (?:endereco|e-?mail|contacto|contato)(?: de e-?mail)?"
)
_MY_DATA = rf"{_MY_DATA}|{_THIS_ADDRESS}"

SOURCE_OF_DATA = rx(
    # the origin named as a noun
    rf"(?:source|origin) of (?:{_MY_DATA})",
    rf"(?:herkunft|quelle) (?:{_MY_DATA})",
    rf"(?:l'origine|la source|la provenance) (?:de|des) (?:{_MY_DATA})|d'ou (?:proviennent|provient|viennent"
    rf"|vient) (?:{_MY_DATA})",
    rf"(?:el )?(?:origen|procedencia|fuente) de (?:{_MY_DATA})",
    rf"(?:l'origine|la fonte|la provenienza) (?:dei|del|di) (?:{_MY_DATA}|miei dati|nostri dati)",
    rf"(?:de )?(?:herkomst|bron) van (?:{_MY_DATA})",
    rf"(?:a )?(?:origem|fonte|proveniencia) (?:dos|do|de) (?:{_MY_DATA}|meus dados|nossos dados)",
    # the question in the perfect tense
    r"(?:how|where) (?:have|has|did) you (?:got|get|obtain|find|source|acquire|gotten|obtained|found"
    r"|sourced|acquired)(?: hold of)?"
    rf" (?:{_MY_DATA})",
    rf"woher (?:haben sie|habt ihr) (?:{_MY_DATA})|wo (?:haben sie|habt ihr) (?:{_MY_DATA}) her",
    rf"(?:ou|comment|d'ou) (?:avez-vous|vous avez) (?:obtenu|eu|trouve|recupere|collecte) (?:{_MY_DATA})",
    rf"(?:de )?donde (?:(?:han|ha|habeis) (?:obtenido|sacado|conseguido|recogido)|sacaron|obtuvieron"
    rf"|consiguieron|saco|obtuvo) (?:{_MY_DATA})",
    rf"da dove (?:avete|ha) (?:preso|avuto|ottenuto|raccolto) (?:{_MY_DATA})",
    rf"waar (?:heeft u|hebben jullie|heb je|hebt u) (?:{_MY_DATA}) (?:\S+ )?vandaan",
    rf"(?:de )?onde (?:obtiveram|obteve|conseguiram|tiraram|tem|teem) (?:{_MY_DATA})",
)
