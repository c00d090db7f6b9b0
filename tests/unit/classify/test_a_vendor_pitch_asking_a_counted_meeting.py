"""A vendor pitching back and asking for a meeting counted in minutes ("We run outbound for B2B SaaS
companies ... Would you be open to a 15-minute chat?", heldout_ad) is about their business: `other`, in every
rule language (`not_our_product.VENDOR_PITCH`); a buyer asking for a 15-minute call is still interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # the no leads into the pitch by "but", as in heldout_ad's sample; a no standing alone before the
        # pitch wins (heldout_az, `test_reverse_pitches_partnerships_and_copy_questions_are_other`)
        "Not a fit for us, but I noticed your sequence is generic. We run outbound for B2B SaaS companies on"
        " a pay-per-meeting basis. Would you be open to a 15-minute chat?",
        "Wir bieten Leadgenerierung für SaaS-Unternehmen an. Hätten Sie Zeit für ein 15-minütiges Gespräch?",
        "Nous proposons de la prospection pour les startups B2B. Un échange de 15 minutes la semaine"
        " prochaine ?",
        "Ofrecemos prospección para empresas SaaS. ¿Le va una llamada de 15 minutos?",
        "Offriamo lead generation per aziende SaaS. Una call di 15 minuti la prossima settimana?",
        "Wij helpen SaaS-bedrijven met outbound. Een gesprek van 15 minuten volgende week?",
        "Ajudamos empresas SaaS com prospecção. Uma conversa de 15 minutos na próxima semana?",
    ],
)
def test_a_vendor_pitch_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "We'd be open to a 15-minute call to see the demo.",
        "Could we do a 15-minute call on Thursday?",
    ],
)
def test_a_buyer_asking_a_short_call_is_interest(text):
    assert rule_intent(text) == "interested"
