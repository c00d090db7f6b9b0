"""A public body's privacy notice names the law for its own processing of the reader's data, or points to
its privacy policy (heldout_bx: "O Hospital Distrital da Beira trata os seus dados pessoais nos termos do
RGPD, ver política de privacidade"): the law's name in it is no removal request
(`privacy_notice.PRIVACY_NOTICE`), in every rule language. The sender's own data or a request in the
sentence stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent

_ASKED = "Are you registered on the public procurement platform? "


@pytest.mark.parametrize(
    "notice",
    [
        "Das Klinikum verarbeitet Ihre personenbezogenen Daten gemäß DSGVO.",
        "L'hôpital traite vos données personnelles conformément au RGPD.",
        "El hospital trata sus datos personales conforme al RGPD.",
        "El ayuntamiento trata sus datos según el RGPD, consulte la política de privacidad.",
        "O Hospital trata os seus dados pessoais nos termos do RGPD, ver política de privacidade.",
        "A Câmara Municipal trata os seus dados nos termos do RGPD.",
    ],
)
def test_a_privacy_notice_naming_the_law_is_no_removal(notice):
    assert rule_intent(_ASKED + notice) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nos termos do RGPD.",
        "Vocês tratam os meus dados sem consentimento. RGPD: apaguem tudo.",
        "Conforme al RGPD, borren mis datos.",
    ],
)
def test_the_law_named_by_the_sender_stays_a_removal(text):
    assert rule_intent(text) == "unsubscribe"
