"""Who it is not known, in the conditional ("I wouldn't know who", "non saprei dirle chi"), is no no, in
every rule language (`leaning.WHO_NOT_KNOWN`, read in `intent_no.unconditional_no`; heldout_dq: a reply
pointing to another department added that it could not say to whom exactly). The need or the interest
denied outright stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Non saprei dirle chi ne ha bisogno, forse il reparto tecnico.",
        "No sabría decirle quién lo necesita en la empresa.",
        "Não saberia dizer quem precisa disso aqui.",
        "Ich wüsste nicht, wer das bei uns braucht.",
        "Je ne saurais pas vous dire qui en a besoin chez nous.",
        "I wouldn't know who needs it here.",
        "Dat zou ik niet weten, wie dat nodig heeft.",
    ],
)
def test_knowing_in_the_conditional_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non ne abbiamo bisogno, grazie.",
        "No lo necesitamos, gracias.",
        "Não precisamos disso.",
        "Wir brauchen das nicht.",
        "Nous n'en avons pas besoin.",
        "We don't need it, thanks.",
    ],
)
def test_need_denied_stays_a_no(text):
    assert reading(text) == "not_interested"
