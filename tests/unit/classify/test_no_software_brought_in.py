"""No software brought in for it (heldout_ai: "Daran wollen wir nichts ändern und auch keine zentrale Software
dafür einführen") is a no in every rule language (`no_other_vendor.NO_OTHER_VENDOR`); never with a requirement
after it ("a tool that ...") nor bounded by a time.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Our caretakers handle it themselves. We don't want to introduce any central software for that.",
        "Das machen die Hausmeister selbst, und wir wollen keine zentrale Software dafür einführen.",
        "Nos gardiens s'en occupent, nous ne voulons pas introduire de logiciel pour ça.",
        "Lo llevan los conserjes y no queremos implantar ningún software para eso.",
        "Se ne occupano i custodi, non vogliamo introdurre nessun software per questo.",
        "Dat doen de huismeesters zelf, we willen geen centrale software daarvoor invoeren.",
        "Os porteiros tratam disso, não queremos introduzir nenhum software para isso.",
    ],
)
def test_no_software_brought_in_is_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We won't introduce a platform that needs another login; can you send a demo of the SSO?",
        "Wir wollen keine Software einführen, die nicht mit SAP spricht. Schicken Sie uns eine Demo?",
    ],
)
def test_a_requirement_is_no_no(text: str) -> None:
    assert rule_intent(text) == "interested"
