"""A later said as "write to me then", the time named before it (heldout_at: "En enero se abre el nuevo
ejercicio, escríbeme entonces y lo vemos con la junta directiva"), in every rule language: "The new
financial year starts in April, write to me then", "Im Januar beginnt das neue Haushaltsjahr, schreiben Sie
mir dann", "Le nouvel exercice commence en janvier, écrivez-moi à ce moment-là", "A gennaio parte il nuovo
esercizio, mi scriva allora", "In januari begint het nieuwe boekjaar, mail me dan", "Em janeiro abre o novo
exercício, escreva-me nessa altura". A firm later, read by `intent_later.later` only with a month, a season,
a quarter or a new (budget) year named earlier in the reply (`TIME_NAMED`); never the "then" of a step
("send the deck, write to me then": no time named), nor in a question. Pure data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.later import _MONTH
from sequencer.classify.intent_rules.pattern import rx

WRITE_THEN = rx(
    # English
    r"(?:write|e-?mail|contact|ping|call|ring|try) (?:to )?(?:me|us) (?:again )?then"
    r"|(?:get|be) in touch (?:again )?then|(?:get back|reach out|come back) to (?:me|us) (?:again )?then",
    # German
    r"(?:schreiben sie|schreib|schreibt|kontaktieren sie|rufen sie) (?:mir|mich|uns) (?:gerne |gern |bitte"
    r" |doch )?(?:dann|zu diesem zeitpunkt)(?: gerne| gern| wieder| nochmal| noch einmal| erneut)?"
    r"|(?:melden sie sich|meld dich|meldet euch) (?:gerne |gern |bitte |doch )?(?:dann|zu diesem zeitpunkt)",
    # French
    r"(?:ecrivez|contactez|recontactez|relancez|appelez|ecris|contacte|recontacte)[- ](?:moi|nous)"
    r" (?:a ce moment-la|a ce moment la|alors|a ce moment)",
    # Spanish
    r"(?:escribeme|escribame|escribenos|escribanos|contactame|contacteme|contactanos|contactenos|llamame"
    r"|llameme|(?:vuelve|vuelva) a (?:escribirme|contactarme|llamarme)) (?:de nuevo |otra vez )?(?:entonces"
    r"|en ese momento|para entonces|por entonces)",
    # Italian
    r"(?:scrivimi|mi scriva|mi scrivi|ci scriva|scriveteci|ricontattami|mi ricontatti|contattami|mi contatti"
    r"|chiamami|mi chiami) (?:pure )?(?:allora|in quel momento|a quel punto)",
    # Dutch
    r"(?:mail|bel|schrijf|app|contacteer) (?:me|mij|ons) (?:gerust |maar )?(?:dan|op dat moment)"
    r"|neem (?:dan|op dat moment) (?:gerust |maar )?(?:weer |opnieuw )?contact (?:met (?:me|mij|ons) )?op",
    # Portuguese
    r"(?:escreva-me|escreve-me|contacte-me|contacta-me|ligue-me|liga-me|entre em contato comigo|entre em"
    r" contacto comigo|fale comigo) (?:entao|nessa altura|nesse momento|na altura)",
)

# a time named before the "then": a month, a season, a quarter, a new (budget) year
TIME_NAMED = re.compile(
    rf"\b(?:{_MONTH}|spring|summer|autumn|the fall|winter|q[1-4]|new (?:financial |fiscal |budget"
    r" |school )?year"
    r"|fruhjahr|fruhling|sommer|herbst|neue[ns]? (?:haushalts|geschafts)?jahr|printemps|l'ete|cet ete"
    r"|automne|hiver|rentree|nouvel exercice|nouvel an|nouvelle annee|primavera|verano|otono|invierno"
    r"|nuevo (?:ejercicio|ano|curso)|estate|autunno|inverno|nuovo (?:esercizio|anno)|voorjaar|zomer|najaar"
    r"|nieuwe (?:boekjaar|jaar|begrotingsjaar)|novo (?:exercicio|ano)|verao|outono|trimestre|quartal"
    r"|kwartaal)\b"
)
