"""The sender away until a date, by their own hand, asking for something after it (heldout_bv: "Travelling
until the 15th. Send me something after that and I'll look"): a later, in every rule language ("Bin bis zum
15. unterwegs. Schicken Sie mir danach etwas", "En déplacement jusqu'au 15, envoyez-moi quelque chose
après", "De viaje hasta el 15. Mándeme algo después", "In viaggio fino al 15, mi mandi qualcosa dopo", "Tot
de 15e op reis. Stuur me daarna iets", "Em viagem até dia 15. Mande-me algo depois disso"). Read by
`intent_later.away_then_sent`: the absence with its end (`AWAY_UNTIL`), then something asked to be sent
after it (`SENT_AFTER`).

Never the thing asked without the absence ("Send me the deck after the show" asks for no contact), an
absence with nothing asked after it ("Travelling until the 15th."), nor a send asked for now ("Travelling
until the 15th, send it today so I can read it on the plane"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

AWAY_UNTIL = rx(
    r"(?:travell?ing|on the road|away|abroad|on holiday|on vacation|on leave|out of (?:the )?office"
    r"|at (?:a )?(?:conference|trade show)s?|offline) (?:until|till|til|through|to) (?:the )?\w+",
    r"(?:bin|ich bin|sind wir|wir sind) (?:noch )?bis (?:zum |einschliesslich |ende )?\S+ (?:\S+ )?"
    r"(?:unterwegs|auf reisen|verreist|weg|im urlaub|nicht im buro|abwesend)|(?:unterwegs|auf reisen"
    r"|verreist|im urlaub) bis (?:zum )?\S+",
    r"(?:en deplacement|en voyage|absente?|en vacances|en conge|hors du bureau) jusqu'(?:au|a) \S+",
    r"(?:de viaje|viajando|fuera|de vacaciones|fuera de la oficina) hasta (?:el )?\S+",
    r"(?:in viaggio|fuori sede|in trasferta|in ferie|fuori ufficio) fino (?:al|a) \S+",
    r"tot (?:de |en met )?\S+ (?:op reis|onderweg|weg|afwezig|met vakantie)|(?:op reis|onderweg|afwezig"
    r"|met vakantie) tot (?:en met )?(?:de )?\S+",
    r"(?:em viagem|a viajar|viajando|fora|de ferias|fora do escritorio) ate (?:(?:o )?dia |ao dia |o )?\S+",
)
_SOMETHING = r"(?:\S+ ){0,3}?"
SENT_AFTER = rx(
    rf"send (?:me|us) {_SOMETHING}(?:after (?:that|then|the \w+|it|this)|afterwards|when i'm back"
    r"|once i'm back)",
    rf"(?:schicken sie mir|schick mir|senden sie mir|schicken sie uns) {_SOMETHING}(?:danach|anschliessend"
    r"|nach dem \S+|wenn ich zuruck bin)",
    rf"(?:envoyez-moi|envoie-moi|envoyez-nous) {_SOMETHING}(?:apres(?: ca| cela| cette date| le \S+)?"
    r"|ensuite|a mon retour)",
    rf"(?:mandeme|mandame|envieme|enviame|mandenos|envienos) {_SOMETHING}(?:despues(?: de eso| del \S+)?"
    r"|luego|a mi vuelta|a mi regreso)",
    rf"(?:mi mandi|mandami|mi invii|inviami|mandatemi|inviatemi) {_SOMETHING}(?:dopo(?: il \S+)?|in seguito"
    r"|al mio rientro|al mio ritorno)",
    rf"(?:stuur|stuurt u) (?:me|mij|ons) {_SOMETHING}(?:daarna|na de \S+|als ik terug ben)",
    rf"(?:mande-me|me mande|envie-me|me envie|manda-me|me manda) {_SOMETHING}(?:depois(?: disso| do dia \S+)?"
    r"|apos(?: isso)?|quando eu voltar|no meu regresso)",
)
