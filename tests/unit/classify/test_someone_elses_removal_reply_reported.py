"""Someone else's removal reply reported as done is no removal of the sender's (`intent_rules/removal_mention.
REPORTED_BY_OTHER`, read by `removal_guards.as_a_topic.mentioned`; heldout_eg): a subject of one to three
words before a past verb of replying, none of them the sender, the removal word quoted right after it. The
sender's own reply told ("I replied "unsubscribe" twice") stays a request.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        'FYI my colleague replied "remove" to your last mail, he is leaving us. I am still the contact here.',
        "Zur Info: Herr Brandt hat mit „Abmelden“ geantwortet, er geht in Rente. Ich bleibe Ansprechpartner.",
        "Pour info, Paul a répondu « STOP » hier : c'était lui, pas la société.",
        "Lucía contestó «baja» la semana pasada; fue cosa suya, no de la empresa.",
        "Per info, Marco ha risposto «cancellami» ieri, ma era solo lui.",
        'Ter info: Joost heeft "afmelden" teruggestuurd, hij gaat met pensioen.',
    ],
)
def test_another_persons_removal_reply_reported_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'I replied "unsubscribe" twice and you keep writing.',
        'Replied "unsubscribe" last week, still getting these.',
        "Ich habe mit „Abmelden“ geantwortet, bitte endlich austragen.",
        'Reply: "unsubscribe"',
    ],
)
def test_the_senders_own_removal_reply_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
