"""A colleague away on leave until a date, and the one answering saying to write to them again once they are
back (heldout_ax: "Sarah's on mat leave, back 19 April. I'm covering day to day but not signing off anything
new while she's out. Best to try her again after that x"), is a later in every rule language
(`intent_rules.later_colleague_back`), never a wrong person: "best to try her" points to no one else when
"again after that" follows (`wrong_person.WRONG_PERSON`). Someone else to try in the meantime, by name, stays
a wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi - Sarah's on mat leave, back 19 April. I'm covering day to day but not signing off anything new"
        " while she's out. Best to try her again after that x",
        "Sarah is on maternity leave until 19 April. Best to contact her again after that.",
        "Tom is on paternity leave. You'd better email him again once he's back in May.",
        "Frau Berger ist bis April in Elternzeit. Am besten schreiben Sie ihr danach noch einmal.",
        "Frau Berger ist bis 19. April im Mutterschutz. Versuchen Sie es danach bitte noch einmal bei ihr.",
        "Sarah est en congé maternité jusqu'au 19 avril. Recontactez-la à son retour.",
        "Sarah está de baja por maternidad hasta el 19 de abril. Lo mejor es que le escriba de nuevo"
        " después.",
        "Sarah è in maternità fino al 19 aprile. La ricontatti al suo rientro.",
        "Sarah is tot 19 april met zwangerschapsverlof. Probeer het daarna nog eens bij haar.",
        "A Sarah está de licença maternidade até 19 de abril. O melhor é contactá-la de novo depois disso.",
    ],
)
def test_a_colleague_to_be_written_to_again_on_return_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Sarah's on mat leave. Best to try Tom in the meantime, tom@x.example.",
        "Sarah's on maternity leave. Best to try Tom instead.",
        "Sarah's on maternity leave, best to try her colleague Tom.",
    ],
)
def test_someone_else_to_try_in_the_meantime_stays_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
