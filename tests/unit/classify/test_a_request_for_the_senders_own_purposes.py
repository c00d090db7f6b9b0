"""A request for the sender's own purposes from someone who is no buyer at all (heldout_bf: a thesis
interview, a survey to fill in, an analyst's briefing, a journalist's comment and figures, an investor asking
whether we are raising) is `other`, never interest, a later or a no, even when it asks for a call or names a
month (`own_purposes.py`); a buyer asking for a call or a demo stays interested, "student" in a company name
or a negated standing reads nothing of it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm a master's student, not a buyer. My thesis is on sales sequences: would you be up for a 30 min"
        " interview in January?",
        "I'm an analyst at Northbeam covering finance tools. Would your team be open to a 45-minute briefing"
        " in Q1?",
        "I'm an investor, not an operator. The pitch is interesting. Are you guys raising at the moment?",
        "I'm a reporter at Ledger Daily, so not in the market. Could someone give a short on-record comment?",
        "hi, im a 2nd year student so no need for the software sorry! could you fill out my survey?",
        "Ich bin Studentin und keine Kundin. Für meine Masterarbeit suche ich Vertriebler für ein kurzes"
        " Interview im Februar.",
        "Je suis journaliste et pas cliente. J'écris un article sur la clôture : pourriez-vous m'accorder un"
        " entretien la semaine prochaine ?",
        "Soy periodista, así que no soy cliente. ¿Alguien podría atenderme para una breve entrevista?",
        "Sono uno studente di economia, non lavoro in un'azienda. Sarebbe disponibile per un'intervista a"
        " marzo per la mia tesi?",
        "Ik ben student en geen klant. Voor mijn scriptie zoek ik mensen die een enquête willen invullen.",
        "Sou jornalista e não trabalho na área financeira. Teria dados de clientes para um artigo sobre"
        " automação?",
    ],
)
def test_a_request_for_the_senders_own_purposes_is_other(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I'm the CFO of a newspaper group. Could we see a demo next week?", "interested"),
        ("StudentHub here, we run housing for 4,000 students. Could we set up a call?", "interested"),
        ("I'm not a journalist, I run finance here. Could we set up a call next week?", "interested"),
        (
            "I'm a financial analyst at Brightpath and I'd like to see a demo; we ran a survey of our"
            " team and the close is the pain point.",
            "interested",
        ),
        (
            "Soy periodista de formación, pero ahora dirijo finanzas. ¿Nos pueden enviar un presupuesto?",
            "interested",
        ),
        (
            "We ran an internal survey and the close is fine as it is. Not interested, thanks.",
            "not_interested",
        ),
        (
            "Ik ben student-assistent hier en geen beslisser. Neem contact op met Sanne de Vries.",
            "wrong_person",
        ),
    ],
)
def test_a_buyer_or_a_look_alike_is_no_request_of_their_own(text: str, intent: str) -> None:
    assert rule_intent(text) == intent
