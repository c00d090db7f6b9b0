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


@pytest.mark.parametrize(
    "text",
    [
        "I retired the old CRM last year, so we are shopping around.",
        "We have retired our legacy platform and are looking for something new.",
        "We've sunset the tool and decommissioned the servers.",
        "Wir haben das alte CRM in den Ruhestand verabschiedet.",
        "Unser altes System ist in Rente gegangen, wir suchen etwas Neues.",
        "El producto se retiró del mercado el año pasado.",
        "El sistema antiguo se jubiló en 2023.",
        "Il vecchio gestionale è andato in pensione, cerchiamo un'alternativa.",
        "Het oude systeem is met pensioen.",
        "O sistema antigo foi aposentado no ano passado.",
    ],
)
def test_a_thing_retired_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


def test_a_thing_retired_leaves_the_rest_of_the_reply_to_decide():
    assert rule_intent("I retired the old CRM. Can you send pricing?") == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a person retired stays the wrong person, a thing named near it or not
        "Our CRM admin has retired; talk to Jo instead.",
        "I have retired from the CRM team.",
        "I'm retired now.",
        "Herr Roth ist in den Ruhestand gegangen.",
        "El Sr. Gómez se retiró en junio.",
        "L'ing. Rinaldi è andato in pensione a giugno, ora il riferimento è il geom. Fabbri.",
        "De heer Smit is met pensioen sinds juni.",
        "O Sr. Souza aposentou-se em junho.",
    ],
)
def test_a_person_retired_stays_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
