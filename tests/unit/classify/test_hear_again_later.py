"""A later put as a wish to hear from us again at a named time (heldout_n, `hear_again.py`): "I'd be happy
to hear from you again in the second quarter" is not now, the time winning over "happy to hear"; without a
time, or with the time in another sentence, it stays what it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Our lawyers asked us to pause new vendor talks until the audit closes. I'd be happy to hear from you"
        " again in the second quarter.",
        "Glad to hear back from you in Q3.",
        "Ich freue mich, im zweiten Quartal wieder von Ihnen zu hören.",
        "Ravie d'avoir de vos nouvelles au deuxième trimestre.",
        "Encantada de saber de usted en el segundo trimestre.",
        "Felice di risentirla nel secondo trimestre.",
        "Ik hoor graag weer van u in het tweede kwartaal.",
        "Terei prazer em ter notícias suas no segundo trimestre.",
    ],
)
def test_hearing_again_at_a_time_is_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Happy to hear from you, send the deck.",
        "Great to hear from you! Let's book a demo in the first week of March.",
        "Happy to hear from you again. In March we are closed, but send the deck now.",
    ],
)
def test_hearing_again_without_a_time_stays_interest(text):
    assert rule_intent(text) == "interested"
