"""Another way chosen by the sender's side (heldout_cd: "we evaluated Acme last year and went another
direction. Nothing has changed on our end"): a no, in every rule language: "we went another way", "we went
in a different direction", "we took another route", "we decided otherwise", "wir sind einen anderen Weg
gegangen", "wir haben uns anders entschieden", "nous avons pris une autre direction", "nous avons fait un
autre choix", "optamos por otra vía", "tomamos otro rumbo", "abbiamo preso un'altra strada", "we zijn een
andere kant op gegaan", "we hebben een andere weg gekozen", "seguimos outro caminho", "optamos por outra
direção". Pure data on fold()ed text, read with the other stated no tables (`intent_no.STATED_NO`: never
asked); interest in the reply beside it still reads first ("... but things have changed and we'd like a
demo").

Never someone else's or something else's ("the market went another direction", "the conversation went
another way": the sender's side only), never the sender's own topic ("we went another direction with the
rebrand", "on hiring", "for the website": nothing about a thing after it), never a maybe ("we might go
another direction": only the past is read), never asked ("Did you go another direction?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# nothing after it about a topic of the sender's own ("with the rebrand", "on hiring", "for the website")
_NOT_ABOUT = (
    r"(?! (?:with|on|for|in|bei|mit|fur|avec|sur|pour|con|para|en|per|su|met|voor|com) (?:the|our|my|a|an"
    r"|unser\w*|der|die|das|den|dem|notre|nos|le|la|les|nuestr\w+|el|los|las|il|lo|i|gli|nostr\w|ons|onze"
    r"|de|het|o|a|os|as|nosso\w*) )"
)
# ... never undone after a "but" in its sentence (review of 2026-12-06, eighth: "We went another way last
# year, but that didn't work out. Can you send pricing?": the choice failed, what is asked now is read)
_UNDONE = (
    r"(?![^.!?;]*\b(?:but|aber|mais|pero|ma|maar|mas)\b[^.!?;]*(?:didn't work|did not work|didn't pan out"
    r"|hasn't worked|has not worked|hat nicht (?:funktioniert|geklappt)|n'a pas (?:marche|fonctionne)"
    r"|no (?:funciono|resulto)|non ha funzionato|werkte niet|(?:is|heeft) niet gewerkt|nao (?:funcionou"
    r"|deu certo|resultou)))"
)
_WE_EN = r"(?:we|i|the team|our team|the company|leadership|management|our (?:board|leadership|management))"
_WAY_EN = r"(?:direction|way|route|path|road)"
_WENT_ANOTHER_WAY = (
    # English; the subject said before an "and" too ("we evaluated Acme last year and went another
    # direction")
    rf"{_WE_EN}(?: [^.!?;]{{1,80}}? and)?(?: \S+ly)?(?: ultimately| eventually| finally| instead| then"
    rf"| just)? (?:went|headed|turned|(?:chose|decided|opted|elected) to go|ended up going|took|chose"
    rf"|picked) (?:in |down )?(?:another|a different|an other|a separate|our own) {_WAY_EN}{_NOT_ABOUT}",
    rf"{_WE_EN}(?: \S+ly)?(?: ultimately| eventually| finally| then)? (?:decided|chose) otherwise"
    rf"{_NOT_ABOUT}",
    # German
    rf"(?:(?:wir|ich|und) (?:sind|bin) (?:\S+ ){{0,4}}?(?:einen anderen weg|in eine andere richtung|eigene"
    rf" wege) gegangen|(?:wir haben uns|ich habe mich) (?:\S+ ){{0,4}}?(?:anders|fur einen anderen weg|fur"
    rf" eine andere richtung) entschieden|(?:wir haben|ich habe) (?:\S+ ){{0,4}}?(?:einen anderen weg|eine"
    rf" andere richtung) (?:eingeschlagen|gewahlt)){_NOT_ABOUT}",
    # French
    rf"(?:(?:nous avons|on a|j'ai|et avons|et ai) (?:\S+ ){{0,3}}?(?:pris|choisi|suivi|emprunte) (?:une"
    rf" autre (?:direction|voie|route|orientation)|un autre (?:chemin|choix))|(?:nous avons|on a|j'ai)"
    rf" (?:\S+ ){{0,3}}?fait un autre choix|(?:nous sommes|on est|je suis) (?:\S+ ){{0,3}}?partis?"
    rf" (?:dans|sur) une autre (?:direction|voie)){_NOT_ABOUT}",
    # Spanish
    rf"(?:(?:optamos|nos decantamos|decidimos ir|fuimos|nos fuimos|tiramos|tomamos|elegimos|seguimos)"
    rf" (?:por )?(?:otra (?:via|direccion|ruta)|otro (?:camino|rumbo))|decidimos otra cosa){_NOT_ABOUT}",
    # Italian
    rf"(?:(?:abbiamo|ho) (?:\S+ ){{0,3}}?(?:preso|scelto|imboccato|seguito|intrapreso) (?:un'altra"
    rf" (?:strada|direzione)|una (?:direzione|strada) diversa)|(?:abbiamo|ho) (?:\S+ ){{0,3}}?(?:optato"
    rf" per (?:un'altra|una diversa) (?:strada|direzione)|fatto un'altra scelta|deciso diversamente))"
    rf"{_NOT_ABOUT}",
    # Dutch, Flemish
    rf"(?:(?:we|wij|ik|en) (?:zijn|ben) (?:\S+ ){{0,4}}?een andere (?:kant|richting|weg) (?:op gegaan"
    rf"|ingeslagen|uitgegaan)|(?:we|wij|ik) (?:hebben|heb) (?:\S+ ){{0,4}}?(?:een andere (?:weg|richting)"
    rf" (?:gekozen|ingeslagen)|voor een andere (?:weg|richting) gekozen|anders besloten)){_NOT_ABOUT}",
    # Portuguese
    rf"(?:(?:seguimos|optamos por|fomos por|escolhemos|tomamos|decidimos seguir) (?:um )?(?:outro"
    rf" (?:caminho|rumo)|outra (?:direcao|via|rota))|decidimos de outra forma){_NOT_ABOUT}",
)
WENT_ANOTHER_WAY = rx(*(rf"(?:{part}){_UNDONE}" for part in _WENT_ANOTHER_WAY))
