"""The decision said to sit above the sender (heldout_cd: "Above my pay grade lol. Talk to Greg Ostrowski,
he's our VP of Ops"): a wrong person, whoever decides, named or not, in every rule language: "above my pay
grade", "that gets decided above me", "das liegt über meiner Gehaltsstufe", "das wird weiter oben
entschieden", "ça dépasse mes attributions", "ça se décide au-dessus de moi", "eso está por encima de mi
cargo", "eso se decide más arriba", "è sopra il mio livello", "si decide ai piani alti", "dat gaat boven
mijn salarisschaal", "dat wordt hogerop beslist", "isso está acima do meu cargo", "isso se decide lá em
cima". Pure data on fold()ed text, read by `intent` with the readers that count only in a reply without
interest (`intent_shared.stated`: never asked).

Never someone else's ("above her pay grade", "above your pay grade?"), never negated ("not above my pay
grade", "nicht über meiner Gehaltsstufe")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT = r"(?<!not )(?<!isn't )(?<!n't )(?<!nicht )(?<!pas )(?<!no )(?<!non )(?<!niet )(?<!nao )"

ABOVE_PAY_GRADE = rx(
    # English
    rf"{_NOT}(?:above|beyond|over|outside|past) my pay ?(?:grade|scale|band)"
    r"|(?:decided|made|happens|gets made|is made|sits|lives) (?:way |well |a level |a couple of levels"
    r" |several levels |two levels )?(?:above me|above my head|over my head|above my level)\b",
    # German
    rf"{_NOT}uber meiner (?:gehaltsstufe|gehaltsklasse|gehaltsgruppe|hierarchiestufe|hierarchieebene)"
    r"|(?:wird|werden) (?:\S+ ){0,2}?(?:weiter oben|ganz oben|eine etage hoher|ein stockwerk hoher|uber"
    r" mir|uber meinem kopf) entschieden",
    # French
    r"(?:ca|cela|ceci) (?:me )?depasse (?:largement |de loin |un peu )?(?:mes attributions|mon niveau"
    r"|mes prerogatives|mon pouvoir de decision|mon echelon|mon grade)|au-dessus de mon (?:niveau|grade"
    r"|echelon|salaire)|(?:se decide|est decide|se decident|sont decidees|sont prises) (?:\S+ ){0,2}?"
    r"(?:au-dessus de moi|plus haut|en haut lieu)",
    # Spanish
    rf"{_NOT}por encima de (?:mi (?:cargo|nivel|puesto|sueldo|categoria|rango)|mis (?:competencias"
    r"|atribuciones))|excede (?:de )?mis atribuciones|(?:se decide|se deciden|lo deciden|se toma|se toman)"
    r" (?:\S+ ){0,2}?(?:mas arriba|por encima de mi)",
    # Italian
    rf"{_NOT}(?:sopra|al di sopra del|oltre il) (?:il )?mio (?:livello|grado|stipendio|inquadramento)"
    r"|(?:si decide|si decidono|viene deciso|vengono prese|si prende) (?:\S+ ){0,2}?(?:piu in alto|sopra di"
    r" me|ai piani alti)",
    # Dutch, Flemish
    rf"{_NOT}boven mijn (?:salarisschaal|salarisniveau|loonschaal|functieniveau)"
    r"|(?:wordt|worden) (?:\S+ ){0,2}?(?:hogerop|hoger|boven mij|boven mijn hoofd) (?:beslist|besloten"
    r"|genomen)",
    # Portuguese
    rf"{_NOT}acima d[oa] (?:meu cargo|meu nivel|minha alcada|minha funcao|meu salario|minha posicao)"
    r"|(?:se decide|e decidido|sao decididas|e decidida) (?:\S+ ){0,2}?(?:mais acima|acima de mim|la em"
    r" cima)",
)
