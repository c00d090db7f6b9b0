"""Removal requests in Catalan and Galician, two languages the rules do not otherwise read (a reply in
them is `other`, `language.py`): "doneu-me de baixa", "deixeu d'enviar-me correus", "no m'envieu més
correus", "esborreu la meva adreça de la vostra llista", "no vull rebre més correus"; "dádeme de baixa",
"deixade de enviarme correos", "borrade o meu enderezo da vosa lista", "non me enviedes máis correos",
"non quero recibir máis correos". Written in their own spelling and fold()ed like the text.

Where the language puts its negation in the request ("no m'envieu més", "non me enviedes máis") it is
part of the phrase; a negation before a removal verb undoes it as in every table ("no cal que em doneu
de baixa", "non hai que borrar o meu enderezo" never match). The address or the list is named where the
bare verb could be something else ("esborreu el document" is a file)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.text import fold

_MAIL = r"(?:correus?|correos?|e-?mails?|mails?|missatges?|mensaxes?|mensajes?)"
_ADDRESS = (
    r"(?:(?:la )?meva adreca|(?:les )?meves dades|(?:o )?meu enderezo|(?:os )?meus datos|(?:o )?meu correo)"
)
_LIST = r"(?:(?:la )?(?:vostra |seva )?llista|(?:a )?(?:vosa |sua )?lista|(?:la )?(?:vostra )?base de dades)"

UNSUBSCRIBE_CATALAN_GALICIAN = rx(
    *(
        fold(part)
        for part in (
            # Catalan: give me a leave ("doneu-me de baixa", "em podeu donar de baixa"), stop sending
            r"(?:doneu|doni|dona)-(?:me|nos) de baixa|(?:donar-me|donar-nos|donin-me) de baixa"
            r"|(?:em|ens) (?:podeu |pot |podria |podrieu )?(?:donar|doneu) de baixa",
            r"(?:deixeu|deixi|deixa|pareu|pari) d'(?:enviar-(?:me|nos)|escriure'(?:m|ns)"
            rf"|enviar(?: \w+)? {_MAIL})",
            r"no (?:m'|em |ens )(?:envieu|envii|enviïn|escriviu|escrigui) (?:mes|cap)\b",
            rf"no (?:vull|volem|desitjo|desitgem) rebre (?:mes|cap) {_MAIL}",
            rf"(?:esborreu|elimineu|traieu|suprimiu|esborri|elimini|tregui)(?:-(?:me|nos))?"
            rf" (?:{_ADDRESS}|de {_LIST})",
            # Galician: the same in its own spelling ("dádeme de baixa", "deixade de enviarme")
            r"(?:dademe|dadenos|deame|denme|darme|darnos) de baixa"
            r"|(?:me|nos) (?:dades|podedes dar|dea|de) de baixa",
            r"(?:deixade|deixe|deixen|parade) de (?:me |nos )?(?:enviar|mandar|escribir)(?:me|nos)?\b",
            r"non (?:me|nos) (?:enviedes|mandedes|escribades|envie|mande|escriba|envien|manden)"
            r" (?:mais|ningun)",
            rf"non (?:quero|queremos|desexo|desexamos) recibir (?:mais|ningun\w*) {_MAIL}",
            rf"(?:borrade|eliminade|quitade|sacade|retirade|borre|elimine|quite)(?:me|nos)?"
            rf" (?:{_ADDRESS}|d[ae] {_LIST})",
        )
    )
)
