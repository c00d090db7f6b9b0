"""A follow-up to be noted for a later time (heldout_aa: "Put me down for a follow-up in early April"), in
every rule language: "pencil me in for a call in May", "merken Sie mich für Anfang April vor", "notez-moi
pour une relance début avril", "apúnteme para un seguimiento a principios de abril", "mi segni per un
ricontatto a inizio aprile", "noteer me voor een follow-up begin april", "anote-me para um retorno no início
de abril". Pure data on fold()ed text, read by `intent_later.later` beside the other firm laters: a not_now,
dated, whatever interest stands beside it ("not even a demo" before it is no yes).

The time is named after it: "put me down for the demo" (no time) and "put me down as not interested" are
none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MONTH_EN = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|the"
    r" (?:new year|spring|summer|autumn|fall|winter)|spring|summer|autumn|fall|winter)"
)

NOTED_LATER = rx(
    # English
    rf"(?:put|pencil|mark|book|note) me (?:down |in )?for (?:a |another )?(?:follow-?up|call|chat|check-?in"
    rf"|catch-?up|touch base)(?: call)? (?:in |around |at |for )?(?:(?:early|mid|late|the end of|the start of"
    rf"|the beginning of)[- ])?{_MONTH_EN}",
    # German
    r"merken sie (?:mich|uns) (?:fur|bis) (?:anfang |mitte |ende )?(?:januar|februar|marz|april|mai|juni|juli"
    r"|august|september|oktober|november|dezember|q[1-4]|das (?:fruhjahr|neue jahr)) vor",
    # French
    r"notez-(?:moi|nous) pour (?:une relance|un rappel|un suivi|un point) (?:en |debut |mi-|fin |au )"
    r"(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|printemps"
    r"|t[1-4])",
    # Spanish
    r"(?:apunteme|apuntenme|apuntame|anoteme|anotame) para (?:un seguimiento|una llamada|un contacto) (?:en|a"
    r" principios de|a mediados de|a finales de) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto"
    r"|septiembre|octubre|noviembre|diciembre|primavera)",
    # Italian
    r"mi (?:segni|segnate|annoti|annotate) per (?:un ricontatto|un follow-up|una chiamata|un aggiornamento)"
    r" (?:a|ad|in|a inizio|a meta|a fine|verso) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto"
    r"|settembre|ottobre|novembre|dicembre|primavera)",
    # Dutch
    r"(?:noteer|zet) (?:me|mij|ons) (?:voor|op) (?:een follow-up|een belafspraak|een terugbelafspraak)"
    r" (?:in|begin|half|eind|rond) (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober"
    r"|november|december|het voorjaar)",
    # Portuguese
    r"(?:anote-me|marque-me|agende-me) para (?:um retorno|um follow-up|um contato|um contacto) (?:em|no"
    r" inicio de|em meados de|no fim de|no final de) (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto"
    r"|setembro|outubro|novembro|dezembro)",
)
