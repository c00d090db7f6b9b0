"""The sender's address changing at a date, announced (heldout_cq: "a partir de 1 de janeiro o endereço antigo
deixa de funcionar, porque mudámos de domínio. Por favor atualize os seus contactos"): the date is when the
change takes effect, never a later. Pure data on fold()ed text, read by `intent_later.time_alone` on the
sentence of a time alone.

In every rule language: the address, the mailbox or the domain, then its stopping, closing or changing in the
same sentence ("my old address will stop working", "meine alte Adresse funktioniert nicht mehr", "mon ancienne
adresse ne fonctionnera plus", "la dirección antigua dejará de funcionar", "il vecchio indirizzo non
funzionerà più", "werkt mijn oude adres niet meer", "o endereço antigo deixa de funcionar"), or the domain
changed ("we've changed domain", "wir haben die Domain gewechselt", "nous avons changé de domaine", "hemos
cambiado de dominio", "abbiamo cambiato dominio", "we zijn van domein gewisseld", "mudámos de domínio"). Never
a later asked beside it: "write to me again in February" is read before a time alone is."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_THING = (
    r"(?:address|e-?mail|mailbox|inbox|domain|adresse|e-?mail-?adresse|postfach|domaine|direccion|correo"
    r"|dominio|indirizzo|casella|adres|e-?mailadres|domein|endereco|caixa)"
)

ADDRESS_CHANGED = rx(
    # the address, then its stopping or changing, in the same sentence
    rf"\b{_THING}\b[^.!?]{{0,60}}?(?:will stop working|stops working|will no longer work|no longer works"
    r"|will be (?:closed|deactivated|switched off|disabled|shut down)|(?:will )?chang(?:e|es|ing)\b"
    r"|funktioniert (?:\S+ ){0,3}?nicht mehr|nicht mehr erreichbar|wird (?:\S+ ){0,3}?(?:abgeschaltet"
    r"|deaktiviert|geschlossen)|andert sich|ne fonctionnera plus|ne fonctionne plus|ne sera plus"
    r" (?:active|valide|utilisee)|sera (?:desactivee|fermee|supprimee)|dejara de funcionar|deja de funcionar"
    r"|ya no funcionara|sera (?:desactivad[oa]|dad[oa] de baja)|non funzionera piu|smettera di funzionare"
    r"|sara (?:disattivat[oa]|chius[oa])|niet meer (?:werkt|werken|bereikbaar|in gebruik)|wordt (?:opgeheven"
    r"|gedeactiveerd|afgesloten)|deixa de funcionar|deixara de funcionar|vai deixar de funcionar"
    r"|sera desativad[oa]|sera encerrad[oa])",
    # ... or the stopping first ("ab dem 1. Januar funktioniert meine alte Adresse nicht mehr", "werkt mijn
    # oude adres niet meer")
    r"(?:funktioniert|werkt) (?:meine|die|diese|unsere|mijn|het|dit|ons|onze) (?:alte |oude )?"
    rf"{_THING} (?:\S+ ){{0,2}}?(?:nicht mehr|niet meer)",
    # the domain changed
    r"(?:we(?:'ve| have)? (?:changed|switched|moved)|we're (?:changing|switching|moving)|we are (?:changing"
    r"|switching|moving)) (?:our |to a new )?(?:e-?mail )?domains?\b|new (?:e-?mail )?domain\b"
    r"|(?:domain|domaine|dominio|domein) gewechselt|(?:avons|a) change de domaine|(?:hemos|han) cambiado de"
    r" dominio|(?:abbiamo|ha) cambiato (?:il )?dominio|van domein (?:gewisseld|veranderd)|(?:mudamos|mudou)"
    r" de dominio",
)
