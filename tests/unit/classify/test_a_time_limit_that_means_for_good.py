"""A time limit that means for good keeps a removal a removal ("Do not contact me until further notice", "I
don't want to hear from you until hell freezes over", "Stop emailing me till the end of days", "Bis auf
Weiteres bitte keine Mails mehr": `intent_rules/for_good.py`), where a real time limit makes a later
("Do not contact me until March"); with the other old missed removals of the review of 2026-12-06,
sixth: Dutch "(Voortaan) graag geen mails meer" (read as interest), Portuguese "Prefiro não ser mais
contactado", "remove both my colleague and me", German "stellen Sie die Werbe-Mails ab sofort ein",
Lithuanian "Prašome išbraukti mane".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Do not contact me until further notice.",
        "I don't want to hear from you until hell freezes over.",
        "I don't want to hear from you again.",
        "Stop emailing me till the end of days, thanks.",
        "Bis auf Weiteres bitte keine Mails mehr.",
        "Voortaan graag geen mails meer.",
        "Graag geen mails meer van jullie.",
        "Prefiro não ser mais contactado, obrigado.",
        "Please remove both my colleague and me from all your lists.",
        "Bitte stellen Sie die Werbe-Mails ab sofort ein.",
        "Prašome išbraukti mane iš sąrašo.",
    ],
)
def test_the_removal_is_read(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Do not contact me until March.", "not_now"),
        ("I don't want to hear from you until March, we're in a freeze.", "not_now"),
        ("Graag geen mails meer over het webinar, wel de offerte.", "interested"),
        ("Please hold off until further notice on the contract, we still want the demo.", "interested"),
    ],
)
def test_a_real_time_limit_or_a_topic_is_no_removal(body, expected):
    assert reading(body) == expected
