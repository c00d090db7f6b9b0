"""Our removal link clicked by mistake, in a reply that wants our mail to go on, is no removal
(`keep_receiving.KEEP_RECEIVING` and `CLICKED`, read by `removal_guards.senders_past.undone`; heldout_dl: a
Chilean buyer who clicked the "darse de baja" link without meaning to and would rather keep getting the
mails). A removal that names the sender ("unsubscribe me, I signed up by mistake"), one with no click named,
or one where the wish is negated stays a removal.

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


@pytest.mark.parametrize(
    "text",
    [
        # only something else kept (the invoices): a removal asked stays one (the review of 2026-12-07)
        "I clicked the unsubscribe link by accident, but please take me off anyway, I'd rather keep "
        "getting only the invoices.",
        "Ich habe aus Versehen auf Abmelden geklickt, aber bitte melden Sie mich trotzdem ab, ich möchte "
        "weiterhin nur die Rechnungen bekommen.",
        "J'ai cliqué par erreur sur le lien de désinscription, mais finalement merci de retirer mon "
        "adresse de la liste, je préfère continuer à recevoir uniquement vos factures.",
        "Hice clic sin querer en el enlace de baja, pero mejor bórrenme de la lista igualmente; quiero "
        "seguir recibiendo solo las facturas.",
        "Ho cliccato per sbaglio sul link di disiscrizione, ma cancellatemi comunque dalla lista, "
        "preferisco continuare a ricevere solo le fatture.",
        "Ik heb per ongeluk op afmelden geklikt, maar verwijder mij toch maar van de lijst, ik wil "
        "alleen de facturen blijven ontvangen.",
        "Cliquei sem querer no link de descadastro, mas removam-me da lista mesmo assim, prefiro "
        "continuar a receber apenas as faturas.",
        "J'ai cliqué par erreur sur le lien, mais merci de retirer mon adresse de la liste quand même.",
    ],
)
def test_only_something_else_kept_leaves_the_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # our mail kept, a narrowing word further on
        "I clicked the unsubscribe link by accident. I'd rather keep getting your emails, just not so many.",
        "Ich habe aus Versehen auf Abmelden geklickt, ich möchte Ihre Mails weiterhin bekommen.",
    ],
)
def test_our_mail_kept_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "only"/"just" with our mail named: ours kept, no removal (the review of 2026-12-07, fourth)
        "Clicked unsubscribe by accident - I want to keep receiving just your monthly newsletter.",
        "Oops, I clicked unsubscribe by mistake; I just want to keep receiving your emails like before.",
        "Ho cliccato su disiscriviti per sbaglio, voglio solo continuare a ricevere la vostra newsletter.",
        "Ik heb per ongeluk op afmelden geklikt, ik wil alleen jullie nieuwsbrief blijven ontvangen.",
        "J'ai cliqué par erreur sur le lien de désinscription, je veux juste continuer à recevoir vos "
        "messages.",
        "Ich habe aus Versehen auf Abmelden geklickt, ich möchte nur Ihre Newsletter weiterhin bekommen.",
        "Cliquei sem querer no link de descadastro, quero apenas continuar a receber os vossos e-mails.",
    ],
)
def test_only_our_mail_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "only" with no mail of ours, or with the sender's removal asked beside it: a removal
        "I clicked the unsubscribe link by accident, I want to keep receiving only the webinar invites, "
        "remove me from the rest.",
        "I clicked the unsubscribe link by accident, I want to keep receiving only your webinar invites, "
        "remove me from the rest.",
    ],
)
def test_only_something_else_or_a_removal_beside_stays(text):
    assert reading(text) == "unsubscribe"
