"""A colleague taken off the list while the matter is said to go through the sender now, and the sender asks
for more (heldout_dk: material and prices asked for, then "you can take Mr X off the distribution for this,
it goes through me from now on"): the same as a takeover (`taken_over.TAKEN_OVER`), so the removal is of the
colleague and this contact stays, in every rule language. The sender taken off stays a removal, and so
does a colleague taken off with no interest beside it; "das geht über mich hinaus" (beyond me) is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take Mark off your list, this all goes through me now. Could you send me your pricing?",
        "Frau Kern können Sie aus dem Verteiler nehmen, das läuft künftig über mich. Schicken Sie mir bitte "
        "eine Preisliste.",
        "Retirez M. Girard de votre liste, tout passe désormais par moi. Pouvez-vous m'envoyer une démo ?",
        "Quiten a Pablo de su lista, ahora todo pasa por mí. ¿Me pueden enviar una demo?",
        "Togliete pure Luca dalla lista, ora passa tutto da me. Mi mandate un listino prezzi?",
        "Haal Pieter maar van jullie lijst, dat loopt voortaan via mij. Kunnen jullie mij een demo geven?",
        "Retirem o Rui da lista, isso agora passa por mim. Podem me enviar uma demonstração?",
    ],
)
def test_colleague_off_the_matter_through_me_with_interest_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the sender taken off
        "Nehmen Sie mich aus dem Verteiler, das läuft ab jetzt über meine Kollegin.",
        "Please take me off your list, this goes through our procurement team now.",
        # beyond me, not through me
        "Das geht über mich hinaus, nehmen Sie mich bitte aus dem Verteiler.",
    ],
)
def test_the_sender_taken_off_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated: the matter does not go through the sender (review of 2026-12-07)
        "Frau Lang ist nicht mehr bei uns. Das läuft auch nicht über mich, aber ich leite Ihre Demo-Anfrage "
        "gern "
        "an den Einkauf weiter.",
        "La señora Lang ya no trabaja aquí. Esto no pasa por mí, pero reenvío su solicitud de demo a "
        "compras.",
        "La signora Lang non è più con noi. Questo non passa da me, ma inoltro volentieri la sua richiesta "
        "di "
        "demo agli acquisti.",
        "Mevrouw Lang werkt hier niet meer. Dat loopt ook niet via mij, maar ik stuur uw demoaanvraag graag "
        "door "
        "naar inkoop.",
        "A Sra. Lang já não está connosco. Isso não passa por mim, mas reencaminho o seu pedido de "
        "demonstração "
        "para as compras.",
        "Mme Lang n'est plus chez nous. Ça ne passe pas par moi, mais je transmets votre demande de démo aux "
        "achats.",
    ],
)
def test_the_matter_not_going_through_the_sender_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
