"""The removal itself made easier by the sender for the sender's own mailing ("we send a newsletter to our
customers and want to make unsubscribing easier", heldout_dw), in every rule language
(`removal_topic.WE_EASE`, read by `removal_guards.as_a_topic._own_removal_eased`): the sender's own topic, no
removal. Our removal named with "your", or the sender asking to be let out, stays a removal. Every sentence
here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "We send a newsletter to our customers too and want to make unsubscribing easier than a tiny link."
        " Any tips?",
        "Wir versenden einen Newsletter und wollen die Abmeldung einfacher machen. Haben Sie einen Tipp?",
        "Nous envoyons une newsletter à nos clients et nous voulons simplifier la désinscription."
        " Un conseil ?",
        "Enviamos un boletín a nuestros clientes y queremos facilitar la baja. ¿Algún consejo?",
        "Inviamo una newsletter ai nostri clienti e vogliamo semplificare la disiscrizione. Qualche"
        " consiglio?",
        "Wij versturen een nieuwsbrief en we willen het afmelden makkelijker maken. Tips?",
        "Enviamos uma newsletter aos nossos clientes e queremos facilitar o descadastro. Alguma dica?",
    ],
)
def test_the_senders_own_removal_made_easier_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "We send a newsletter too. Make your unsubscribe easier and remove me.",
        "Wir versenden auch einen Newsletter. Bitte erleichtern Sie mir die Abmeldung: ich will raus.",
        "Unsubscribe.",
    ],
)
def test_our_removal_or_the_senders_own_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# the easing asked of the sender's "we" by someone of theirs, the mailing a round of reminders (heldout_ed:
# "il nostro consulente privacy ci ha chiesto di rendere la disiscrizione più semplice")
@pytest.mark.parametrize(
    "body",
    [
        "We send reminders to our members, and our DPO asked us to make the unsubscribe simpler.",
        "Wir verschicken Erinnerungen an Patienten, und der Datenschutz hat uns gebeten, die Abmeldung"
        " einfacher zu machen.",
        "Mandiamo promemoria ai clienti e il legale ci ha chiesto di semplificare la disiscrizione.",
        "Enviamos recordatorios a los socios y el abogado nos ha pedido facilitar la baja.",
    ],
)
def test_the_easing_asked_of_the_sender_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


def test_reminders_of_ours_and_a_removal_asked_stays_one() -> None:
    assert reading("You send reminders every day. Please unsubscribe me.") == "unsubscribe"
