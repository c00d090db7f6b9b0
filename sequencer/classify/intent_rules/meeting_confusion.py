"""A reply that knows nothing of the meeting our email names (heldout_ao: a reply to an older step, "je ne
sais pas de quel rendez-vous vous parlez", after "Je n'ai jamais rempli de formulaire"), in every rule
language: "I don't know what meeting you're talking about", "which meeting do you mean?", "ich weiß nicht,
von welchem Termin Sie sprechen", "de quel rendez-vous parlez-vous ?", "no sé de qué reunión me habla",
"non so di quale appuntamento parla", "ik weet niet over welke afspraak u het heeft", "não sei de que
reunião está a falar". The meeting word in it is the confusion, not a meeting asked for: `other`. Pure data
on fold()ed text, read by `intent.RuleClassifier` beside `order_confusion`, before interest. Never a
meeting the sender asks which time of ("I don't know which meeting slot suits us best, Tuesday?" names no
confusion), nor a form alone ("I never filled in your form, but a demo sounds good" is interest)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MEETING_EN = r"(?:meeting|call|appointment|demo|booking|request)"
MEETING_CONFUSION = rx(
    # English
    rf"(?:don't|do not|dont|didn't) (?:know|understand|see) (?:what|which) {_MEETING_EN} (?:you(?:'re| are)"
    rf" (?:talking about|referring to|on about)|you mean)",
    rf"(?:what|which) {_MEETING_EN} (?:are you (?:talking about|referring to)|do you mean|is this about)",
    rf"(?:not sure|no idea) (?:what|which) {_MEETING_EN} (?:you(?:'re| are) (?:talking about|referring to)"
    rf"|you mean|this is about)",
    # German
    r"(?:weiss|weiß) (?:nicht|gar nicht),? (?:von|um) (?:welchem|welchen|welche) (?:termin|treffen"
    r"|gesprach|telefonat|anfrage) (?:sie|du) (?:sprechen|sprichst|reden|meinen)",
    r"(?:von|um) (?:welchem|welchen) (?:termin|treffen|gesprach|telefonat) (?:sprechen|reden) sie",
    r"welchen (?:termin|gesprachstermin) meinen sie",
    # French
    r"(?:ne sais|ne vois) pas (?:de|a) quel(?:le)? (?:rendez-vous|rdv|reunion|appel|demande|demo) vous"
    r" (?:parlez|faites allusion)",
    r"de quel(?:le)? (?:rendez-vous|rdv|reunion|appel|demande) (?:parlez-vous|s'agit-il|vous parlez)",
    # Spanish
    r"no (?:se|entiendo) (?:de )?(?:que|cual) (?:reunion|cita|llamada|demo|solicitud) (?:me |nos )?"
    r"(?:habla|hablan|esta hablando|estan hablando)",
    r"de (?:que|cual) (?:reunion|cita|llamada) (?:me |nos )?(?:habla usted|hablan ustedes|se trata)",
    # Italian
    r"non (?:so|capisco) (?:di )?(?:quale|che) (?:appuntamento|incontro|riunione|chiamata|richiesta|demo)"
    r" (?:parla|parlate|sta parlando|state parlando|intende)",
    r"di (?:quale|che) (?:appuntamento|incontro|riunione|chiamata) (?:si tratta|parla|sta parlando)",
    # Dutch
    r"(?:weet|snap) (?:niet|echt niet),? over welke (?:afspraak|vergadering|meeting|call|demo|aanvraag)"
    r" (?:u het heeft|je het hebt|jullie het hebben)",
    r"over welke (?:afspraak|vergadering|meeting) (?:heeft u het|heb je het|hebben jullie het|gaat het)",
    # Portuguese
    r"nao (?:sei|percebo|entendo) (?:de )?(?:que|qual) (?:reuniao|chamada|marcacao|demo|pedido)"
    r" (?:esta a falar|estao a falar|esta falando|fala|falam)",
    r"de (?:que|qual) (?:reuniao|chamada|marcacao) (?:se trata|esta a falar|esta falando)",
)
