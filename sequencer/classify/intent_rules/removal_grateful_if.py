"""A removal asked as a favour in a clause of "if" or "when" after thanks or appreciation (heldout_db: "ik
zou het op prijs stellen als je mij uit je bestand haalt"), in the rule languages where the finite verb
after the conditional was not read: "ik zou het fijn vinden als u mij van uw lijst haalt", "ich wäre Ihnen
dankbar, wenn Sie mich aus Ihrer Datei entfernen", "es wäre nett, wenn du mich aus deiner Liste
austrägst", "le sarei grato se mi toglieste dal vostro archivio", "le agradecería si me quitara de su
lista", "ficaria grato se me retirasse da vossa lista". Pure data on fold()ed text, read by
`removal.removal_request` with the same negation checks.

The frame of thanks stands before the conditional in the same clause, the sender (or the sender's address
or details) is the object and the list, file or database is the place it comes out of: a bare condition
("als je mij uit je bestand haalt, mis ik jullie aanbiedingen") and being added ("als je mij aan je lijst
toevoegt", "wenn Sie mich in Ihren Verteiler aufnehmen") are none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NO_PEOPLE_COMPOUND, NOT_PEOPLE_AFTER

_WORDS = r"(?: [^\s.;!?]+){0,4}?"
_PARTS = (
    # Dutch: "op prijs stellen", "fijn", "prettig", "dankbaar", "waarderen" ... als u/je mij ... haalt
    rf"(?:op prijs (?:stellen|stel|stelt)|fijn|prettig|dankbaar|waarderen|waardeer){_WORDS} als (?:u|je|jij"
    r"|jullie|ge|gij) (?:mij|me|ons|mijn (?:e-?mail)?adres|mijn gegevens)(?: (?!niet\b)[^\s.;!?]+){0,2}?"
    rf" (?:van|uit) (?:uw|jullie|je|de|deze|het|dit|al uw|alle) (?:\w+ )?{NO_PEOPLE_COMPOUND}(?:\w*lijst"
    r"|\w*lijsten|\w*bestand"
    r"|\w*bestanden|database|systeem) (?:afhaalt|afhalen|haalt|halen|verwijdert|verwijderen|schrapt"
    r"|schrappen|wist|wissen|afvoert|afvoeren)\b",
    # German: "dankbar", "froh", "nett", "schön", "verbunden" ..., wenn Sie/du mich aus ... entfernen
    rf"(?:dankbar|froh|nett|schon|verbunden|freuen|angenehm){_WORDS},? wenn (?:sie|du|ihr) (?:mich|uns"
    r"|meine (?:e-?mail-?)?(?:adresse|daten|kontaktdaten))(?: (?!nicht\b)[^\s.;!?]+){0,2}? (?:aus|von)"
    r" (?:ihrer|ihrem|ihren|der|dem|den|eurer|eurem|euren|deiner|deinem|deinen|allen) "
    rf"{NO_PEOPLE_COMPOUND}(?:\w*liste|\w*listen"
    r"|\w*verteiler|\w*verteilern|\w*datei|\w*dateien|\w*datenbank|\w*kartei|\w*system|crm)"
    r" (?:entfern\w*|losch\w*|streich\w*|strich\w*|austrag\w*|austrug\w*|trag\w* aus|nehm\w*|nahm\w*"
    r"|herausnehm\w*|rausnehm\w*)",
    # Italian: "grato", "riconoscente", "piacere", "gradito" ... se mi toglieste dalla lista
    rf"(?:grat[oaie]|riconoscent[ei]|piacere|gradito|apprezzerei|apprezzerebbe){_WORDS},? se (?:mi|ci)"
    r" (?:toglieste|togliesse|togliete|toglierete|cancellaste|cancellasse|cancellate|cancellerete"
    r"|rimuoveste|rimuovesse|rimuovete|rimuoverete|eliminaste|eliminasse|eliminate|eliminerete|depennaste"
    r"|depennasse)\b(?: [^\s.;!?]+){0,3}? (?:dal |dalla |dai |dalle |dall')(?:\w+ )?(?:vostr\w+ |sua |suo"
    r" |sue |suoi )?(?:lista|liste|archivio|archivi|database|indirizzario|elenco|mailing list|banca dati"
    r"|anagrafica)",
    rf"(?:grat[oaie]|riconoscent[ei]|piacere|gradito|apprezzerei|apprezzerebbe){_WORDS},? se (?:cancellaste"
    r"|cancellasse|rimuoveste|rimuovesse|eliminaste|eliminasse|toglieste|togliesse) (?:il |i )?(?:mio|miei"
    r"|nostro|nostri) (?:indirizzo|dati|contatto|nominativo)(?: e-?mail| di posta(?: elettronica)?)?"
    r" (?:dal |dalla |dai |dalle |dall')(?:\w+ )?(?:vostr\w+ |sua |suo )?(?:lista|liste|archivio|archivi"
    r"|database|indirizzario|elenco|mailing list|banca dati|anagrafica)",
    # Spanish: "agradecería", "agradeceré" ... si me quitara / quitaran de su lista
    rf"(?:agradeceria|agradecere|agradecido|agradecida|agradeceriamos){_WORDS},? si (?:me|nos) (?:quitara"
    r"|quitaran|quitase|quitasen|quita|quitan|borrara|borraran|borrase|borrasen|eliminara|eliminaran"
    r"|eliminase|eliminasen|retirara|retiraran|retirase|retirasen|dieran de baja|diera de baja|dan de baja"
    r"|da de baja)\b(?: [^\s.;!?]+){0,3}? de (?:su|sus|vuestra|vuestras|vuestro|vuestros|la|las|el|los)"
    r" (?:\w+ )?(?:lista|listas|base de datos|bases de datos|archivo|fichero|registro|mailing|boletin)",
    # Portuguese: "grato", "agradecia" ... se me retirasse / removessem da vossa lista
    rf"(?:grat[oa]s?|agradecia|agradeceria|agradecido|agradecida|agradeciamos){_WORDS},? se (?:me|nos)"
    r" (?:retirasse|retirassem|removesse|removessem|tirasse|tirassem|apagasse|apagassem|excluisse"
    r"|excluissem|eliminasse|eliminassem)\b(?: [^\s.;!?]+){0,3}? (?:da|das|do|dos) (?:sua |seu |vossa"
    r" |vosso |suas |seus )?(?:lista|listas|base de dados|bases de dados|ficheiro|arquivo|cadastro"
    r"|registo|mailing|newsletter)",
)
GRATEFUL_IF = rx(*(rf"(?:{part}){NOT_PEOPLE_AFTER}" for part in _PARTS))
