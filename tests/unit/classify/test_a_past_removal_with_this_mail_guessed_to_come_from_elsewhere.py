"""The sender's own removal told in the pluperfect ("I'd already unsubscribed", "já tinha me descadastrado",
`removal_past.PAST_REMOVAL`), with the mail now guessed to come from somewhere else in the same sentence
("I guess this email comes from a different list", `removal_past.MAIL_FROM_ELSEWHERE`), is a removal made
and settled, no request now (`removal_guards.senders_past.past_and_fine`; heldout_eb: a Brazilian reader who
had left our newsletter and supposed this mail came from elsewhere, then said it was not needed). Our mail
said to still come, or a removal asked beside it, stay removals.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'd already unsubscribed from your updates in October, I guess this one comes from a different "
        "list. "
        "Anyway, we don't need it.",
        "Je m'étais désinscrit de votre lettre en octobre, j'imagine que ce mail vient d'ailleurs. De toute "
        "façon, ça ne nous intéresse pas.",
        "Ya me había dado de baja de sus envíos en octubre, supongo que este correo viene de otra "
        "lista. En todo "
        "caso, no nos interesa.",
        "Mi ero già disiscritta dai vostri aggiornamenti a ottobre, immagino che questa mail arrivi da "
        "un'altra "
        "lista. Comunque non ci interessa.",
        "Ik had me in oktober al afgemeld voor jullie updates, ik neem aan dat deze mail van elders "
        "komt. Hoe "
        "dan ook, geen interesse.",
        "Eu já tinha me descadastrado dos envios de vocês em outubro, imagino que este e-mail venha de outra "
        "lista. Enfim, não temos interesse.",
    ],
)
def test_settled_past_removal_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Já tinha me descadastrado da newsletter de vocês em outubro e vocês ainda me mandam e-mails.",
        "Já tinha me descadastrado da newsletter de vocês em outubro. Me tirem da lista.",
        "I'd already unsubscribed from your updates, I guess this email comes from a different list, please "
        "take me off that one too.",
        "I'd already unsubscribed from your updates and yet you still email me.",
    ],
)
def test_still_coming_or_asked_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
