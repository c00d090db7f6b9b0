"""The "no"s heldout_z's first run missed, each a family in every rule language:

- decided to go on with another vendor or to stay with the current tool (`committed_elsewhere`);
- no budget, in Italian, Dutch and Portuguese (`interest.NOT_INTERESTED`), never "not yet";
- "not a solution for us" (`interest.NOT_INTERESTED`), never asked as a question;
- neither now nor later (`decline.NEITHER_TERM`), the later inside it no later; "not now, maybe later"
  stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We decided to go with another vendor.",
        "After the trial we decided to stay with our current spreadsheet.",
        "Wir haben entschieden, bei unserer bisherigen Excel-Lösung zu bleiben.",
        "Nous avons décidé de continuer avec un autre prestataire.",
        "Hemos decidido seguir con otro proveedor.",
        "Abbiamo deciso di restare con il nostro gestionale attuale.",
        "We hebben intern besloten om met een andere leverancier verder te gaan.",
        "Decidimos continuar com o nosso sistema atual.",
        "Non abbiamo budget per questo tipo di investimento.",
        "We hebben helaas geen budget voor dit soort investeringen.",
        "Infelizmente não temos verba para esse tipo de projeto.",
        "Non è una soluzione che fa per noi.",
        "Das ist keine Lösung für uns.",
        "This is not a solution for us.",
        "Dit is geen oplossing voor ons.",
        "It doesn't fit, not now or in the future.",
        "Passt nicht, weder jetzt noch in Zukunft.",
        "Ça ne correspond pas, ni maintenant ni plus tard.",
        "No nos encaja, ni ahora ni creo que más adelante.",
        "Non ci serve, né ora né in futuro.",
        "Het past niet, niet nu en ook niet in de toekomst.",
        "Não serve, nem agora nem no futuro.",
    ],
)
def test_a_no_for_good(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Before we decide to stay with our current tool, could you show me a demo?", "interested"),
        ("Non abbiamo ancora il budget approvato, ma mandateci un preventivo.", "interested"),
        ("Non abbiamo ancora budget, risentiamoci a marzo.", "not_now"),
        ("Não temos ainda orçamento aprovado, falamos em março.", "not_now"),
        ("Is this a solution for us? Send me a demo.", "interested"),
        ("Ahora no, quizás más adelante.", "not_now"),
        ("Not now, maybe later in the year.", "not_now"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
