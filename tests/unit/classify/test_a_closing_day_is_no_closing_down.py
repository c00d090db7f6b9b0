"""A closing day is no closing down (heldout_bh: "Kunnen we maandag bellen? Dan is de zaak dicht"): the
sender's business shut on a weekday, "then" or "that day", or its day off named, in the sentence of a
closing ("Sundays we close the shop", "Montags schließen wir den Laden", "Il lunedì chiudiamo il negozio",
"Nesse dia a loja está fechada") says when there is time for us, not that the business ends; the call
proposed on it is interest. A closing still ahead or for good ("Eind maart gaat de zaak dicht", "On Monday
we close the shop for good", "Dan gaat de zaak dicht") stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Klinkt goed, vooral het roosteren. Kunnen we maandag bellen? Dan is de zaak dicht. Liefst tussen 10 "
        "en 12.",
        "Sounds good. Can we talk Monday? Sundays and Mondays we close the shop, so I have time.",
        "Klingt gut. Können wir Montag telefonieren? Montags schließen wir den Laden, da hab ich Zeit.",
        "Ça m'intéresse. On peut s'appeler lundi ? Le lundi, on ferme la boutique.",
        "Me interesa. ¿Podemos hablar el lunes? El lunes cerramos la tienda.",
        "Mi interessa. Possiamo sentirci lunedì? Il lunedì chiudiamo il negozio.",
        "Interessa-me. Podemos falar na segunda? Nesse dia a loja está fechada.",
    ],
)
def test_a_call_on_the_closing_day_is_interest(body: str) -> None:
    assert reading(body) == "interested"


@pytest.mark.parametrize(
    "body",
    [
        "Eind maart gaat de zaak dicht, ik ga met pensioen.",
        "Dan gaat de zaak voorgoed dicht, dus het heeft geen zin.",
        "On Monday we close the shop for good, so there's no point.",
        "I'm closing the shop at the end of March, so there's really no point.",
        "Ende März schließen wir den Laden, dann ist Schluss.",
        "Nous fermons la boutique en mars, donc inutile.",
        "Cerramos la tienda en marzo, así que no.",
        "Chiudiamo il negozio a marzo, quindi no.",
        "Vamos fechar a loja em março, não vale a pena.",
    ],
)
def test_a_closing_for_good_stays_a_no(body: str) -> None:
    assert reading(body) == "not_interested"
