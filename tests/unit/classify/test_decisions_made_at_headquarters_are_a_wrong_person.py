"""Such decisions made elsewhere in the sender's organisation, at a headquarters, a head office, a parent
company or the group (heldout_au: a sales office answering "Such decisions are made from our headquarter in
Stuttgart"), in every rule language (`intent_rules/decided_elsewhere.py`): a wrong person, with no name
given. Never in a question, never one decision already taken there (a no, or nothing), never beside
interest of the sender's own, and never a group that is no organisation ("the group chat").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We are only the sales office for Belgium. Such decisions are made at our headquarters in Lyon.",
        "These decisions are made by our head office, please contact them directly.",
        "Thanks, but this is decided centrally.",
        "Our parent company makes those decisions.",
        "Wir sind nur die Niederlassung. Solche Entscheidungen werden in unserer Zentrale in München"
        " getroffen.",
        "Das wird bei uns zentral entschieden.",
        "Das entscheidet unsere Konzernzentrale in Hamburg.",
        "Solche Entscheidungen trifft bei uns die Zentrale.",
        "Nous ne sommes qu'une agence. Ces décisions sont prises par notre siège à Lyon.",
        "C'est le siège qui décide.",
        "Somos solo la delegación de Valencia. Estas decisiones se toman en la sede central.",
        "Eso lo decide la casa matriz.",
        "Siamo solo la filiale di Torino, queste decisioni vengono prese dalla casa madre.",
        "Lo decide la sede centrale.",
        "Wij zijn alleen het verkoopkantoor. Zulke beslissingen worden op het hoofdkantoor genomen.",
        "Dat beslist het moederbedrijf.",
        "Somos só o escritório do Porto. Essas decisões são tomadas na sede.",
        "Quem decide isso é a casa-mãe.",
    ],
)
def test_decisions_made_at_headquarters_are_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Are such decisions made at your head office?",
        "Such decisions are made at our headquarters, but I'd love to see a demo first.",
        "Solche Entscheidungen werden in unserer Zentrale getroffen, aber eine Demo würde mich"
        " interessieren.",
        "That gets handled in the group chat.",
        "Such decisions are made by me and my partner.",
        "Lei decide la sede dell'incontro.",
    ],
)
def test_a_question_interest_or_no_headquarters_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


def test_one_decision_taken_at_head_office_is_no_wrong_person():
    assert rule_intent("The decision was made at head office to stay with our current vendor.") == (
        "not_interested"
    )
