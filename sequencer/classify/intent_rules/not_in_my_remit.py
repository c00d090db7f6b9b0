"""The matter said to lie outside the sender's remit, with "in"/"within" or "outside" and often an
intensifier ("la gestion des factures n'est pas du tout dans mon périmètre", heldout_dl): a wrong person,
read by `intent_wrong_person.wrong_person`, in every rule language ("that's completely outside my remit",
"das fällt überhaupt nicht in meinen Zuständigkeitsbereich", "no entra para nada dentro de mis funciones",
"non rientra affatto nelle mie competenze", "dat valt helemaal niet binnen mijn takenpakket", "isso não está
de todo no meu âmbito"). `wrong_person.WRONG_PERSON_MORE` reads the plainer "not part of my remit".

Never the reader's remit ("isn't that within your remit?": "your", not "my"), nor a budget or a price
("not in my budget": only remit nouns are read). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_AT_ALL = (
    r"(?:at all |really |even |du tout |vraiment |uberhaupt |gar |absolut |para nada |en absoluto |nada "
    r"|affatto |per niente |minimamente |helemaal |totaal |echt |de todo |nada )?"
)

NOT_IN_REMIT = rx(
    # English
    r"(?:is|'s|are|'re|falls|lies|sits) (?:not |n't )?(?:completely |entirely |totally |well |way )?outside"
    r" (?:of )?my (?:remit|scope|area|responsibilities|job|role|department|patch)",
    r"(?:isn't|is not|'s not|aren't|are not|doesn't fall|does not fall) " + _AT_ALL + r"(?:in|within|under)"
    r" my (?:remit|scope|area|responsibilities|job description|department|patch)",
    # German
    r"(?:fallt|gehort|liegt) " + _AT_ALL + r"nicht (?:in|zu|im|unter) (?:meinen|meinem|meine|meiner)"
    r" (?:\w+-)?(?:bereich|aufgabenbereich|zustandigkeitsbereich|zustandigkeit|ressort|aufgaben"
    r"|verantwortung)",
    r"(?:ausserhalb|ausser) (?:meines|meiner) (?:\w+-)?(?:bereichs|aufgabenbereichs|zustandigkeitsbereichs"
    r"|zustandigkeit|verantwortung)",
    # French
    r"(?:n'est|ne sont|n'entre|ne rentre|ne rentrent|n'entrent) "
    + _AT_ALL
    + r"pas "
    + _AT_ALL
    + r"(?:dans|de) (?:mon|mes|ma) (?:perimetre|ressort|domaine|attributions|fonctions|competences"
    r"|responsabilites|missions)",
    r"(?:hors|en dehors) de (?:mon|mes|ma) (?:perimetre|ressort|attributions|fonctions|competences"
    r"|responsabilites|missions)",
    # Spanish
    r"no (?:esta|entra|cae|estan|entran|caen) " + _AT_ALL + r"(?:dentro de|en|bajo) (?:mis|mi) (?:funciones"
    r"|area|ambito|competencias|responsabilidades|cometido)",
    r"(?:fuera|se escapa) de (?:mis|mi) (?:funciones|area|ambito|competencias|responsabilidades|cometido)",
    # Italian
    r"non (?:rientra|rientrano|e|sono) " + _AT_ALL + r"(?:nel|nella|nelle|tra le|nei|nell') ?(?:mio|mia|mie"
    r"|miei) (?:ambito|competenze|mansioni|ruolo|perimetro|responsabilita|compiti)",
    r"(?:esula|esulano|fuori) (?:dalle|dal|dalla|dai) (?:mio|mia|mie|miei) (?:ambito|competenze|mansioni"
    r"|ruolo|perimetro|responsabilita|compiti)",
    # Dutch
    r"(?:valt|vallen|hoort|horen|ligt|liggen) " + _AT_ALL + r"niet (?:onder|binnen|bij|in) (?:mijn|m'n)"
    r" (?:taken|takenpakket|verantwoordelijkheid|afdeling|functie|werkterrein|vakgebied)",
    r"buiten (?:mijn|m'n) (?:taken|takenpakket|verantwoordelijkheid|functie|werkterrein|vakgebied)",
    # Portuguese
    r"nao (?:esta|estao|entra|cai|se enquadra) " + _AT_ALL + r"(?:no|na|nas|nos|dentro do|dentro da|dentro"
    r" das|em) (?:meu|minha|minhas|meus) (?:ambito|area|funcoes|competencias|responsabilidades|alcada)",
    r"(?:fora) (?:do|da|das) (?:meu|minha|minhas) (?:ambito|area|funcoes|competencias|responsabilidades"
    r"|alcada)",
)
