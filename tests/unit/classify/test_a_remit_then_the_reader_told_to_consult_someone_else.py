"""The sender's own remit, then the reader told they must or should consult someone else (heldout_bb: "io
mi occupo solo dell'amministrazione, per privacy e gestione delle richieste degli interessati deve sentire il
nostro responsabile IT, Paolo Greco"), in every rule language (`intent_rules/scope.POINTER`): a wrong person.
The remit alone, or the reader told to consult the sender, keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I only handle admin; for privacy tooling you'll need to check with our IT lead, Paul Green.",
        "Ich betreue nur die Verwaltung, für Datenschutz-Tools müssen Sie sich an Paul Grün wenden.",
        "Je ne m'occupe que de l'administration, pour la confidentialité il faut voir avec Paul Vert.",
        "Solo llevo la administración; para privacidad tiene que hablar con nuestro responsable de TI, "
        "Pablo.",
        "Io mi occupo solo dell'amministrazione, per la privacy deve sentire il nostro responsabile IT, "
        "Paolo Greco.",
        "Ik doe alleen de administratie, voor privacy moet u contact opnemen met onze IT-manager Paul Groen.",
        "Só cuido da administração, para privacidade deve falar com o nosso gestor de TI, Paulo Verde.",
    ],
)
def test_a_remit_then_someone_to_consult_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Io mi occupo solo dell'amministrazione e la cosa non ci riguarda.", "other"),
        ("I only handle admin, and you'll need to check with me before anything is sent.", "other"),
        ("Ich betreue nur die Verwaltung, und dafür müssen Sie sich an mich wenden.", "other"),
        ("Deve sentire il nostro responsabile IT? Io mi occupo solo dell'amministrazione.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
