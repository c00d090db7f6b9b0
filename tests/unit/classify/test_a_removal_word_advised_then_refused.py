"""Someone's advice to send the removal word reported, then the removal refused ("my colleague said I should
reply "unsubscribe", but please don't unsubscribe me", heldout_ec; `removal_mention.INSTRUCTION` and
`REFUSAL`, read by `removal_guards.as_a_topic.mentioned`): no removal, in every rule language. A removal
asked in the reply stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        'My manager told me to reply "unsubscribe" to cut down my inbox, but please do not remove me.',
        "Meine Chefin meinte, ich solle mit „Abmelden“ antworten, aber bitte melden Sie mich nicht ab.",
        "Un ami m'a conseillé de répondre « STOP », mais ne me désabonnez pas, je lis tout.",
        'Mi jefe me dijo que contestara "baja", pero no me deis de baja, me sirven.',
        "Il mio capo mi ha detto di rispondere «cancellami», ma non cancellatemi, le trovo utili.",
        'Mijn baas zei dat ik "uitschrijven" moest terugsturen, maar schrijf me niet uit.',
        'Meu chefe disse para eu responder "sair", mas não me removam, gosto dos e-mails.',
    ],
)
def test_advice_to_send_the_removal_word_refused_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'My manager told me to reply "unsubscribe", so: unsubscribe.',
        'Mijn baas zei dat ik "afmelden" moest terugsturen. Dus: meld me af.',
        "Please don't remove me from the webinar list, but unsubscribe me from the newsletter.",
    ],
)
def test_advice_followed_or_a_removal_asked_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
