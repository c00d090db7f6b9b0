"""The system in use not to be changed, beside a question whether ours works with it, is a requirement and no
no (`intent_shared.stated`, `already_have.INTEGRATION_ASKED`; heldout_cw: interest, then "does your
software work with our ERP? We're not changing it. If so, a demo next week"), in every rule language. The
same no-change with no such question stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Looks useful. Does it integrate with NetSuite? We have no intention of replacing it. If so, let's"
        " book a demo.",
        "Klingt gut. Funktioniert das mit Sage 100? Wir haben keine Absicht, es zu ersetzen. Dann gerne eine"
        " Demo.",
        "Intéressant. Ça fonctionne avec Cegid ? Nous n'avons pas l'intention de le changer. Si oui, une démo"
        " volentiers.",
        "Nos interesa. ¿Se integra con A3? No tenemos intención de cambiarlo. Si es así, agendemos una demo.",
        "Ci interessa. Il vostro gestionale dialoga con TeamSystem? Non abbiamo intenzione di sostituirlo."
        " Se sì, fissiamo una demo.",
        "Interessa-nos. Funciona com o PHC? Não temos intenção de o substituir. Se sim, marcamos uma demo.",
    ],
)
def test_a_no_change_beside_a_compatibility_question_is_no_no(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben keine Absicht, unser ERP zu ersetzen.",
        "Non abbiamo intenzione di cambiare il gestionale, grazie.",
    ],
)
def test_the_no_change_alone_stays_a_no(text):
    assert reading(text) == "not_interested"
