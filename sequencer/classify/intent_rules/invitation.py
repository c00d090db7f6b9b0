"""A meeting invitation asked for ("stuur maar een uitnodiging voor dinsdag", "send me an invite for
Tuesday", "schicken Sie mir gerne eine Einladung"): interest, in every rule language. Pure data on
fold()ed text, read with `interest.INTERESTED`. Only the request, never a negated one ("stuur geen
uitnodiging", "don't send an invite") nor the sender's own ("we'll send you an invitation")."""

from __future__ import annotations

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
