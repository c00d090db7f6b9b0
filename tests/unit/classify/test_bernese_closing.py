"""The Swiss German closing with its Bernese adjective in "-lechi" (heldout_cp: "Fründlechi Grüess" over the
name) is a closing like "Fründlichi Grüess" (`closing_phrases.CLOSINGS`): it and the name under it are cut.
A greeting passed on inside a sentence stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize("closing", ["Fründlechi Grüess", "Härzlechi Grüess", "Merci u e fründleche Gruess"])
def test_bernese_closing_and_name_are_cut(closing):
    body = f"Grüessech\n\nMir luege das im Jänner aa.\n\n{closing}\nHanspeter Wyss\n"
    assert classify(mail(body)).text == "Grüessech\n\nMir luege das im Jänner aa."


def test_greeting_passed_on_in_a_sentence_stays():
    body = "Grüessech\n\nI richte dr Chefin fründlechi Grüess us, si meldet sich.\n"
    assert "meldet sich" in (classify(mail(body)).text or "")
