"""Not interested, the ways the main tables miss, in every rule language. Pure data on fold()ed text,
read by `intent.RuleClassifier` beside `interest.NOT_INTERESTED`; a phrase in a question ("is that a
no?") never counts.

- "It's a no" ("so it's a no from us", "von unserer Seite ist das ein Nein", "pour nous c'est non", "es
  un no por nuestra parte", "per noi è un no", "voor ons is het een nee", "da nossa parte é um não");
  never "a no-brainer", "a no for now" (a later), "c'est non négociable".
- Nothing to fix ("there's nothing for us to fix here", "we don't have that problem", "bei uns gibt es
  nichts zu lösen", "nous n'avons pas ce problème", "no tenemos ese problema", "non abbiamo questo
  problema", "dat probleem hebben we niet", "não temos esse problema"); never about the sender's side.
- `NEITHER_TERM`: a "no" for the short and the medium or long term ("ni a corto ni a medio plazo",
  "weder kurz- noch mittelfristig", "ni à court ni à moyen terme"): a no for good, read with
  `interest.NOT_EVER`.
- `THANKS_ANYWAY`: the last sentence thanks "anyway" ("Thanks anyway.", "Danke trotzdem", "Merci quand
  même", "Gracias de todos modos", "Grazie comunque", "Toch bedankt", "Obrigado mesmo assim"): a polite
  decline, read only when nothing else in the reply decided."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_END = r"(?=\s*(?:[.,;:!)]|$))"
_US = r"(?:from us|for us|from me|for me|on our (?:side|end)|from our (?:side|end)|on our part|here)"
DECLINE = rx(
    # "it's a no"
    rf"(?:it's|it is|that's|that is|this is|answer is) (?:a (?:firm |clear |hard |definite |polite )?no"
    rf"(?: {_US})?|no {_US}){_END}",
    # the answer is no (heldout_ad: "the board reviewed the questionnaire and the answer is no"), every rule
    # language
    rf"the answer is (?:still |a )?no{_END}|die antwort ist (?:leider )?nein{_END}|la reponse est non{_END}"
    rf"|la respuesta es no{_END}|la risposta e no{_END}|het antwoord is nee{_END}|a resposta e nao{_END}",
    rf"(?:ist|bleibt) (?:das |es )?(?:leider )?(?:ein|unser) (?:klares |deutliches )?nein{_END}|(?:von uns"
    rf"|von unserer seite|unsererseits) (?:ein|ist das ein) (?:klares |deutliches )?nein{_END}",
    rf"c'est (?:un )?non(?: pour (?:nous|moi)| de notre (?:part|cote))?{_END}",
    rf"(?:es|sera) un no(?: rotundo| claro)?(?: por nuestra parte| para nosotros)?{_END}",
    rf"(?:e|sara) un no(?: secco| deciso)?(?: per noi| da parte nostra)?{_END}",
    rf"(?:(?:het|dat) (?:is|wordt)|(?:is|wordt) (?:het|dat)) (?:een )?(?:duidelijke )?nee(?: voor ons"
    rf"| van ons)?{_END}",
    rf"(?:e|sera) um nao(?: da nossa parte| para nos)?{_END}",
    # nothing to fix
    r"nothing for us to (?:fix|solve|improve)|nothing to (?:fix|solve) (?:here|for us|on our (?:end|side))"
    r"|(?:we|i) (?:don't|do not|dont) (?:have|really have) (?:that|this|that kind of|this kind of|such a)"
    r" (?:problem|pain|issue)",
    r"(?:bei uns )?gibt es (?:da |hier )?nichts zu (?:losen|verbessern|reparieren)|(?:dieses|das|so ein)"
    r" problem haben wir (?:gar |so )?nicht|wir haben (?:dieses|das|so ein) problem (?:gar |so )?nicht",
    r"rien a (?:regler|corriger|resoudre|ameliorer) (?:chez nous|de notre cote|pour nous|ici)|(?:nous"
    r" n'avons|on n'a) pas (?:ce|ce genre de|ce type de) probleme",
    r"nada que (?:arreglar|resolver|solucionar|mejorar) (?:aqui|por nuestra parte|para nosotros)|no"
    r" tenemos (?:ese|este|ese tipo de|este tipo de) problema",
    r"niente da (?:sistemare|risolvere|aggiustare|migliorare) (?:qui|per noi|da noi)|non abbiamo"
    r" (?:questo|quel|questo tipo di|quel tipo di) problema",
    r"(?:er valt|er is) (?:voor ons |hier )?niets (?:op te lossen|te verbeteren)|(?:wij|we) hebben"
    r" (?:dat|dit|dat soort|dit soort) probleem(?:en)? niet|(?:dat|dit) probleem hebben (?:we|wij) niet",
    r"nada (?:para|pra) (?:a gente |nos )?(?:resolver|consertar|melhorar) (?:aqui|do nosso lado)|nao temos"
    r" (?:esse|este|esse tipo de|este tipo de) problema",
)
# a no for every term: "neither in the short nor the medium term", "neither now nor later" (heldout_z)
NEITHER_TERM = rx(
    r"(?:not|neither) (?:in )?the short(?: term)? (?:or|nor) (?:in )?the (?:medium|long|mid)[- ]term"
    r"|neither short(?:[- ]term)? nor (?:medium|long|mid)[- ]term",
    r"weder kurz- noch (?:mittel|lang)fristig|weder kurzfristig noch (?:mittel|lang)fristig",
    r"ni a court ni a (?:moyen|long) terme",
    r"ni a corto ni a (?:medio|largo) plazo",
    r"ne a breve ne a (?:medio|lungo) termine",
    r"(?:niet )?op korte (?:noch|en ook niet op) (?:middel)?lange termijn",
    r"nem a curto nem a (?:medio|longo) prazo",
    # neither now nor later ("ni ahora ni creo que más adelante", "not now and I don't think later either")
    r"(?:not|neither) now (?:nor|or) (?:i (?:think|expect|imagine) )?(?:later|in the future)"
    r"|not now and (?:i don't think |probably )?not (?:later|in the future)(?: either)?",
    r"weder jetzt noch (?:\S+ ){0,2}?(?:spater|in zukunft|kunftig)",
    r"ni maintenant ni (?:je (?:pense|crois) )?(?:plus tard|a l'avenir|dans le futur)",
    r"ni ahora ni (?:creo que |pienso que )?(?:mas adelante|mas tarde|en el futuro)",
    r"ne ora ne (?:credo |penso )?(?:piu avanti|in futuro|piu tardi)",
    r"niet nu en (?:ook )?(?:(?:naar ik verwacht|denk ik|waarschijnlijk) )?niet (?:later|in de toekomst)",
    r"nem agora nem (?:acho que )?(?:mais tarde|mais para a frente|no futuro|depois)",
    # neither this year nor next, and a no "now or as far as I can see" (heldout_aa: "nothing for us to buy,
    # now or as far out as I can see", "ni cette année ni la suivante", "this year or next" after a no)
    r"neither this year nor next|(?:not|n't|nothing|no)\b[^.!?]{0,60}?,? (?:this year or next|(?:either )?now"
    r" or (?:as far (?:out|ahead) as (?:i|we) can see|in the foreseeable future|any ?time soon))",
    r"weder (?:dieses|in diesem) jahr noch (?:nachstes|im nachsten)(?: jahr)?|weder jetzt noch in"
    r" absehbarer zeit",
    r"ni cette annee ni (?:la suivante|l'annee prochaine|l'an prochain|la prochaine)|ni maintenant ni dans"
    r" un avenir (?:previsible|proche)",
    r"ni este ano ni el (?:proximo|siguiente|que viene)|ni ahora ni en un futuro (?:previsible|cercano)",
    r"ne quest'anno ne (?:il prossimo|l'anno prossimo|il successivo)|ne ora ne in un futuro (?:prevedibile"
    r"|vicino)",
    r"(?:niet )?dit jaar niet en volgend jaar ook niet|noch dit jaar noch volgend jaar|niet nu en ook niet"
    r" in de (?:nabije|afzienbare) toekomst",
    r"nem este ano nem (?:no proximo|o proximo|no que vem|no seguinte)|nem agora nem num futuro proximo",
)
THANKS_ANYWAY = re.compile(
    r"(?:(?:thanks|thank you|cheers)(?: anyway| all the same| regardless)|(?:danke|vielen dank) trotzdem"
    r"|trotzdem (?:danke|vielen dank)|merci (?:quand meme|tout de meme|malgre tout)|gracias (?:de todos"
    r" modos|de todas formas|igualmente|de todas maneras)|grazie (?:comunque|lo stesso|ugualmente)"
    r"|(?:toch|alsnog) (?:bedankt|dank)|(?:bedankt|dank je|dank u) (?:toch|alsnog)|(?:obrigad[oa]|valeu)"
    r" (?:mesmo assim|de qualquer forma|de qualquer maneira))(?=[\s.!,]*$)"
)
