"""Our removal link reported broken, with the removal itself disowned after it ("I'm not asking to be taken
off - I just thought you'd want to know", heldout_dp), is no removal, in every rule language
(`removal_link_unused.DISOWNED`, read by `removal_guards.as_a_topic.link_unused`). A broken link reported
alone stays a removal tried, and so does a removal asked beside the report.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Your unsubscribe link doesn't work. I'm not asking to be removed, just flagging it.",
        "Der Abmeldelink führt ins Leere. Ich möchte mich nicht abmelden, wollte nur Bescheid geben.",
        "Le lien de désinscription ne marche pas. Je ne demande pas à être désinscrit, pour info.",
        "El enlace para darse de baja no funciona. No estoy pidiendo que me den de baja, solo aviso.",
        "Il link per disiscriversi non funziona. Non sto chiedendo di essere cancellato, vi avviso.",
        "De afmeldlink werkt niet. Ik wil me niet afmelden, ik meld het alleen even.",
        "O link de descadastro não funciona. Não estou pedindo para ser descadastrado, só aviso.",
    ],
)
def test_a_broken_link_reported_with_the_removal_disowned_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Your unsubscribe link doesn't work.",
        "Your unsubscribe link is broken, take me off the list.",
        "Your unsubscribe link doesn't work. I'm not asking again: remove me now.",
        "Der Abmeldelink funktioniert nicht. Bitte tragen Sie mich aus.",
    ],
)
def test_a_broken_link_alone_or_beside_a_removal_stays_one(text):
    assert reading(text) == "unsubscribe"
