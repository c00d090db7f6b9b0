"""The recording of an event the sender will miss waived ("pas besoin de m'envoyer l'enregistrement",
heldout_ej): a copy of the event declined, nothing said of our offer, so no no, in every rule language
(`leaning.EVENT_COPY_WAIVED`, read by `leaning.NO_ABOUT_ANSWERING` and `interest`'s small things). A no
need of anything else stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I've dropped out of Thursday's session, a board meeting clashes. No need to send me the recording "
        "either.",
        "Pas besoin de nous transmettre le replay, nous ne suivrons pas cette formation.",
        "Non serve mandarmi la registrazione del seminario, quel giorno sono in trasferta.",
        "Não precisa me mandar a gravação do seminário, estarei viajando.",
        "Nicht nötig, mir die Aufzeichnung zu schicken.",
    ],
)
def test_an_events_recording_waived_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "No need to send me anything, we're not interested.",
        "No need for another tool, we're covered.",
        "Pas besoin, merci.",
    ],
)
def test_no_need_of_anything_else_stays_a_no(text):
    assert reading(text) == "not_interested"
