"""The sender's tool built for them by a relative (heldout_dd: "the management software was made to measure
by my nephew, who studies computing ... we need nothing else"), in every rule language: "my son built our
booking system", "unser Warenwirtschaftssystem hat mein Neffe programmiert", "c'est mon beau-frère qui a
développé notre logiciel", "el programa nos lo hizo mi sobrino", "il gestionale ce l'ha fatto mio nipote",
"onze software is door mijn zoon gebouwd", "o sistema foi o meu filho que fez": built in-house, a no.

Read by `intent_no.built_by_family`: a relative named with a possessive ("my nephew", "mio nipote") and a
verb of building on either side of it in one clause (`BUILT_BY_FAMILY`), with a tool, a system or a program
named in the sentence (`TOOL_NAMED`); never in a question ("could my son build it?"), never a relative who
did something else ("my son wrote to you last week": no tool named), nor a relative who uses our kind of
tool. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_RELATIVE = (
    r"(?:(?:my|our) (?:son|daughter|nephew|niece|cousin|brother|sister|husband|wife|brother-in-law"
    r"|son-in-law|grandson|granddaughter|uncle|dad|father|kid)"
    r"|(?:mein|meine|meinem|meiner|unser|unsere|unserem) (?:sohn|tochter|neffe|neffen|nichte|cousin|cousine"
    r"|bruder|schwester|mann|frau|schwager|schwiegersohn|enkel|onkel)"
    r"|(?:mon|ma|notre) (?:fils|fille|neveu|niece|cousin|cousine|frere|soeur|mari|femme|beau-frere|gendre"
    r"|petit-fils|oncle)"
    r"|(?:mi|nuestro|nuestra) (?:hijo|hija|sobrino|sobrina|primo|prima|hermano|hermana|marido|esposo|esposa"
    r"|mujer|cunado|yerno|nieto|nieta|tio)"
    r"|(?:mio|mia|nostro|nostra|il mio|la mia) (?:figlio|figlia|nipote|cugino|cugina|fratello|sorella|marito"
    r"|moglie|cognato|genero|zio)"
    r"|(?:mijn|onze) (?:zoon|dochter|neef|nicht|broer|zus|man|vrouw|zwager|schoonzoon|kleinzoon|oom)"
    r"|(?:o meu|a minha|meu|minha|nosso|nossa) (?:filho|filha|sobrinho|sobrinha|primo|prima|irmao|irma"
    r"|marido|esposa|mulher|cunhado|genro|neto|neta|tio))"
)
_BUILT = (
    r"(?:built|wrote|made|programmed|developed|coded|designed|set up|put together|build|writes"
    r"|gebaut|programmiert|entwickelt|geschrieben|gemacht|eingerichtet|aufgesetzt|gebastelt"
    r"|fait|developpe|programme|cree|concu|code|monte|ecrit"
    r"|hizo|desarrollo|programo|creo|monto|diseno|hecho|desarrollado|programado|creado|montado"
    r"|fatto|sviluppato|programmato|creato|scritto|realizzato|costruito|messo su"
    r"|gebouwd|gemaakt|geprogrammeerd|ontwikkeld|geschreven|opgezet"
    r"|fez|desenvolveu|programou|criou|montou|feito|desenvolvido|programado|criado|montado)"
)
# the relative and the building in one clause, either way round
BUILT_BY_FAMILY = rx(
    rf"{_RELATIVE}\b(?:[^.!?;\n]{{0,80}}?)\b{_BUILT}",
    rf"{_BUILT}\b(?:[^.!?;\n]{{0,40}}?)\b{_RELATIVE}",
)
# the thing built: a tool, a system, a program
TOOL_NAMED = rx(
    r"(?:system|software|tool|app|website|program|crm|database|spreadsheet|platform"
    r"|\w*system|programm|datenbank|warenwirtschaft|webseite|logiciel|outil|systeme|appli|application"
    r"|programme|site|sistema|programa|herramienta|aplicacion|gestionale|programma|applicazione|sito"
    r"|systeem|programma|applicatie|aplicativo|planilha)s?"
)
