"""Contact at a time asked of our rep in the third person, as a colleague's pasted chat message says it ("if
he pings us in August we can take a look before the renewal"): a later, as "ping us in August" is, in every
rule language. Never a contact already made ("he pinged us in August"), nor the sender's own ("if I email
you in August, can you send the deck?")."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "if he pings us in August we can take a look before the renewal",
        "not for us right now, we just renewed. if she reaches out to us in Q3 we can talk",
        "Have him check back with us after the audit.",
        "Wenn er sich im August wieder meldet, schauen wir es uns an.",
        "Wenn Sie sich Anfang März melden, sprechen wir darüber.",
        "S'il nous relance en septembre, on regardera.",
        "Si nos escribe en agosto, lo miramos.",
        "Se ci ricontatta a settembre ne parliamo.",
        "Als hij ons in augustus mailt, kijken we ernaar.",
        "Se ele nos contatar em agosto, vamos dar uma olhada.",
    ],
)
def test_contact_at_a_time_asked_of_our_rep_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "He pinged us in August and we said no.",  # a contact already made
        "If I email you in August, can you send the deck?",  # the sender's own contact
        "Er hat sich im August gemeldet, wir haben abgesagt.",
    ],
)
def test_a_contact_made_or_the_senders_own_is_no_relayed_later(text):
    assert rule_intent(text) != "not_now"
