"""The formal French closing with "mes" or "nos" before the plain or distinguished salutations ("Avec mes
salutations distinguées,", as a Swiss lawyer closes, heldout_dv; `closing_phrases`): it ends the sender's
own words, the name and the firm's card under it cut. A sentence that goes on after the same words stays.
Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail

BODY = "Merci, nous avons déjà un outil qui nous convient."
CARD = "Me Anne Vuilleumier\nAvocate\nÉtude Vuilleumier & Jaquet\nRue du Rhône 12 – 1204 Genève"


@pytest.mark.parametrize(
    "closing",
    [
        "Avec mes salutations distinguées,",
        "Avec nos salutations distinguées",
        "Mes salutations distinguées,",
        "Nos salutations respectueuses,",
        "Avec mes meilleures salutations,",
    ],
)
def test_the_formal_closing_ends_the_own_text(closing: str) -> None:
    assert classify(mail(f"{BODY}\n\n{closing}\n\n{CARD}")).text == BODY


def test_a_sentence_going_on_after_mes_salutations_stays() -> None:
    body = "Transmettez mes salutations à votre directeur, nous le verrons au salon de Lausanne."
    assert classify(mail(f"{body}\n\nAnne")).text.startswith(body)
