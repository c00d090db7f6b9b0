"""The return named first, then contact asked ("when I'm back, ping me"), is a firm later over the
interest beside it (`later_event.EVENT_AFTER`, heldout_dd), in every rule language; the sender promising
to write is not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'm off until the 9th. When I'm back, ping me, happy to chat.",
        "Ich bin bis zum 10. im Urlaub. Wenn ich zurück bin, melden Sie sich gern, dann reden wir.",
        "Je suis en congé jusqu'au 12. À mon retour, recontactez-moi, on en parle volontiers.",
        "Estoy de vacaciones hasta el 10. A la vuelta escríbeme y lo hablamos con gusto.",
        "Sono via fino al 7. Al ritorno mi ricontatti, ne parliamo volentieri.",
        "Ik ben tot de 10e op vakantie. Als ik terug ben, mail me gerust, dan praten we.",
        "Estou de férias até dia 10. Na volta me procure, falamos com calma.",
    ],
)
def test_return_then_contact_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Al rientro la contatto io, ne parliamo volentieri.",
    ],
)
def test_sender_promising_to_write_is_not(text):
    assert reading(text) == "interested"
