"""A colleague added to the meeting's invitation (heldout_ca: "Thursday at 2pm works. Please include Dev Patel
(dpatel@...) on the invite, he owns our AP workflow"), in every rule language: "please add Dev to the invite",
"bitte nehmen Sie Herrn Patel mit in die Einladung auf", "ajoutez Claire à l'invitation", "incluya a Marta en
la invitación", "aggiunga anche Paolo all'invito", "voeg Sanne toe aan de uitnodiging", "inclua o Rui no
convite". Pure data on fold()ed text, read by `intent_wrong_person.colleague_invited`: the meeting goes ahead
with the colleague beside the sender, so the colleague's remit said after it ("he owns our AP workflow") and
the address named are no wrong person; only beside the sender's own interest (a slot accepted), never when
the colleague goes in the sender's place ("add Dev to the invite instead of me", `IN_MY_PLACE`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a name, perhaps with its address in brackets: no sentence ends inside (the address's dots have no space)
_WHO = r"(?:(?![.!?](?:\s|$))[^?!]){1,80}?"
COLLEAGUE_INVITED = rx(
    # English: "include X on the invite", "add X to the invite", "cc X on the calendar invite"
    rf"(?<!\w)(?:include|add|invite|cc|copy|loop) (?:in )?{_WHO} (?:on|to|in|into) (?:the|your|this|that)"
    r" (?:calendar |meeting |teams |zoom )?(?:invite|invitation|meeting|call|demo)\b",
    # German: "nehmen Sie X (mit) in die Einladung auf", "fügen Sie X zur Einladung hinzu"
    rf"(?:nehmen|setzen|laden) sie (?:bitte )?(?:auch )?{_WHO} (?:mit )?(?:in|auf) die (?:einladung|termin\w*"
    r"|besprechung)",
    rf"(?:fugen|packen) sie (?:bitte )?(?:auch )?{_WHO} (?:zur|zu der|in die) (?:einladung|besprechung)",
    # French: "ajoutez X à l'invitation", "mettez X dans l'invitation", "conviez aussi X à la réunion"
    rf"(?:ajoutez|ajouter|incluez|inclure|mettez|mettre|conviez|invitez) (?:aussi |egalement )?{_WHO}"
    r" (?:a|dans|sur) l'(?:invitation|invit)|(?:ajoutez|mettez|conviez|invitez) (?:aussi |egalement )?"
    rf"{_WHO} (?:au|a la) (?:rendez-vous|rdv|reunion|visio|appel)\b",
    # Spanish: "incluya a X en la invitación", "añade a X a la reunión"
    rf"(?:incluya|incluye|incluir|anada|anade|anadir|agregue|agrega|agregar|invite|invita|convoque|convoca)"
    rf" (?:tambien )?a {_WHO} (?:en|a) la (?:invitacion|reunion|llamada|convocatoria)\b",
    # Italian: "aggiunga X all'invito", "includa anche X nella riunione"
    rf"(?:aggiunga|aggiungi|aggiungete|includa|includi|invitate|inviti|invita) (?:anche )?{_WHO}"
    r" (?:all'invito|alla riunione|alla call|all'incontro|nell'invito|nella riunione)",
    # Dutch: "voeg X toe aan de uitnodiging", "zet X (ook) op de uitnodiging"
    rf"(?<!\w)(?:voeg|zet) (?:ook )?{_WHO} (?:ook )?(?:toe aan|op|in) de (?:uitnodiging|afspraak|meeting"
    r"|vergadering)",
    # Portuguese: "inclua o X no convite", "adicione a X à reunião"
    rf"(?:inclua|incluir|adicione|adiciona|adicionar|convide|convida|acrescente) (?:tambem )?(?:o |a )?{_WHO}"
    r" (?:no convite|na reuniao|na chamada|a reuniao|ao convite)\b",
)
# ... never in the sender's place
IN_MY_PLACE = rx(
    r"instead of me|in my (?:place|stead)|rather than me|statt mir|anstelle von mir|an meiner stelle"
    r"|a ma place|en mi lugar|en lugar de mi|al posto mio|al mio posto|in plaats van mij|no meu lugar"
    r"|em vez de mim",
)
