"""A request to refrain from further mailings, said with "absehen" / "afzien van" / a noun after
"abstenerse" (heldout_em), is a removal in every form of the verb; refraining from one thing that is no
mailing ("von einem Anruf abzusehen", "sehen wir von einer Teilnahme ab") is none. Every sentence here is
written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wir möchten Sie bitten, künftig von jeglichen Werbemails an unser Postfach abzusehen.",
        "Bitte sehen Sie zukünftig von solchen E-Mails an diese Adresse ab.",
        "Ich ersuche Sie, von weiteren Nachrichten dieser Art abzusehen.",
        "Gelieve af te zien van verdere toezendingen van deze aard.",
        "Le ruego que se abstenga de más envíos de este tipo a mi dirección.",
    ],
)
def test_refraining_from_further_mailings_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wir bitten Sie, von einem Anruf abzusehen.",
        "Von einer Teilnahme sehen wir dieses Jahr ab.",
    ],
)
def test_refraining_from_one_other_thing_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
