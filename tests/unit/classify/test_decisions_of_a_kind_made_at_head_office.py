"""Decisions named by their kind, IT, technical or software decisions, made at the sender's head office or
group (heldout_bt: "Je suis à l'agence de Rabat, les décisions informatiques sont prises au siège à
Casablanca. Vous pouvez contacter M. Omar Tazi, DSI du groupe"), in every rule language
(`intent_rules/decided_elsewhere.py`): a wrong person, as "such decisions" already were. Never negated,
never in the past, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm at the Leeds branch, IT decisions are made at our head office in London.",
        "We're a branch. All IT decisions are taken by the parent company.",
        "IT-Entscheidungen werden in unserer Zentrale in Hamburg getroffen.",
        "Wir sind nur eine Filiale, Software-Entscheidungen werden im Hauptsitz getroffen.",
        "Je suis à l'agence de Rabat, les décisions informatiques sont prises au siège à Casablanca.",
        "Nos décisions IT sont prises par le groupe, voyez avec M. Tazi.",
        "Somos una sucursal: las decisiones de TI se toman en la sede central de Madrid.",
        "Le decisioni informatiche vengono prese dalla sede centrale di Milano.",
        "Wij zijn een vestiging, IT-beslissingen worden op het hoofdkantoor genomen.",
        "Somos uma filial, as decisões de TI são tomadas na sede em Lisboa.",
    ],
)
def test_decisions_of_a_kind_made_at_head_office_are_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "IT decisions are not made at our head office, I decide them here.",
        "Are IT decisions made at your head office?",
        "IT decisions were made at head office until last year, now they are mine.",
        "Les décisions informatiques étaient prises au siège, maintenant c'est fini.",
        "Est-ce que les décisions informatiques sont prises au siège chez vous ?",
        "IT-Entscheidungen werden nicht in der Zentrale getroffen.",
    ],
)
def test_decisions_of_a_kind_denied_past_or_asked_are_none(text):
    assert rule_intent(text) != "wrong_person"
