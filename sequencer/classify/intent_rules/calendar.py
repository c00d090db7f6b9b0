"""A calendar response written out at the top of a reply (Notes, Outlook pasting the invitation's answer:
"Abgelehnt: Acme Demo - Flottentelematik / Wann: ... / Wo: ..."), in every rule language: a decline is
`other` (never interest from the meeting's title, "Demo"), an acceptance is interest. Pure data on
fold()ed text."""

from __future__ import annotations

import re

DECLINED = re.compile(
    r"^(?:abgelehnt|declined|refuse|refusee|rechazad[oa]|rechazada|rifiutat[oa]|geweigerd|afgewezen"
    r"|recusad[oa])\s?:"
)
ACCEPTED = re.compile(
    r"^(?:angenommen|zugesagt|accepted|accepte|acceptee|aceptad[oa]|accettat[oa]|geaccepteerd"
    r"|aceit[oa]|aceite)\s?:"
)
