"""The wrong person by scope (heldout_n, `scope.py`): the sender's own remit or a role left, then someone
else pointed to ("I only cover EMEA ... you'd want X", "I left X ... The person who took over procurement
is Y"). A scope alone, or a thing left, is no wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi, I only cover EMEA. Decisions are made at group level - you'd want Carla Stein in"
        " the controller's office.",
        "Your info is out of date - I haven't been CFO at Northwind since last year. Peter Lam holds the"
        " finance role.",
        "Hello, I left the firm in June. The person who took over purchasing is Omar Haddad.",
        "Ich betreue nur DACH. Für Frankreich wenden Sie sich bitte an Herrn Morel.",
        "Je ne m'occupe que de la filiale suisse. Pour la France, c'est Mme Roux qui décide.",
        "Yo llevo ventas, no compras. Las compras las gestiona Pilar, mejor escríbele a ella.",
        "Mi occupo solo dell'Italia, per la Spagna scriva a Lucia Ferri.",
        "Ik doe alleen Nederland. Voor België moet je bij Sofie Peeters zijn.",
        "Só cuido do Brasil. Para Portugal, fale com a Ana Costa.",
    ],
)
def test_a_scope_and_a_pointer_are_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I only cover EMEA, so let's talk about EMEA. Can you send the deck?",
        "I only handle the UK side, but happy to talk to you about it. Send me a deck.",
        "I left the meeting early, could you talk to me about pricing?",
        "I left a comment on the doc, you'd want to read it.",
        "Ich betreue nur DACH, und dafür klingt das spannend. Schicken Sie mir Unterlagen.",
        "Je ne m'occupe que de la France, envoyez-moi une démo.",
    ],
)
def test_a_scope_alone_or_a_thing_left_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
