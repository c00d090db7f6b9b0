"""A review of the rules of 2026-12-06, fourth (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(fourth)"): replies the rules read right before the rounds of heldout_bk and heldout_bl and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a no or a later asked after the stand-in, the handover or the pointer: the sender's own answer
        (
            "Sanne is covering for me this month, but honestly we're not interested, so no need to reach out"
            " to her.",
            "not_interested",
        ),
        (
            "My colleague will cover for me, but the answer is no - we're not buying this year.",
            "not_interested",
        ),
        ("Tom covers for me until May. Please get back to me after I'm back in June.", "not_now"),
        ("I'm on leave, Mark covers for me. Try me again in the autumn.", "not_now"),
        ("Claire me remplace pendant mes congés, recontactez-moi en septembre.", "not_now"),
        (
            "Tiene que hablar con nuestro director financiero, pero escríbanos de nuevo en enero.",
            "not_now",
        ),
        # a hold until the sender is back is no handover
        ("I won't be the one deciding until I'm back in April - write again then.", "not_now"),
        # the stand-in, the handover and the pointer alone stay wrong persons, a time alone after them too
        ("I'm on parental leave from Monday. Sanne is covering for me, sanne@example.com.", "wrong_person"),
        ("I'm out until March; Tom will take over my accounts in the meantime.", "wrong_person"),
        ("Não serei eu a decidir, mudo de área no mês que vem.", "wrong_person"),
        ("For this kind of offer you'll need to write to our purchasing manager.", "wrong_person"),
    ],
)
def test_a_no_or_a_later_after_a_stand_in_is_the_senders_answer(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the tool question beside a no: a complaint with a no, no curiosity about our business
        (
            "What are you using to send these, a spam cannon? Fourth email this week. Not interested.",
            "not_interested",
        ),
        # ... and a bare stop ending it after the no asks our mail to end (review of 2026-12-06, seventh)
        ("What's sending these? Doesn't matter, we're not interested, stop.", "unsubscribe"),
        (
            "I have a complaint: what are you using to send these? They land at 3am. We're not interested.",
            "not_interested",
        ),
        # the question alone stays a question about our business
        ("Random question - what are you using to send these? Is it in-house or off the shelf?", "other"),
        ("Which tool do you use to send your emails? Asking for our own team.", "other"),
    ],
)
def test_the_tool_question_beside_a_no_is_a_no(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # nothing more sent for a time: a pause before the step asked, no removal
        (
            "Email me nothing further until you have the quote ready - then send it straight over.",
            "interested",
        ),
        ("Schicken Sie mir nichts mehr bis zum Angebot - das Angebot aber bitte gern.", "interested"),
        ("Stuur me niks meer tot de offerte klaar is, die wil ik wel graag ontvangen.", "interested"),
        # for good, a removal
        ("Please send me nothing more.", "unsubscribe"),
        ("please email me nothing further", "unsubscribe"),
        ("Schicken Sie mir nichts mehr.", "unsubscribe"),
        ("Stuur me maar niks meer.", "unsubscribe"),
    ],
)
def test_nothing_more_for_a_time_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the statement asked about after its semicolon: a question, no removal
        (
            "DELETE FROM prospects WHERE email = 'bob@example.com'; would that be how your backend does it?",
            "other",
        ),
        # the statement given as the sender's own line: a removal
        ("DELETE FROM leads WHERE email='bob@example.com'; COMMIT;", "unsubscribe"),
        ("UPDATE contacts SET unsubscribed = true WHERE email = 'bob@example.com';", "unsubscribe"),
    ],
)
def test_a_removal_as_code_asked_about_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected
