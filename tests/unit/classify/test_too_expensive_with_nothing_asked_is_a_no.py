"""Too expensive, with nothing asked, is a no (`too_expensive`, heldout_bi: "We hebben even naar jullie
prijzen gekeken, maar dat is voor ons echt te duur", "achamos o valor muito alto para a nossa realidade"), in
every rule language; a price asked after it is interest ("too expensive, but what about 10 seats?"), and a
question about the price or a negated "too expensive" is no no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We looked at your pricing and it's way too pricey for a shop our size. Good luck!",
        "Wir haben uns die Preise angesehen, das ist uns deutlich zu teuer.",
        "Nous avons regardé vos tarifs : c'est beaucoup trop cher pour nous.",
        "Hemos visto los precios y es demasiado caro para nosotros.",
        "Abbiamo visto i prezzi, il prezzo è troppo alto per noi.",
        "We hebben even naar jullie prijzen gekeken, maar dat is voor ons echt te duur. Succes verder!",
        "Agradeço o contato, mas achamos o valor muito alto para a nossa realidade.",
        "Vimos a tabela, ficou caro demais pra gente.",
    ],
)
def test_too_expensive_with_nothing_asked_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Too expensive for us, but what about 10 seats?",
        "Zu teuer für uns. Was würde es für 10 Nutzer bei uns kosten?",
        "Te duur voor ons. Wat kost het als we met 10 man starten?",
    ],
)
def test_too_expensive_with_a_price_for_own_seats_asked_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Is it too expensive for small teams?",
        "Honestly it's not too expensive.",
        "Das ist nicht zu teuer, aber wir haben gerade keine Zeit für ein Gespräch. Was kostet es genau?",
        "Het is niet te duur, dat vind ik ook.",
        "Não é caro demais?",
    ],
)
def test_a_question_or_a_negated_too_expensive_is_no_no(text):
    assert rule_intent(text) != "not_interested"
