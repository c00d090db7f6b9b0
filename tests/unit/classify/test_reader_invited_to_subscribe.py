"""Us invited to subscribe to the sender's own mailing, with the removal words after the invitation about
leaving theirs, is no removal request in any rule language (`removal_reader_invited`; heldout_ct: a
co-op's new newsletter, "subscribe if you like, you can unsubscribe in one click"). A removal that names
the sender stays one, and so does leaving our mail.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We just started our monthly newsletter. Feel free to subscribe on our site, and you can "
        "unsubscribe whenever you like.",
        "Wir haben gerade unseren Newsletter gestartet. Sie können sich auf der Website anmelden und "
        "sich jederzeit wieder abmelden.",
        "Nous venons de créer notre lettre d'information : si vous voulez vous abonner, le lien est sur le "
        "site, et vous pourrez vous désabonner quand vous voudrez.",
        "Acabamos de lanzar nuestro boletín. Si quieres suscribirte, está en la web, y puedes darte de baja "
        "cuando quieras.",
        "Abbiamo appena lanciato la nostra newsletter: se vuoi iscriverti trovi il modulo sul sito, e puoi "
        "disiscriverti in ogni momento.",
        "We zijn net begonnen met onze nieuwsbrief. Als je je wilt inschrijven kan dat op de site, en je "
        "kunt je altijd weer afmelden.",
        "Lançámos a nossa newsletter. Se quiser se inscrever, está no site, e pode cancelar a inscrição "
        "quando quiser.",
    ],
)
def test_invited_to_their_mailing_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender names themselves: a removal
        "We have our own newsletter, feel free to subscribe. But please unsubscribe me from yours.",
        "On a notre infolettre, libre à vous de vous abonner. Par contre, désinscrivez-moi de la vôtre.",
        # our mail stopped, no invitation to theirs
        "Our newsletter is better than yours. Stop emailing me.",
        "Please unsubscribe me, I never asked to join your newsletter.",
    ],
)
def test_removal_beside_their_mailing_stays(text):
    assert reading(text) == "unsubscribe"
