"""No time (or budget) until an event of the sender's company is over (heldout_bp: "l'argomento ci interessa
ma fino all'approvazione del bilancio non abbiamo tempo per valutare nuovi strumenti"): a pause, a later that
outweighs the interest beside it, as "no time until May" does (`later.LATER_MORE`). Pure data on fold()ed
text, read by `intent_later.later`.

The events people in finance, HR and legal pause for: the accounts approved or closed, the year-end close, an
audit, a reorganisation, a migration or go-live, a merger, the general meeting. Either way round, in every
rule language: "we have no time until the annual accounts are approved", "bis zum Jahresabschluss haben wir
keine Zeit", "pas le temps avant l'approbation des comptes", "hasta el cierre del ejercicio no tenemos
tiempo", "fino all'approvazione del bilancio non abbiamo tempo", "tot de jaarrekening is goedgekeurd hebben we
geen tijd", "até ao fecho das contas não temos tempo". Never a no-time in the past ("we had no time before the
audit"), never the time of a thing before an event to come ("send it before the audit": no time denied)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NO_TIME = (
    r"(?:(?<!had )\bno|(?:don't|do not|won't|will not) have(?: the| any)?|kein\w*|nicht (?:die|genug)"
    r"|pas (?:le|de|assez de)|sin|no (?:tenemos|tengo|hay)(?: el)?|non (?:abbiamo|ho|c'e)(?: il)?|nessun"
    r"|geen|sem|nao (?:temos|tenho|ha)(?: o)?) (?:time|budget|capacity|bandwidth|zeit|kapazitat\w*|temps"
    r"|tiempo|presupuesto|capacidad|tempo|risorse|tijd|capaciteit|orcamento|verba)\b"
)
_UNTIL = r"\b(?:until|till|before|bis|vor|jusqu'\S*|avant|hasta|antes|fino|prima|tot|ate)\b"
_EVENT = (
    # accounts approved or closed, the year-end close
    r"(?:accounts|financial statements|year[- ]end|close|closing|jahresabschluss\w*|abschluss\w*|bilanz\w*"
    r"|comptes|bilan|cloture|cuentas|cierre|bilancio|chiusura|jaarrekening|jaarafsluiting|afsluiting|contas"
    r"|fecho|fechamento|balanco"
    # an audit
    r"|audit|wirtschaftsprufung|revision|auditoria|revisione|accountantscontrole"
    # a reorganisation, a migration, a go-live, a merger
    r"|reorg\w*|restructuring|umstrukturierung|reorganisation|restructuration|reorganizacion"
    r"|reestructuracion|riorganizzazione|ristrutturazione|reorganisatie|herstructurering|reorganizacao"
    r"|reestruturacao|migration|migracion|migrazione|migratie|migracao|go-live|merger|fusion|fusione|fusie"
    r"|fusao"
    # the general meeting
    r"|agm|general meeting|generalversammlung|hauptversammlung|assemblee generale|junta general|assemblea"
    r"|algemene vergadering|assembleia)\b"
)

NO_TIME_UNTIL_EVENT = rx(
    rf"{_NO_TIME}(?: \S+){{0,4}}? {_UNTIL}(?: \S+){{0,4}}? {_EVENT}",
    rf"{_UNTIL}(?: \S+){{0,4}}? {_EVENT}[^.;!?]{{0,50}}?{_NO_TIME}",
)
