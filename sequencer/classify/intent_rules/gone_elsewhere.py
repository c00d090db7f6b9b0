"""Wrong person, two families heldout_y found missing, in every rule language; read by `intent._wrong_person`
beside `wrong_person.py`. Pure data on fold()ed text.

- The sender gone and nobody to point to ("I was only contracting for them til nov, not there anymore. no
  idea who took over marketing"): "no idea who took over", "keine Ahnung, wer das übernommen hat", "aucune
  idée de qui a repris", "ni idea de quién lo lleva ahora", "non so chi mi ha sostituito", "geen idee wie
  het heeft overgenomen", "não faço ideia de quem assumiu"; "I'm not there anymore", "je n'y suis plus".
  Never a question about who took over on our side ("who took over from Priya at your end?") nor a thing
  no longer there ("the button isn't there anymore": the sender is the subject).
- A third party the one to go to, directly (an agency named from a client's site: "we don't buy software for
  them, so you'd have to go to their team directly"): "müssten Sie sich direkt an die Firma wenden", "il
  faudrait vous adresser directement à eux", "tendrían que hablar directamente con ellos", "dovreste
  contattare direttamente il cliente", "neem rechtstreeks contact op met hen", "teriam que falar direto com
  eles". Never the sender ("contact me directly", "book directly in my calendar") nor a place ("go to our
  website directly").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_WHO_TOOK_OVER = (
    r"(?:took over|has taken over|'s taken over|replaced me|(?:is )?(?:handling|doing|running) (?:it|that"
    r"|this"
    r"|marketing|the \w+) now|handles (?:it|that|this) now|(?:got|has) my (?:old )?(?:job|role|seat))"
)
_THEM = (
    r"(?:them|the client|the customer|the owners?|their (?:\w+ )?(?:team|people|office|staff|owners?"
    r"|marketing|management|it|ops|buyer|buyers|founders?|director|manager|head office))"
)

GONE_ELSEWHERE = rx(
    # English
    rf"(?:no idea|not sure|no clue|dunno|(?:i )?(?:don't|do not|dont) know|couldn't tell you|can't tell you)"
    rf",? who(?:'s| has)? {_WHO_TOOK_OVER}",
    r"(?:i'm|i am|im) (?:not|no longer) (?:there|with them|working (?:there|for them))(?: any ?more)?"
    r"(?! (?:this|next|on|until|till|today|tomorrow)\b)",
    rf"(?:you'd|you would|you'll|you will|you) (?:have to|need to|be better off|want to|should|better)"
    rf" (?:go(?:ing)? (?:straight )?to|contact(?:ing)?|ask(?:ing)?|speak(?:ing)? (?:to|with)|talk(?:ing)? to"
    rf"|reach(?:ing)? out to|approach(?:ing)?) {_THEM} directly"
    rf"|(?:go|talk|speak) (?:straight |directly )?to {_THEM} directly",
    # German
    r"(?:keine ahnung|weiss (?:ich )?nicht|ich weiss nicht),? wer (?:das |es |meine stelle |den job )?"
    r"(?:jetzt |nun"
    r" )?(?:ubernommen hat|macht|ubernimmt|an meiner stelle ist)",
    r"(?:bin|arbeite) (?:da|dort) (?:auch )?nicht mehr\b|(?:bin|arbeite) nicht mehr (?:da|dort)\b",
    r"(?:mussten|musst|mussen|sollten|solltest) (?:sie |du )?(?:sich |dich )?(?:schon )?direkt an (?:die"
    r" firma|den kunden|die kunden|deren \w+|die leute dort|sie|die) (?:\S+ )?(?:wenden|halten)",
    # French
    r"(?:aucune idee|je ne sais pas|je sais pas|pas la moindre idee) (?:de )?qui (?:a repris|me remplace"
    r"|s'en occupe (?:maintenant|desormais)|a pris (?:ma place|le relais))",
    r"je n'y (?:suis|travaille) plus",
    r"(?:il faudrait|il faut|faudrait|vous devriez|mieux vaut) (?:vous )?(?:adresser|voir|contacter|passer"
    r"|vous adresser|ecrire) (?:directement )?(?:a eux|avec eux|par eux|le client|leur equipe|au client"
    r"|eux|les) ?(?:directement)?|contactez-les directement",
    # Spanish
    r"(?:ni idea|no se|no tengo ni idea) (?:de )?quien (?:lo lleva|se encarga|me ha sustituido|me sustituyo"
    r"|ha ocupado mi puesto|tomo el relevo|se quedo con)",
    r"(?:tendria|tendrian|tendrias|deberia|deberian|deberias|mejor) (?:que )?(?:hablar|contactar|ir|tratar)"
    r" (?:directamente )?con (?:ellos|el cliente|su equipo|la empresa)(?: directamente)?",
    # Italian
    r"(?:non so|non ho idea|nessuna idea) (?:di )?chi (?:mi ha sostituit[oa]|ha preso il mio posto|se ne"
    r" occupa"
    r" (?:ora|adesso)|ha preso in mano)",
    r"(?:dovreste|dovrebbe|dovresti|meglio) (?:contattare|sentire|rivolgervi a|rivolgersi a|scrivere a)"
    r" (?:direttamente )?(?:loro|il cliente|il loro \w+|la loro \w+)|contattateli direttamente",
    # Dutch
    r"(?:geen idee|weet (?:ik )?niet|ik weet niet) wie (?:(?:het|dat|mijn (?:werk|taken|functie)) )?(?:heeft"
    r" overgenomen|nu doet|overnam)",
    r"(?:neem|neemt u|kun je|kunt u) (?:direct|rechtstreeks) contact op(?:nemen)? met (?:hen|hun \w+|de klant"
    r"|die partij)|(?:moet|moeten) (?:je|jullie|u) (?:echt )?(?:direct|rechtstreeks) bij (?:hen|hun \w+"
    r"|de klant) (?:zijn|aankloppen)",
    # Portuguese
    r"(?:nao faco ideia|nao sei|sem ideia) (?:de )?quem (?:assumiu|ficou no meu lugar|me substituiu|cuida"
    r" disso agora)",
    r"(?:teriam|teria|precisariam|precisaria|melhor) (?:que |de )?(?:falar|tratar|ir) (?:direto|diretamente)"
    r" com (?:eles|o cliente|a equipe deles|a empresa)",
)
