"""No possibility seen of taking the proposal up, in the letters' register, is a no in every rule language
(`formal_no.POSSIBILITY_NOT_SEEN`; heldout_co, a supplier bound by a framework contract). Never a date or a
slot that cannot be made, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "After consideration we see no possibility of taking your proposal forward.",
        "Nach interner Prüfung sehen wir leider keine Möglichkeit, auf Ihr Angebot einzugehen.",
        "Après examen, nous ne voyons pas la possibilité de donner suite à votre offre.",
        "Tras valorarlo, no vemos la posibilidad de aceptar su propuesta.",
        "Dopo averne parlato internamente, non vediamo la possibilità di dare seguito alla proposta.",
        "Na intern overleg zie ik helaas geen mogelijkheid om op uw aanbod in te gaan.",
        "Gelet op onze huidige afspraken zien wij dan ook geen mogelijkheid hierop in te gaan.",
        "Depois de analisar, não vemos possibilidade de aceitar a sua proposta.",
    ],
)
def test_possibility_not_seen_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a slot that cannot be made
        "Wij zien geen mogelijkheid om donderdag langs te komen, past vrijdag ook?",
        "We see no possibility to meet on Thursday, would Friday work?",
        # asked
        "Ziet u echt geen mogelijkheid om hierop in te gaan?",
    ],
)
def test_other_possibilities_are_no_no(text):
    assert reading(text) != "not_interested"
