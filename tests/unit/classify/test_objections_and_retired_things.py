"""Leftovers of the earlier held-out sets, two families of precision: a German "widerspreche" is a
removal request only when it objects to the processing or use of one's data, to advertising or to
contact (GDPR article 21), never when it disagrees with an assessment ("Ich widerspreche der
Einschätzung"); and a thing retired, sunset or decommissioned ("I retired the old CRM") is no retired
addressee.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hiermit widerspreche ich der Verarbeitung meiner Daten zu Werbezwecken.",
        "Ich widerspreche der Datenverarbeitung.",
        "Ich widerspreche jeder Kontaktaufnahme durch Ihr Haus.",
        "Ich widerspreche dem Erhalt weiterer Werbung.",
        "Ich widerspreche hiermit der E-Mail-Werbung.",
        "Wir widersprechen jeglicher Nutzung unserer Adressen.",
        # the object first, the verb after it
        "Einer Nutzung meiner Adresse für Werbezwecke widerspreche ich ausdrücklich.",
        "Der Verwendung meiner Daten widerspreche ich.",
        "Widerspruch gegen die Verarbeitung meiner Daten.",
    ],
)
def test_an_objection_to_processing_advertising_or_contact_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ich widerspreche der Einschätzung, dass wir das brauchen.",
        "Ich widerspreche der Aussage, unser Prozess sei langsam.",
        "Ich widerspreche der Darstellung in Ihrer Mail.",
        "Ich widerspreche Ihrer Annahme, dass einer Verarbeitung zugestimmt wurde.",
        "Ich widerspreche der Einschätzung Ihres Kollegen, der Verarbeitung sei zugestimmt worden.",
        "Der Einschätzung widerspreche ich, die Nutzung ist gering.",
        "Da muss ich widersprechen: unser Team ist klein.",
    ],
)
def test_a_disagreement_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


def test_a_disagreement_then_a_request_reads_as_the_request():
    assert rule_intent("Ich widerspreche der Einschätzung, aber schicken Sie mir gerne ein Angebot.") == (
        "interested"
    )
