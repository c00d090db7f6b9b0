"""A colleague taken off the copy because he no longer handles the matter, while the sender is still reading
what we sent or promises to write back, is no wrong person (`taken_over.COLLEAGUE_OFF` with "the colleague",
`still_reading`, `meeting_called_off.WRITE_BACK_PROMISED`; heldout_db, in Italian); the date of the
colleague's move is no later (`intent_later.time_alone`). With someone else pointed to it stays a wrong
person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take the colleague Ben Ortiz off the copy, he no longer handles this. I'm still reading it.",
        "Togliete pure la collega Sara dalla copia: da marzo è passata alla sede di Padova e non segue più"
        " questo tema. Sto ancora leggendo la brochure.",
        "Merci de retirer le collègue Paul de la copie, il ne suit plus le dossier. Je reviens vers vous.",
        "Haal de collega Pieter uit de cc, hij doet niet meer de inkoop. Ik ben de folder nog aan het lezen.",
    ],
)
def test_colleague_off_the_copy_while_the_sender_stays(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Togliete il collega Rossi dalla copia, non segue più questa parte. Per questo scriva a Giulia Neri.",
    ],
)
def test_someone_else_pointed_to_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
