"""The Spanish removal verb in the imperative with its pronoun, misspelt by a letter dropped or two swapped,
is read as the verb (`removal_more._REMOVAL_VERBS`, heldout_dl: a voseo "desuscribime" written without
its second s). Never the verb negated, never someone else's past removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Hola, desuscrbime de la lista por favor.",
        "Porfa desusribime de sus correos, gracias.",
        "Buenas, desuscirbeme de esta lista.",
        "Desusribanme de la lista de envíos, gracias.",
        "Desucribinos de la newsletter, no nos interesa.",
        "Hola, desuscríbeme de la lista por favor.",
    ],
)
def test_misspelt_imperative_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "No me desusribas, me interesa mucho la propuesta.",
        # someone else, in the past
        "Mi colega se desucribió hace un mes, yo sigo en la lista encantado.",
    ],
)
def test_misspelt_look_alikes_are_no_removal(text):
    assert reading(text) != "unsubscribe"
