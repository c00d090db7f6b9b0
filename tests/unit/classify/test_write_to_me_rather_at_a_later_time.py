"""A request to be written to at a later time with a "rather" before the time ("Écrivez-moi plutôt début
février", "Escríbame mejor a principios de febrero", "Schrijf me liever begin februari", "Escreva-me de
preferência no início de fevereiro"; heldout_eb), a later like the plain one (`later.WRITE_AGAIN`). A
"rather" before someone else or tomorrow is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "On change de locaux ce mois-ci. Écrivez-moi plutôt fin mars, on en reparlera.",
        "Estamos de mudanza. Escríbame mejor a finales de marzo.",
        "Siamo in trasloco. Mi scriva piuttosto a fine marzo.",
        "We verhuizen deze maand. Schrijf me liever eind maart.",
        "Estamos de mudança. Escreva-me de preferência no fim de março.",
        "Wir ziehen gerade um. Schreiben Sie mir lieber Ende März.",
    ],
)
def test_rather_later_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text", ["Écrivez-moi plutôt à Paul, c'est lui qui gère.", "Écrivez-moi plutôt demain, je suis dispo."]
)
def test_rather_someone_or_tomorrow_is_no_later(text):
    assert reading(text) != "not_now"
