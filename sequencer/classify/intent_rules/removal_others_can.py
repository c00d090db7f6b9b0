"""Other people able to unsubscribe themselves ("a simple tool where subscribers can unsubscribe
themselves", "bei dem sich die Abonnenten selbst abmelden können", "em que as pessoas possam cancelar a
subscrição sozinhas", heldout_cl): the removal word is what other people can do in a tool or list the
sender describes, never the sender's own request. Pure data on fold()ed text, read by
`removal._others_can`, in every rule language.

Other people (`OTHERS`: people, subscribers, readers, customers, parents, ...) come a few words before
the removal word with a modal of being able to between them ("can", "können", "peuvent", "puedan",
"possano", "kunnen", "possam") or, in German and Dutch, with the modal right after it ("abmelden
können", "afmelden kunnen"), or after a verb of letting ("let people unsubscribe", "allow readers to opt
out"). Never "they" or "you" (the writer's word for us), and never a clause that names the sender ("the
customers can unsubscribe me", "damit die Kunden mich abmelden können"): `removal._others_can` checks
`FIRST_PERSON` from the others to the end of the clause."""

from __future__ import annotations

import re

# the other people who can do it; never "they", "you"
OTHERS = (
    r"(?:people|everyone|everybody|recipients|readers|members|subscribers|contacts|customers|clients|users"
    r"|parents|families|leute|menschen|empfanger|leser|mitglieder|abonnenten|kunden|nutzer|eltern|gens"
    r"|personnes|destinataires|lecteurs|membres|abonnes|clients|utilisateurs|parents|familles|gente"
    r"|personas|destinatarios|lectores|miembros|socios|suscriptores|clientes|usuarios|padres|familias"
    r"|persone|destinatari|lettori|membri|iscritti|clienti|utenti|genitori|famiglie|mensen|ontvangers"
    r"|lezers|leden|abonnees|klanten|gebruikers|ouders|pessoas|leitores|membros|assinantes|utilizadores"
    r"|usuarios|pais|familias|inscritos|subscritores)"
)
_MODAL = (
    r"(?:can|could|may|are able to|were able to|be able to|will be able to|kann|konnen|konnten|durfen"
    r"|peuvent|puissent|pourront|pourraient|pueden|puedan|podran|podrian|possono|possano|potranno"
    r"|potrebbero|kunnen|konden|mogen|podem|possam|poderao|poderiam|consigam|conseguem)"
)
_LET = (
    r"(?:let|lets|allow|allows|allowing|enable|enables|lassen|laisser|laisse|permettre|permet|dejar|deja"
    r"|permitir|permite|lasciare|lascia|permettere|permette|laten|laat|deixar|deixa|permitem)"
)
# before the removal word, up to its start: the others, a few words, the modal and at most two words
# ("se", "zich zelf", "just"); or a verb of letting, the others and "to"
OTHERS_CAN_BEFORE = re.compile(
    rf"\b{OTHERS}\b(?: \S+){{0,3}}? {_MODAL}(?: \S+){{0,2}} ?$"
    rf"|\b{_LET} (?:\S+ )?{OTHERS}(?: to| se| sich| zich)? ?$"
)
# German and Dutch: the others a few words before, the modal right after ("sich selbst abmelden können")
OTHERS_BEFORE = re.compile(rf"\b{OTHERS}\b(?: \S+){{0,3}} ?$")
MODAL_AFTER = re.compile(r" (?:\S+ )?(?:konnen|konnten|durfen|kunnen|konden|mogen)\b")
