"""Wrong person: the topic said to be handled by a department of the sender's company, in the passive or
with the department as the subject (heldout_dn: "I'm in sales, these matters are handled by Human
Resources"), in the rule languages beside English (whose "are handled by" `wrong_person.WRONG_PERSON`
reads): "das wird von der Personalabteilung bearbeitet", "ces questions sont gérées par les RH", "eso lo
lleva Recursos Humanos", "queste cose sono gestite dall'ufficio del personale", "dat wordt door HR
afgehandeld", "estas questões são tratadas pelos Recursos Humanos". Read by
`intent_wrong_person.wrong_person`. Pure data on fold()ed text.

A department, never a person (`referral`, `colleague_pointed`), never a head office (`head_office`); said,
never asked ("são tratadas pelo RH?"), never negated ("não são tratadas pelo RH, sou eu que decido", "eso no
lo lleva Recursos Humanos, sino yo")."""

from __future__ import annotations

from sequencer.classify.intent_rules.department_pointed import (
    DEPT_DE,
    DEPT_ES,
    DEPT_FR,
    DEPT_IT,
    DEPT_NL,
    DEPT_PT,
)
from sequencer.classify.intent_rules.pattern import rx

# said, not asked: the sentence ends without a question mark
_SAID = r"(?=[^.!?\n]*(?:[.!\n]|$))"
_NOT = r"(?<!nicht )(?<!pas )(?<!no )(?<!non )(?<!niet )(?<!nao )(?<!ne )(?<!n')"

DEPARTMENT_HANDLES = rx(
    rf"{_NOT}(?:wird|werden) (?:(?!nicht )\S+ ){{0,3}}?(?:von|uber|bei) {DEPT_DE} (?:\S+ ){{0,2}}?"
    rf"(?:bearbeitet|erledigt|gemacht|entschieden|betreut|geregelt|abgewickelt){_SAID}",
    rf"(?:das|dies|so etwas|sowas|solche dinge) (?:macht|regelt|entscheidet|erledigt)(?: bei uns)?"
    rf" {DEPT_DE}(?! nicht){_SAID}",
    rf"{_NOT}(?:est|sont) (?:gere|traite|pris en charge|decide|suivi)e?s? par (?:les )?{DEPT_FR}(?![\w-])"
    rf"{_SAID}",
    rf"c'est (?:les )?{DEPT_FR} qui (?:gere|s'en occupe|s'en charge|decide|traite)(?![\w-]){_SAID}",
    rf"{_NOT}(?:lo|los|las|la|eso|esto) (?:lleva|llevan|gestiona|gestionan|decide|deciden|maneja|manejan)"
    rf" {DEPT_ES}(?!\w){_SAID}",
    rf"{_NOT}(?:son|es|se) (?:gestionad|tratad|llevad|decidid|manejad)[oa]s? (?:por|desde) {DEPT_ES}(?!\w)"
    rf"{_SAID}",
    rf"{_NOT}(?:e|sono|vengono|viene) (?:gestit|seguit|trattat|decis)[oaie] (?:da|dal|dalla|dall'|dai"
    rf"|dalle) ?{DEPT_IT}(?!\w){_SAID}",
    rf"{_NOT}(?:le|li|lo|la) (?:gestisce|segue|decide) (?:l'|la |il )?{DEPT_IT}(?!\w){_SAID}",
    rf"{_NOT}(?:wordt|worden) (?:(?!niet )\S+ ){{0,3}}?door {DEPT_NL} (?:\S+ ){{0,2}}?(?:afgehandeld"
    rf"|geregeld|behandeld|gedaan|beslist){_SAID}",
    rf"(?:dat|dit|zoiets) (?:regelt|doet|beslist|behandelt) {DEPT_NL}(?! niet)(?!\w){_SAID}",
    rf"{_NOT}(?:e|sao) (?:tratad|gerid|decidid|cuidad)[oa]s? (?:pel[oa]s?|n[oa]s?) {DEPT_PT}(?!\w)"
    rf"{_SAID}",
    rf"(?:disso|disto|destes assuntos|dessas coisas) (?:trata|cuida|se ocupa) {DEPT_PT}(?!\w){_SAID}",
    # ... or the topic said to be a department's matter (heldout_ee: "il portale ordini è materia dell'ufficio
    # commerciale"; "das ist Sache der Buchhaltung", "cela relève du service commercial", "es cosa del
    # departamento de compras", "dat is een zaak van de inkoopafdeling", "é assunto do departamento
    # comercial")
    rf"{_NOT}(?:ist|sind) (?:bei uns )?(?:sache|aufgabe|angelegenheit) (?:von |bei )?{DEPT_DE}(?!\w){_SAID}"
    # ... "liegt bei" only with the clause ending on the department ("Die Rechnung liegt bei der Buchhaltung
    # zur Prüfung" is where a paper is)
    rf"|{_NOT}(?:das |dies )?liegt (?:bei|in der zustandigkeit von) {DEPT_DE}(?=\s*(?:[.,;!]|$))",
    rf"{_NOT}(?:releve|relevent) (?:de |du |des |de la |de l')?{DEPT_FR}(?![\w-]){_SAID}"
    rf"|{_NOT}(?:c'est|est|sont) (?:l'affaire|du ressort|de la competence|la responsabilite|le domaine)"
    rf" (?:de |du |des |de la |de l')?{DEPT_FR}(?![\w-]){_SAID}",
    rf"{_NOT}(?:es|son) (?:cosa|asunto|competencia|responsabilidad|tema) (?:de |del |de la |de los )?"
    rf"{DEPT_ES}"
    rf"(?!\w){_SAID}|{_NOT}(?:corresponde|compete|le toca) (?:a |al |a la )?{DEPT_ES}(?!\w){_SAID}",
    rf"{_NOT}(?:e|sono) (?:di )?(?:materia|competenza|pertinenza|compito|responsabilita|cosa)"
    rf" (?:del |della |dell'|dello |dei |delle )?{DEPT_IT}(?!\w){_SAID}|{_NOT}(?:spetta|compete) (?:al |alla"
    rf" |all'|ai )?{DEPT_IT}(?!\w){_SAID}",
    rf"{_NOT}(?:is|zijn) (?:een )?(?:zaak|taak|verantwoordelijkheid|kwestie) (?:van|voor) {DEPT_NL}(?!\w)"
    rf"{_SAID}|{_NOT}valt onder {DEPT_NL}(?!\w){_SAID}",
    rf"{_NOT}(?:e|sao) (?:assunto|competencia|responsabilidade|tarefa|coisa|da competencia)"
    rf" (?:do |da |dos |das )?{DEPT_PT}(?!\w){_SAID}",
)
