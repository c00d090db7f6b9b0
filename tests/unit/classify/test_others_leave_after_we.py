"""Other people leaving the sender's own mailing, with the sender's side earlier in the clause ("we started
our newsletter ... and lots of readers unsubscribed"), describe the sender's list, no removal
(`removal_guards.others._others_leave`, `removal_others.PEOPLE_BEFORE`). The sender's side between the people
and the removal words ("As customers we unsubscribe") stays the sender's own removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We launched a newsletter for our dealers and about 40 readers unsubscribed after issue three.",
        "We run a weekly digest and lots of subscribers unsubscribe every month. Any tips?",
        "Wir haben einen Newsletter gestartet und viele Leser melden sich ab. Ist das üblich?",
        "Nous avons lancé notre lettre d'information et des abonnés se désinscrivent chaque mois.",
        "Hemos lanzado nuestro boletín y muchos clientes se dan de baja. ¿Es normal?",
        "Abbiamo lanciato la nostra newsletter e molti lettori si disiscrivono.",
        "We hebben een nieuwsbrief en veel mensen melden zich af. Is dat normaal?",
        "Lançámos a nossa newsletter e muita gente se descadastra.",
    ],
)
def test_others_leaving_the_senders_mailing_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "As customers we unsubscribe from all your mailings.",
        "Come clienti ci disiscriviamo da tutte le vostre newsletter.",
        "We run a newsletter ourselves, but please unsubscribe me from yours.",
        "Please unsubscribe me, people unsubscribe all the time anyway.",
    ],
)
def test_the_senders_own_removal_stays_one(text):
    assert reading(text) == "unsubscribe"
