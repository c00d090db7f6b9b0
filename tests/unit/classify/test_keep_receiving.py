"""Our removal link clicked by mistake, in a reply that wants our mail to go on, is no removal
(`keep_receiving.KEEP_RECEIVING` and `CLICKED`, read by `removal.undone`; heldout_dl: a Chilean buyer who
clicked the "darse de baja" link without meaning to and would rather keep getting the mails). A removal
that names the sender ("unsubscribe me, I signed up by mistake"), one with no click named, or one where
the wish is negated stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I clicked the unsubscribe link by accident. I'd rather keep getting your emails.",
        "Ich habe aus Versehen auf Abmelden geklickt, ich möchte Ihre Mails weiterhin bekommen.",
        "J'ai cliqué par erreur sur le lien de désinscription, je préfère continuer à recevoir vos messages.",
        "Apreté sin querer el botón de darse de baja; quiero seguir recibiendo sus correos.",
        "Ho cliccato per sbaglio su annulla iscrizione, preferisco continuare a ricevere le vostre mail.",
        "Ik heb per ongeluk op afmelden geklikt, ik wil jullie mails graag blijven ontvangen.",
        "Cliquei sem querer no link de descadastro, prefiro continuar a receber os vossos e-mails.",
    ],
)
def test_accidental_click_with_mail_wanted_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender named: a removal, the thing kept is something else
        "I signed up by mistake, unsubscribe me please. I'd rather keep getting the invoices though.",
        # no click named: an ask
        "Me suscribí sin querer, denme de baja por favor, aunque quiero seguir recibiendo las facturas.",
        # the wish negated
        "Ik heb per ongeluk op afmelden geklikt, ik wil ze niet blijven ontvangen, verwijder me.",
        "Ich habe aus Versehen auf Abmelden geklickt, ich möchte Ihre Mails nicht weiterhin bekommen, bitte "
        "abmelden.",
    ],
)
def test_removal_beside_a_mistake_stays(text):
    assert reading(text) == "unsubscribe"
