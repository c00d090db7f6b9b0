"""A meeting invitation asked for ("stuur maar een uitnodiging voor dinsdag", "send me an invite for
Tuesday", "schicken Sie mir gerne eine Einladung"): interest, in every rule language. Pure data on
fold()ed text, read with `interest.INTERESTED`. Only the request, never a negated one ("stuur geen
uitnodiging", "don't send an invite") nor the sender's own ("we'll send you an invitation").
`NEW_ONE_ASKED`: a new one asked for a day in place of one cancelled ("Send a new one for Tuesday")."""

from __future__ import annotations

from sequencer.classify.intent_rules.interest import DAY
from sequencer.classify.intent_rules.pattern import rx

_PLEASE = r"(?:(?:just|please|gerne|gern|bitte|maar|gerust|even|dan|svp|por favor|pure|por favor) )*"
INVITATION_ASKED = rx(
    rf"(?<!don't )(?<!do not )(?<!we'll )(?<!we will )(?<!i'll )send (?:me |us |over )?{_PLEASE}(?:an|the"
    r"|a) (?:calendar |teams |zoom |meeting )?invit(?:e|ation)",
    rf"(?:schicken|senden) sie (?:mir |uns )?{_PLEASE}(?:eine|die) (?:\w+-)?einladung|(?:schick|schickt)"
    rf" (?:mir |uns )?{_PLEASE}(?:eine|die) (?:\w+-)?einladung",
    rf"(?:envoyez|envoie|envoyez-moi|envoie-moi|envoyez-nous)(?: moi| nous)? {_PLEASE}(?:une|l')"
    r" ?invitation",
    rf"(?:enviame|envieme|enviadme|envienme|mandame|mandeme|mandadme|mandenme) {_PLEASE}(?:una|la)"
    r" (?:invitacion|convocatoria)",
    rf"(?:mandami|mandatemi|inviami|inviatemi|mi mandi|mi invii) {_PLEASE}(?:un|l') ?invito",
    rf"stuur (?:me |mij |ons )?{_PLEASE}(?:een|de) (?:\w+)?uitnodiging",
    rf"(?:mande|envie|manda|envia|mandem|enviem)(?:-me|-nos| me| nos)? {_PLEASE}(?:um|o) convite",
)
# A new invitation asked for in place of one cancelled or moved ("Please cancel Thursday's invite, I'm
# travelling. Send a new one for Tuesday 12 January, 10:00 ET", heldout_aj): the meeting kept, a day named
# for it, in every rule language ("schicken Sie eine neue für Dienstag", "d'en envoyer une nouvelle pour
# mardi", "envíe una nueva para el martes", "mandatene uno nuovo per martedì", "stuur een nieuwe voor
# dinsdag", "envie um novo para terça"). Never without the day ("send a new one" of a price list), nor
# negated ("don't send a new one for Tuesday").
_FOR_DAY = (
    rf"(?: \S+){{0,2}}? (?:for|on|fur|am|pour|para|per|voor|op) (?:(?:el|la|il|de|o|a|next|this) )?{DAY}"
)
NEW_ONE_ASKED = rx(
    rf"(?<!don't )(?<!do not )(?<!we'll )(?<!i'll )send (?:me |us |over )?{_PLEASE}a new one{_FOR_DAY}",
    rf"(?:schicken|senden) sie (?:mir |uns )?{_PLEASE}(?:eine neue|einen neuen){_FOR_DAY}",
    rf"(?:d'en envoyer|envoyez-en|envoyez-moi|renvoyez-moi|renvoyez-en) {_PLEASE}une nouvelle{_FOR_DAY}",
    rf"(?:envie|envien|enviame|envieme|mande|manden|mandame) {_PLEASE}(?:una nueva|uno nuevo|otra){_FOR_DAY}",
    rf"(?:mandatene|mandamene|inviatene|inviamene|mandatemene|inviatemene|mandate|inviate) {_PLEASE}(?:uno"
    rf" nuovo|una nuova|un altro|un'altra){_FOR_DAY}",
    rf"stuur (?:me |mij |ons )?{_PLEASE}(?:een nieuwe|een andere){_FOR_DAY}",
    rf"(?:envie|enviem|mande|mandem)(?:-me|-nos| me| nos)? {_PLEASE}(?:um novo|uma nova|outro){_FOR_DAY}",
)
