"""Such things not going through the sender ("queste cose non passano da me") is a wrong person in every rule
language, as decisions not going through them are (`not_my_decision._THINGS`; heldout_dq). Never with a
condition after it ("... without a quote"), never "drop by" ("passa da me domani").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Things like this don't go through me.",
        "So etwas läuft nicht über mich.",
        "Ce genre de choses ne passe pas par moi.",
        "Estas cosas no pasan por mí.",
        "Certe cose non passano da me.",
        "Zulke dingen lopen niet via mij.",
        "Essas coisas não passam por mim.",
    ],
)
def test_not_through_me_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "That doesn't go through me unless there's a quote.",
        "Queste cose non passano da me senza un preventivo.",
        "Passa da me domani, così ne parliamo.",
    ],
)
def test_not_through_me_look_alikes(text):
    assert reading(text) != "wrong_person"
