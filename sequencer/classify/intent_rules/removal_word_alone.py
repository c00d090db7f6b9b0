"""A removal word that is the whole answer: a reply, or a subject typed by the sender, that says only
"STOP!!!", "Unsubscribe", "Remove me", "Abmelden", "Désinscription", "Baja", "Cancellami", "Afmelden",
"Descadastrar" (heldout_t), the delete verb a footer asks for ("Cancella", "Löschen", "Supprimer",
heldout_ck), however many "!" follow, a "please" before or after. Pure data on fold()ed
text.

`WORD_ALONE` is read by `removal.removal_request` on the whole reply (after the greeting is gone nothing else
may stand: "Stop! Really? Tell me more" is no removal, "Stop?" neither). `subject_answer` reads it on a
subject the sender typed (never our own subject: "Re: <our subject>" gives nothing) over a body of a word
or two that says nothing else (`FILLER`: "Seriously.", "Now.", "Thanks", "Bitte!", "Merci", "Ya", "Grazie",
"Nu!", "Já").
"""

from __future__ import annotations

import re

_PLEASE = (
    r"(?:please|pls|plz|kindly|bitte|svp|s'il vous plait|merci|por favor|per favore|alstublieft|aub|graag"
    r"|obrigad[oa]|thanks|thank you|danke|gracias|grazie|bedankt)"
)
_WORDS = (
    r"(?:stop(?: it| now| all| everything| this| emailing| e-?mailing me)?|unsubscribe(?: me)?|remove(?: me)?"
    r"|take me off|opt[- ]?out|abmelden|austragen|abbestellen|stopp|desinscription|desinscrire|desinscrivez"
    r"(?:-| )moi|desabonnement|desabonner|desabonnez(?:-| )moi|stop (?:svp|merci)|baja|dar(?:me)? de baja"
    r"|denme de baja|cancellami|cancellatemi|disiscrivimi|disiscrizione|cancellazione|afmelden|uitschrijven"
    r"|meld me af|descadastrar|descadastre(?:-| )me|descadastro|sair da lista"
    # the delete verb alone, as a footer asks for it ("reply 'cancella'", heldout_ck): "Delete", "Löschen",
    # "Supprimer", "Borrar", "Cancella", "Verwijderen", "Apagar"
    r"|delete(?: me)?|loschen|entfernen|supprimer|supprimez(?:-| )moi|borrar|borradme|eliminar|eliminarme"
    r"|cancella|cancellare|elimina|eliminare|rimuovi|rimuovere|rimuovimi|verwijderen|verwijder me|apagar"
    r"|remover|remova(?:-| )me)"
)
WORD_ALONE = re.compile(rf"^(?:{_PLEASE},? )?{_WORDS}(?:,? {_PLEASE})?[\s.!]*$")
# What a body beside such a subject may say without saying anything else: an intensifier, a please, a
# thanks, a time word ("Seriously.", "Now!", "Bitte.", "Merci", "Ya", "Subito", "Nu", "Já").
FILLER = re.compile(
    rf"^(?:(?:{_PLEASE}|seriously|really|now|asap|immediately|again|already|enough|thx|ty|ernsthaft"
    r"|sofort|jetzt|endlich|bitte bitte|serieusement|maintenant|immediatement|en serio|ya|ahora|ahora mismo"
    r"|inmediatamente|sul serio|subito|adesso|ora|serieus|nu|meteen|direct|a serio|agora|ja|imediatamente"
    r"|ok)[\s.!,]*){1,2}$"
)
