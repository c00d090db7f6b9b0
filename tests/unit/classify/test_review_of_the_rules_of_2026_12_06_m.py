"""A review of the rules of 2026-12-06, seventh (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(seventh)"): replies the rules read right before the rounds of heldout_by to heldout_cb and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the sender's own matter named (an invoice, an order, a payment): no removal
        ("Don't keep writing to me about the invoice, write to accounting.", "other"),
        ("Please don't keep emailing us regarding the order, use the portal.", "other"),
        ("Don't keep emailing me about the payment, it was made on Friday.", "other"),
        ("Do not continue to email me about the delivery, contact our warehouse.", "other"),
        ("No me sigan escribiendo sobre la factura, ya la pagamos.", "other"),
        ("No sigas enviándome correos por el pedido, escribe a logística.", "wrong_person"),
        ("Blijf me niet mailen over de factuur, die is betaald.", "other"),
        ("Schreiben Sie mir nicht weiter wegen der Rechnung, die ist bezahlt.", "other"),
        ("Ne continuez pas à m'écrire au sujet de la facture, elle est réglée.", "other"),
        ("Non continuate a scrivermi per la fattura, è pagata.", "other"),
        ("Não continuem a enviar-me emails sobre a fatura, já foi paga.", "other"),
        # our mail itself, our product, our offer: a removal
        ("Don't keep emailing me about this.", "unsubscribe"),
        ("Don't keep emailing me about your software.", "unsubscribe"),
        ("Don't keep emailing me about your quote.", "unsubscribe"),
        ("Please don't keep sending me these emails.", "unsubscribe"),
        ("No me sigan escribiendo sobre sus servicios.", "unsubscribe"),
        ("Blijf me niet mailen over jullie product.", "unsubscribe"),
        ("Schreiben Sie mir nicht weiter wegen Ihres Angebots.", "unsubscribe"),
        ("Ne continuez pas à m'écrire au sujet de votre offre.", "unsubscribe"),
        ("Não continuem a enviar-me emails.", "unsubscribe"),
    ],
)
def test_do_not_keep_writing_is_a_removal_only_about_us(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "We want to go ahead with our current vendor.",
        "We would like to proceed with another supplier.",
        "Queremos seguir adelante con nuestro proveedor actual.",
        "Wir möchten weitermachen mit unserem bisherigen Anbieter.",
        "Nous souhaitons poursuivre avec notre prestataire actuel.",
        "Vogliamo andare avanti con il nostro fornitore attuale.",
        "We willen doorgaan met onze huidige leverancier.",
        "Queremos prosseguir com o nosso fornecedor atual.",
    ],
)
def test_going_ahead_with_someone_else_is_no_interest(text: str) -> None:
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We want to go ahead with our current vendor. Thanks anyway.", "not_interested"),
        # going ahead with us: interest
        ("We want to go ahead with the pilot.", "interested"),
        ("We would like to proceed with your proposal.", "interested"),
        ("Queremos seguir adelante con la propuesta.", "interested"),
        ("Let's go ahead. What are the next steps?", "interested"),
    ],
)
def test_going_ahead_with_us_is_interest(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "removal"),
    [
        # not interested in the removal itself: the negation stands, no removal
        ("No estoy interesado en darme de baja, solo quiero menos correos. ¿Se puede?", False),
        (
            "Je ne suis pas intéressé par une désinscription, je veux juste moins de mails. C'est possible ?",
            False,
        ),
        ("Non sono interessato a cancellarmi, vorrei solo meno email. Si può?", False),
        ("Não estou interessado em me descadastrar, só quero menos emails. Dá?", False),
        (
            "I'm not interested in unsubscribing, I just want fewer emails. Can you send monthly instead?",
            False,
        ),
        # not interested in us, then the removal: a removal
        ("Not interested in your product, please remove me.", True),
        ("Not interested in this and please remove me.", True),
        ("No estoy interesado en su servicio y denme de baja.", True),
        ("Je ne suis pas intéressé par votre offre et désinscrivez-moi svp.", True),
        ("Ik ben niet geïnteresseerd in jullie aanbod, meld me af.", True),
        ("Ik ben niet geïnteresseerd en wens geen verdere mails te ontvangen.", True),
        ("Je ne suis pas intéressé et ne souhaite plus recevoir de mails.", True),
    ],
)
def test_not_interested_in_the_removal_itself_is_no_removal(text: str, removal: bool) -> None:
    assert (reading(text) == "unsubscribe") is removal
