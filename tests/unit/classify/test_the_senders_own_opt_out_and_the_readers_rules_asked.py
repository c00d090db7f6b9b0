"""The reader asked how a reply like that counts ("do you count a reply like that as an opt-out?",
`removal_handling_asked.READER_COUNTS`), the sender's own opt-out described beside the sender's own mail to
customers (`removal_topic.OUR_REMOVAL_WORKS`), and a question said to be no buyer's
(`side_question.SIDE_QUESTION`), heldout_em: no removal, no interest. The sender's own reply counted, or an
opt-out ignored, stays a removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        'Quick one: would you treat a one-word answer like "stop" as a valid unsubscribe?',
        "Werten Sie eine solche Antwort als Abmeldung für alle Listen?",
        "Tellen jullie zo'n antwoord als afmelding voor het hele bedrijf?",
        "We run a newsletter for our clients, and our unsubscribe is currently a form nobody finds. How do"
        " you do it?",
        "Wir verschicken Rechnungsmails an unsere Kunden, unsere Abmeldung läuft noch über ein Formular. Wie"
        " machen Sie das?",
        "Not a sales question, just a curious one: who writes your sequences?",
    ],
)
def test_how_removals_work_asked_or_described_is_other(text: str) -> None:
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Would you count this as my opt-out?",
        "Please treat this reply as an unsubscribe.",
        "We send mail to our own customers too. Our opt-out was ignored by your team, remove us now.",
        "Please honour our opt-out and take us off your list.",
    ],
)
def test_the_senders_own_removal_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
