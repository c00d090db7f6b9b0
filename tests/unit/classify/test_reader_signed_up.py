"""The sender putting us on their own mailing, then telling us how to leave it, is no removal request
(`removal_reader_signed_up.READER_SIGNED_UP`, read by `removal_guards.others.reader_subscribed`; heldout_dl: a
hospital buyer who added the rep to the supplier newsletter and says she can unsubscribe at any time). The
sender's own subscription, or a removal that names the sender, stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "FYI I've added you to our supplier mailing list; you can unsubscribe any time from the footer.",
        "Ich habe Sie in unseren Lieferanten-Verteiler aufgenommen, abmelden können Sie sich jederzeit über "
        "den Link.",
        "Je t'ai ajoutée à notre liste d'envoi, tu peux te désinscrire quand tu veux.",
        "Le he dado de alta en nuestro boletín de proveedores; puede darse de baja cuando quiera.",
        "L'ho iscritta alla nostra newsletter, può disiscriversi quando vuole.",
        "Inscrevi-a na nossa lista de distribuição, pode descadastrar-se a qualquer momento.",
    ],
)
def test_reader_put_on_our_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I signed up to your list by mistake, please unsubscribe me.",
        "You added me to your mailing list without asking. Unsubscribe me.",
        "I've added you to our list, but please take me off yours.",
    ],
)
def test_sender_removal_stays(text):
    assert reading(text) == "unsubscribe"
