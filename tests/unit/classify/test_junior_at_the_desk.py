"""The apprentice or the intern answering the office's address (heldout_cp: "ich bin hier nur Lehrling im
Büro"), in every rule language, as the receptionist already was (`front_desk.NOT_MINE`): a wrong person.
And the message passed up to the boss with the boss's name beside the role before the German verb ("an
unseren Chef, Herrn X, weitergeleitet", `passed_along.PASSED_UP`). Never interest of their own, never
someone else who is an apprentice.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin hier nur Azubi und kann dazu nichts sagen.",
        "Ich bin nur die Praktikantin im Büro.",
        "I'm only the apprentice here, I can't say.",
        "Je ne suis que le stagiaire, désolé.",
        "Solo soy la becaria de la oficina.",
        "Sono solo lo stagista.",
        "Ik ben hier maar stagiair.",
        "Sou só a estagiária.",
        "Ich habe Ihre Nachricht an meine Chefin, Frau Lechner, weitergeleitet.",
        "Ich habe das an unseren Inhaber Herrn Moser weitergegeben.",
    ],
)
def test_junior_or_boss_named_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # interest of their own beside the role
        "Ich bin nur Lehrling, aber das klingt spannend, schicken Sie mir Infos.",
        # an apprentice who is someone else
        "Unser Lehrling fängt im September an, dann brauchen wir das Tool.",
    ],
)
def test_junior_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
