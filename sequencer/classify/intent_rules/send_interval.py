"""The time between two of our sends, counted in seconds or minutes (heldout_bg: "FYI you sent me this twice
about 10 minutes apart. Might want to check your sequence settings"), in every rule language: "10 minutes
apart", "a few minutes later", "within 5 minutes", "10 Minuten später", "im Abstand von 10 Minuten", "à 10
minutes d'intervalle", "10 minutes plus tard", "con 10 minutos de diferencia", "10 minutos más tarde", "a 10
minuti di distanza", "10 minuti dopo", "met 10 minuten ertussen", "10 minuten later", "com 10 minutos de
intervalo", "10 minutos mais tarde". `intent.RuleClassifier` reads the reply without it: the minutes there are
no meeting length ("20 minutes works") and the "later" no come-back ("ping me later"), so a heads-up that a
mail came twice asks for nothing, `other`.

Never minutes offered or asked ("can you do 15 minutes after lunch?", "I have 30 minutes after the board
meeting", "10 minutos después de la reunión": a time after an event of the sender's is no interval between
sends), never hours, days or weeks ("a few weeks later" may be a come-back). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_HOW_MANY = (
    r"(?:\d{1,3}|a few|a couple of|one|two|three|five|ten|fifteen|twenty|thirty|ein paar|wenige[n]?|zwei|drei"
    r"|funf|zehn|quelques|deux|trois|cinq|dix|quinze|vingt|trente|unos|pocos|dos|tres|cinco|diez|quince"
    r"|veinte|treinta|pochi|qualche|due|tre|cinque|dieci|quindici|venti|trenta|een paar|enkele|twee|drie|vijf"
    r"|tien|vijftien|twintig|dertig|alguns|poucos|dois|duas|tres|cinco|dez|quinze|vinte|trinta)"
)
_UNIT = (
    r"(?:seconds?|secs?|minutes?|mins?|sekunden|minuten|secondes|segundos|minutos|secondi|minuti|seconden"
    r"|minuut)"
)
# never a time after an event of the sender's ("10 minutos después de la reunión", "10 minuti dopo la call")
_NOT_AN_EVENT = r"(?! (?:de|del|della|dello|di|da|do|la|le|el|il|der|dem)\b)"
SEND_INTERVAL = rx(
    # a word after the count: "10 minutes apart", "10 Minuten später", "à 10 minutes d'intervalle"
    rf"{_HOW_MANY} {_UNIT} (?:apart|later|ago|earlier|between|of each other|after (?:the first|each other"
    r"|one another|the other)|spater|danach|auseinander|plus tard|d'intervalle|d'ecart|mas tarde"
    r"|de diferencia|de intervalo|piu tardi|di distanza|di differenza|di intervallo|later|ertussen|na elkaar"
    rf"|uit elkaar|mais tarde|de diferenca)|{_HOW_MANY} {_UNIT} (?:apres|despues|dopo|depois){_NOT_AN_EVENT}",
    # a word before it: "within 10 minutes", "im Abstand von 10 Minuten", "en l'espace de 10 minutes"
    rf"(?:within|in less than|innerhalb von|innerhalb|im abstand von|en l'espace de|en moins de|en menos de"
    rf"|nel giro di|in meno di|binnen|in minder dan|em menos de) {_HOW_MANY} {_UNIT}",
)
