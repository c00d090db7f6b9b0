"""The owner or manager named as the one who decides, reachable only in person at the business (heldout_ck: a
shop assistant reading the shop's mailbox, "the owner is Mr X ... you'll find him in the shop on Saturday
mornings"), in every rule language: "the owner is Dave, you'll find him in the shop most mornings", "der
Inhaber ist Herr X, Sie finden ihn vormittags im Laden", "le patron, vous le trouverez à la boutique le
samedi", "el dueño es X, lo encuentra en la tienda por las mañanas", "il titolare è X, lo trova in negozio",
"de eigenaar is X, je vindt hem in de winkel", "o dono é o X, encontra-o na loja": a wrong person, read
with `stated` (never in a question) by `intent.RuleClassifier` only without interest in the reply.

The role said in the sentence of the place or the one before it (`OWNER_IN_PERSON`); never the sender
("you'll find me in the shop": no one else), never a place without its owner ("you'll find us at the
fair": an event). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ROLE = (
    r"(?:owner|boss|manager|proprietor|inhaber(?:in)?|chef(?:in)?|geschaftsfuhrer(?:in)?|patron(?:ne)?"
    r"|gerante?|proprietaire|dueno|duena|jefe|jefa|gerente|propietari[oa]|encargad[oa]|titolare|proprietari[oa]"
    r"|principale|eigenaar|eigenares|baas|bazin|zaakvoerder|zaakvoerster|bedrijfsleider|dono|dona|patrao"
    r"|proprietari[oa])"
)
_PLACE_EN = (
    r"(?:shop|store|office|workshop|garage|site|yard|restaurant|bar|salon|studio|market|counter|premises"
    r"|bakery|pharmacy|warehouse)"
)
_FIND = (
    rf"(?:you'll|you will|you can|you could|you'd) (?:find|catch|see|meet) (?:him|her) (?:\S+ ){{0,3}}?"
    rf"(?:in|at) (?:the )?{_PLACE_EN}",
    r"(?:(?:finden|treffen|erreichen|erwischen) sie|sie (?:finden|treffen|erreichen|erwischen)) (?:ihn|sie)"
    r" (?:\S+ ){0,3}?(?:im|in der|am|auf der|in unserem"
    r"|in unserer) (?:laden|geschaft|buro|werkstatt|betrieb|restaurant|salon|markt|baustelle|filiale"
    r"|backerei|apotheke|lager)",
    r"(?:vous|tu) (?:le|la) (?:trouverez|trouvez|trouveras|verrez|croiserez) (?:\S+ ){0,3}?(?:au|a la|a l'"
    r"|en|sur le) ?(?:magasin|boutique|bureau|atelier|garage|restaurant|salon|chantier|marche|boulangerie"
    r"|pharmacie|entrepot)",
    r"(?:lo|la|le) (?:encuentra|encontrara|encuentras|encontraras|puede encontrar|puedes encontrar|pilla"
    r"|pillas) (?:\S+ ){0,3}?en (?:la|el) (?:tienda|oficina|taller|local|obra|restaurante|bar|negocio"
    r"|almacen|mercado|panaderia|farmacia)",
    r"(?:lo|la) (?:trova|trovi|trovate|puo trovare|puoi trovare|potete trovare|becca|becchi) (?:\S+ ){0,3}?"
    r"(?:in|al|alla|nel|nella|allo) (?:negozio|ufficio|bottega|laboratorio|officina|sede|cantiere|magazzino"
    r"|studio|ristorante|bar|mercato|panificio|farmacia)",
    r"(?:je|u) (?:vindt|vind|treft|ziet) (?:hem|haar) (?:\S+ ){0,3}?(?:in|op|bij) (?:de|het) (?:winkel|zaak"
    r"|kantoor|werkplaats|garage|bouwplaats|markt|bakkerij|apotheek|magazijn)",
    r"(?:encontra-o|encontra-a|pode encontra-lo|pode encontra-la|o encontra|a encontra|apanha-o|apanha-a)"
    r" (?:\S+ ){0,3}?(?:na|no|em) (?:loja|escritorio|oficina|restaurante|obra|armazem|mercado|padaria"
    r"|farmacia)",
)

OWNER_IN_PERSON = rx(rf"{_ROLE}\b(?:[^.!?]*?[.!?] )?[^.!?]*?(?<![\w'])(?:" + "|".join(_FIND) + ")")
