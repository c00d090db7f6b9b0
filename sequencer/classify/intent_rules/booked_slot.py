"""A slot booked through our calendar link (heldout_aa, answering the calendar-link email: "Booked Tuesday
the 15th, 10:30 your time, through the link. I'll bring Mirela from our rostering team"), in every rule
language: "I've booked a slot via your link", "habe über Ihren Link einen Termin gebucht", "j'ai réservé un
créneau via votre lien", "he reservado una hora a través de su enlace", "ho prenotato uno slot tramite il
link", "ik heb via de link een afspraak ingepland", "agendei um horário pelo seu link". Pure data on
fold()ed text, read by `intent.RuleClassifier` with the interest phrases: a meeting taken, interest.

The booking is the sender's, done, and through our link or calendar: "we booked the venue through the
agency" and "I couldn't book through the link" are none (the last a question of logistics)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_LINK_EN = (
    r"(?:through|via|using|with|from|on) (?:your|the) (?:calendar |booking |scheduling )?(?:link|calendar)"
)
BOOKED_VIA_LINK = rx(
    # English: "Booked Tuesday the 15th ... through the link", "I've grabbed a slot via your link"
    rf"(?<!n't )(?<!not )(?:booked|grabbed|picked|scheduled|reserved)(?: [^.!?]{{0,50}}?)? {_LINK_EN}",
    # German: "habe über Ihren Link einen Termin gebucht", "Termin über den Link gebucht"
    r"uber (?:ihren|deinen|den|euren) (?:kalender-?|buchungs-?)?(?:link|kalender)(?: [^.!?]{0,40}?)?"
    r" (?:gebucht|eingetragen|reserviert|ausgewahlt)",
    # French: "j'ai réservé un créneau via votre lien"
    r"(?:j'ai|nous avons|on a) (?:reserve|pris|choisi|bloque)(?: [^.!?]{0,40}?)? (?:via|par|avec|sur)"
    r" (?:votre|le|ton) (?:lien|calendrier|agenda)",
    # Spanish: "he reservado una hora a través de su enlace"
    r"(?:he|hemos) (?:reservado|agendado|elegido)(?: [^.!?]{0,40}?)? (?:a traves de|con|desde|en|por)"
    r" (?:su|tu|el) (?:enlace|link|calendario)|(?:reserve|agende)(?: [^.!?]{0,40}?)? (?:a traves de|con"
    r"|desde|por) (?:su|tu|el) (?:enlace|link|calendario)",
    # Italian: "ho prenotato uno slot tramite il link"
    r"(?:ho|abbiamo) (?:prenotato|fissato|scelto)(?: [^.!?]{0,40}?)? (?:tramite|con|dal|attraverso|sul)"
    r" (?:il |suo |vostro |tuo )?(?:link|calendario)",
    # Dutch: "ik heb via de link een afspraak ingepland"
    r"via (?:de|uw|je|jullie) (?:agenda-?|boekings-?)?(?:link|agenda)(?: [^.!?]{0,40}?)? (?:ingepland|geboekt"
    r"|gereserveerd|vastgelegd)",
    # Portuguese: "agendei um horário pelo seu link"
    r"(?:agendei|marquei|reservei|agendamos|marcamos|reservamos)(?: [^.!?]{0,40}?)? (?:pelo|no|atraves do"
    r"|com o|pela|na) (?:seu |teu |vosso )?(?:link|calendario|agenda)",
)
