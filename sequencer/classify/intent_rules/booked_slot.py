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
# the words between the booking and the link, never a negation ("Über den Link habe ich nichts gebucht")
_NO = (
    r"(?!(?:not|never|nothing|nicht|nichts|kein\w*|pas|rien|jamais|no|nada|nunca|non|niente|mai|niet|niets"
    r"|geen|nooit|nao)\b)"
)

# up to eight words between, none of them a negation
_GAP = rf"(?:(?: {_NO}[^.!? ]+){{1,8}}?)?"

BOOKED_VIA_LINK = rx(
    *(
        part.replace("{_GAP}", _GAP)
        for part in (
            # English: "Booked Tuesday the 15th ... through the link", "I've grabbed a slot via your link"
            rf"(?<!n't )(?<!not )(?:booked|grabbed|picked|scheduled|reserved){_GAP} {_LINK_EN}",
            # German: "habe über Ihren Link einen Termin gebucht", "Termin über den Link gebucht"
            r"uber (?:ihren|deinen|den|euren) (?:kalender-?|buchungs-?)?(?:link|kalender){_GAP}"
            r" (?:gebucht|eingetragen|reserviert|ausgewahlt)",
            # French: "j'ai réservé un créneau via votre lien"
            r"(?:j'ai|nous avons|on a) (?:reserve|pris|choisi|bloque){_GAP} (?:via|par|avec|sur)"
            r" (?:votre|le|ton) (?:lien|calendrier|agenda)",
            # Spanish: "he reservado una hora a través de su enlace"
            r"(?:he|hemos) (?:reservado|agendado|elegido){_GAP} (?:a traves de|con|desde|en|por)"
            r" (?:su|tu|el) (?:enlace|link|calendario)|(?:reserve|agende){_GAP} (?:a traves de|con"
            r"|desde|por) (?:su|tu|el) (?:enlace|link|calendario)",
            # Italian: "ho prenotato uno slot tramite il link"
            r"(?:ho|abbiamo) (?:prenotato|fissato|scelto){_GAP} (?:tramite|con|dal|attraverso|sul)"
            r" (?:il |suo |vostro |tuo )?(?:link|calendario)"
            # (the link or calendar is ours: "con il calendario aziendale" is the sender's own)
            r"(?! (?:aziendale|interno|condiviso|del |della |di ))",
            # Dutch: "ik heb via de link een afspraak ingepland"
            r"via (?:de|uw|je|jullie) (?:agenda-?|boekings-?)?(?:link|agenda){_GAP} (?:ingepland|geboekt"
            r"|gereserveerd|vastgelegd)",
            # Portuguese: "agendei um horário pelo seu link"
            r"(?:agendei|marquei|reservei|agendamos|marcamos|reservamos){_GAP} (?:pelo|no|atraves do"
            r"|com o|pela|na) (?:seu |teu |vosso )?(?:link|calendario|agenda)",
        )
    )
)
