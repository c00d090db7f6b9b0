"""The matter said to lie outside the sender's remit, with "in"/"within" or "outside" and often an
intensifier ("la gestion des factures n'est pas du tout dans mon périmètre", heldout_dl): a wrong person,
read by `intent_wrong_person.wrong_person`, in every rule language ("that's completely outside my remit",
"das fällt überhaupt nicht in meinen Zuständigkeitsbereich", "no entra para nada dentro de mis funciones",
"non rientra affatto nelle mie competenze", "dat valt helemaal niet binnen mijn takenpakket", "isso não está
de todo no meu âmbito"). `wrong_person.WRONG_PERSON_MORE` reads the plainer "not part of my remit".

Never the reader's remit ("isn't that within your remit?": "your", not "my"), nor a budget or a price
("not in my budget": only remit nouns are read), nor a remit negated ("this is not outside my remit", "ce
n'est pas hors de mon périmètre": `NEGATED_BEFORE` on the words before), nor a part of the matter outside
the remit with a request or an interest after a "but" ("la facturation n'entre pas dans mes missions, mais
la partie achats oui : envoyez-moi la proposition", "no está dentro de mis funciones decidir esto sola, pero
me interesa", review of 2026-12-07: read by `intent_wrong_person.wrong_person`). Pure data on fold()ed
text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# a remit of the sender's own named in a wrong-person phrase, of this table or `wrong_person`'s ("not in my
# remit", "non rientra nelle mie competenze"): the phrases a "but" with a request after takes back
REMIT_PHRASE = re.compile(
    r"\b(?:my|our|mein\w*|unser\w*|mon|mes|ma|notre|nos|mis|mi|nuestr\w*|mie|mio|miei|mia|nostr\w*|mijn|m'n"
    r"|onze|meu|minha|minhas|meus|noss\w*) (?:\w+-)?(?:remit|scope|area|department|responsibilit|purview"
    r"|province|competen|job|role|patch|aufgabe|bereich|zustandig|ressort|verantwortung|perimet|attribution"
    r"|fonction|mission|domaine|funcion|ambito|cometido|responsab|mansion|ruolo|compit|pertinenz|attribuz"
    r"|taken|verantwoordelijk|afdeling|functie|werkterrein|vakgebied|bevoegd|funco|alcada)\w*"
)
# a negation right before an "outside my remit" ("ce n'est pas hors de", "no está fuera de", "liegt nicht
# außerhalb"): the matter is in the remit, no wrong person
NEGATED_BEFORE = re.compile(r"(?:\bnot|n't|\bnicht|\bpas|\bno|\bnon|\bniet|\bnao)(?: \S+){0,2} ?$")

_AT_ALL = (
    r"(?:at all |really |even |du tout |vraiment |uberhaupt |gar |absolut |para nada |en absoluto |nada "
    r"|affatto |per niente |minimamente |helemaal |totaal |echt |de todo |nada )?"
)

NOT_IN_REMIT = rx(
    # English
    r"(?:is|'s|are|'re|falls|lies|sits) (?:completely |entirely |totally |well |way )?outside"
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
