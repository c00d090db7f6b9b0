"""The sender's address taken off a file of deliveries or invoices, or swapped for another address, is no
removal from our mail (`removal_address_swapped`, `removal_guards.other_things.address_swapped`; the review of
2026-12-07, part 3); "votre fichier" alone, a customer file alone, or a list of ours stay a removal.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Veuillez retirer mon adresse de votre fichier clients de livraison et mettre celle de notre nouvel "
        "entrepôt.",
        # written for these tests
        "Veuillez retirer mon adresse de votre fichier de facturation et mettre celle de notre comptable.",
        "Retirez mon adresse de votre fichier et mettez celle de ma collègue.",
        "Please remove my address from your customer delivery file and add our new warehouse instead.",
        "Bitte entfernen Sie meine Adresse aus Ihrer Lieferkartei und tragen Sie die unseres neuen Lagers "
        "ein.",
        "Por favor, quiten mi dirección de su fichero de clientes de envío y pongan la de nuestro nuevo "
        "almacén.",
        "Togliete il mio indirizzo dall'elenco spedizioni e mettete quello nuovo.",
        "Haal mijn adres uit jullie leveringsbestand en zet het nieuwe erin.",
        "Retirem o meu endereço do cadastro de entregas e coloquem o novo.",
    ],
)
def test_an_address_swapped_or_off_a_delivery_file_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Retirez mon adresse de votre fichier clients, svp.",
        "Retirez mon adresse de votre fichier, svp.",
        "Retirez mon adresse de votre fichier et ne m'envoyez plus rien.",
        "Merci de retirer mon adresse de vos listes, je ne veux plus de vos newsletters.",
        "Please remove my address from your mailing list and stop writing.",
        "Please remove my email address from your list, I have a new job and no use for it.",
        "Remove my address from your list and add me to nothing new.",
        "Bitte entfernen Sie meine E-Mail-Adresse aus Ihrem Verteiler.",
        "Quiten mi dirección de su lista de correo, por favor.",
        # "envíos", "Versand", "spedizione": mailings too
        "Quiten mi dirección de su lista de envíos, por favor.",
        "Bom dia, solicito que retire o meu endereço da vossa lista de envios.",
        "Bitte entfernen Sie meine Adresse aus Ihrem Newsletter-Versand.",
        "Togliete il mio indirizzo dalla vostra lista di spedizione della newsletter.",
    ],
)
def test_the_address_off_our_list_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
