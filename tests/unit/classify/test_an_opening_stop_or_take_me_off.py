"""A first line that opens with a removal word ("Stop", "Take me off ...") is a removal even where the
intent rules read something else; but not "Stop!" as surprise, a question right after it, in a reply
that asks for a demo or a call, nor "take me off the CC" (off this conversation's copy, not off our
mail)."""

import pytest

from tests.unit.classify.helpers import classify, mail


def _intent(body: str) -> str | None:
    found = classify(mail(body))
    return "unsubscribe" if found.kind == "unsubscribe_request" else found.intent


@pytest.mark.parametrize(
    "body",
    [
        "STOP",
        "Stop!!!",
        "Stop emailing me.",
        "Stop. Not interested.",
        "Hi Dana,\n\nstop it, this is the third one",
        "Take me off your list.",
        "Take me off, thanks",
        "Take me off this list and the CC of your other mails.",
        "Stop, I never asked for this. Why do you have my address?",
        "Stop! Why do you keep emailing me?",
    ],
)
def test_an_opening_removal_word_is_a_removal(body: str) -> None:
    assert _intent(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Stop ! Vous faites vraiment ça ? Montrez-moi une démo jeudi.",
        "Stop! Really? Tell me more, can we do a call on Thursday?",
        "Take me off the CC please. Talk to Maria Okafor, she runs procurement.",
        "Take me off this thread, Jan handles it: jan@example.com",
    ],
)
def test_surprise_and_off_the_copy_are_not(body: str) -> None:
    assert _intent(body) != "unsubscribe"
