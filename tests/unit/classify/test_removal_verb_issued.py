"""A removal verb in its other sense, a thing issued or held as its object, is no removal
(`removal_issued`; heldout_dh: a Flemish town that must first put the contract out to tender,
"uitschrijven"): Dutch "uitschrijven" of a tender, a contest, an election, an invoice; German "austragen"
of a contest or a match. The verb with the writer as its object stays a removal, and so does the verb after
such a noun that is not its object: governed by a preposition, in a clause joined before it, or with a please
right before the verb (review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij moeten eerst een aanbesteding uitschrijven, neem in april weer contact op.",
        "De gemeente gaat de opdracht pas in het najaar uitschrijven.",
        "De prijsvraag wordt volgende maand uitgeschreven.",
        "We hebben vorige week een nieuwe vacature uitgeschreven.",
        "Ik moet nog een factuur uitschrijven voor een klant, daarna kijk ik ernaar.",
        "Das Turnier wird im Mai ausgetragen, danach haben wir Zeit.",
        "Wir müssen den Wettbewerb erst im Frühjahr austragen.",
    ],
)
def test_a_thing_issued_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u mij uitschrijven?",
        "Graag uitschrijven.",
        "Schrijf mij uit voor de wedstrijd en de nieuwsbrief, graag uitschrijven.",
        "Wij hebben geen interesse in de aanbesteding, gelieve ons uit te schrijven.",
        "Bitte austragen.",
        "Ich bin kein Kunde, bitte aus dem Verteiler austragen.",
    ],
)
def test_the_writer_taken_off_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Na afloop van de aanbesteding graag uitschrijven",
        "Omdat onze opdracht is afgelopen wil ik graag uitschrijven",
        "Stuur de laatste factuur nog en daarna uitschrijven graag",
        "Sinds de verkiezingen ben ik geen raadslid meer dus graag uitschrijven",
        "We hebben de opdracht al gegund aan een ander dus graag uitschrijven",
        "Da ich die Meisterschaft nicht mehr betreue bitte austragen",
        "Ich habe den Streit mit Ihrer Buchhaltung satt und will austragen",
        # written for these tests
        "Tijdens de verkiezingen heb ik genoeg mail gehad, graag uitschrijven",
        "De vacature is vervuld dus gelieve uitschrijven",
        "Nach dem Turnier bitte austragen",
        "Wir haben den Wettbewerb verloren und möchten austragen",
        "Seit der Meisterschaft keine Zeit mehr, also bitte austragen",
    ],
)
def test_the_noun_not_the_verbs_object_leaves_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wij gaan na de zomer een nieuwe aanbesteding uitschrijven.",
        "Daarom moeten we de opdracht opnieuw uitschrijven.",
        "Wir werden das Turnier im Herbst austragen.",
        "Den Streit werden wir vor Gericht austragen.",
    ],
)
def test_the_noun_as_the_verbs_object_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's (part 2): two infinitives under one auxiliary share the noun
        "We moeten de prijsvraag nog laten goedkeuren en daarna uitschrijven.",
        "Wir wollen das Turnier im Frühjahr planen und im Mai austragen.",
        "Wir werden die Meisterschaft zuerst ankündigen und dann im Herbst austragen.",
        "De prijsvraag willen we eerst intern bespreken maar in mei uitschrijven.",
        # written for these tests
        "We gaan de aanbesteding voorbereiden en in juni uitschrijven.",
        "Den Wettbewerb wollen wir erst ankündigen und im Sommer austragen.",
    ],
)
def test_infinitives_joined_under_one_auxiliary_stay_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Stuur de laatste factuur nog en daarna uitschrijven graag",
        "Wir haben den Wettbewerb verloren und möchten austragen",
        "Ich habe den Streit mit Ihrer Buchhaltung satt und will austragen",
        "We moeten de opdracht afronden en ik wil me daarna uitschrijven",
    ],
)
def test_a_new_clause_after_the_joiner_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
