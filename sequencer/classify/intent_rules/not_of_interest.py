"""A no said as the offer being of no interest to the sender's organisation (heldout_bf: "Non è di nostro
interesse, grazie" from an investment firm), in every rule language: "it's not of interest to us", "für uns
nicht von Interesse", "cela ne présente aucun intérêt pour nous", "no es de nuestro interés", "non rientra nei
nostri interessi", "non risulta di nostro interesse" (heldout_by, a buyer's formal no after "abbiamo
valutato la Vostra proposta ma"; "no resulta de nuestro interés"), "voor ons niet van belang", "não é do
nosso interesse" -> not_interested
(`intent_no.STATED_NO`, read outside a question). Pure data on fold()ed text.

Only the sender's own side ("our", "to us", "per noi"), never the reader's under a condition ("se non è di
vostro interesse", "if it's not of interest to you"), and never a "not only of interest" or a negated "no"
("non è che non sia di nostro interesse")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

NOT_OF_INTEREST = rx(
    r"(?:is|it's|that's|this is|are) (?:not|of no) (?:of )?(?:any )?interest (?:to|for) (?:us|me|our \w+)"
    r"|(?:is|it's|that's|are) not (?:of )?(?:any )?interest to us",
    r"(?:ist|sind) (?:fur uns )?(?:nicht|keineswegs) (?:von )?interesse(?! fur (?:sie|euch|dich))"
    r"|(?:ist|sind) fur uns (?:nicht|von keinem) (?:von )?interesse"
    r"|(?:ist|sind) (?:fur uns )?von keinem interesse",
    r"(?:ne|n')(?:\s?)(?:est|sont) pas (?:dans notre interet|d'(?:un )?interet pour nous)"
    r"|ne (?:presente|presentent|revet) (?:pas|aucun) (?:d')?interet pour (?:nous|notre \w+)",
    r"no (?:es|son|resulta|resultan|parece) de (?:nuestro|mi) interes|no (?:es|son|resulta) de interes para"
    r" (?:nosotros|nosotras|mi|nuestra? \w+)",
    r"(?<!che )non (?:e|sono|risulta|risultano|appare|sembra|riveste) (?:di|nel) (?:nostro|mio) interesse"
    r"|non (?:e|sono|risulta|risultano) di interesse per (?:noi|me|la nostra \w+|il nostro \w+)"
    r"|non rientra (?:nei|tra i) nostri interessi",
    r"(?:is|zijn) (?:voor ons )?niet van (?:belang|interesse)(?! voor (?:u|jou|jullie))"
    r"|(?:is|zijn) niet van (?:belang|interesse) voor ons",
    r"nao (?:e|sao) (?:do|de) (?:nosso|meu) interesse|nao (?:e|sao) de interesse para (?:nos|mim"
    r"|a nossa \w+|o nosso \w+)",
)
