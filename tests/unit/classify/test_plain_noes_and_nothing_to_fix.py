"""Held-out set I: not interested, in every rule language, said as "it's a no" ("so it's a no from us",
"per noi è un no"), as nothing to fix ("there's nothing for us to fix here", "no tenemos ese problema"),
as "not in the short nor the medium term" ("ni a corto ni a medio plazo": a no for good), as "not for us"
("não é pra gente"), and as a last "thanks anyway" when nothing else in the reply decided. Questions,
"a no-brainer", "a no for now", the other side's problem and a request beside the thanks are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We'd only look at this with a native SAP connector. So it's a no from us.",
        "Von unserer Seite ist das ein Nein.",
        "Pour nous, c'est non.",
        "Es un no por nuestra parte.",
        "Per noi è un no.",
        "Voor ons is het een nee.",
        "Da nossa parte é um não, obrigado.",
        "Our close takes three days now, so there's nothing for us to fix here.",
        "We don't have that problem.",
        "Bei uns gibt es nichts zu lösen.",
        "Nous n'avons pas ce problème.",
        "No tenemos ese problema.",
        "Non abbiamo questo problema.",
        "Dat probleem hebben we niet.",
        "Não temos esse problema aqui na empresa.",
        "No es una prioridad para nosotros y no lo va a ser ni a corto ni a medio plazo.",
        "Das ist weder kurz- noch mittelfristig ein Thema für uns.",
        "Ce n'est pas une priorité, ni à court ni à moyen terme.",
        "Non è una priorità, né a breve né a medio termine.",
        "Het heeft geen prioriteit, niet op korte en ook niet op lange termijn.",
        "Não é uma prioridade para nós, nem a curto nem a médio prazo.",
        "Not something we'd look at in the short or the medium term.",
        "Obrigado Rita, mas não é pra gente. Somos uma empresa pequena.",
        "We stopped using NetSuite last year when we moved to Xero. Thanks anyway.",
        "Wir arbeiten seit letztem Jahr mit einem anderen System. Danke trotzdem.",
        "Nous avons changé d'outil l'an dernier. Merci quand même.",
        "Ya cambiamos de sistema el año pasado. Gracias de todos modos.",
        "Abbiamo cambiato gestionale l'anno scorso. Grazie comunque.",
        "We zijn vorig jaar overgestapt op een ander pakket. Toch bedankt.",
        "Mudamos de sistema no ano passado. Obrigado mesmo assim.",
    ],
)
def test_a_plain_no_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "It's a no-brainer, send the quote.",
        "Is that a no?",
        "That's a no for now, try again in spring.",
        "C'est non négociable, mais envoyez le devis.",
        "No es prioridad a corto plazo, quizá a medio plazo.",
        "Nothing to fix on your side, the invoice was fine.",
        "Is there nothing for us to fix?",
        "Thanks anyway for the quick answer, can you send the deck?",
        "Thanks anyway for the quick answer. Who handles billing on your side?",
        "Thanks for the note, let's talk Tuesday.",
    ],
)
def test_look_alikes_are_not_a_plain_no(text):
    assert rule_intent(text) != "not_interested"
