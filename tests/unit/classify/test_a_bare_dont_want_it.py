"""A bare "I don't want it" closing its sentence, the no after a story of why (`dont_want_it.DONT_WANT_IT`;
heldout_cl: a bad experience with a similar system, then the no): not interested, in every rule language.
Never a want with its object, never a condition, never in a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Já tivemos uma ferramenta dessas e só deu dor de cabeça. Por isso não quero, obrigado.",
        "Sinceramente, não queremos.",
        "We tried one of these before and it was a mess. So, honestly, I don't want it.",
        "Wir hatten so etwas schon einmal. Ehrlich gesagt, ich will das nicht.",
        "On a déjà essayé ce genre d'outil. Franchement, je n'en veux pas.",
        "Ya probamos algo así y salió mal. La verdad, no lo quiero.",
        "Abbiamo già provato una cosa simile. Sinceramente non lo voglio.",
        "We hadden zoiets al eens. Eerlijk gezegd, ik wil het niet.",
    ],
)
def test_a_bare_dont_want_it_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a want with its object, then a call asked
        "Não quero perder a demonstração, podemos marcar para terça?",
        "No quiero perder la llamada, ¿podemos hacerla el martes a las 10?",
        # asked
        "Was, wenn ich das nicht will? Können Sie mir die Preise schicken?",
    ],
)
def test_a_want_with_its_object_is_no_no(text):
    assert reading(text) != "not_interested"
