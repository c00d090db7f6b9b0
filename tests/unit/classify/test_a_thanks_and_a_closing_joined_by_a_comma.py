"""A thanks and a closing joined by a comma on one line, over a name, a role and the firm (heldout_by:
"Grazie, saluti" over "Ornella Tosi", "Amministrazione - Caseificio Tosi snc" and the street, kept as own
text): one closing in every rule language, like "Thanks and regards"; what is under it is the signature. A
sentence that only opens with a thanks ("Grazie, saluti a Marco da parte mia") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail

_ASK = {
    "en": "we cannot find your order, can you send us the order number?",
    "de": "wir finden Ihre Bestellung nicht, können Sie uns die Bestellnummer schicken?",
    "fr": "nous ne trouvons pas votre commande, pouvez-vous nous envoyer le numéro ?",
    "es": "no encontramos su pedido, ¿pueden enviarnos el número de pedido?",
    "it": "non troviamo il vostro ordine, potete mandarci il numero d'ordine?",
    "nl": "we vinden uw bestelling niet, kunt u ons het ordernummer sturen?",
    "pt": "não encontramos a vossa encomenda, podem enviar-nos o número?",
}


@pytest.mark.parametrize(
    ("lang", "closing"),
    [
        ("it", "Grazie, saluti"),
        ("it", "Grazie, cordiali saluti"),
        ("en", "Thanks, regards"),
        ("de", "Danke, Gruß"),
        ("fr", "Merci, cordialement"),
        ("es", "Gracias, saludos"),
        ("nl", "Bedankt, groeten"),
        ("pt", "Obrigado, cumprimentos"),
    ],
)
def test_a_thanks_and_a_closing_on_one_line_end_the_own_text(lang, closing):
    card = "Ornella Tosi\nAmministrazione - Caseificio Tosi snc\nVia Argine 3, Reggio Emilia"
    body = f"Buongiorno,\n\n{_ASK[lang]}\n\n{closing}\n{card}\n"
    assert classify(mail(body)).text == f"Buongiorno,\n\n{_ASK[lang]}"


@pytest.mark.parametrize(
    "line",
    [
        "Grazie, saluti a Marco da parte mia e ditegli di chiamarmi",
        "Thanks, regards to the team and please call me tomorrow",
    ],
)
def test_a_sentence_opening_with_a_thanks_stays_own_text(line):
    body = f"Buongiorno,\n\n{_ASK['it']}\n\n{line}\n"
    assert line in (classify(mail(body)).text or "")
