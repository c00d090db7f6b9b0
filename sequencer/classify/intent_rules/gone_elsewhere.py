"""Wrong person, two families heldout_y found missing, in every rule language; read by
`intent_wrong_person.wrong_person` beside `wrong_person.py`. Pure data on fold()ed text.

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

# never who took over on our side ("no idea who took over your account on your side", "não sei quem assumiu
# a conta do vosso lado") nor in a question ("no sé quién se encarga de eso en su empresa, ¿me lo aclara?")
_NOT_OURS = (
    r"(?![^.!?\n]*(?:\?|\b(?:your|yours|ihr\w*|euer|eure\w*|bei ihnen|votre|vos|chez vous|su (?:empresa|lado"
    r"|parte|equipo)|vuestr\w*|vostr\w*|da voi|jullie|uw|bij u|voss[oa]s?|do seu lado|de voces)\b))"
)
# never about a bill ("il faudrait voir avec eux directement pour la facture": the sale is not passed on)
_NOT_BILL = (
    r"(?![^.!?\n]*\b(?:invoices?|billing|payments?|rechnung|zahlung|facture|paiement|factura|pago|fattura"
    r"|pagamento|factuur|betaling|fatura)\b)"
)
# the sender not there any more, never "not there this week", "nicht mehr so sicher", "je n'y suis plus allé"
_SOON = r"(?:this|next|on|until|till|today|tomorrow|for)\b"
_GONE_END = r"(?=\s*(?:[.,;:!)]|$)|\s+(?:seit|depuis|und|et)\b)"

GONE_ELSEWHERE = rx(
    # English
    rf"(?:no idea|not sure|no clue|dunno|(?:i )?(?:don't|do not|dont) know|couldn't tell you|can't tell you)"
    rf",? who(?:'s| has)? {_WHO_TOOK_OVER}{_NOT_OURS}",
    rf"(?:i'm|i am|im) (?:not|no longer) (?:there|with them|working (?:there|for them))(?! any ?more {_SOON})"
    rf"(?: any ?more)?(?! {_SOON})",
    rf"(?:you'd|you would|you'll|you will|you) (?:have to|need to|be better off|want to|should|better)"
    rf" (?:go(?:ing)? (?:straight )?to|contact(?:ing)?|ask(?:ing)?|speak(?:ing)? (?:to|with)|talk(?:ing)? to"
    rf"|reach(?:ing)? out to|approach(?:ing)?) {_THEM} directly{_NOT_BILL}"
    rf"|(?:go|talk|speak) (?:straight |directly )?to {_THEM} directly{_NOT_BILL}",
    # German
    r"(?:keine ahnung|weiss (?:ich )?nicht|ich weiss nicht),? wer (?:das |es |meine stelle |den job )?"
    r"(?:jetzt |nun"
    rf" )?(?:ubernommen hat|macht|ubernimmt|an meiner stelle ist){_NOT_OURS}",
    rf"(?:bin|arbeite) (?:da|dort) (?:auch )?nicht mehr{_GONE_END}|(?:bin|arbeite) nicht mehr (?:da|dort)"
    rf"{_GONE_END}",
    r"(?:mussten|musst|mussen|sollten|solltest) (?:sie |du )?(?:sich |dich )?(?:schon )?direkt an (?:die"
    r" firma|den kunden|die kunden|deren \w+|die leute dort|sie|die) (?:\S+ )?(?:wenden|halten)",
    # French
    r"(?:aucune idee|je ne sais pas|je sais pas|pas la moindre idee) (?:de )?qui (?:a repris|me remplace"
    rf"|s'en occupe (?:maintenant|desormais)|a pris (?:ma place|le relais)){_NOT_OURS}",
    rf"je n'y travaille plus|je n'y suis plus{_GONE_END}",
    r"(?:il faudrait|il faut|faudrait|vous devriez|mieux vaut) (?:vous )?(?:adresser|voir|contacter|passer"
    r"|vous adresser|ecrire) (?:directement )?(?:a eux|avec eux|par eux|le client|leur equipe|au client"
    rf"|eux|les) ?(?:directement)?{_NOT_BILL}|contactez-les directement{_NOT_BILL}",
    # Spanish
    r"(?:ni idea|no se|no tengo ni idea) (?:de )?quien (?:lo lleva|se encarga|me ha sustituido|me sustituyo"
    rf"|ha ocupado mi puesto|tomo el relevo|se quedo con){_NOT_OURS}",
    r"(?:tendria|tendrian|tendrias|deberia|deberian|deberias|mejor) (?:que )?(?:hablar|contactar|ir|tratar)"
    rf" (?:directamente )?con (?:ellos|el cliente|su equipo|la empresa)(?: directamente)?{_NOT_BILL}",
    # Italian
    r"(?:non so|non ho idea|nessuna idea) (?:di )?chi (?:mi ha sostituit[oa]|ha preso il mio posto|se ne"
    r" occupa"
    rf" (?:ora|adesso)|ha preso in mano){_NOT_OURS}",
    r"(?:dovreste|dovrebbe|dovresti|meglio) (?:contattare|sentire|rivolgervi a|rivolgersi a|scrivere a)"
    rf" (?:direttamente )?(?:loro|il cliente|il loro \w+|la loro \w+){_NOT_BILL}|contattateli direttamente"
    rf"{_NOT_BILL}",
    # Dutch
    r"(?:geen idee|weet (?:ik )?niet|ik weet niet) wie (?:(?:het|dat|mijn (?:werk|taken|functie)) )?(?:heeft"
    rf" overgenomen|nu doet|overnam){_NOT_OURS}",
    r"(?:neem|neemt u|kun je|kunt u) (?:direct|rechtstreeks) contact op(?:nemen)? met (?:hen|hun \w+|de klant"
    r"|die partij)|(?:moet|moeten) (?:je|jullie|u) (?:echt )?(?:direct|rechtstreeks) bij (?:hen|hun \w+"
    r"|de klant) (?:zijn|aankloppen)",
    # Portuguese
    r"(?:nao faco ideia|nao sei|sem ideia) (?:de )?quem (?:assumiu|ficou no meu lugar|me substituiu|cuida"
    rf" disso agora){_NOT_OURS}",
    r"(?:teriam|teria|precisariam|precisaria|melhor) (?:que |de )?(?:falar|tratar|ir) (?:direto|diretamente)"
    rf" com (?:eles|o cliente|a equipe deles|a empresa){_NOT_BILL}",
)
