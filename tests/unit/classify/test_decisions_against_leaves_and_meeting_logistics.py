"""heldout_w's intent families, with look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from sequencer.classify.intent import DEFAULT


def _intent(text: str) -> str:
    return DEFAULT.classify(text, sender="x@a.example", ours=["dana@acme.example"], sent=None).intent


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The team has reviewed your information and we will not be taking this forward.", "not_interested"),
        ("We have decided not to go ahead with this.", "not_interested"),
        ("Wir haben uns entschieden, das nicht weiterzuverfolgen.", "not_interested"),
        ("Nous avons décidé de ne pas donner suite.", "not_interested"),
        ("Hemos decidido no seguir adelante.", "not_interested"),
        ("Abbiamo deciso di non procedere.", "not_interested"),
        ("We hebben besloten hier niet mee verder te gaan.", "not_interested"),
        ("Decidimos não avançar.", "not_interested"),
        ("Our firm does not engage vendors through unsolicited approaches.", "not_interested"),
        ("We standardised on a CLM platform. There's no appetite to revisit it.", "not_interested"),
        ("Das haben wir in SAP abgebildet. Dafür brauchen wir kein weiteres Tool.", "not_interested"),
        ("No necesitamos otra herramienta.", "not_interested"),
        ("Nessuna intenzione di cambiare: non ci serve un altro strumento.", "not_interested"),
        ("Wir gehen grundsätzlich nicht auf unaufgeforderte Angebote ein.", "not_interested"),
        ("Herr Maier arbeitet nicht mehr bei uns.", "wrong_person"),
        ("M. Dupont ne travaille plus chez nous.", "wrong_person"),
        ("Jan werkt niet meer bij ons.", "wrong_person"),
        ("Estoy de baja por maternidad hasta marzo.", "not_now"),
        ("Ik ben met ouderschapsverlof tot maart.", "not_now"),
        ("Depois do pico de vendas falamos.", "not_now"),
        (
            "I moved over to the product side, so this isn't with me anymore. Orla took over my old job.",
            "wrong_person",
        ),
        ("O Manuel já não trabalha na empresa. Fale com a Sofia.", "wrong_person"),
        ("Not touching anything new until peak is over.", "not_now"),
        ("Wir melden uns nach der Hochsaison.", "not_now"),
        ("I'm off on parental leave from Friday until early March. Drop me a note when I'm back.", "not_now"),
        ("We signed a three-year agreement. Drop me a line around mid-2027.", "not_now"),
        ("Can you send a Teams link instead, or a phone dial-in? And will you be recording?", "other"),
    ],
)
def test_family(text: str, want: str) -> None:
    assert _intent(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "We standardised on X but it's up for renewal, can you send a demo?",
        "Is there a dial-in? Also send pricing please.",
        "My colleague moved to a new role last month, so I'm picking this up. Can you send me a demo?",
    ],
)
def test_lookalikes_stay_interested(text: str) -> None:
    assert _intent(text) == "interested"


def test_signed_for_three_years_without_a_time_to_write_again_stays_a_no() -> None:
    assert _intent("We signed a three-year agreement with our provider last spring.") == "not_interested"


def test_a_decision_to_go_ahead_is_no_decision_against() -> None:
    assert _intent("We've decided to go ahead, send the contract.") != "not_interested"
