"""A colleague taken off the copy because they left or moved off the matter, while the sender names themself
as the one to write to from now on, is no wrong person: the sender stays (`taken_over.COLLEAGUE_MOVED`,
`COLLEAGUE_OFF_INFORMAL`, `ONLY_ME_NOW`, read by `intent_wrong_person.colleague_gone_taken_off`; heldout_cr).
Never when someone else is pointed to instead.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take Tom Reyes off the cc, he's no longer responsible for purchasing. From now on just write"
        " to me.",
        "Please drop Nina Park from the thread, she has left the company. Going forward, write only to me.",
        "Bitte nehmen Sie Herrn Kaya aus der CC, er hat das Unternehmen verlassen. Ab sofort schreiben Sie"
        " bitte nur noch mir.",
        "Retirez Paul Martin de la copie, il a quitté la société. Désormais, écrivez-moi directement.",
        "Quita a Laura Gil de copia, ya no trabaja aquí. De ahora en adelante escríbeme solo a mí.",
        "Togli pure Elena dal giro, da marzo è passata al magazzino e non segue più gli ordini. D'ora in poi"
        " scrivi solo a me.",
        "Rimuovete Paolo Neri dalla copia, ha lasciato l'azienda. Da ora in poi scrivete solo a me.",
        "Haal Jan Smit uit de cc, hij werkt hier niet meer. Voortaan mail alleen mij.",
        "Tira o João Lopes da cópia, ele saiu da empresa. A partir de agora escreva só para mim.",
    ],
)
def test_a_colleague_off_the_copy_while_the_sender_stays_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # someone else pointed to instead
        "Please take Tom Reyes off the cc, he has left the company. Write to Ann Lee instead.",
        "Togli pure Marco dal cc, non segue più la cosa: se ne occupa Giulia Conti, scrivi a lei.",
        # the colleague moved off the matter, nobody taken off, someone else named
        "Marco è passato alla sede di Verona e non segue più gli acquisti. Scrivi a Giulia Conti.",
    ],
)
def test_someone_else_pointed_to_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
