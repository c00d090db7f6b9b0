"""German "aus Ihrem Verteiler / Ihrer Liste / dem CRM" is a removal only as one: after "raus", "mich", "uns"
or "bitte", after a verb of taking out in its clause, before one, or as the whole clause
(`unsubscribe._DE_LIST_OF_OURS`). A list, a system or a campaign named as a source or a choice never is
(found beside heldout_el: "Wählen Sie aus Ihrer Liste die Vorlage aus" read as a removal). Every sentence here
is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Die Zahlen stammen aus dem CRM, das wir letztes Jahr eingeführt haben.",
        "Können Sie die Daten aus Ihrem System als CSV exportieren? Dann schauen wir es uns an.",
        "Aus Ihrer Liste fehlt noch unser Standort in Kiel.",
        "Ich habe aus Ihrer Liste die Variante B gewählt, bitte schicken Sie ein Angebot.",
        "Wir kennen Sie aus der Kampagne vom Herbst, die fanden wir gut.",
        # the list at a clause's end is a source, not a removal said alone (the twenty-first review of
        # 2026-12-07)
        "Die Daten stammen aus dem CRM.",
        "Die Adresse stammt aus Ihrem System.",
    ],
)
def test_a_list_or_system_named_as_a_source_or_a_choice_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte aus dem Verteiler.",
        "Raus aus Ihrem Verteiler!",
        "Mich bitte aus Ihren Listen streichen.",
        "Kein Interesse, bitte aus Ihrer Datenbank entfernen.",
        "Nehmen Sie info@mahler-druck.example sofort aus Ihrem Verteiler.",
        "Tragen Sie unsere Zentrale bitte aus Ihrem Newsletter-Verteiler aus.",
        # the phrase opening its clause and ending it is the removal said alone
        "Sofort aus dem Verteiler!",
        "Danke. Und raus aus Ihrer Liste.",
    ],
)
def test_a_list_of_ours_named_in_a_removal_stays_one(text: str) -> None:
    assert reading(text) == "unsubscribe"
