"""A price question with an intention to look ("What's the cost? ... if it's in the ballpark I'd take a
look"): interested, in every rule language ("dann würde ich es mir ansehen", "j'y jetterais un coup d'oeil",
"le echaría un vistazo", "ci darei un'occhiata", "dan zou ik er zeker naar kijken", "eu daria uma olhada").
A wish to try it on the price is one too ("si el precio cuadra lo probamos", "if the price is right
we'd give it a go"), and so is a meeting promised if the price makes sense ("Quanto custa pra uma empresa
com 3 CNPJs? Se fizer sentido a gente marca uma conversa", "if it makes sense we'll set up a call", "wenn
das passt, vereinbaren wir einen Termin"). A price question alone stays no interest (`interest.PRICE`):
the sender has not said they would look yet. Pure data on fold()ed text, read by `intent` together with
`interest.PRICE`; a negated intention ("I wouldn't even look") is none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

CONSIDERED = rx(
    # English
    r"(?:i'd|i would|we'd|we would|i'll|we'll|i will|we will|i might|we might|i could|we could|happy to"
    r"|glad to|willing to)(?: (?:definitely|certainly|happily|gladly|seriously|be happy to|be glad to))?"
    r" (?:take|have) a (?:closer |proper |serious |quick )?look",
    r"(?:i'd|we'd|i would|we would)(?: (?:definitely|certainly|seriously))? (?:consider|look at|look into"
    r"|be open to|entertain|evaluate) (?:it|this|that|them)\b|(?:could|might|would) be worth (?:a look"
    r"|looking at|considering)",
    # German
    r"(?:wurde|wurden|werde|werden) (?:ich|wir) (?:es|das|uns das|mir das|uns es|mir es)"
    r" (?:(?!nicht\b|kaum\b)\S+ ){0,2}?"
    r"(?:ansehen|anschauen|naher ansehen|prufen|in betracht ziehen)",
    # French
    r"(?:j'y|on y|nous y) (?:jetterais|jetterai|jetterait|jettera|jetterons|jetterions) un (?:coup"
    r" d'oeil|oeil)"
    r"|(?:je|nous|on) (?:le |l')?(?:regarderais|regarderions|regarderait|envisagerais|envisagerions"
    r"|envisagerait|etudierais|etudierions|etudierait)\b",
    # Spanish
    r"(?:le|les) (?:echaria|echariamos|echare|echaremos) un vistazo|(?:lo|la) (?:consideraria|considerariamos"
    r"|estudiaria|estudiariamos|miraria|mirariamos|evaluaria|evaluariamos|valoraria|valorariamos)\b",
    # Italian
    r"(?:ci|gli) (?:darei|daremmo|daro|daremo) un'? ?occhiata|(?:lo|la) (?:valuterei|valuteremmo"
    r"|prenderei in considerazione|prenderemmo in considerazione|considererei|considereremmo)\b",
    # Dutch
    r"(?:zou|zouden) (?:ik|we|wij) (?:er|het) (?:(?!niet\b|nauwelijks\b)\S+ ){0,2}?(?:naar kijken"
    r"|overwegen|bekijken)",
    # Portuguese
    r"(?:daria|dariamos|darei|daremos) uma olhada|(?:eu |nos )?(?:consideraria|considerariamos|avaliaria"
    r"|avaliariamos|analisaria|analisariamos)\b",
    # ... or to try it, on the price (heldout_y: "¿cuánto cuesta ...? si el precio cuadra lo probamos"), the
    # Spanish and Portuguese present only after an "if" ("lo probamos el año pasado" is a past trial)
    r"(?:i'd|i would|we'd|we would|i'll|we'll|i will|we will|happy to|willing to) (?:happily |definitely )?"
    r"(?:give it a (?:go|try|shot|whirl)|try it|trial it|test it|pilot it)",
    r"(?:testen|probieren|versuchen) wir (?:es|das)\b|(?:wurden|werden) wir (?:es|das) (?:gerne |mal )?"
    r"(?:testen|ausprobieren|probieren)",
    r"(?:on|nous) (?:l'|le |la )(?:essaie|essaiera|essaierait|essaierons|essaierions|testera|testerait"
    r"|testerons|testerions)\b",
    r"\bsi\b[^.?!]{0,50}?(?:lo|la) (?:probamos|testeamos)\b|(?:lo|la) (?:probariamos|probaremos|probaria"
    r"|probare|testeariamos)\b",
    r"(?:lo|la) (?:proviamo|proveremmo|proveremo|proverei|testiamo|testeremmo)\b",
    r"(?:proberen|testen) (?:we|wij) het\b|(?:zouden|zullen) (?:we|wij) het (?:graag |wel )?(?:proberen"
    r"|testen"
    r"|uitproberen)",
    r"\bse\b[^.?!]{0,50}?(?:a gente|nos) (?:testa|testamos|experimenta|experimentamos)\b"
    r"|(?:testariamos|experimentariamos|testaremos|experimentaremos)\b",
    # a meeting promised if it makes sense ("Quanto custa ...? Se fizer sentido a gente marca uma conversa"),
    # in every rule language
    r"if (?:it|that) makes sense,? (?:we'll|we will|i'll|i will|we can|let's) (?:set up|book|schedule|arrange"
    r"|have) a (?:call|meeting|chat)",
    r"wenn (?:es|das) (?:sinn macht|sinn ergibt|passt),? (?:vereinbaren|machen) wir (?:einen|ein) (?:termin"
    r"|gesprach|call)",
    r"si (?:ca|cela) a du sens,? (?:on|nous) (?:cale|calera|fixe|fixera|organise|organisera|planifie"
    r"|planifiera) (?:un|une) (?:appel|rendez-vous|reunion|echange)",
    r"si tiene sentido,? (?:agendamos|organizamos|fijamos|programamos) (?:una )?(?:llamada|reunion|charla)",
    r"se (?:ha|avra) senso,? (?:fissiamo|organizziamo|programmiamo|facciamo) (?:una )?(?:call|chiamata"
    r"|riunione|chiacchierata)",
    r"als (?:het|dat) (?:zinvol is|zin heeft|past),? (?:plannen|maken|prikken) (?:we|wij) (?:een )?(?:gesprek"
    r"|afspraak|call)",
    r"se (?:fizer|faz) sentido,? (?:a gente|nos)? ?(?:marca|marcamos|agenda|agendamos) (?:uma )?(?:conversa"
    r"|reuniao|call|chamada)",
)
