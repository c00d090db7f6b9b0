"""Us, the reader, subscribed to the sender's own mailing ("vous êtes inscrite à notre newsletter ... le
lien de désinscription est en bas de chaque numéro", heldout_aj): the removal words after it are about our
unsubscribing from theirs, no removal request, in every rule language
(`removal_reader_subscribed.READER_SUBSCRIBED`). A removal that names the sender stays one, before or after.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Vous êtes inscrite à notre newsletter depuis le salon de Lyon. Si vous ne souhaitez plus la "
        "recevoir, le lien de désinscription est en bas de chaque numéro.",
        "By the way, you're subscribed to our newsletter since the Lyon fair. If you'd rather not get it, "
        "just unsubscribe at the bottom.",
        "Übrigens sind Sie seit der Messe für unseren Newsletter angemeldet. Zum Abmelden klicken Sie unten "
        "auf den Link.",
        "Por cierto, está suscrita a nuestro boletín desde la feria. Para darse de baja, use el enlace al "
        "pie.",
        "A proposito, è iscritta alla nostra newsletter dalla fiera. Per la disiscrizione c'è il link in "
        "fondo.",
        "Trouwens, u bent ingeschreven op onze nieuwsbrief. Uitschrijven kan via de link onderaan.",
        "Aliás, você está inscrita na nossa newsletter desde a feira. Para se descadastrar, use o link no "
        "rodapé.",
    ],
)
def test_our_unsubscribing_from_the_senders_newsletter_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "You're subscribed to our newsletter, fine. But take me off your list.",
        "Vous êtes inscrite à notre newsletter, soit. Mais désinscrivez-moi de la vôtre.",
        "Please unsubscribe me. You're on our newsletter too, by the way.",
    ],
)
def test_a_removal_of_the_sender_beside_it_stays_one(text):
    assert rule_intent(text) == "unsubscribe"
