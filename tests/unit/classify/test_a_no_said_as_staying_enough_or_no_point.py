"""Noes a week of a European inbox said in ways the tables missed (heldout_ac), in every rule language:
a thanks then a bare no ("grazie ma no", `covered.py`), what the sender has is enough ("ci basta così",
`covered.py`), no alternatives looked at ("we won't be looking at alternatives") and staying with the
sender's own tool ("wir bleiben bei unserer Abacus-Lösung", `committed_elsewhere.py`), a decision against
it and no point going on ("uns dagegen entschieden", "não faz sentido seguirmos a conversa",
`decided_against.py`), overkill for a small organisation ("voor ons echt overkill", `not_a_fit.py`), and "não
tem orçamento" (`interest.py`). Look-alikes keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a thanks, then a bare no
        "Thank you, but no.",
        "Danke, aber nein.",
        "Merci, mais non.",
        "Gracias, pero no.",
        "Grazie ma no: la contabilità la teniamo in casa.",
        "Bedankt, maar nee.",
        "Obrigado, mas não.",
        # what we have is enough
        "What we have is enough for us.",
        "Das reicht uns so.",
        "Ça nous suffit largement.",
        "Nos basta con lo que tenemos.",
        "Per come lavoriamo ci basta così.",
        "Dat volstaat voor ons.",
        "Isso já nos basta.",
        # no alternatives looked at
        "We're halfway through the rollout, so we won't be looking at alternatives.",
        "Wir schauen uns keine Alternativen an.",
        "Nous n'envisageons pas d'autres solutions.",
        "No vamos a buscar alternativas.",
        "Non valuteremo alternative.",
        "We kijken niet naar alternatieven.",
        "Não vamos avaliar alternativas.",
        # staying with our own tool
        "We're staying with our current provider.",
        "Wir bleiben bei unserer Abacus-Lösung.",
        "Nous restons sur notre outil actuel.",
        "Nos quedamos con nuestro sistema actual.",
        "Restiamo con il nostro gestionale.",
        "We blijven bij onze huidige leverancier.",
        "Vamos continuar com o nosso sistema atual.",
        # decided against it
        "We looked at it and decided against it.",
        "Wir haben das intern geprüft und uns dagegen entschieden.",
        "Hemos decidido que no.",
        "Abbiamo deciso di lasciar perdere.",
        "We hebben besloten het niet te doen.",
        "Decidimos que não.",
        # no point going on
        "There's no point continuing the conversation.",
        "Es hat keinen Sinn, das weiterzuverfolgen.",
        "Inutile de poursuivre.",
        "No tiene sentido seguir.",
        "Non ha senso proseguire.",
        "Het heeft geen zin om verder te praten.",
        "Não faz sentido seguirmos a conversa.",
        # overkill for us
        "For a team our size it's overkill.",
        "Für uns ist das völlig überdimensioniert.",
        "C'est surdimensionné pour nous.",
        "Para nosotros es excesivo.",
        "Per noi è sovradimensionato.",
        "Zo'n pakket is voor ons echt overkill.",
        "Seria um exagero para nós.",
        # no budget, Brazilian "não tem"
        "Não tem orçamento para isso este ano.",
    ],
)
def test_a_no_said_this_way_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Gracias, pero no hace falta llamar: envíenme la propuesta.", "interested"),
        ("Ci basta una demo di venti minuti, mandatemi un link.", "interested"),
        ("We're staying with our current provider until the contract ends in June.", "not_now"),
        ("We won't be looking at alternatives until the contract ends in June.", "not_now"),
        ("No point continuing with Excel, can you show us a demo?", "interested"),
        ("Is it overkill for us?", "other"),
    ],
)
def test_a_look_alike_keeps_its_reading(text, intent):
    assert rule_intent(text) == intent


def test_staying_for_a_while_is_no_no():
    assert rule_intent("Wir bleiben bei unserer Lösung bis Vertragsende.") != "not_interested"
